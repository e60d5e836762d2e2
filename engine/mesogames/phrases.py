"""Events' sentences as words with arguments: the phrasebook, and the one way a sentence is
built from it.

An event that says its sentence by the phrasebook carries it as a list, its `say`: the
phrase's key, then the values of the phrase's fields in the order they first appear in its
template (`["tg.pass", "Archer"]`). Its `text` is that list spoken (`spoken`), so the
sentence a script reads and the one a front end builds from the same list are one: the
front end receives the phrasebook once (js/phrases.json, written from this module:
`python -m mesogames.phrases > js/phrases.json`, checked by tests/engine/test_phrases.py)
and speaks the list with the same rules (js/lib/phrases.js), so an event travels as its
key and values rather than as its sentence.

A template writes a field as:

    {name}        the value as it is; a list of words as a listing ("red, green and blue")
    {name's}      its possessive ("Archer's", "the Sumerians'")
    {name:word}   the number with the word, plural where it must be ("1 tile", "2 tiles")
    {name~field}  the same with the word another field gives ("2 black points")
    {name^}       the value with its first letter in capitals
    {name@}       another phrase's list, spoken there (None: nothing)

The plural, possessive and listing rules are words.py's.
"""
from __future__ import annotations

import functools
import json
import re

from .words import listing, plural, possessive

#: A field of a template: its name and how it is written.
FIELD = re.compile(r"\{(\w+)('s|:[^}]+|~\w+|\^|@)?\}")

