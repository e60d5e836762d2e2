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
their line. The starting position has the first seat to move.

The puzzle cell is a working puzzle: its goal is one of the library's
(mesowidgets/puzzles/goals.py), chosen with {"goal": key, "value": its parameter}; its
solution is recorded by playing it on the board ({"record": "start"}, the solver's moves,
the other seats answered by the game's strongest defence, which the cell's `respond` is
too; {"record": "stop"} puts the position back).
"""
from __future__ import annotations

import inspect

from mesogames.core import IllegalAction
from mesogames.editing import key_of, split_lines, with_line, without_pool

from .puzzles.goals import COLOUR_NAMES, DEFENCE, defence, goal_choices, hint_for
from .puzzles.puzzle import Puzzle
from .table import Table

SEED = 0
EDITS = ("put", "clear", "line", "text", "goal", "record")


class EditorTable(Table):
    """A table whose game is rebuilt from the diagram after every edit; it plays no moves."""

    plays = False

    def __init__(self, widget_class, text: str | None = None, **new_game_options):
        self.widget_class = widget_class
        self.spec = widget_class.spec          # new_game, from_diagram, editing
        self.editing = self.spec.editing
        self.kept: dict[str, str] = {}        # pool lines the teacher wrote
        self.name = self.spec.name
        self.choices = goal_choices(self.name)
        first = self.choices[0]
        self.goal_key, self.goal_value = first.key, first.values[0] if first.values else None
        self.solution: list[str] = []         # recorded by playing it on the board
        self.recording, self.verdict, self.plays = False, "", False
        if text is None:                      # the start of a game, its piles left out
            # The first seat to move, in a game that lets it be chosen.
            takes_first = "first" in inspect.signature(self.spec.new_game).parameters
            options = {**({"first": 0} if takes_first else {}), **new_game_options}
            text = self.spec.new_game(seed=SEED, **options).diagram()
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
        game = self.spec.from_diagram("\n".join(lines), seed=SEED)
        self.lines = self._canonical(game)
        self.solver = game.to_move
        return game

    def _canonical(self, game) -> list[str]:
        lines = without_pool(split_lines(game.diagram()), self.editing.pool)
        return lines + [self.kept[k] for k in self.editing.pool if k in self.kept]

    def edit(self, op: dict) -> None:
        """One edit; refused (IllegalAction) with nothing changed when the rules or the
        diagram's reading refuse the position it makes."""
        if not isinstance(op, dict) or not op or not set(op) <= {*EDITS, "at", "value"}:
            raise IllegalAction("message", "An edit is {put, at}, {clear}, {line, value}, "
                                "{text}, {goal, value} or {record}.")
        if "record" in op:
            self._record(op["record"])
            return
        if self.recording:
            raise IllegalAction("board editor", "Stop recording the solution before you "
                                "change the position or the goal.")
        if "goal" in op:
            self._choose(op["goal"], op.get("value"))
            return
        solver = self.solver
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
            self.kept, self.solver = kept, solver
            raise
        self.game = game
        self._seals, self.log = [], []
        self.solution, self.verdict = [], ""     # recorded on another position
        self._changed()

    # --------------------------------------------------------------- puzzles
    def choice(self):
        """The goal chosen (a GoalChoice)."""
        return next(c for c in self.choices if c.key == self.goal_key)

    def _choose(self, key, value) -> None:
        found = next((c for c in self.choices if c.key == key), None)
        if found is None:
            raise IllegalAction("board editor", "The goals of this game are "
                                + ", ".join(c.key for c in self.choices) + ".")
        if found.values:
            value = next((v for v in found.values if str(v) == str(value)), None)
            if value is None:
                raise IllegalAction("board editor", f"The goal '{found.label}' takes one of "
                                    + ", ".join(map(str, found.values)) + ".")
        else:
            value = None
        self.goal_key, self.goal_value = key, value
        self.verdict = self._judge() if self.solution else ""
        self._changed()

    def puzzle(self) -> Puzzle:
        """The puzzle the cell writes, on the position as edited."""
        choice = self.choice()
        return Puzzle(self.widget_class, self.diagram, choice.make(self.solver, self.goal_value),
                      choice.title(self.goal_value), respond=defence(self.name),
                      solution=self.solution)

    def _judge(self) -> str:
        verdict = self.puzzle().check(self.solution)
        return f"{'Solved' if verdict else 'Not solved'}: {verdict.message}."

    def _record(self, what) -> None:
        if what == "start":
            if self.recording:
                raise IllegalAction("board editor", "The solution is being recorded already.")
            if self.game.to_move is None:
                raise IllegalAction("board editor", "The game is over in this position: "
                                    "there is nothing to solve.")
            self.recording, self.plays = True, True
            self.solution, self.verdict = [], ""
        elif what == "stop":
            if not self.recording:
                raise IllegalAction("board editor", "No solution is being recorded.")
            self.recording, self.plays = False, False
            self.game = self._read(self.lines)           # back to the puzzle's position
            self._seals, self.log = [], []
        else:
            raise IllegalAction("message", "A record edit is \"start\" or \"stop\".")
        self._changed()

    def act(self, notation, by=None):
        if not self.recording:
            raise IllegalAction("board editor", "The editor puts pieces down; it plays no "
                                "moves. Press Record the solution to play the puzzle's "
                                "solution on the board.")
        game = self.game
        if game.to_move != self.solver:
            raise IllegalAction("board editor", "The solver's part is over; stop recording.")
        events = self._apply(notation)
        self.solution.append(game.history[-1])
        puzzle = self.puzzle()
        while (reply := puzzle.reply(game, self.solver)) is not None:
            events += self._apply(reply)
        solved, why = puzzle.goal(game)
        self.verdict = f"{'Solved' if solved else 'Not yet'}: {why}."
        self._changed()
        return events

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
            choice = self.choice()
            module, respond = DEFENCE.get(self.name, ("", "None"))
            imported = f"from mesowidgets.puzzles.{module} import {respond}\n" if module else ""
            title = choice.title(self.goal_value)
            who = self.spec.from_diagram(self.diagram, seed=SEED).seat_name(self.solver)
            text = f"{who.capitalize()} to play: {title[0].lower()}{title[1:]}."
            note = "" if self.solution else "    # record it: play it on the editor's board"
            return (f"from mesowidgets import Puzzle, {cls}\n"
                    "from mesowidgets.puzzles import goals\n"
                    f"{imported}\n{position}\n"
                    f"puzzle = Puzzle({cls}, POSITION, "
                    f"{choice.call(self.solver, self.goal_value)}, {title!r},\n"
                    f"                respond={respond},\n"
                    f"                text={text!r}, hint={hint_for(choice.key)!r},\n"
                    f"                solution={self.solution!r}){note}\n"
                    "puzzle.widget()\n")
        raise IllegalAction("board editor", "A cell is a 'lesson' or a 'puzzle'.")

    @property
    def editor_state(self) -> dict:
        return {"palette": self.editing.palette(self.game), "diagram": self.diagram,
                "lines": [line for line in self.lines if key_of(line)],
                "lesson": self.cell("lesson"), "puzzle": self.cell("puzzle"),
                "goals": [{"key": c.key, "label": c.label,
                           "values": [{"value": str(v), "label": str(COLOUR_NAMES.get(v, v))}
                                      for v in c.values]} for c in self.choices],
                "goal": {"key": self.goal_key,
                         "value": "" if self.goal_value is None else str(self.goal_value)},
                "recording": self.recording, "solution": list(self.solution),
                "verdict": self.verdict}

    def to_json(self) -> str:
        raise ValueError("An editor is saved as its diagram: editor.diagram.")
