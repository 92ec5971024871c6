"""`@valueclass` means what `@dataclass` meant for every use in the package."""

from __future__ import annotations

import copy
import pickle

import pytest

from mjscore_gui.engine.hand import Hand, Meld, Situation
from mjscore_gui.valueclass import FrozenInstanceError, NamedTuple, field, fields, replace, valueclass


@valueclass(frozen=True, slots=True)
class Pong:
    tile: str
    concealed: bool = False
    tags: frozenset[str] = field(default_factory=frozenset)
    note: str = field(default="", compare=False, repr=False)


@valueclass(slots=True)
class Tally:
    name: str
    hands: list[int] = field(default_factory=list)
    total: int = field(init=False)

    def __post_init__(self) -> None:
        self.total = sum(self.hands)


@valueclass(frozen=True, slots=True)
class Rate:
    stake: int
    divisor: int = 1
    scale: float = field(init=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "scale", self.stake / self.divisor)


def test_fields_defaults_and_factories():
    pong = Pong("5m")
    assert (pong.tile, pong.concealed, pong.tags, pong.note) == ("5m", False, frozenset(), "")
    assert Pong("5m", True, frozenset({"x"})).tags == {"x"}
    assert [f.name for f in fields(Pong)] == ["tile", "concealed", "tags", "note"]
    assert Pong.__match_args__ == ("tile", "concealed", "tags", "note")
    a, b = Tally("Amy"), Tally("Ben")
    a.hands.append(8)
    assert b.hands == []  # each gets its own list


def test_missing_and_unknown_arguments_are_refused():
    with pytest.raises(TypeError):
        Pong()  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        Pong("5m", colour="red")  # type: ignore[call-arg]
    with pytest.raises(TypeError, match="without a default follows"):

        @valueclass
        class Bad:
            a: int = 0
            b: int  # type: ignore[misc]


def test_frozen_refuses_assignment_and_deletion():
    pong = Pong("5m")
    with pytest.raises(FrozenInstanceError):
        pong.tile = "6m"  # type: ignore[misc]
    with pytest.raises(FrozenInstanceError):
        del pong.tile  # type: ignore[misc]
    assert isinstance(FrozenInstanceError(), AttributeError)


def test_equality_and_hash_follow_the_compared_fields():
    assert Pong("5m", note="a") == Pong("5m", note="b")
    assert hash(Pong("5m", note="a")) == hash(Pong("5m", note="b"))
    assert Pong("5m") != Pong("5m", True)
    assert len({Pong("5m"), Pong("5m"), Pong("6m")}) == 2
    assert Pong("5m") != ("5m", False, frozenset(), "")  # not equal to a tuple of its values
    assert Tally("Amy", [1]) == Tally("Amy", [1])
    with pytest.raises(TypeError):
        hash(Tally("Amy"))  # mutable and compared by value: not hashable


def test_post_init_and_init_false_fields():
    assert Tally("Amy", [3, 5]).total == 8
    assert Rate(10, 4).scale == 2.5
    assert replace(Rate(10, 4), stake=20).scale == 5.0
    with pytest.raises(ValueError, match="scale"):
        replace(Rate(10, 4), scale=1.0)


def test_replace_copies_and_checks():
    pong = Pong("5m", tags=frozenset({"x"}), note="kept")
    moved = replace(pong, tile="7s")
    assert (moved.tile, moved.tags, moved.note, pong.tile) == ("7s", {"x"}, "kept", "5m")
    with pytest.raises(TypeError):
        replace(pong, colour="red")
    with pytest.raises(TypeError, match="not a value class"):
        replace(object())


def test_repr_shows_the_shown_fields():
    assert repr(Pong("5m")) == "Pong(tile='5m', concealed=False, tags=frozenset())"
    assert repr(Tally("Amy", [2])) == "Tally(name='Amy', hands=[2], total=2)"


def test_copies_and_pickles_of_frozen_slotted_values():
    pong = Pong("5m", True, frozenset({"x"}), "n")
    for twin in (copy.copy(pong), copy.deepcopy(pong), pickle.loads(pickle.dumps(pong))):
        assert twin == pong and twin.note == "n"
    assert not hasattr(pong, "__dict__")


def test_the_engine_values_keep_their_meaning():
    hand = Hand((1, 1, 1), (Meld("pong", 5),), 1)
    assert replace(hand, winning_tile=None).winning_tile is None
    assert hand == Hand((1, 1, 1), (Meld("pong", 5),), 1)
    assert Situation(win="discard").conditions == frozenset()
    with pytest.raises(FrozenInstanceError):
        hand.concealed = ()  # type: ignore[misc]


def test_init_is_compiled_when_the_first_value_is_made():
    @valueclass(frozen=True, slots=True)
    class Kong:
        tile: str
        exposed: bool = True

    stub = Kong.__init__
    first = Kong("5m")
    assert Kong.__init__ is not stub  # the compiled one, put on the class by the first value
    assert (first, Kong("5m", False).exposed) == (Kong("5m"), False)
    with pytest.raises(TypeError):
        Kong()  # type: ignore[call-arg]

    class Concealed(Kong):  # a plain subclass makes the first value: the base still gets it
        pass

    @valueclass(slots=True)
    class Tiles:
        names: list[str] = field(default_factory=list)

    class More(Tiles):
        pass

    assert More().names == [] and Tiles.__init__ is not More.__dict__.get("__init__")
    assert Concealed("6m").tile == "6m"


class Chow(NamedTuple):
    """Three tiles in a row."""

    suit: str
    low: int
    concealed: bool = True

    @property
    def text(self) -> str:
        return f"{self.low}{self.low + 1}{self.low + 2}{self.suit}"

    def shifted(self, by: int) -> Chow:
        return self._replace(low=self.low + by)


def test_named_tuples_are_tuples_with_their_methods():
    chow = Chow("m", 3)
    assert chow == ("m", 3, True) and isinstance(chow, tuple) and hash(chow) == hash(("m", 3, True))
    assert (chow.text, chow.shifted(2).text, Chow._make(("p", 1, False)).concealed) == ("345m", "567m", False)
    assert Chow._fields == ("suit", "low", "concealed") and Chow.__doc__ == "Three tiles in a row."
    assert repr(chow) == "Chow(suit='m', low=3, concealed=True)"
    assert pickle.loads(pickle.dumps(chow)) == chow
    assert not hasattr(chow, "__dict__")
    with pytest.raises(AttributeError):
        chow.low = 4  # type: ignore[misc]


def test_named_tuple_fields_with_defaults_come_last():
    with pytest.raises(TypeError, match="without a default follows"):

        class Bad(NamedTuple):
            concealed: bool = True
            low: int
