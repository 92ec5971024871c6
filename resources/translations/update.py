"""Regenerate the window's translations: extract every tr() string, write the .ts
sources, compile them to .qm.

    .venv/bin/python resources/translations/update.py

The strings are found by reading the source (ast): `self.tr("...")` inside a class
(context: the class name), and `tr("Context", "...")` or
`QCoreApplication.translate("Context", "...")`. The translations themselves live in
zh_HK.py beside this file (English source -> Traditional Chinese as HK players say
it, per the project glossary); a string missing there is written as unfinished and
shows in English. pyside6-lrelease compiles the .ts files.
"""

from __future__ import annotations

import ast
import importlib.util
import shutil
import subprocess
import sys
from pathlib import Path
from xml.sax.saxutils import escape

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
# The whole package: the widgets, and the Qt-free models, command line and pictures that
# call mjscore_gui/i18n.py tr("Context", "text"[, lang]).
SOURCES = sorted((ROOT / "mjscore_gui").rglob("*.py"))
LANGUAGES = {"zh_HK": HERE / "zh_HK.py"}


def extract() -> dict[str, list[tuple[str, str, int]]]:
    """context -> [(source text, file, line)] in reading order, without repeats."""
    found: dict[str, list[tuple[str, str, int]]] = {}
    for path in SOURCES:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        _walk(tree, None, path, found)
    return found


def _walk(node: ast.AST, cls: str | None, path: Path, found) -> None:
    for child in ast.iter_child_nodes(node):
        if isinstance(child, ast.ClassDef):
            _walk(child, child.name, path, found)
            continue
        if isinstance(child, ast.Call):
            hit = _message(child, cls)
            if hit:
                context, text = hit
                seen = found.setdefault(context, [])
                if text not in [t for t, _, _ in seen]:
                    seen.append((text, str(path.relative_to(ROOT)), child.lineno))
        _walk(child, cls, path, found)


def _message(call: ast.Call, cls: str | None) -> tuple[str, str] | None:
    func = call.func
    args = call.args
    strings = [a.value for a in args if isinstance(a, ast.Constant) and isinstance(a.value, str)]
    if isinstance(func, ast.Attribute) and func.attr == "tr" and cls and len(args) == 1 and strings:
        return cls, strings[0]
    name = func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""
    if (
        name in ("tr", "translate")
        and len(args) in (2, 3)
        and len(strings) >= 2
        and strings == [a.value for a in args[:2] if isinstance(a, ast.Constant)]
    ):
        return strings[0], strings[1]
    return None


def write_ts(lang: str, messages, translations: dict[str, str], in_context: dict[str, dict[str, str]]) -> Path:
    out = ['<?xml version="1.0" encoding="utf-8"?>', "<!DOCTYPE TS>", f'<TS version="2.1" language="{lang}">']
    missing = 0
    for context in sorted(messages):
        out.append("<context>")
        out.append(f"    <name>{escape(context)}</name>")
        for text, file, line in messages[context]:
            chinese = in_context.get(context, {}).get(text, translations.get(text))
            out.append("    <message>")
            out.append(f'        <location filename="../../{file}" line="{line}"/>')
            out.append(f"        <source>{escape(text)}</source>")
            if chinese is not None:
                out.append(f"        <translation>{escape(chinese)}</translation>")
            else:
                missing += 1
                out.append('        <translation type="unfinished"></translation>')
            out.append("    </message>")
        out.append("</context>")
    out.append("</TS>")
    path = HERE / f"mjscore_{lang}.ts"
    path.write_text("\n".join(out) + "\n", encoding="utf-8")
    total = sum(len(v) for v in messages.values())
    print(f"{path.name}: {total - missing} of {total} strings translated")
    return path


def lrelease(ts: Path) -> None:
    tool = shutil.which("pyside6-lrelease") or str(Path(sys.executable).with_name("pyside6-lrelease"))
    if not Path(tool).exists() and not shutil.which(tool):
        print("pyside6-lrelease not found: the .qm files were not rebuilt")
        return
    subprocess.run([tool, "-silent", str(ts), "-qm", str(ts.with_suffix(".qm"))], check=True)


def main() -> int:
    messages = extract()
    for lang, table in LANGUAGES.items():
        spec = importlib.util.spec_from_file_location(f"translations_{lang}", table)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        lrelease(write_ts(lang, messages, module.TRANSLATIONS, getattr(module, "IN_CONTEXT", {})))
    return 0


if __name__ == "__main__":
    sys.exit(main())
