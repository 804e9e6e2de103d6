#!/usr/bin/env python3
"""Count the expected facts of each recursiveDescription fixture (see README.md, "How the
facts were counted"). Writes expected.json next to this script. Standard library only.

Run: python3 Tests/Fixtures/ViewHierarchyDumps/count_views.py [--check]
  --check  compare with the existing expected.json instead of rewriting it (exit 1 on a difference)
"""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OPEN = {"<": ">", "(": ")", "{": "}", "[": "]"}
CLOSE = {v: k for k, v in OPEN.items()}
CLASS_RE = re.compile(r"([A-Za-z_$][A-Za-z0-9_.$]*)(?::\s*(0x[0-9a-fA-F]+))?")
ENTRY_START_RE = re.compile(r"<+[A-Za-z_$][A-Za-z0-9_.$]*[:;> ]")
ELISION_RE = re.compile(r"^\s*\.{3,}\s*$")


def matching_close(s, i):
    """Index of the '>' closing the '<' at s[i], nesting only '<' '>'; None if the line ends first."""
    depth = 0
    for j in range(i, len(s)):
        if s[j] == "<":
            depth += 1
        elif s[j] == ">":
            depth -= 1
            if depth == 0:
                return j
    return None


def split_fields(body):
    """Split 'a = 1; frame = (0 0; 1 1); b = {x; y}' on ';' that are outside (), {}, [], <>."""
    fields, cur, stack = [], [], []
    for ch in body:
        if ch in OPEN:
            stack.append(ch)
        elif ch in CLOSE and stack and stack[-1] == CLOSE[ch]:
            stack.pop()
        if ch == ";" and not stack:
            fields.append("".join(cur).strip())
            cur = []
        else:
            cur.append(ch)
    if "".join(cur).strip():
        fields.append("".join(cur).strip())
    return [f for f in fields if f]


def parse_entry(text):
    """text: entry content between the outer '<' and its '>' (or to end of line if truncated)."""
    inner = text
    if inner.startswith("<"):  # '<<_UITextContainerView: ...> minSize = ...>' form
        k = matching_close(inner, 0)
        inner = inner[1:k] if k is not None else inner[1:]
    m = CLASS_RE.match(inner)
    cls = m.group(1)
    rest = inner[m.end():]
    fields = {}
    for f in split_fields(rest):
        mm = re.match(r"([A-Za-z_][A-Za-z0-9_.]*)\s*(=|:)\s*(.*)$", f, re.S)
        if mm:
            fields.setdefault(mm.group(1), mm.group(3).strip())
    return cls, m.group(2), fields


def scan_line(line):
    """Yield (prefix, entry_text, closed, trailer) for each top-level entry in the line."""
    out = []
    pos = 0
    while True:
        m = ENTRY_START_RE.search(line, pos)
        if not m:
            break
        start = m.start()
        end = matching_close(line, start)
        prefix = line[pos:start]
        if end is None:
            out.append((prefix, line[start + 1:], False, ""))
            break
        entry = line[start + 1:end]
        nxt = ENTRY_START_RE.search(line, end + 1)
        trailer_end = nxt.start() if nxt else len(line)
        trailer = line[end + 1:trailer_end]
        out.append((prefix, entry, True, trailer))
        pos = end + 1
        # the trailer belongs to this entry unless another entry follows on the same line;
        # then the text in between is the next entry's prefix (flattened dumps)
        if nxt:
            out[-1] = (prefix, entry, True, "")
        else:
            break
    return out


def count(path):
    raw = open(path, "rb").read()
    text = raw.decode("utf-8")
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    views, layer_lines, elisions, opaque, truncated, trailers = [], 0, 0, [], 0, []
    depth_jumps = []
    prev_depth = None
    for n, line in enumerate(lines, 1):
        line = line.rstrip("\r")
        if ELISION_RE.match(line):
            elisions += 1
            continue
        entries = scan_line(line)
        if not entries:
            if "|" in line and line.strip(" \t|/") != "":
                opaque.append({"line": n, "text": line.strip()})
            continue
        for prefix, entry, closed, trailer in entries:
            depth = prefix.count("|")
            if trailer.strip() == "(layer)":
                layer_lines += 1
                continue
            cls, addr, fields = parse_entry(entry)
            if not closed:
                truncated += 1
            if trailer.strip():
                trailers.append({"line": n, "class": cls, "text": trailer.strip()})
            if prev_depth is not None and depth > prev_depth + 1:
                depth_jumps.append({"line": n, "from": prev_depth, "to": depth})
            prev_depth = depth
            views.append({"line": n, "depth": depth, "class": cls, "address": addr, "fields": fields})
    flags = {
        "hidden": sum(1 for v in views if v["fields"].get("hidden") == "YES"),
        "userInteractionEnabledNO": sum(1 for v in views if v["fields"].get("userInteractionEnabled") == "NO"),
        "clipsToBounds": sum(1 for v in views if v["fields"].get("clipsToBounds") == "YES"),
        "alpha": {},
        "contentOffset": [],
        "transform": sum(1 for v in views if "transform" in v["fields"]),
        "tag": sum(1 for v in views if "tag" in v["fields"]),
        "text": sum(1 for v in views if "text" in v["fields"]),
    }
    for v in views:
        a = v["fields"].get("alpha")
        if a is not None:
            flags["alpha"][a] = flags["alpha"].get(a, 0) + 1
        co = v["fields"].get("contentOffset")
        if co is not None:
            flags["contentOffset"].append({"line": v["line"], "class": v["class"], "value": co})
    base = {}
    for v in views:
        b = v["fields"].get("baseClass")
        if b:
            base[v["class"]] = b
    return {
        "viewCount": len(views),
        "maxDepth": max((v["depth"] for v in views), default=None),
        "rootClass": views[0]["class"] if views else None,
        "rootCount": sum(1 for v in views if v["depth"] == 0),
        "classes": sorted({v["class"] for v in views}),
        "baseClasses": base,
        "layerLines": layer_lines,
        "elisionLines": elisions,
        "truncatedEntries": truncated,
        "depthJumps": depth_jumps,
        "opaqueLines": opaque,
        "trailers": trailers,
        "flags": flags,
        "crlf": b"\r\n" in raw,
        "depths": [v["depth"] for v in views],
    }


def main():
    files = sorted(f for f in os.listdir(HERE) if re.match(r"\d\d-.*\.txt$", f))
    result = {f: count(os.path.join(HERE, f)) for f in files}
    dest = os.path.join(HERE, "expected.json")
    new = json.dumps(result, indent=2, ensure_ascii=False, sort_keys=True) + "\n"
    if "--check" in sys.argv:
        old = open(dest, encoding="utf-8").read()
        if old != new:
            print("expected.json differs from a fresh count", file=sys.stderr)
            return 1
        print(f"expected.json matches ({len(files)} fixtures)")
        return 0
    open(dest, "w", encoding="utf-8").write(new)
    for f, r in result.items():
        print(f"{f:45} views={r['viewCount']:3} maxDepth={r['maxDepth']} layers={r['layerLines']} "
              f"trunc={r['truncatedEntries']} elide={r['elisionLines']} jumps={len(r['depthJumps'])} "
              f"opaque={len(r['opaqueLines'])} root={r['rootClass']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
