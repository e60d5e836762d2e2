"""The seeded generator: SplitMix64's published outputs, a shuffle that draws exactly
what Fisher-Yates with `below` draws (saved games and seeded deals depend on both), and
the faster uniform deal of the worlds a bot samples."""
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


def test_deal_is_a_uniform_shuffle_of_its_own():
    from collections import Counter
    rng = Rng(5)
    seen = Counter()
    for _ in range(24_000):
        items = list("abcd")
        rng.deal(items)
        seen["".join(items)] += 1
    assert len(seen) == 24, "every order of four items comes up"
    assert all(800 <= n <= 1200 for n in seen.values()), seen     # about 1000 each
    a, b = list(range(160)), list(range(160))
    Rng(7).deal(a)
    Rng(7).deal(b)
    assert a == b and sorted(a) == list(range(160)) and a != list(range(160))
    c = list(range(160))
    Rng(7).shuffle(c)
    assert c != a, "not shuffle's draws: saved games never replay through deal"
