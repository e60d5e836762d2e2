"""mesowidgets: Jupyter widgets to play, teach and script Mesopotamian board games."""
from .babel import BabelWidget
from .base import HOTSEAT, SPECTATOR, GameWidget
from .puzzles import Puzzle, PuzzleSet, Verdict
from .replay import Replay
from .table import LessonStep, Table
from .tigris import TigrisWidget
from .tigris_cards import TigrisCardsWidget
from .tyrus import TyrusWidget

__all__ = ["BabelWidget", "GameWidget", "HOTSEAT", "LessonStep", "SPECTATOR", "Puzzle", "PuzzleSet",
           "Replay", "Table",
           "TigrisCardsWidget", "TigrisWidget", "TyrusWidget", "Verdict"]
__version__ = "0.1.0"
