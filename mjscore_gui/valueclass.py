"""Value classes: declared by their fields, as with `dataclasses`, for less start-up time.

The package declares some fifty small value classes (Hand, Meld, Settlement, ...). With
`dataclasses` each costs about 0.8 ms when its module is imported (the decorator compiles
six to eight methods from source text) and `import dataclasses` another 10 ms (it loads
`inspect`, `ast` and `dis`): a third of the start-up of `mjscore score` and a sixth of the
window's. `@valueclass` keeps the same declarations and meaning for the part of dataclasses
used here, and compiles only `__init__` (so building one is as fast as a dataclass);
equality, hashing and repr are shared functions over the fields.

    @valueclass(frozen=True, slots=True)
    class Meld:
        kind: str
        tiles: tuple[int, ...]
        concealed: bool = False

Supported: defaults, `field(default=, default_factory=, init=, compare=, repr=)`,
`__post_init__`, `frozen` (assignment raises FrozenInstanceError), `slots`, `eq`;
`replace(obj, **changes)` and `fields(obj)` as in dataclasses. Fields are read from the
class's own annotations, after those of a value class it derives from.

`NamedTuple` here is `typing.NamedTuple` to a type checker and, when the program runs, a
plain `collections.namedtuple` made from the same class body: `import typing` alone costs
`mjscore score` 3 ms of its start-up, and typing's NamedTuple compiles every field's
annotation. Modules on that command's path import typing's names for the type checker
only, under `if TYPE_CHECKING:` with `TYPE_CHECKING = False` of their own (a type checker
takes any name TYPE_CHECKING as true).
"""

from __future__ import annotations

from collections import namedtuple
from collections.abc import Callable
from operator import attrgetter

__all__ = ["FrozenInstanceError", "Field", "NamedTuple", "field", "fields", "replace", "valueclass"]

TYPE_CHECKING = False  # typing is for the type checker only (valueclass.py says why)
if TYPE_CHECKING:
    from typing import Any, TypeVar, dataclass_transform, overload
    from typing import NamedTuple as NamedTuple

    T = TypeVar("T")
else:
    # A stand-in that only marks the declaration, as typing's own does at run time.
    def dataclass_transform(**_markers):
        return lambda f: f


_MISSING: Any = type("_MISSING", (), {"__repr__": lambda self: "MISSING"})()
_FIELDS = "__valueclass_fields__"


class FrozenInstanceError(AttributeError):
    """Raised on assigning to a field of a frozen value class."""


class Field:
    """One declared field: its name, default and whether it is set by `__init__`, compared
    and shown."""

    __slots__ = ("name", "default", "default_factory", "init", "compare", "repr")

    def __init__(
        self,
        default: Any = _MISSING,
        default_factory: Callable[[], Any] | Any = _MISSING,
        init: bool = True,
        compare: bool = True,
        repr: bool = True,  # noqa: A002 - the name dataclasses uses
    ) -> None:
        if default is not _MISSING and default_factory is not _MISSING:
            raise ValueError("a field cannot have both a default and a default_factory")
        self.name = ""
        self.default = default
        self.default_factory = default_factory
        self.init = init
        self.compare = compare
        self.repr = repr

    @property
    def required(self) -> bool:
        return self.default is _MISSING and self.default_factory is _MISSING

    def __repr__(self) -> str:
        return f"Field({self.name!r})"


def field(
    *,
    default: Any = _MISSING,
    default_factory: Callable[[], Any] | Any = _MISSING,
    init: bool = True,
    compare: bool = True,
    repr: bool = True,  # noqa: A002 - the name dataclasses uses
) -> Any:
    """A field with more than a plain default (typed Any so that it fits any annotation)."""
    return Field(default, default_factory, init, compare, repr)


if TYPE_CHECKING:

    @overload
    def valueclass(cls: type[T], /) -> type[T]: ...
    @overload
    def valueclass(*, frozen: bool = False, slots: bool = False, eq: bool = True) -> Callable[[type[T]], type[T]]: ...


@dataclass_transform(field_specifiers=(field, Field))
def valueclass(
    cls: type[T] | None = None, /, *, frozen: bool = False, slots: bool = False, eq: bool = True
) -> type[T] | Callable[[type[T]], type[T]]:
    """Make `cls` a value class of its annotated fields (see the module's docstring)."""

    def wrap(c: type[T]) -> type[T]:
        return _make_valueclass(c, frozen, slots, eq)

    return wrap if cls is None else wrap(cls)


