#!/usr/bin/env python3
"""Writes a large, valid .storekit catalog (Xcode's layout) for benchmarks: catalog-generate.py PATH [COUNT]."""
import json
import sys


def localizations(name, index):
    both = [
        {"description": f"{name}: everything in one purchase.", "displayName": name, "locale": "en_US"},
        {"description": f"{name}：一次购买即可获得全部内容。",
         "displayName": f"{name}（中文）", "locale": "zh_Hans"},
    ]
    return both if index % 3 == 0 else both[:1]


def product(index, kind):
    name = f"Item {index}"
    return {"displayPrice": f"{index % 50}.99", "familyShareable": index % 3 == 0,
            "internalID": f"{index:08X}", "localizations": localizations(name, index),
            "productID": f"com.example.bench.item{index}", "referenceName": name, "type": kind}


def subscription(index, group_id, level):
    entry = product(index, "RecurringSubscription")
    entry.update({
        "adHocOffers": [], "codeOffers": [], "groupNumber": level,
        "introductoryOffer": {"internalID": f"B{index:07X}", "paymentMode": "free", "subscriptionPeriod": "P1W"},
        "recurringSubscriptionPeriod": ["P1W", "P1M", "P1Y"][level % 3], "subscriptionGroupID": group_id,
        "winbackOffers": [],
    })
    return entry


def catalog(count):
    plain = count // 2
    products = [product(i, "Consumable" if i % 2 else "NonConsumable") for i in range(plain)]
    groups = []
    index = plain
    while index < count:
        group_id = f"{len(groups):08X}"
        members = [subscription(index + k, group_id, k % 3 + 1) for k in range(min(10, count - index))]
        index += len(members)
        groups.append({"id": group_id, "localizations": [], "name": f"Group {len(groups)}",
                       "subscriptions": members})
    return {"identifier": "BENCH001", "nonRenewingSubscriptions": [], "products": products,
            "settings": {"_askToBuyEnabled": False, "_locale": "en_US", "_storefront": "USA", "_timeRate": 0},
            "subscriptionGroups": groups, "version": {"major": 4, "minor": 0}}


def main():
    path = sys.argv[1]
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 5000
    text = json.dumps(catalog(count), indent=2, sort_keys=True, ensure_ascii=False, separators=(",", " : "))
    with open(path, "w", encoding="utf-8") as out:
        out.write(text + "\n")


if __name__ == "__main__":
    main()
