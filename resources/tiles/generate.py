#!/usr/bin/env python3
"""Draw MJScore's mahjong tile art as SVG files.

Build-time tool only: the app loads the SVGs this writes and never runs this.

    .venv/bin/pip install fonttools          # build-time only, not a runtime dep
    apt-get install fonts-noto-cjk           # Noto Serif/Sans CJK (SIL OFL 1.1)
    .venv/bin/python resources/tiles/generate.py

Every Chinese character and every Western label is converted from the font's
glyph outline into an SVG <path>, so the tiles need no installed font at run
time. Dots, bamboo sticks, the bird and the white dragon's frame are drawn
geometrically. The output is deterministic: the same fonts give byte-identical
files.

Options: --out DIR (default: this folder), --serif FILE / --sans FILE to point
at the Noto CJK fonts when they are not where Debian puts them.
"""

from __future__ import annotations

import argparse
import math
import sys
from pathlib import Path

from fontTools.pens.basePen import BasePen
from fontTools.pens.boundsPen import BoundsPen
from fontTools.ttLib import TTCollection, TTFont

HERE = Path(__file__).resolve().parent

FONT_DIRS = [
    Path("/usr/share/fonts/opentype/noto"),
    Path("/usr/share/fonts/noto-cjk"),
    Path("/usr/share/fonts/google-noto-cjk"),
    Path("/usr/local/share/fonts"),
]
SERIF_FILES = ["NotoSerifCJK-Bold.ttc", "NotoSerifCJKtc-Bold.otf", "NotoSerifTC-Bold.otf"]
SANS_FILES = ["NotoSansCJK-Bold.ttc", "NotoSansCJKtc-Bold.otf", "NotoSansTC-Bold.otf"]
# Traditional Chinese forms (萬 發 蘭 ...), as on Hong Kong tiles.
SERIF_FAMILY = "Noto Serif CJK TC"
SANS_FAMILY = "Noto Sans CJK TC"

# ---------------------------------------------------------------- palette
RED = "#c21f2c"
RED_DARK = "#8e1420"
GREEN = "#17764a"
GREEN_DARK = "#0d5233"
BLUE = "#1f4196"
BLUE_DARK = "#142b66"
INK = "#1a1f3d"  # near-black navy for numerals and winds
LABEL = "#4a4438"  # the small Western index in the corner
FLOWER = "#b0185e"  # flowers: plum-magenta
FLOWER_LIGHT = "#f08cb4"
SEASON = "#1c6f8c"  # seasons: teal blue
SEASON_LIGHT = "#f0a43a"
IVORY = "#fffcf1"

W, H = 60, 80  # viewBox; tiles are 3:4


# ---------------------------------------------------------------- fonts
def _open_font(explicit: str | None, names: list[str], family: str) -> TTFont:
    candidates: list[Path] = []
    if explicit:
        candidates.append(Path(explicit))
    else:
        for d in FONT_DIRS:
            for n in names:
                candidates.append(d / n)
    for path in candidates:
        if not path.is_file():
            continue
        if path.suffix.lower() == ".ttc":
            for font in TTCollection(str(path)).fonts:
                if font["name"].getDebugName(1) == family:
                    return font
            continue
        return TTFont(str(path))
    sys.exit(
        f"generate.py: cannot find {family} (looked for {', '.join(map(str, candidates))}); "
        "install Debian's fonts-noto-cjk or pass --serif/--sans"
    )


class Font:
    def __init__(self, ttfont: TTFont):
        self.tt = ttfont
        self.cmap = ttfont.getBestCmap()
        self.glyphs = ttfont.getGlyphSet()
        self.cap_height = ttfont["OS/2"].sCapHeight or 730

    def glyph(self, ch: str):
        name = self.cmap.get(ord(ch))
        if name is None:
            sys.exit(f"generate.py: font has no glyph for {ch!r}")
        return name, self.glyphs[name]

    def bounds(self, ch: str):
        _, g = self.glyph(ch)
        pen = BoundsPen(self.glyphs)
        g.draw(pen)
        return pen.bounds


