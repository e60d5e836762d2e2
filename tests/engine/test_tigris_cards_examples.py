"""The rulebook's worked examples (euphrat-tigris-card-game.fr.txt), as tests."""
from mesogames.tigris_cards import from_diagram
from mesogames.tigris_cards.conflicts import weakest_first


def test_trader_on_a_red_card_scores_a_green_point():
    """'Le joueur Lion a posé son Marchand sur la carte rouge lors de sa 1° action. Pour sa
    2° action, il pose une carte verte sous la carte rouge. Il reçoit donc 1 point de
    victoire vert.'"""
    g = from_diagram("""
        players: archer lion bull pot
        turn: lion, actions 0
        0: T T T T T T T T
        1: . . R . . . . .
        lion hand: G G K
    """)
    g.apply("trader 3.1")
    g.apply("green 3")
    assert [c["card"] for c in g.state["cols"][2]] == ["T", "R", "G"]
    assert g.to_move == 1
    g.apply("bank green")
    assert g.state["piles"][1] == ["G"]
    assert g.state["turn"] == 2


def test_the_king_scores_two_green_points_where_no_trader_stands():
    """'Le roi du joueur Lion se trouve déjà dans un royaume où il n'y a aucun Marchand. A
    son tour, le joueur Lion pose 2 cartes vertes dans ce royaume (1 par action). Il gagne
    donc 2 points de victoire verts.'"""
    g = from_diagram("""
        players: archer lion bull pot
        turn: lion, actions 0
        0: T T T@lk T T T T T
        lion hand: G G G G
    """)
    g.apply("green 3")
    g.apply("bank green")
    g.apply("green 3")
    g.apply("bank green")
    assert g.state["piles"][1] == ["G", "G"] and g.state["turn"] == 2


def test_a_black_link_lets_the_trader_take_a_treasure_for_a_red_card():
    """'Le joueur Lion pose la carte noire entre les deux cartes Trésor. Comme son Marchand
    se trouve dans ce royaume, il peut remplacer la carte Trésor par une carte rouge de sa
    main et poser la carte Trésor sur son paquet de cartes pour les points de victoire.'"""
    g = from_diagram("""
        players: archer lion bull pot
        turn: lion, actions 0
        0: T T T T@lt T T T T
        1: . . . K G . . .
        2: . . . B G . . .
        3: . . . K R . . .
        lion hand: K R
    """)
    events = g.apply("black 4|5")
    assert any(e.kind == "link up" and "black" in e.text for e in events)
    assert [str(a) for a in g.legal_actions()] == ["keep 4", "keep 5", "decline"]
    g.apply("keep 4")
    s = g.state
    assert s["piles"][1] == ["T"]
    assert s["cols"][4][0]["card"] == "R" and s["cols"][3][0]["card"] == "T"
    assert s["hands"][1] == []
    assert weakest_first(["K", "R", "G", "T"]) == [1, 1, 1, 1]    # treasures are wild


def test_a_catastrophe_on_the_blue_link_card_separates_the_two_kingdoms():
    """'Un joueur joue sa carte Catastrophe et retire la carte bleue. Les deux cartes sont
    retirées du jeu. Les deux royaumes sont à nouveau séparés.'"""
    g = from_diagram("""
        players: archer lion bull pot
        turn: bull, actions 0
        0: T T T T T T T T
        links: 2|3 B
        1: . K R . . . . .
        2: . K R . . . . .
        3: . K R . . . . .
    """)
    assert g.view(2)["kingdoms"][1] == [2, 3]
    g.apply("catastrophe 2|3")
    assert g.view(2)["kingdoms"][1:3] == [[2], [3]]
    assert g.state["discard"] == ["B"] and g.state["catastrophes"][2] is False