#: Every phrase, by key: its template. Keys are a game's prefix and the event.
PHRASES: dict[str, str] = {
    # Every game
    "draw": "{seat} draws {n:tile}: {tiles}.",
    "draw none": "{seat} draws no tiles.",
    "draws": "{seat} draws {n:tile}.",
    # Both of Knizia's dynasty games (dynasties/)
    "dy.commit": "{seat} ({role}) {verb}s {n~word}: strength {strength}.",
    "dy.turn": "{seat}'s turn.",
    "dy.game over": "The game ends: {why@}. {win@}",
    "dy.wins": "{seat} wins.",
    "tc.war": "War of the {leader}s: {attacker} attacks with {n~word} in their kingdom, "
              "{defender} defends with {d}.",
    "tg.war": "External conflict of the {leader}s: {attacker} attacks with {n~word} on their "
              "side, {defender} defends with {d}.",
    "dy.tie": "A tie for first place.",
    # Tigris & Euphrates
    "tg.conflict": "{winner} wins the {kind} conflict of the {leader}s {high} to {low}{tie@}; "
                   "{loser}'s {leader} leaves {square} and returns to its owner. The tiles "
                   "added are out of the game.",
    "tg.tie": " (a tie goes to the defender)",
    "tg.revolt": "Internal conflict of the {leader}s: {attacker} attacks with {n:temple} beside "
                 "their {leader}, {defender} defends with {d}.",
    "tg.withdraw": "{seat} takes their {leader} back from {square}.",
    "tg.union": "The {tile} on {square} unites two kingdoms: the junction tile marks it, and "
                "no point is scored for it.",
    "tg.treasures": "{seat}'s trader takes {n:treasure} ({squares}); the treasure on {kept} "
                    "stays.",
    "tg.monument": "{seat} turns the four tiles {squares} face down and builds the {monument} "
                   "monument on them.",
    "tg.catastrophe": "{seat} places a catastrophe on {square}{destroying@}.",
    "tg.destroying": ", destroying the {tile} there",
    "tg.revolt point": "{seat} scores 1 red point for the victory.",
    "tg.monument point": "{seat}'s {leader} shares a kingdom with the {monument} monument: "
                         "1 {colour} point.",
    "tg.ziggurat point": "{seat}'s king beside the ziggurat earns 1 {colour} point.",
    "tg.spoils": "{n~word} on {loser's} side {verb} the board ({squares}); {winner} scores "
                 "{points~what}.",
    "tg.no spoils": "no {word} on {loser's} side leaves the board; {winner} scores "
                    "{points~what}.",
    "tg.junction": "No conflict remains; the junction tile leaves {square}.",
    "tg.bag": "the bag cannot give a player six tiles again",
    "tg.swap": "{seat} discards {tiles} and draws {drawn}.",
    "tg.ziggurat": "{seat} covers the cross of five around {square} with the ziggurat.",
    "tg.building": "{seat} builds the {kind} building on {square}.",
    "tg.building moves": "{seat} moves from {from_} the {kind} building to {square}.",
    "tg.no monument": "{seat} builds no monument; this square of four will never carry one.",
    "tg.no ziggurat": "{seat} does not build the ziggurat.",
    "tg.building stays": "{seat} leaves the {kind} building where it is.",
    "tg.swapped": "{seat} discards {n:tile} and draws {drawn}.",
    "tg.bag empty": "The bag runs out ({drawn} of {n} tiles drawn): the game ends at the end "
                    "of {seat}'s turn.",
    "tg.few treasures": "only {n:treasure} {verb} left on the board",
    "tg.tile": "{seat} places a {tile} on {square}.",
    "tg.leader moves": "{seat} moves their {leader} from {from_} to {square}.",
    "tg.leader": "{seat} places their {leader} on {square}.",
    "tg.pass": "{seat} ends their turn.",
    "tg.lonely": "{seat}'s {leader} on {square} has no temple beside it any more and returns "
                 "to its owner.",
    "tg.point": "{seat} scores {points~what} through their {via} on {square}{extra@}.",
    "tg.building point": " (and one more for the {tile} building)",
    # The card game
    "tc.card": "{seat} adds a {word} card ({kind}) under column {column}, at {place}.",
    "tc.pass": "{seat} ends the turn.",
    "tc.conflict": "{winner} wins the {kind} {high} to {low}{tie@}; {loser}'s {leader} returns "
                   "to its owner.",
    "tc.banks": "{seat} banks one of the {fight} cards played; the others are discarded.",
    "tc.spoils": "{n~word} {verb} {loser}'s former kingdom for {winner}'s points pile; the "
                 "columns close upward.",
    "tc.ship": "{seat} replaces the four {colour} cards of column {column} by the {ship} ship.",
    "tc.withdrawn": "{seat}'s {leader} returns to its owner.",
    "tc.treasures": "{seat}'s trader takes {where} by a red card from hand; the treasure of "
                    "column {kept} stays.",
    "tc.link up": "The link card in {gap} is turned face up: {colour}.",
    "tc.bank": "{seat} banks a {word} card from hand for {why}.",
    "tc.no bank": "{seat} does not bank {why} ({word}).",
    "tc.draw": "{seat} draws {n:card}: {cards}.",
    "tc.draw none": "{seat} draws no cards.",
    "tc.draws": "{seat} draws {n:card}.",
    "tc.deck": "the deck cannot refill every hand to 8 cards",
    "tc.one treasure": "only one treasure is left in play",
    "tc.table full": "no card can be added anywhere on the table",
    # Babel
    "ba.moved": "{seat} discards {card} and moves {came@}to the {site} site.",
    "ba.from quarry": "from the quarry ",
    "ba.deployed": "{seat} deploys {card} at the {site} site ({n} there).",
    "ba.built": "{seat} builds level {level} at the {site} site {where@}.",
    "ba.start": "with the starting card",
    "ba.from column": "from {side}'s temple column",
    "ba.migrated": "{seat} migrates the last three cards of the {from_} site ({names}) to the "
                   "{to} site.",
    "ba.revealed": "{seat} ends the turn and reveals {shown} onto {side}'s temple column, the "
                   "lower card on top.",
    "ba.end phase": "Temples {a} to {b}: a player has 15 and the other 10 or more; the end "
                    "phase begins. It ends when a player reaches 20 or falls to 9 or less.",
    "ba.game over": "Game over: {why}. Temples {a} to {b}; {tail@}",
    "ba.drawn": "the game is drawn.",
    "ba.wins": "{seat^} wins ({reason}).",
    "ba.reshuffled": "The deck is empty: the {n} discarded cards are shuffled into a new deck.",
    "ba.drew": "{seat} draws {names}.",
    "ba.draws": "{seat} draws {n} cards.",
    "ba.discarded": "{seat} discards {card}{more@}.",
    "ba.more": " ({n} more to go)",
    "ba.plays on": "; {seat} plays on",
    "ba.power": "{seat} discards {card} of the run: {did@}",
    "ba.halve": "{them} holds {n} cards and must discard half of them, {half}, of their "
                "choice.",
    "ba.destroy": "{seat}'s Assyrians destroy {them}'s temple at the {site} site: its cards "
                  "{cards} go back onto the quarry, highest first.",
    "ba.steal": "{seat}'s Hittites steal the level {level} of {them}'s temple at the {site} "
                "site.",
    "ba.desert": "{seat}'s Medes make {them}'s {cards} at the {site} site desert; they are "
                 "discarded.",
    "ba.skip": "{seat}'s Persians skip a level: {seat} builds level {level} at the {site} "
               "site, from {side}'s temple column.",
    "ba.take": "{seat}'s Sumerians win over {them}'s {cards} at the {site} site; they join "
               "{seat}'s side.",
    # Tyrus
    "ty.placed": "{seat} places {tile} ({what}) face down in the {owner} {building}.",
    "ty.placed hidden": "{seat} places a tile face down in the {owner} {building}.",
    "ty.revealed": "Counting the election of the {name}: the tiles in both {building}s are "
                   "turned face up.",
    "ty.count": "{seat}: {sums}{votes~one}{against@}: {score:vote}.",
    "ty.counters": ", less {n~word} placed against them{reduced@}",
    "ty.reduced": ", themselves reduced by {n~word} to {to}",
    "ty.guards": " ({n~word} on guard against counters that never came)",
    "ty.void": "Election {election} is void: {a} to {b}. The representative is set aside, "
               "face N up.",
    "ty.elected": "{seat} wins election {election} and takes the {name}'s representative.",
    "ty.streak": "{seat} has won three elections in a row and wins the game at once.",
    "ty.ninth": "The ninth election is over. {final@}",
    "ty.drawn": "Representatives {a} to {b} and tiles in hand {c} to {d}: the game is drawn.",
    "ty.more": "{seat} wins with {high} representatives to {low}.",
    "ty.tiles": "Representatives are tied {a} to {b}; {seat} wins on the tiles left in hand, "
                "{high} to {low}.",
    "ty.election": "Election {election}: a card for the {name} is turned; the vote is in the "
                   "{building}s. {starter} places first.",
    # The result screen (mesowidgets/results.py): what a row's tie-break and count say, and
    # the Knizia games' rules of the count
    "rs.then": "then {a} · {b} · {c}",
    "rs.colours": "black {K} · red {R} · green {G} · blue {B} ({treasures:treasure}, wild)",
    "rs.weakest": "points in the weakest colour",
    "rs.tigris": "the most points in one's weakest colour (treasures wild; ties go to the next "
                 "weakest colour)",
    "rs.cards": "the strongest weakest colour (treasures wild; ties go to the next weakest "
                "colour)",
    "rs.in hand": "{n:nation card} in hand",
    "rs.worth": "tiles in hand worth {n}",
    "rs.temple sum": "temple sum",
    "rs.higher sum": "the higher temple sum",
    "rs.hands": "equal temple sums; more nation cards in hand",
    "rs.equal": "equal temple sums and equal hands",
    "rs.representatives": "representatives",
    "rs.more": "more representatives",
    "rs.tiles": "equal representatives; higher total of the tiles left in hand",
    "rs.streak": "three elections in a row",
    "rs.elected": "{seat} wins with {n:representative}.",
    "rs.ahead": "{seat} wins with {n:representative}, ahead of {level} on the tie-break.",
    "rs.drawn": "a draw: play another game",
    "rs.weakest wins": "{seat} wins with {n:point} in the weakest colour.",
    "rs.weakest ahead": "{seat} wins with {n:point} in the weakest colour, ahead of {level} on "
                        "the tie-break.",
}


