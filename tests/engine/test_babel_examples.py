"""The Babel rulebook's worked examples, as tests (shared/rules/babel.fr.txt)."""
from mesogames.babel import from_diagram


def site(game, seat, nation):
    return game.state["sites"][seat][nation]


def test_deployment_example():
    """'Le pion du joueur occupe le chantier des Sumériens ... le joueur ajoute 2 nouvelles
    cartes, soit une carte Assyriens et une carte Perses ... On y trouve alors dans l'ordre les
    cartes Assyriens, Assyriens, Assyriens et Perses. Le joueur défausse ensuite une carte
    Assyriens de sa main et déplace son pion vers le chantier des Assyriens. Il pose ensuite
    2 autres cartes Sumériens sous ce chantier.'"""
    g = from_diagram("""
        turn: 7 north
        north pawn: Sumerians
        north Sumerians: A A
        north hand: A A P S S
    """)
    for notation in ["deploy Assyrians", "deploy Persians", "move Assyrians",
                     "deploy Sumerians", "deploy Sumerians"]:
        g.apply(notation)
    assert site(g, 0, "S")["cards"] == ["A", "A", "A", "P"]
    assert site(g, 0, "A")["cards"] == ["S", "S"]
    assert g.state["pawns"][0] == "A" and g.state["hands"][0] == []
    assert g.state["discard"][-1] == "A"


def test_temple_building_example():
    """'Le joueur joue une carte Nation – Mèdes ... et déplace son pion sur le chantier des
    Mèdes ... comme il a déjà déployé 4 cartes Nation sous ce chantier ..., il peut y construire
    un temple pouvant atteindre le niveau 4. Il prend la carte de niveau 2 du dessus de sa
    colonne de cartes Temple et celles des niveaux 3 et 4 de la colonne de son adversaire ...
    Il joue ensuite 2 nouvelles cartes Nation, ce qui porte son total de cartes déployées à 6.
    Le joueur peut alors prendre les cartes Temple des niveaux 5 (de la colonne ... de votre
    adversaire) et 6 (de la colonne de votre côté)'"""
    g = from_diagram("""
        turn: 7 north
        north hand: M H S
        north column: 2 6          # the 2 on top, the 6 under it
        south column: 3 4 5        # the 3 on top, then the 4, then the 5
        north Medes: A H P S | 1
    """)
    g.apply("move Medes")
    g.apply("build 2 from north")
    g.apply("build 3 from south")
    g.apply("build 4 from south")
    assert site(g, 0, "M")["temple"] == [1, 2, 3, 4]
    assert not g.is_legal("build 5 from south"), "4 cards deployed: level 4 at most"
    g.apply("deploy Hittites")
    g.apply("deploy Sumerians")
    assert len(site(g, 0, "M")["cards"]) == 6
    g.apply("build 5 from south")
    g.apply("build 6 from north")
    assert site(g, 0, "M")["temple"] == [1, 2, 3, 4, 5, 6]
    assert g.level(0, "M") == 6 and g.state["columns"] == [[], []]


def test_migration_example():
    """'Le joueur déplace les 3 dernières cartes posées sous le chantier des Mèdes, c'est-à-dire
    les cartes Sumériens, Sumériens et Hittites, vers le chantier des Perses. Le temple du
    chantier des Mèdes demeure intact même s'il ne reste qu'une seule carte Nation ...
    pour construire un temple de niveau 5 sur ce chantier, il faudra préalablement avoir
    ramené le nombre de cartes Nation déployées à 5'"""
    g = from_diagram("""
        turn: 9 north
        north pawn: Hittites
        north hand: M A
        north column: 5
        north Medes: P S S H | 1 2 3 4
        north Persians: P
    """)
    g.apply("migrate Medes to Persians")
    assert site(g, 0, "M") == {"cards": ["P"], "temple": [1, 2, 3, 4]}
    assert site(g, 0, "P")["cards"] == ["P", "S", "S", "H"]
    g.apply("move Medes")
    assert not g.is_legal("build 5 from north")
    try:
        g.apply("build 5 from north")
    except Exception as err:
        assert err.rule == "temple building" and "needs at least 5" in str(err)
    else:
        raise AssertionError("a level 5 was built on 1 card")


def test_special_ability_example_four_sumerians_take_the_persians():
    """'Le joueur possède 4 cartes Sumériens placées une à la suite de l'autre sous un même
    chantier. Il défausse une de ses cartes Sumériens et utilise cette capacité spéciale pour
    prendre possession de toutes les cartes Perses de son adversaire situées dans ce même
    chantier'"""
    g = from_diagram("""
        turn: 9 north
        north pawn: Medes
        north Medes: S S S S
        south Medes: P H P
    """)
    g.apply("Sumerians take")
    assert site(g, 0, "M")["cards"] == ["S", "S", "S", "P", "P"]
    assert site(g, 1, "M")["cards"] == ["H"]
    assert g.state["discard"] == ["S"]


