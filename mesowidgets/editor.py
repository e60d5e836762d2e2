"""The board editor: a widget mode where a teacher puts pieces on the board (and writes
hands and piles), and reads back the diagram and a lesson or puzzle cell ready to paste.

    editor = TigrisWidget.editor()            # the starting position, or editor(diagram)
    editor.diagram                            # the position as text
    print(editor.cell("puzzle"))              # a runnable puzzle cell on this position

The front end sends edits ({"edit": {"put": piece, "at": place}}, {"clear": place},
{"line": key, "value": text}, {"text": the whole diagram}); the table applies each to the
diagram's lines and reads them back with the game's `from_diagram`: a refused edit sets
the error (its line and rule) and changes nothing. The draw piles are left to the
defaults (the rest of the pieces, shuffled from a fixed seed), unless the teacher writes
their line.
"""
from __future__ import annotations

import importlib

from mesogames.core import IllegalAction
from mesogames.editing import key_of, split_lines, with_line, without_pool

from .table import Table

SEED = 0
EDITS = ("put", "clear", "line", "text")


def editing_of(engine_module):
    return importlib.import_module(f"{engine_module.__name__}.editing").EDITING


class EditorTable(Table):
    """A table whose game is rebuilt from the diagram after every edit; it plays no moves."""

    plays = False

    def __init__(self, widget_class, text: str | None = None, **new_game_options):
        self.widget_class = widget_class
        self.module = widget_class.engine_module
        self.editing = editing_of(self.module)
        self.kept: dict[str, str] = {}        # pool lines the teacher wrote
        if text is None:                      # the start of a game, its piles left out
            text = self.module.new_game(seed=SEED, **new_game_options).diagram()
            text = "\n".join(without_pool(split_lines(text), self.editing.pool))
        elif new_game_options:
            raise TypeError("Give either a diagram or new-game options, not both.")
        game = self._read(split_lines(text))
        super().__init__(game, undo=False, hints=False)

    # ---------------------------------------------------------------- edits
    def _read(self, lines: list[str]):
        """The game of these lines (IllegalAction names the line that is wrong)."""
        for line in lines:
            key = key_of(line)
            if key is not None and key in self.editing.pool:
                self.kept[key] = line
        game = self.module.from_diagram("\n".join(lines), seed=SEED)
        self.lines = self._canonical(game)
        return game

    def _canonical(self, game) -> list[str]:
        lines = without_pool(split_lines(game.diagram()), self.editing.pool)
        return lines + [self.kept[k] for k in self.editing.pool if k in self.kept]

    def edit(self, op: dict) -> None:
        """One edit; refused (IllegalAction) with nothing changed when the rules or the
        diagram's reading refuse the position it makes."""
        if not isinstance(op, dict) or not op or not set(op) <= {"put", "at", "clear", "line",
                                                                  "value", "text"}:
            raise IllegalAction("message", "An edit is {put, at}, {clear}, {line, value} or "
                                "{text}.")
        lines = list(self.lines)
        kept = dict(self.kept)
        if "put" in op:
            lines = self.editing.put(lines, str(op["put"]), str(op.get("at", "")))
        elif "clear" in op:
            lines = self.editing.clear(lines, str(op["clear"]))
        elif "line" in op:
            key = " ".join(str(op["line"]).lower().split())
            if not key or ":" in key:
                raise IllegalAction("board editor", "A line's key is a word or two, like "
                                    "'archer hand'.")
            value = op.get("value")
            if key in self.editing.pool:
                self.kept.pop(key, None)
            lines = with_line(lines, key, None if value is None else str(value))
        else:
            text = op["text"]
            if not isinstance(text, str) or len(text) > 20000:
                raise IllegalAction("message", "The diagram is text (20,000 characters at most).")
            self.kept.clear()
            lines = split_lines(text)
        try:
            game = self._read(lines)
        except IllegalAction:
            self.kept = kept
            raise
        self.game = game
        self._seals, self.log = [], []
        self._changed()

    def act(self, notation, by=None):
        raise IllegalAction("board editor", "The editor puts pieces down; it plays no moves. "
                            "Play from this position with a widget on editor.game.")

    # ---------------------------------------------------------------- reading
    @property
    def diagram(self) -> str:
        return "\n".join(self.lines) + "\n"

    def cell(self, kind: str) -> str:
        """A notebook cell on this position, ready to paste and run: "lesson" or "puzzle"."""
        cls = self.widget_class.__name__
        position = f'POSITION = """\\\n{self.diagram}"""\n'
        first = self.game.legal_actions()
        action = str(first[0]) if first else None
        if kind == "lesson":
            step = (f'    LessonStep({action!r}, "What this move shows."),\n' if action
                    else '    LessonStep(None, "What to look at."),\n')
            return (f"from mesowidgets import LessonStep, {cls}\n\n{position}"
                    f"lesson = {cls}.from_diagram(POSITION, seed=0, intro=\"What this "
                    f"lesson is about.\", lesson=[\n{step}])\nlesson\n")
        if kind == "puzzle":
            return (f"from mesowidgets import Puzzle, {cls}\n\n{position}\n"
                    "def goal(game):\n"
                    "    \"\"\"Solved or not, and why, in a few words.\"\"\"\n"
                    "    return False, \"write the goal here\"\n\n"
                    f"puzzle = Puzzle({cls}, POSITION, goal, \"A title\",\n"
                    "                text=\"The goal, in words.\", hint=\"A nudge.\",\n"
                    "                solution=[])    # the solver's actions, in notation\n"
                    "puzzle.widget()\n")
        raise IllegalAction("board editor", "A cell is a 'lesson' or a 'puzzle'.")

    @property
    def editor_state(self) -> dict:
        return {"palette": self.editing.palette(self.game), "diagram": self.diagram,
                "lines": [line for line in self.lines if key_of(line)],
                "lesson": self.cell("lesson"), "puzzle": self.cell("puzzle")}

    def to_json(self) -> str:
        raise ValueError("An editor is saved as its diagram: editor.diagram.")