def test_revolt_won_3_to_1_by_the_archer():
    """(A) Arc pose son Marchand ... conflit interne avec le Marchand du joueur Lion ... qui
    se trouve sur une carte rouge. (B) Arc ... pose 3 cartes rouges. Il mène 3:1. (C) Lion
    ... n'a qu'une carte rouge en main et il décide de ne pas la poser. (D) Arc remporte le
    conflit et peut prendre l'une des cartes rouges jouées ... (E) Lion ... doit reprendre
    son Marchand. (The pot's king stays on the treasure above.)"""
    g = from_diagram("""
        players: archer lion bull pot
        turn: archer, actions 0
        0: T T T T T T@pk T T
        1: . . . . . R@lt . .
        2: . . . . . G . .
        archer hand: R R R R K
        lion hand: R B B
    """)
    events = g.apply("trader 6.2")
    d = g.state["pending"][0]
    assert d["base"] == [0, 1]                 # lion's trader stands on a red card
    assert any(e.kind == "revolt" for e in events)
    g.apply("commit 3")                        # (B) 3 to 1
    assert g.to_move == 1
    events = g.apply("commit 0")               # (C) lion keeps its single red card
    s = g.state
    assert any("Archer wins the revolt 3 to 1" in e.text for e in events)
    assert s["piles"][0] == ["R"]              # (D) one of the played red cards
    assert s["discard"] == ["R", "R"]
    assert s["cols"][5][1]["leader"] is None        # (E) lion takes back its trader
    assert s["cols"][5][2]["leader"] == "0G" and s["cols"][5][0]["leader"] == "3K"
    assert s["hands"][1] == ["R", "B", "B"]
    assert g.view(1)["leaders_in_supply"][1] == ["K", "R", "G", "B"]


GREEN_WAR = """
    players: archer lion bull pot
    turn: pot, actions 0
    #    kingdom 1: columns 1-2 (joined by a green card)    kingdom 2: column 3
    0: T@lt T@ap R@bt T T T T T
    links: 1|2 G
    1: G        G        G@pp      .  .  .  .  .
    2: B        R        R         .  .  .  .  .
    3: K        R        K         .  .  .  .  .
    pot hand: G R
    lion hand: G G K
    bull hand: G G G G B
    archer hand: R
    bull pile: T                  # bull took column 3's treasure earlier
"""


def test_green_war_tied_5_to_5_goes_to_the_defender():
    """(A) Vase pose une carte verte entre les royaumes 1 et 2 ... Deux conflits externes
    ... Vert et Rouge. Vase décide de réaliser d'abord le conflit vert dans lequel il n'est
    pas impliqué. ... Lion est l'attaquant et Taureau est le défenseur. (B) Lion a déjà une
    valeur de 3 ... Il n'y en a qu'une dans le royaume 2. Lion joue 2 cartes vertes. Il
    mène 5:1. (C) Taureau joue 4 cartes vertes. Il y a égalité 5:5, Taureau, qui est le
    défenseur, remporte donc le conflit. (D) ... le vainqueur prend 1 carte verte parmi
    celles qui ont été jouées. Ensuite, on retire les 3 cartes vertes de l'ancien royaume 1
    ... (E) La carte bleue et la carte noire sont décalées vers le haut. Lion doit reprendre
    son Marchand. L'ancien royaume 1 est maintenant scindé en 2 royaumes, Taureau ne peut
    donc pas récupérer la carte Trésor avec son Marchand. Il faut ensuite résoudre le
    conflit rouge. Après résolution de ce conflit, la carte qui a fait la jonction est
    retournée."""
    g = from_diagram(GREEN_WAR)
    g.apply("green 2|3")                                   # (A) face down
    assert g.view(0)["gaps"][1]["card"] is None and g.view(3)["gaps"][1]["card"] == "G"
    assert [str(a) for a in g.legal_actions()] == ["war red", "war green"]
    g.apply("war green")
    w = g.state["pending"][0]
    assert (w["attacker"], w["defender"]) == (1, 2)                  # lion attacks, bull defends
    assert w["base"] == [3, 1]                             # (B)
    g.apply("commit 2")                                    # 5:1
    events = g.apply("commit 4")                           # (C) 5:5
    assert any("Bull wins the war 5 to 5 (a tie goes to the defender)" in e.text
               for e in events)
    s = g.state
    assert s["piles"][2] == ["T", "G", "G", "G", "G"]      # (D) 1 played + 3 from kingdom 1
    assert s["discard"].count("G") == 5
    assert [c["card"] for c in s["cols"][0]] == ["T", "B", "K"]   # (E) moved up
    assert s["cols"][0][0]["leader"] is None                     # lion's trader goes home
    assert s["gaps"][0] is None                             # kingdom 1 is split
    assert g.view(None)["kingdoms"][:2] == [[1], [2, 3]]
    # the red war follows: pot (active) attacks archer
    w = s["pending"][0]
    assert (w["type"], w["colour"], w["attacker"], w["defender"]) == ("war", "R", 3, 0)
    assert s["gaps"][1]["down"] is True
    g.apply("commit 1")
    g.apply("commit 1")
    s = g.state
    assert s["gaps"][1] == {"card": "G", "leader": None, "down": False}   # turned face up at last
    assert all(d["kind"] != "treasure" for d in s["pending"])        # no treasure for bull
    assert [c["card"] for c in s["cols"][0]][0] == "T" and s["cols"][1][0]["card"] == "T"


