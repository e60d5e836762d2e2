"""The seeded generator: SplitMix64's published outputs, and a shuffle that draws exactly
what Fisher-Yates with `below` draws (saved games and seeded deals depend on both)."""
from mesogames.core import Rng


def test_next64_is_splitmix64():
    rng = Rng(0)
    # The first outputs of SplitMix64 from state 0 (Vigna's reference implementation).
    assert [rng.next64() for _ in range(3)] == [
        0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4, 0x06C45D188009454F]


def reference_shuffle(rng: Rng, items: list) -> None:
    for i in range(len(items) - 1, 0, -1):
        j = rng.below(i + 1)
        items[i], items[j] = items[j], items[i]


def test_shuffle_draws_as_fisher_yates_with_below():
    for seed in range(300):
        fast, slow = Rng(seed * 7919 + 1), Rng(seed * 7919 + 1)
        a, b = list(range(seed % 160)), list(range(seed % 160))
        fast.shuffle(a)
        reference_shuffle(slow, b)
        assert a == b
        assert fast.state == slow.state
    assert a != sorted(a)
