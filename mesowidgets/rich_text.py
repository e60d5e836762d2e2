"""Markdown for the words a teacher writes (a lesson's steps, its question, its
introduction), turned into HTML a front end may put on the page as it is.

The HTML is safe by construction: mistune (a dependency, pure Python, also what nbconvert
renders notebooks with) escapes every raw HTML tag and character of the text, and replaces
links to harmful schemes (javascript:, vbscript:, data:...) by "#harmful-link"; only the
tags Markdown itself makes are left.
"""
from __future__ import annotations

import functools


@functools.lru_cache(maxsize=512)
def markdown_html(text: str, inline: bool = False) -> str:
    """`text` (Markdown) as sanitized HTML; `inline`: without the paragraph around a
    single paragraph (for words inside a sentence of the front end's own)."""
    if not text:
        return ""
    html = _markdown()(text).strip()
    if inline and html.startswith("<p>") and html.endswith("</p>") and html.count("<p>") == 1:
        html = html[3:-4]
    return html


@functools.cache
def _markdown():
    import mistune  # on first use: the referee and scripts without lessons never load it

    return mistune.create_markdown(escape=True)
