"""Small helpers that build English sentences, so counts and possessives come out right
("1 tile", "2 tiles", "Archer's", "the Sumerians'")."""
from __future__ import annotations

IRREGULAR = {"child": "children", "man": "men", "person": "people"}


def plural_of(word: str) -> str:
    if word in IRREGULAR:
        return IRREGULAR[word]
    if word.endswith(("s", "x", "ch", "sh")):
        return word + "es"
    if word.endswith("y") and word[-2:-1] not in tuple("aeiou"):
        return word[:-1] + "ies"
    return word + "s"


def plural(n: int, word: str) -> str:
    """"1 tile", "2 tiles", "0 tiles"."""
    return f"{n} {word if n == 1 else plural_of(word)}"


def possessive(name: str) -> str:
    """"Archer's", "the Sumerians'" (a name ending in s takes the apostrophe alone)."""
    return name + ("'" if name.endswith("s") else "'s")


def article(word: str) -> str:
    """"a take-back", "an act"."""
    return ("an " if word[:1].lower() in "aeiou" else "a ") + word


def ordinal(n: int) -> str:
    """"1st", "2nd", "3rd", "4th", "11th", "22nd"."""
    if n % 100 in (11, 12, 13):
        return f"{n}th"
    return f"{n}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


def listing(words) -> str:
    """"red", "red and blue", "red, green and blue"."""
    words = list(words)
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + " and " + words[-1]


def draws(n: int, noun: str, names) -> str:
    """"2 cards: green and black", "1 tile: temple", "no tiles"."""
    names = list(names)
    return f"{plural(n, noun)}: {listing(names)}" if names else f"no {plural_of(noun)}"


def took_back(whose: str, move: str, answers) -> str:
    """What a take-back took back: `whose` move ("your", "Archer's"), its notation, and
    the (seat name, number of actions) that answered it, in order: "Took back your move
    red F7 and lion's answer.", "Took back your move commit 2, lion's 2 actions and bull's
    answer."."""
    parts = [f"{whose} move {move}"]
    parts += [f"{possessive(name)} " + ("answer" if n == 1 else plural(n, "action"))
              for name, n in answers]
    return f"Took back {listing(parts)}."
