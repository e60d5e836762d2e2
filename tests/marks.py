"""Marks the suites share (registered in pyproject.toml; `scripts/test --fast` runs neither
slow nor browser tests)."""
import pytest


def slow_ones(params, slow) -> list:
    """`params` for parametrize, those in `slow` marked slow (each runs for four seconds of
    CPU or more)."""
    return [pytest.param(p, marks=pytest.mark.slow) if p in slow else p for p in params]