def fields(obj_or_cls: Any) -> tuple[Field, ...]:
    """The value class's fields, in declaration order."""
    try:
        return tuple(getattr(obj_or_cls, _FIELDS))
    except AttributeError:
        raise TypeError(f"{obj_or_cls!r} is not a value class") from None


def replace(obj: T, /, **changes: Any) -> T:
    """A copy of `obj` with the given fields changed (checked as `__init__` checks)."""
    for f in fields(obj):
        if not f.init:
            if f.name in changes:
                raise ValueError(f"field {f.name} is set by the value class itself and cannot be replaced")
        elif f.name not in changes:
            changes[f.name] = getattr(obj, f.name)
    return obj.__class__(**changes)


def _is_class_var(annotation: object) -> bool:
    text = annotation if isinstance(annotation, str) else getattr(annotation, "__name__", "")
    return isinstance(text, str) and text.replace("typing.", "").startswith("ClassVar")


def _declared_fields(cls: type) -> list[Field]:
    found: dict[str, Field] = {}
    for base in reversed(cls.__mro__[1:]):
        for f in getattr(base, _FIELDS, ()):
            found[f.name] = f
    for name, annotation in cls.__dict__.get("__annotations__", {}).items():
        if _is_class_var(annotation):
            continue
        value = cls.__dict__.get(name, _MISSING)
        f = value if isinstance(value, Field) else Field(default=value)
        f.name = name
        found[name] = f
    order = list(found.values())
    seen_default = False
    for f in order:
        if not f.init:
            continue
        if not f.required:
            seen_default = True
        elif seen_default:
            raise TypeError(f"{cls.__name__}: field {f.name} without a default follows one with a default")
    return order


