#!/usr/bin/env python3
"""Writes a hostile .storekit catalog: names and descriptions carrying terminal escape sequences, C0/C1
controls, bidi overrides, invisible format characters, line breaks and 10,000-character strings, spread over
COUNT products (the rest of each product is valid, so the file loads).

  hostile_catalog.py PATH [COUNT] [--short]     (default 200 products; --short leaves out the long strings)
"""

import json
import sys

HOSTILE = [
    "Gems\x1b[2J\x1b[H cleared your screen",
    "Clipboard\x1b]52;c;ZXZpbCBjb21tYW5k\x07 written",
    "Title\x1b]0;owned terminal\x1b\\ changed",
    "C1 \u009b31mred\u009b0m and \u009d0;title\u009c",
    "Remove\u202eSDA evomeR\u202c Ads",
    "Isolated \u2066\u2067\u2068 bidi\u2069 marks \u200e\u200f\u061c",
    "Two\nlines\rreturn\x0bvertical\x0cfeed\u0085next\u2028line\u2029para",
    "NUL\x00 BEL\x07 BS\x08 DEL\x7f TAB\t end",
    "Zero\u200bwidth\u200djoiner\ufeffbom\u00adsoft\U000E0041tag",
    "Wide \u5546\u54c1\u4e00\u89a7 emoji \U0001F600\ufe0f combining e\u0301",
    "W" * 10_000,
    "\u6f22" * 10_000,
]


def product(index, strings):
    name = strings[index % len(strings)]
    description = strings[(index + 3) % len(strings)]
    kind = ["Consumable", "NonConsumable"][index % 2]
    return {"displayPrice": "0.99", "familyShareable": False, "internalID": f"{index:08X}",
            "localizations": [{"description": description, "displayName": name, "locale": "en_US"}],
            "productID": f"com.example.hostile.item{index}", "referenceName": f"{name[:64]} {index}", "type": kind}


def catalog(count, strings):
    return {"identifier": "HOSTILE1", "nonRenewingSubscriptions": [],
            "products": [product(i, strings) for i in range(count)],
            "settings": {"_locale": "en_US", "_storefront": "USA", "_timeRate": 0},
            "subscriptionGroups": [], "version": {"major": 4, "minor": 0}}


def main():
    arguments = [argument for argument in sys.argv[1:] if argument != "--short"]
    strings = [text for text in HOSTILE if len(text) < 1000] if "--short" in sys.argv else HOSTILE
    path = arguments[0]
    count = int(arguments[1]) if len(arguments) > 1 else 200
    with open(path, "w", encoding="utf-8") as out:
        json.dump(catalog(count, strings), out, indent=2, sort_keys=True, ensure_ascii=False, separators=(",", " : "))
        out.write("\n")


if __name__ == "__main__":
    main()
