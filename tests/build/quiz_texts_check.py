#!/usr/bin/env python3
"""The quiz's texts in one file (resources/quiz/texts.tsv), compiled in by tools/quiz_texts_gen.cpp.

Checks: the generator turns the real file into a header and refuses a malformed one (too few
fields, an id given twice, an id that is not group.name, an empty text), naming the line; every id
of the file is named in the sources (texts::group::name), so none is left over; and no quiz source
(engine/quiz, app/cli/cli_quiz.cpp) writes a Chinese text as a C++ literal, so every text the CLI
and the UI show comes from the file. An id a source names that is not in the file does not build.

Usage: quiz_texts_check.py GENERATOR SOURCE_DIR
"""
import pathlib
import re
import subprocess
import sys
import tempfile

GEN, ROOT = sys.argv[1], pathlib.Path(sys.argv[2])
TSV = ROOT / "resources/quiz/texts.tsv"
problems = []


def run(tsv_text, tmp, name):
    src = pathlib.Path(tmp) / (name + ".tsv")
    src.write_text(tsv_text, encoding="utf-8")
    out = pathlib.Path(tmp) / (name + ".h")
    r = subprocess.run([GEN, str(src), str(out)], capture_output=True, text=True)
    return r, out


with tempfile.TemporaryDirectory() as tmp:
    real = TSV.read_text(encoding="utf-8")
    r, out = run(real, tmp, "real")
    if r.returncode != 0 or "inline constexpr TextRef" not in out.read_text(encoding="utf-8"):
        problems.append("the generator refused the real file: " + r.stderr)
    bad = {
        "two fields": "# c\nchunk.a\tA text\n",
        "an id twice": "chunk.a\tA\t甲\nchunk.a\tB\t乙\n",
        "an id not group.name": "Chunk-A\tA\t甲\n",
        "an empty zh_CN text": "chunk.a\tA\t\n",
        "no texts": "# only a comment\n",
    }
    for what, text in bad.items():
        r, out = run(text, tmp, "bad")
        if r.returncode == 0 or "bad.tsv" not in r.stderr:
            problems.append(f"the generator took a file with {what} (exit {r.returncode}, said {r.stderr!r})")
        if out.exists():
            problems.append(f"the generator wrote a header for a file with {what}")

ids = [line.split("\t")[0] for line in real.splitlines() if line and not line.startswith("#")]
if len(ids) < 80:
    problems.append(f"only {len(ids)} texts in {TSV}")
sources = [p for p in (ROOT / "engine/quiz").rglob("*") if p.suffix in (".cpp", ".h")]
sources.append(ROOT / "app/cli/cli_quiz.cpp")
code = "\n".join(p.read_text(encoding="utf-8") for p in sources)
for i in ids:
    group, name = i.split(".", 1)
    if not re.search(r"\btexts::%s::%s\b" % (group, name), code):
        problems.append(f"{i}: in {TSV.name} but named by no source (texts::{group}::{name})")

# torch.chunk's last piece is smaller only when the size does not divide evenly (10 rows on 8 GPUs:
# five pieces of 2), so a text that states it for every case is wrong on those (R1.2).
for line in real.splitlines():
    if not line or line.startswith("#"):
        continue
    tid, en, zh = (line.split("\t") + ["", ""])[:3]
    if re.search(r"last (one|piece)[^.;:]*smaller", en) and not re.search(r"\b(may|can)\b", en):
        problems.append(f"{tid}: says the last piece is smaller, which is false when the size divides evenly")
    if "最后一块" in zh and "更小" in zh and not re.search("可能|可以", zh):
        problems.append(f"{tid}: its zh_CN text says the last piece is smaller (最后一块更小), false when the size divides evenly")

cjk_literal = re.compile(r'"[^"\n]*[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef][^"\n]*"')
for p in sources:
    for n, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1):
        if cjk_literal.search(re.sub(r"//.*$", "", line)):
            problems.append(f"{p.relative_to(ROOT)}:{n}: a Chinese text as a C++ literal (it belongs in {TSV.name})")

for p in problems:
    print(p)
print(f"{len(ids)} texts, {len(sources)} sources: " + (f"{len(problems)} problems" if problems else "ok"))
sys.exit(1 if problems else 0)
