"""The games as OpenSpiel games (mesogames.openspiel): OpenSpiel's own random simulation
test for each game, and resampling that keeps what the player knows."""
import pytest

from mesogames import registry

pyspiel = pytest.importorskip("pyspiel", reason="the optional extra mesowidgets[rl]")
import mesogames.openspiel as openspiel  # noqa: E402

#: The card game's random games are long (8 s of CPU each for OpenSpiel's test).
CASES = [pytest.param(spec.name, options, id=spec.variant_id(options),
                      marks=[pytest.mark.slow] if spec.name == "tigris_cards" else [])
         for spec in registry.specs() for options in spec.variants]


@pytest.mark.parametrize("name, options", CASES)
def test_every_game_passes_openspiel_random_simulation(name, options):
    game = pyspiel.load_game(openspiel.short_name(name), {"players": options["players"]}
                             if "players" in options else {})
    assert game.num_players() == options.get("players", 2)
    pyspiel.random_sim_test(game, num_sims=1, serialize=True, verbose=False)


def _dealt(name, seed_bytes=(1, 2, 3, 4), moves=6):
    game = pyspiel.load_game(openspiel.short_name(name), {"players": 2})
    state = game.new_initial_state()
    for b in seed_bytes:
        assert state.is_chance_node()
        state.apply_action(b)
    for _ in range(moves):
        state.apply_action(state.legal_actions()[0])
    return game, state


@pytest.mark.parametrize("name", registry.names())
def test_resampling_keeps_what_the_player_knows_and_redeals_the_rest(name):
    game, state = _dealt(name)
    player = state.current_player()
    worlds = [state.resample_from_infostate(player, pyspiel.UniformProbabilitySampler(0., 1.))
              for _ in range(4)]
    for world in worlds:
        assert world.information_state_string(player) == state.information_state_string(player)
        assert world.observation_tensor(player) == state.observation_tensor(player)
        assert world.legal_actions() == state.legal_actions()
    hidden = {w.game.fingerprint() for w in worlds}
    assert len(hidden) > 1, "the worlds differ in what the player cannot see"


def test_the_deal_is_hidden_and_decided_by_chance():
    game = pyspiel.load_game("mesogames_tyrus")
    state = game.new_initial_state()
    assert state.is_chance_node() and len(state.chance_outcomes()) == 256
    state.apply_action(7)
    assert state.information_state_string(0) == "dealing (1 of 4 draws)"
    _, one = _dealt("tyrus", moves=0)
    _, same = _dealt("tyrus", moves=0)
    _, other = _dealt("tyrus", (4, 3, 2, 1), moves=0)
    assert one.game.fingerprint() == same.game.fingerprint() != other.game.fingerprint()