def _init_function(cls: type, order: list[Field], frozen: bool) -> Callable[..., None]:
    """`__init__`, compiled from source once per class: as fast as a dataclass's."""
    scope: dict[str, Any] = {"_MISSING": _MISSING, "_set": object.__setattr__}
    params, body = [], []
    for f in order:
        value = f.name
        if f.init:
            if f.default is not _MISSING:
                scope[f"_d_{f.name}"] = f.default
                params.append(f"{f.name}=_d_{f.name}")
            elif f.default_factory is not _MISSING:
                scope[f"_f_{f.name}"] = f.default_factory
                params.append(f"{f.name}=_MISSING")
                value = f"_f_{f.name}() if {f.name} is _MISSING else {f.name}"
            else:
                params.append(f.name)
        elif f.default_factory is not _MISSING:
            scope[f"_f_{f.name}"] = f.default_factory
            value = f"_f_{f.name}()"
        elif f.default is not _MISSING:
            scope[f"_d_{f.name}"] = f.default
            value = f"_d_{f.name}"
        else:
            continue  # set by __post_init__
        body.append(f"_set(self, {f.name!r}, {value})" if frozen else f"self.{f.name} = {value}")
    if hasattr(cls, "__post_init__"):
        body.append("self.__post_init__()")
    source = f"def __init__(self, {', '.join(params)}):\n    " + ("\n    ".join(body) or "pass")
    # exec of the text, not of compile(): the builtin compile() first checks whether it was
    # given an AST, which makes Python build its ~120 AST classes (2-3 ms, once a process).
    exec(source, scope)  # noqa: S102 - our own text
    init: Callable[..., None] = scope["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    init.__code__ = init.__code__.replace(co_filename=f"<valueclass {cls.__qualname__}>")  # for tracebacks
    return init


def _values_getter(names: list[str]) -> Callable[[Any], tuple[Any, ...]]:
    if not names:
        return lambda obj: ()
    getter = attrgetter(*names)
    if len(names) == 1:
        return lambda obj: (getter(obj),)
    return getter  # type: ignore[return-value]


def _make_valueclass(cls: type[T], frozen: bool, slots: bool, eq: bool) -> type[T]:
    order = _declared_fields(cls)
    names = [f.name for f in order]
    namespace = dict(cls.__dict__)
    for f in order:  # defaults live in __init__ (a slot cannot also be a class attribute)
        if f.name in namespace and (slots or isinstance(namespace[f.name], Field)):
            del namespace[f.name]
    namespace[_FIELDS] = tuple(order)
    namespace["__match_args__"] = tuple(f.name for f in order if f.init)
    owner: list[type] = []  # the class as finally made (slots make a new one)
    namespace["__init__"] = _first_init(owner, order, frozen)
    shown = attrgetter(*[f.name for f in order if f.repr]) if any(f.repr for f in order) else None
    shown_names = [f.name for f in order if f.repr]

    def __repr__(self: Any) -> str:
        values = shown(self) if shown is not None else ()
        if len(shown_names) == 1:
            values = (values,)
        inner = ", ".join(f"{n}={v!r}" for n, v in zip(shown_names, values, strict=True))
        return f"{type(self).__qualname__}({inner})"

    namespace.setdefault("__repr__", __repr__)
    if eq:
        compared = _values_getter([f.name for f in order if f.compare])

        def __eq__(self: Any, other: object) -> bool:
            if other.__class__ is not self.__class__:
                return NotImplemented
            return bool(compared(self) == compared(other))

        namespace.setdefault("__eq__", __eq__)
        if frozen:
            if "__hash__" not in cls.__dict__ or cls.__dict__["__hash__"] is None:
                namespace["__hash__"] = lambda self: hash(compared(self))
        elif "__hash__" not in cls.__dict__ or cls.__dict__["__hash__"] is None:
            namespace["__hash__"] = None  # mutable and compared by value: not hashable, as dataclasses
    if frozen:

        def __setattr__(self: Any, name: str, value: Any) -> None:
            raise FrozenInstanceError(f"cannot assign to field {name!r} of a frozen {type(self).__name__}")

        def __delattr__(self: Any, name: str) -> None:
            raise FrozenInstanceError(f"cannot delete field {name!r} of a frozen {type(self).__name__}")

        namespace["__setattr__"] = __setattr__
        namespace["__delattr__"] = __delattr__
    if slots:
        namespace["__slots__"] = tuple(
            n for n in names if not any(n in getattr(b, "__slots__", ()) for b in cls.__mro__[1:])
        )
        namespace.pop("__dict__", None)
        namespace.pop("__weakref__", None)
        if frozen:  # pickling and copy restore slots by assignment, which a frozen value class refuses
            values = _values_getter(names)
            namespace["__getstate__"] = lambda self: values(self)
            namespace["__setstate__"] = _setstate(names)
        metaclass: type = type(cls)
        made: type[T] = metaclass(cls.__name__, cls.__bases__, namespace)
        made.__qualname__ = cls.__qualname__
        owner.append(made)
        return made
    for name in set(cls.__dict__) - set(namespace):
        delattr(cls, name)
    for name, value in namespace.items():
        if cls.__dict__.get(name, _MISSING) is not value:
            setattr(cls, name, value)
    owner.append(cls)
    return cls


def _first_init(owner: list[type], order: list[Field], frozen: bool) -> Callable[..., None]:
    """`__init__` until the first value is made: it compiles the real one, puts it on the
    class and makes the value. Compiling costs ~0.1 ms a class, and many (a dialog's, a
    report's) are never made in a run: the window's start-up skips ~20 of them."""

    def __init__(self: Any, *args: Any, **kwargs: Any) -> None:
        cls = owner[0]
        if cls.__dict__.get("__init__") is __init__:
            setattr(cls, "__init__", _init_function(cls, order, frozen))  # noqa: B010 - a class attribute
        cls.__dict__["__init__"](self, *args, **kwargs)

    return __init__


def _setstate(names: list[str]) -> Callable[[Any, tuple[Any, ...]], None]:
    def __setstate__(self: Any, state: tuple[Any, ...]) -> None:
        for name, value in zip(names, state, strict=True):
            object.__setattr__(self, name, value)

    return __setstate__


if not TYPE_CHECKING:

    class _TupleMaker(type):
        """Makes `class X(NamedTuple): ...` a collections.namedtuple of X's annotated fields
        (with their defaults), carrying X's docstring, methods and properties, as
        typing.NamedTuple does."""

        _KEPT = frozenset({"__module__", "__qualname__", "__annotations__"})

        def __new__(mcls, name, bases, namespace):
            if not bases:  # NamedTuple itself
                return super().__new__(mcls, name, bases, namespace)
            names = list(namespace.get("__annotations__", {}))
            defaults = [namespace[n] for n in names if n in namespace]
            if any(n in namespace for n in names[: len(names) - len(defaults)]):
                raise TypeError(f"{name}: a field without a default follows one with a default")
            made = namedtuple(name, names, defaults=defaults, module=namespace["__module__"])
            made.__qualname__ = namespace.get("__qualname__", name)
            for key, value in namespace.items():
                if key not in mcls._KEPT and key not in names:
                    setattr(made, key, value)
            return made

    class NamedTuple(metaclass=_TupleMaker):
        """Base of a named tuple declared as a class (see the module's docstring)."""