def fields(template: str) -> list[str]:
    """A template's field names, in the order they first appear (the order of a `say`'s
    values)."""
    return list(_fields(template))


@functools.cache
def _fields(template: str) -> tuple[str, ...]:
    """`fields`, read once a template: every event's sentence asks it (a Tyrus count, tried
    for each answer of a puzzle's defence, spent a third of its time parsing templates)."""
    names = []
    for m in FIELD.finditer(template):
        names.append(m.group(1))
        if (m.group(2) or "").startswith("~"):
            names.append(m.group(2)[1:])
    return tuple(dict.fromkeys(names))


def say(key: str, **values) -> list:
    """The list that says phrase `key` with these values: the key, then the values in the
    template's order (a nested phrase's value is its own list, or None)."""
    names = _fields(PHRASES[key])
    try:
        if len(values) == len(names):     # the same names, each given once
            return [key, *(values[n] for n in names)]
    except KeyError:
        pass
    raise ValueError(f"Phrase {key!r} takes {list(names)}, not {sorted(values)}.")


def spoken(said: list) -> str:
    """The sentence a `say` list says (the module docstring gives the template's rules)."""
    key, *values = said
    template = PHRASES[key]
    value = dict(zip(fields(template), values, strict=True))
    out = []
    for text, name, how in _parts(template):
        out.append(text)
        if name is None:
            continue
        v = value[name]
        if how == "@":
            out.append("" if v is None else spoken(v))
        elif how == "'s":
            out.append(possessive(str(v)))
        elif how and how[0] == "~":
            out.append(plural(v, value[how[1:]]))
        elif how == "^":
            out.append(str(v)[:1].upper() + str(v)[1:])
        elif how:
            out.append(plural(v, how[1:]))
        else:
            out.append(listing(map(str, v)) if isinstance(v, list) else str(v))
    return "".join(out)


@functools.cache
def _parts(template: str) -> tuple[tuple[str, str | None, str | None], ...]:
    """A template read once: (the text before a field, the field's name, how it is said),
    the last part's name None (the text after the last field)."""
    parts, start = [], 0
    for m in FIELD.finditer(template):
        parts.append((template[start:m.start()], m.group(1), m.group(2)))
        start = m.end()
    return (*parts, (template[start:], None, None))


def phrasebook() -> dict:
    """The phrasebook as the front end reads it (js/phrases.json): key -> template."""
    return dict(PHRASES)


if __name__ == "__main__":
    # python -m mesogames.phrases > js/phrases.json: the phrasebook the front end bundles.
    print(json.dumps(phrasebook(), indent=1, ensure_ascii=False))