def test_blue_ship_blue_black_scores_for_the_king_and_later_the_farmer():
    """'Le joueur Taureau pose la 4° carte bleue et peut donc remplacer les 4 cartes bleues
    par une carte Bateau. Il décide de prendre la carte Bateau bleu-noir. A partir de
    maintenant, le possesseur du Roi dans ce royaume pose une carte noire de sa main dans
    son paquet de point de victoire à la fin de chacun de ses tours de jeu. Dès qu'un
    Fermier arrivera dans ce royaume, son possesseur pourra poser une carte bleue.'"""
    g = from_diagram("""
        players: archer lion bull pot
        turn: bull, actions 0
        0: T T T T T@ak T T T
        1: . . . . B . . .
        2: . . . . B . . .
        3: . . . . B . . .
        bull hand: B G
        archer hand: K K K R B
        lion hand: B B
        deck: R R R R R R R R R R R R R R R R R R R R R R R R R R R R R R
    """)
    g.apply("blue 5")
    assert g.to_move == 0                      # archer's king stands in for the farmer
    g.apply("bank blue")
    assert [str(a) for a in g.legal_actions()] == ["ship blue-black", "ship blue-green",
                                                   "ship blue-red", "decline"]
    g.apply("ship blue-black")
    assert [c["card"] for c in g.state["cols"][4]] == ["T", "SK"]
    g.apply("pass")                            # bull's turn ends: no leader of bull there
    g.apply("pass")                            # pot
    assert g.state["turn"] == 0
    g.apply("pass")                            # archer's turn ends: the king's point
    assert [str(a) for a in g.legal_actions()] == ["bank black", "decline"]
    g.apply("bank black")
    assert g.state["piles"][0] == ["B", "K"]
    # lion adds a card under the ship and brings its farmer into the kingdom
    assert "farmer 5.1" not in [str(a) for a in g.legal_actions()]   # never on a ship
    g.apply("blue 5")                          # archer's king would score: no blue card
    assert [str(a) for a in g.legal_actions()] == ["decline"], "asked all the same"
    g.apply("decline")
    g.apply("farmer 5.2")
    assert [str(a) for a in g.legal_actions()] == ["bank blue", "decline"]
    assert g.to_move == 1
    g.apply("bank blue")
    assert g.state["piles"][1] == ["B"] and g.state["turn"] == 2


FINAL_TABLE = {  # the rulebook's final table: green, red, blue, black
    "archer": "G" * 5 + "R" * 7 + "B" * 6 + "K" * 5,
    "lion": "G" * 6 + "R" * 4 + "B" * 6 + "K" * 6,
    "bull": "G" * 4 + "R" * 9 + "B" * 5 + "K" * 6,
    "pot": "G" * 9 + "R" * 7 + "B" * 8 + "K" * 3,
}


def test_final_scoring_archer_wins_lion_second_bull_third_pot_last():
    """'Le joueur Arc gagne. Sa plus faible couleur (vert) est à 5. Le joueur Lion est 2°
    devant le joueur Taureau. Le joueur Vase est dernier.'"""
    lines = "\n".join(f"{name} pile: {' '.join(cards)}" for name, cards in FINAL_TABLE.items())
    g = from_diagram(f"""
        players: archer lion bull pot
        turn: archer, actions 0
        0: T T T T T T T T
        {lines}
        archer hand: R
        deck:
        discard: ...        # the deck is empty: every other card is discarded
    """)
    g.apply("red 1")
    g.apply("pass")
    assert g.over and g.state["end"] == "deck"
    r = g.result()
    assert r["ranking"] == [[0], [1], [2], [3]] and r["winner"] == 0
    assert [s["weakest_first"][0] for s in r["scores"]] == [5, 4, 4, 3]
    assert r["scores"][1]["weakest_first"][1] == 6 > r["scores"][2]["weakest_first"][1] == 5