def test_half_hand_example_seven_cards_discard_three():
    """'Un joueur utilise 3 cartes Sumériens pour faire réduire de moitié le nombre de cartes en
    main détenues par son adversaire. Ce dernier a 7 cartes en main, il devra donc défausser
    3 cartes.'"""
    g = from_diagram("""
        turn: 9 north
        north pawn: Persians
        north Persians: S S S
        south hand: A A H H M P S
    """)
    g.apply("Sumerians halve")
    assert g.state["pending"] == 3 and g.to_move == 1
    for notation in ["discard Hittites", "discard Hittites", "discard Medes"]:
        g.apply(notation)
    assert g.state["hands"][1] == ["A", "A", "P", "S"] and g.to_move == 0


LONG_EXAMPLE = """
    Babel
    turn: 11 north
    north pawn: Hittites
    north hand: A H S
    north Hittites: S S S S A P P
    north Assyrians: H H
    north Sumerians: P P
    south Hittites: P S A A M | 1 2 3 4 5 6
    south Assyrians: | 1 2 3
    south hand: A A H M P S S
    quarry: 4 4 5 ...
"""


def test_long_example_sumerians_twice_migration_assyrians_hittites_and_two_half_hands():
    g = from_diagram(LONG_EXAMPLE)
    # 'Le joueur 1 utilise la capacité spéciale des Sumériens ... il défausse l'un de ses
    # Sumériens et récupère le Mèdes de son adversaire'
    g.apply("Sumerians take")
    assert site(g, 0, "H")["cards"] == ["S", "S", "S", "A", "P", "P", "M"]
    assert site(g, 1, "H")["cards"] == ["P", "S", "A", "A"]
    # 'il fait migrer les cartes Perses/Perses/Mèdes sur le chantier des Sumériens ...
    # Le joueur 1 possède maintenant ... Sumériens/Sumériens/Sumériens/Assyriens.'
    g.apply("migrate Hittites to Sumerians")
    assert site(g, 0, "H")["cards"] == ["S", "S", "S", "A"]
    assert site(g, 0, "S")["cards"] == ["P", "P", "P", "P", "M"]
    # 'à nouveau la capacité spéciale des Sumériens pour récupérer les deux Assyriens ...
    # Ceci lui donne une suite de 3 Assyriens qu'il utilise pour détruire le temple'
    g.apply("Sumerians take")
    assert site(g, 0, "H")["cards"] == ["S", "S", "A", "A", "A"]
    assert site(g, 1, "H")["cards"] == ["P", "S"]
    events = g.apply("Assyrians destroy")
    assert site(g, 1, "H")["temple"] == []
    assert g.state["quarry"][:7] == [1, 2, 3, 4, 5, 6, 4]
    assert "destroy" in events[0].text
    # 'défausse une carte Assyriens de sa main pour se déplacer sur le chantier des Assyriens.
    # Il joue une carte Hittites sur ce chantier, lui donnant un total de 3 Hittites.'
    g.apply("move Assyrians")
    g.apply("deploy Hittites")
    assert site(g, 0, "A")["cards"] == ["H", "H", "H"]
    # 'Il utilise alors la capacité de ses Hittites pour voler le temple de niveau 3 ...
    # il défausse une carte Hittites, ce qui le mène à 2 Hittites.'
    g.apply("Hittites steal")
    assert site(g, 0, "A") == {"cards": ["H", "H"], "temple": [3]}
    assert site(g, 1, "A")["temple"] == [1, 2]
    # 'le joueur 1 défausse un Sumériens de sa main pour déplacer son pion sur le chantier des
    # Sumériens. Il possède à cet endroit 4 Perses et 1 Mèdes.'
    g.apply("move Sumerians")
    assert g.state["hands"][0] == []
    assert site(g, 0, "S")["cards"] == ["P", "P", "P", "P", "M"]
    # 'Il utilise alors deux fois la capacité universelle ... Son adversaire, qui avait au
    # départ 7 cartes en main, passe donc à 4 cartes en main, puis à 2 cartes.'
    g.apply("Persians halve")
    assert g.to_move == 1 and g.state["pending"] == 3
    for notation in ["discard Hittites", "discard Medes", "discard Persians"]:
        g.apply(notation)
    assert len(g.state["hands"][1]) == 4 and g.to_move == 0
    g.apply("Persians halve")
    assert g.state["pending"] == 2
    g.apply("discard Sumerians")
    g.apply("discard Sumerians")
    assert g.state["hands"][1] == ["A", "A"] and g.to_move == 0
    assert site(g, 0, "S")["cards"] == ["P", "P", "M"]
    # 'le joueur 1 termine son tour. Il dévoile 2 cartes Temple. Comme il a détruit un temple,
    # ces cartes sont un 1 et un 2.'
    g.apply("end turn")
    assert g.state["columns"][0] == [2, 1]
    assert g.state["quarry"][:5] == [3, 4, 5, 6, 4]
    assert g.to_move == 1 and len(g.state["hands"][1]) == 5
    assert (g.temple_sum(0), g.temple_sum(1)) == (3, 2) and not g.over