# ---------------------------------------------------------------- path output
class _RoundingPen(BasePen):
    """Records a glyph's contours, transformed into tile units and rounded to 0.1."""

    def __init__(self, glyphset, xform):
        super().__init__(glyphset)
        self.xform = xform
        self.cmds: list[tuple[str, list[tuple[int, int]]]] = []

    def _q(self, pt):
        x, y = self.xform(pt)
        return (round(x * 10), round(y * 10))

    def _moveTo(self, p):
        self.cmds.append(("M", [self._q(p)]))

    def _lineTo(self, p):
        self.cmds.append(("L", [self._q(p)]))

    def _curveToOne(self, p1, p2, p3):
        self.cmds.append(("C", [self._q(p1), self._q(p2), self._q(p3)]))

    def _qCurveToOne(self, p1, p2):
        self.cmds.append(("Q", [self._q(p1), self._q(p2)]))

    def _closePath(self):
        self.cmds.append(("Z", []))

    def _endPath(self):
        self.cmds.append(("Z", []))


def _num(t: int) -> str:
    """A length in tenths of a unit, written as briefly as SVG allows."""
    if t % 10 == 0:
        return str(t // 10)
    s = f"{abs(t) / 10:.1f}".lstrip("0")
    return ("-" if t < 0 else "") + s


def _join(nums: list[int]) -> str:
    out = ""
    for n in nums:
        s = _num(n)
        if out and not s.startswith("-"):
            out += " "
        out += s
    return out


def _near_line(p0, c1, c2, p3, tol=1.5) -> bool:
    """True when a cubic's control points lie within tol tenths of its chord."""
    (x0, y0), (x3, y3) = p0, p3
    dx, dy = x3 - x0, y3 - y0
    length = math.hypot(dx, dy)
    for x, y in (c1, c2):
        if length == 0:
            d = math.hypot(x - x0, y - y0)
        else:
            d = abs(dy * (x - x0) - dx * (y - y0)) / length
        if d > tol:
            return False
    return True


def _format(cmds) -> str:
    """Relative, compact path data; drops degenerate segments."""
    parts: list[str] = []
    last = ""
    cur = (0, 0)
    start = (0, 0)
    first = True
    for op, pts in cmds:
        if op == "M":
            (x, y) = pts[0]
            if first:
                parts.append("M" + _join([x, y]))
                first = False
            else:
                parts.append("m" + _join([x - cur[0], y - cur[1]]))
            cur = start = (x, y)
            last = "m"
            continue
        if op == "Z":
            if last != "z":
                parts.append("z")
            last = "z"
            cur = start
            continue
        if op == "C" and _near_line(cur, pts[0], pts[1], pts[2]):
            op, pts = "L", [pts[2]]
        if op == "L":
            (x, y) = pts[0]
            dx, dy = x - cur[0], y - cur[1]
            if dx == 0 and dy == 0:
                continue
            if dx == 0:
                letter, nums = "v", [dy]
            elif dy == 0:
                letter, nums = "h", [dx]
            else:
                letter, nums = "l", [dx, dy]
            cur = (x, y)
        else:  # C or Q
            letter = op.lower()
            nums = []
            for x, y in pts:
                nums += [x - cur[0], y - cur[1]]
            cur = pts[-1]
        text = _join(nums)
        if letter == last and letter not in ("m", "z"):
            parts.append(text if text.startswith("-") else " " + text)
        else:
            parts.append(letter + text)
        last = letter
    return "".join(parts)


def glyph_path(font: Font, ch: str, box, *, max_scale=None, stretch=1.0, valign="center") -> str:
    """Path data for one character fitted (ink box, aspect kept) into box=(x, y, w, h).

    stretch > 1 widens the glyph. max_scale caps the size (font units to tile
    units) so a flat glyph like 一 is not blown up to fill the box.
    """
    _, g = font.glyph(ch)
    x0, y0, x1, y1 = font.bounds(ch)
    bx, by, bw, bh = box
    s = min(bw / ((x1 - x0) * stretch), bh / (y1 - y0))
    if max_scale is not None:
        s = min(s, max_scale)
    sx = s * stretch
    cx = bx + bw / 2
    gcx = (x0 + x1) / 2
    if valign == "center":
        cy, gcy = by + bh / 2, (y0 + y1) / 2
    elif valign == "top":
        cy, gcy = by, y1
    else:  # bottom
        cy, gcy = by + bh, y0

    def xform(p):
        return (cx + (p[0] - gcx) * sx, cy - (p[1] - gcy) * s)

    pen = _RoundingPen(font.glyphs, xform)
    g.draw(pen)
    return _format(pen.cmds)


def text_path(font: Font, text: str, x: float, baseline: float, cap: float) -> str:
    """Path data for Latin text with its cap height `cap`, left edge at x."""
    s = cap / font.cap_height
    hmtx = font.tt["hmtx"]
    out = []
    pen_x = 0.0
    first_lsb = None
    for ch in text:
        name, g = font.glyph(ch)
        adv, lsb = hmtx[name]
        if first_lsb is None:
            first_lsb = lsb
        ox = pen_x - first_lsb

        def xform(p, ox=ox):
            return (x + (p[0] + ox) * s, baseline - p[1] * s)

        pen = _RoundingPen(font.glyphs, xform)
        g.draw(pen)
        out.append(pen.cmds)
        pen_x += adv
    return _format([c for cmds in out for c in cmds])


def text_width(font: Font, text: str, cap: float) -> float:
    s = cap / font.cap_height
    if len(text) == 1:
        x0, _, x1, _ = font.bounds(text)
        return (x1 - x0) * s
    hmtx = font.tt["hmtx"]
    return sum(hmtx[font.glyph(c)[0]][0] for c in text) * s


# ---------------------------------------------------------------- svg bits
def f(v: float) -> str:
    """A coordinate, rounded to 0.01 and written briefly."""
    v = round(v, 2)
    if v == int(v):
        return str(int(v))
    s = f"{v:.2f}".rstrip("0")
    if s.startswith("0."):
        s = s[1:]
    elif s.startswith("-0."):
        s = "-" + s[2:]
    return s


def path(d: str, fill: str, extra: str = "") -> str:
    return f'<path fill="{fill}"{extra} d="{d}"/>'


def bold(color: str, width: float) -> str:
    """Attributes that thicken a glyph by stroking it in its own colour.

    Serif strokes that are thin in the font (the horizontals of 一 二 三) would
    vanish on a 48 px tile; a round-joined outline stroke keeps them visible.
    """
    return f' stroke="{color}" stroke-width="{f(width)}" stroke-linejoin="round"'


def circle(cx, cy, r, fill, extra="") -> str:
    return f'<circle cx="{f(cx)}" cy="{f(cy)}" r="{f(r)}" fill="{fill}"{extra}/>'


def rect(x, y, w, h, fill, rx=0, extra="") -> str:
    rxs = f' rx="{f(rx)}"' if rx else ""
    return f'<rect x="{f(x)}" y="{f(y)}" width="{f(w)}" height="{f(h)}"{rxs} fill="{fill}"{extra}/>'


def ellipse(cx, cy, rx, ry, fill, extra="") -> str:
    return f'<ellipse cx="{f(cx)}" cy="{f(cy)}" rx="{f(rx)}" ry="{f(ry)}" fill="{fill}"{extra}/>'


HEADER = (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 80" width="60" height="80">\n'
    "<!-- MJScore tile art: generated by resources/tiles/generate.py; do not edit. "
    "Glyph outlines from Noto Serif/Sans CJK TC (SIL Open Font License 1.1). -->\n"
)

# The tile body: a darker outline (visible on dark and light windows), an
# ivory edge showing the tile's thickness at the bottom, and the face.
FACE = (
    "<defs>"
    '<linearGradient id="face" x1="0" y1="0" x2="0" y2="1">'
    '<stop offset="0" stop-color="#fffdf6"/><stop offset="1" stop-color="#f1e9d2"/>'
    "</linearGradient></defs>\n"
    '<rect x=".75" y=".75" width="58.5" height="78.5" rx="6.5" fill="#cdbf98" '
    'stroke="#3e382c" stroke-width="1.5"/>\n'
    '<rect x="1.5" y="1.5" width="57" height="74" rx="5.8" fill="url(#face)"/>\n'
    '<path fill="none" stroke="#fff" stroke-opacity=".8" stroke-width=".8" '
    'd="M3 70V8q0-5.3 5.3-5.3h43.4q5.3 0 5.3 5.3"/>\n'
)

# Face area (inside the edge): x 1.5..58.5, y 1.5..75.5
FACE_CX, FACE_CY = 30.0, 38.5


def tile(elems: list[str]) -> str:
    return HEADER + FACE + "\n".join(elems) + "\n</svg>\n"


class Art:
    def __init__(self, serif: Font, sans: Font):
        self.serif = serif
        self.sans = sans

    # -------------------------------------------------------------- labels
    def label(self, text: str, color: str = LABEL) -> str:
        """The small Western index for learners, top-left corner."""
        cap = 9.6
        return path(text_path(self.sans, text, 4.2, 4.0 + cap, cap), color)

    def badge(self, text: str, color: str) -> str:
        """The seat number of a flower or season: a light digit on a coloured disc."""
        cap = 8.4
        w = text_width(self.sans, text, cap)
        cx, cy, r = 9.6, 9.6, 7.0
        return circle(cx, cy, r, color) + "\n" + path(text_path(self.sans, text, cx - w / 2, cy + cap / 2, cap), IVORY)

    # -------------------------------------------------------------- characters
    def character(self, n: int) -> str:
        numeral = "一二三四五六七八九"[n - 1]
        # One shared size cap so the flat numerals (一 二 三) keep brush proportions.
        d1 = glyph_path(self.serif, numeral, (14, 7, 32, 27), max_scale=0.036, stretch=1.1)
        d2 = glyph_path(self.serif, "萬", (9, 37.5, 42, 34.5))
        return tile([path(d1, INK, bold(INK, 1.1)), path(d2, RED, bold(RED, 0.5)), self.label(str(n))])

    # -------------------------------------------------------------- dots
    @staticmethod
    def dot(cx, cy, r, color, dark) -> str:
        """One circle of the dots suit: a coin-like ring pattern."""
        out = [
            circle(cx, cy, r, dark),
            circle(cx, cy, r * 0.86, color),
            circle(cx, cy, r * 0.64, IVORY),
            circle(cx, cy, r * 0.47, color),
            circle(cx, cy, r * 0.17, IVORY),
        ]
        # four small ivory petals between the rings of larger dots
        if r >= 8:
            for k in range(8):
                a = math.pi / 4 * k + math.pi / 8
                out.append(circle(cx + math.cos(a) * r * 0.75, cy + math.sin(a) * r * 0.75, r * 0.055, color))
        return "".join(out)

    def one_dot(self) -> str:
        cx, cy = FACE_CX, FACE_CY + 0.5
        e = [
            circle(cx, cy, 22.5, GREEN_DARK),
            circle(cx, cy, 21.3, GREEN),
            circle(cx, cy, 18.6, IVORY),
        ]
        # a ring of 16 small blue beads
        for k in range(16):
            a = 2 * math.pi * k / 16
            e.append(circle(cx + 15.9 * math.cos(a), cy + 15.9 * math.sin(a), 1.9, BLUE))
        e += [circle(cx, cy, 13.1, RED_DARK), circle(cx, cy, 12.2, RED), circle(cx, cy, 9.4, IVORY)]
        # eight green petals around a red heart
        petals = []
        for k in range(8):
            a = 360 / 8 * k
            petals.append(
                f'<ellipse cx="{f(cx)}" cy="{f(cy - 5.2)}" rx="1.9" ry="3.6" fill="{GREEN}" '
                f'transform="rotate({f(a)} {f(cx)} {f(cy)})"/>'
            )
        e.append("".join(petals))
        e += [circle(cx, cy, 2.6, RED), circle(cx, cy, 1.0, IVORY)]
        return tile(["".join(e), self.label("1")])

    def dots(self, n: int) -> str:
        if n == 1:
            return self.one_dot()
        B, R, G = (BLUE, BLUE_DARK), (RED, RED_DARK), (GREEN, GREEN_DARK)
        layouts = {
            2: (11.0, [(30, 21.5, G), (30, 56.5, B)]),
            3: (9.2, [(18.5, 18.5, B), (30, 39, R), (41.5, 59.5, G)]),
            4: (10.2, [(19, 23.5, B), (41, 23.5, G), (19, 54.5, G), (41, 54.5, B)]),
            5: (9.0, [(18, 19, B), (42, 19, G), (30, 39.5, R), (18, 60, G), (42, 60, B)]),
            6: (8.3, [(20.5, 15.5, G), (39.5, 15.5, G), (20.5, 42, R), (39.5, 42, R), (20.5, 61, R), (39.5, 61, R)]),
            7: (
                7.2,
                [
                    (18.5, 18, G),
                    (30, 24.5, G),
                    (41.5, 31, G),
                    (20.5, 47.5, R),
                    (39.5, 47.5, R),
                    (20.5, 64.5, R),
                    (39.5, 64.5, R),
                ],
            ),
            8: (7.6, [(20.5, y, B) for y in (13, 30, 47, 64)] + [(39.5, y, B) for y in (13, 30, 47, 64)]),
            9: (7.0, [(x, y, c) for y, c in ((17.5, B), (39.5, R), (61.5, G)) for x in (17, 30, 43)]),
        }
        r, spots = layouts[n]
        e = [self.dot(x, y, r, c[0], c[1]) for x, y, c in spots]
        return tile(e + [self.label(str(n))])

    # -------------------------------------------------------------- bamboo
    @staticmethod
    def stick(cx, cy, h, color, dark, angle=0.0, w=6.4) -> str:
        """One bamboo stick centred on (cx, cy), h long, with three nodes."""
        x0, y0 = -w / 2, -h / 2
        parts = [
            rect(x0, y0, w, h, color, rx=w * 0.45),
            # a pale stripe down the stick, broken at the nodes
            rect(x0 + w * 0.22, y0 + 1.8, w * 0.16, h / 2 - 3.0, "#e8f4e4", extra=' fill-opacity=".55"'),
            rect(x0 + w * 0.22, 1.2, w * 0.16, h / 2 - 3.0, "#e8f4e4", extra=' fill-opacity=".55"'),
        ]
        for ny in (y0 + 0.9, 0.0, -y0 - 0.9):
            parts.append(rect(x0 - 0.7, ny - 0.9, w + 1.4, 1.8, dark, rx=0.9))
        t = f"translate({f(cx)} {f(cy)})"
        if angle:
            t += f" rotate({f(angle)})"
        return f'<g transform="{t}">' + "".join(parts) + "</g>"

    def bird(self) -> str:
        """1 bamboo: a small bird (a sparrow-like peacock) perched on a bamboo sprig."""
        e = []
        # tail feathers fanning down to the right
        for ang, col in ((-24, BLUE), (-8, GREEN), (8, BLUE)):
            e.append(
                f'<g transform="rotate({ang} 33 44)">'
                f'<path fill="{col}" d="M33 44c4 6 6 14 5 22-3-1-7-9-8-16z"/>'
                f"{circle(36.2, 62.5, 2.0, RED)}{circle(36.2, 62.5, 0.8, IVORY)}</g>"
            )
        # body and breast
        e.append(path("M18 30c4-4 14-3 18 5 4 8 0 15-8 16-9 1-14-7-13-14 0-3 1-5 3-7z", GREEN))
        e.append(path("M17 34c1 6 5 12 12 13-7 2-14-3-14-10 0-1 1-2 2-3z", "#e8b04a"))
        # wing
        e.append(path("M24 34c6-2 12 1 13 8-3 4-9 5-13 3-2-3-2-8 0-11z", BLUE))
        e.append(
            path(
                "M27 38c3 0 6 1 7 4M26 41c3 1 6 1 8 1",
                "none",
                f' stroke="{IVORY}" stroke-width=".8" stroke-linecap="round"',
            )
        )
        # head, crest, eye and beak
        e.append(circle(19, 24, 6.2, GREEN))
        e.append(path("M16 18c-1-4 0-7 2-9 0 3 1 5 3 7zM19 18c1-4 3-6 6-7-1 3-2 5-3 8z", RED))
        e.append(circle(17.6, 23.2, 1.9, IVORY) + circle(17.3, 23.2, 1.0, INK))
        e.append(path("M13.2 23.6l-5.2 2.4 5.6 1.1z", RED))
        # legs and the bamboo perch
        e.append(
            path("M24 49.5v9M29 49v9.5", "none", f' stroke="{RED_DARK}" stroke-width="1.4" stroke-linecap="round"')
        )
        e.append(self.stick(30, 61.5, 42, GREEN, GREEN_DARK, angle=90, w=5.0))
        return tile(e + [self.label("1")])

    def bamboo(self, n: int) -> str:
        if n == 1:
            return self.bird()
        G, B, R = (GREEN, GREEN_DARK), (BLUE, BLUE_DARK), (RED, RED_DARK)
        sticks: list[tuple] = []  # (cx, cy, h, colours, angle)
        w = 7.4
        if n == 2:
            sticks = [(30, 22, 29, G, 0), (30, 56, 29, G, 0)]
        elif n == 3:
            sticks = [(30, 22, 29, G, 0), (19, 56, 29, G, 0), (41, 56, 29, G, 0)]
        elif n == 4:
            sticks = [(20, 22, 29, G, 0), (40, 22, 29, B, 0), (20, 56, 29, B, 0), (40, 56, 29, G, 0)]
        elif n == 5:
            sticks = [
                (16, 22, 29, G, 0),
                (44, 22, 29, B, 0),
                (30, 39, 29, R, 0),
                (16, 56, 29, B, 0),
                (44, 56, 29, G, 0),
            ]
        elif n == 6:
            w = 7.0
            sticks = [(x, y, 29, G, 0) for y in (22, 56) for x in (16, 30, 44)]
        elif n == 7:
            w = 7.0
            sticks = [(30, 14.5, 19, R, 0)] + [(x, y, 19, G, 0) for y in (38.5, 62) for x in (16, 30, 44)]
        elif n == 8:
            # the classic "M over W": the inner pairs lean together at the top, apart below
            w = 6.0
            sticks = [
                (11.5, 27, 24, G, 0),
                (23.5, 27, 25, G, 12),
                (36.5, 27, 25, G, -12),
                (48.5, 27, 24, G, 0),
                (11.5, 58, 24, G, 0),
                (23.5, 58, 25, G, -12),
                (36.5, 58, 25, G, 12),
                (48.5, 58, 24, G, 0),
            ]
        elif n == 9:
            w = 6.8
            cols = {16: R, 30: B, 44: G}
            sticks = [(x, y, 19, cols[x], 0) for y in (15.5, 38.5, 61.5) for x in (16, 30, 44)]
        e = [self.stick(cx, cy, h, c[0], c[1], angle=a, w=w) for cx, cy, h, c, a in sticks]
        return tile(e + [self.label(str(n))])

    # -------------------------------------------------------------- honours
    def honour(self, ch: str, color: str, letter: str, box=(10.5, 17, 39, 46)) -> str:
        d = glyph_path(self.serif, ch, box)
        return tile([path(d, color), self.label(letter)])

    def white_dragon(self) -> str:
        e = [
            f'<rect x="13" y="14.5" width="34" height="50" rx="1.5" fill="none" stroke="{BLUE}" stroke-width="3.2"/>',
            f'<rect x="17.8" y="19.3" width="24.4" height="40.4" rx=".8" fill="none" stroke="{BLUE}" '
            'stroke-width="1.2"/>',
        ]
        return tile(e + [self.label("P")])

    def bonus(self, ch: str, seat: int, color: str, light: str, kind: str) -> str:
        d = glyph_path(self.serif, ch, (12, 18, 36, 43))
        e = [path(d, color)]
        if kind == "flower":
            # a five-petal blossom, bottom right
            cx, cy = 47.5, 67.5
            for k in range(5):
                a = 2 * math.pi * k / 5 - math.pi / 2
                e.append(circle(cx + 2.6 * math.cos(a), cy + 2.6 * math.sin(a), 2.2, light))
            e.append(circle(cx, cy, 1.3, "#f3c232"))
        else:
            # a small sun with rays, bottom right
            cx, cy = 47.5, 67.5
            rays = "".join(
                f"M{f(cx + 3.2 * math.cos(a))} {f(cy + 3.2 * math.sin(a))}"
                f"L{f(cx + 5.2 * math.cos(a))} {f(cy + 5.2 * math.sin(a))}"
                for a in (2 * math.pi * k / 8 for k in range(8))
            )
            e.append(path(rays, "none", f' stroke="{light}" stroke-width="1.2" stroke-linecap="round"'))
            e.append(circle(cx, cy, 2.4, light))
        e.append(self.badge(str(seat), color))
        return tile(e)

    def back(self) -> str:
        return (
            HEADER + "<defs>"
            '<linearGradient id="back" x1="0" y1="0" x2="0" y2="1">'
            f'<stop offset="0" stop-color="#238a5a"/><stop offset="1" stop-color="{GREEN_DARK}"/>'
            "</linearGradient></defs>\n"
            '<rect x=".75" y=".75" width="58.5" height="78.5" rx="6.5" fill="#cdbf98" '
            'stroke="#3e382c" stroke-width="1.5"/>\n'
            '<rect x="1.5" y="1.5" width="57" height="74" rx="5.8" fill="url(#back)"/>\n'
            '<rect x="5" y="5" width="50" height="67" rx="3.5" fill="none" stroke="#8fd0ad" '
            'stroke-opacity=".6" stroke-width="1"/>\n'
            '<path fill="none" stroke="#8fd0ad" stroke-opacity=".45" stroke-width="1" '
            'd="M30 20 46 38.5 30 57 14 38.5z"/>\n'
            + circle(30, 38.5, 5, "#8fd0ad", ' fill-opacity=".5"')
            + "\n</svg>\n"
        )


def all_tiles(art: Art) -> dict[str, str]:
    tiles: dict[str, str] = {}
    for n in range(1, 10):
        tiles[f"{n}m"] = art.character(n)
        tiles[f"{n}p"] = art.dots(n)
        tiles[f"{n}s"] = art.bamboo(n)
    for token, ch in zip("ESWN", "東南西北"):
        tiles[token] = art.honour(ch, INK, token)
    tiles["C"] = art.honour("中", RED, "C")
    tiles["F"] = art.honour("發", GREEN, "F")
    tiles["P"] = art.white_dragon()
    for i, ch in enumerate("梅蘭菊竹", 1):
        tiles[f"f{i}"] = art.bonus(ch, i, FLOWER, FLOWER_LIGHT, "flower")
    for i, ch in enumerate("春夏秋冬", 1):
        tiles[f"s{i}"] = art.bonus(ch, i, SEASON, SEASON_LIGHT, "season")
    tiles["back"] = art.back()
    return tiles


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", default=str(HERE), help="folder for the SVGs (default: beside this script)")
    ap.add_argument("--serif", help="Noto Serif CJK Bold .ttc/.otf (the Chinese characters)")
    ap.add_argument("--sans", help="Noto Sans CJK Bold .ttc/.otf (the Western labels)")
    args = ap.parse_args(argv)
    serif = Font(_open_font(args.serif, SERIF_FILES, SERIF_FAMILY))
    sans = Font(_open_font(args.sans, SANS_FILES, SANS_FAMILY))
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    tiles = all_tiles(Art(serif, sans))
    for token, svg in tiles.items():
        (out / f"{token}.svg").write_text(svg, encoding="utf-8", newline="\n")
    total = sum(len(s) for s in tiles.values())
    print(
        f"wrote {len(tiles)} SVGs to {out} ({total // 1024} KiB, largest "
        f"{max(len(s) for s in tiles.values()) // 1024} KiB)"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
