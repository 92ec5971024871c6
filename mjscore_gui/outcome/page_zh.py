"""The scoring-rules page in Chinese (Help ▸ Scoring rules in the Chinese window): every
line a player reads there, in the words of the project glossary. rules_page.py builds the
page and asks here for each Chinese line; the English page, the Markdown in docs/rules/
and `mjscore rules show` stay as they are.

The citations of the seed documents (the English page's "Source:" lines) and the ruleset's
id are left out of the Chinese page: they point at English documents, for whoever checks
the rules, not for the table."""

from __future__ import annotations

import re

# What each pattern asks for, one sentence (the English is the pattern's own rule text).
SUMMARIES: dict[str, str] = {
    "self_drawn": "食糊的牌由牌牆摸來。",
    "concealed_hand": "食糊前沒有碰、上或明槓（暗槓不計）。",
    "robbing_kong": "食別家加槓的那隻牌。",
    "last_tile": "食牌牆最後一隻牌，或最後一隻打出的牌。",
    "kong_replacement": "食開槓或補花後補摸的牌（亦計自摸）。",
    "double_kong_replacement": "食開槓後補摸的牌，而那個槓本身亦是用補摸的牌開的。",
    "heavenly": "莊家以起手的牌食糊。",
    "earthly": "閒家食莊家打出的第一隻牌。",
    "no_flowers": "完全沒有花牌。",
    "own_flower": "與座位相同的花（梅 東、蘭 南、菊 西、竹 北）。",
    "own_season": "與座位相同的季（春 東、夏 南、秋 西、冬 北）。",
    "all_flowers": "齊梅蘭菊竹四隻花（代替正花計）。",
    "all_seasons": "齊春夏秋冬四隻季（代替正花計）。",
    "common_hand": "四組都是順子。",
    "all_in_triplets": "四組都是刻子或槓。",
    "mixed_one_suit": "只有一門花色的牌，加上字牌。",
    "all_one_suit": "全部是同一門花色，沒有字牌。",
    "mixed_orphans": "刻子或槓及眼只有一、九和字牌，兩類都有（亦是對對糊，另計）。",
    "small_dragons": "兩款三元牌成刻子或槓，第三款作眼（兩組三元牌刻子另計番）。",
    "great_dragons": "三款三元牌都成刻子或槓（每組另計番）。",
    "small_winds": "三款風牌成刻子或槓，第四款作眼。",
    "seven_pairs": "七對不同的對子，全部門前清（四隻相同的牌不作兩對）。",
    "seat_wind": "食糊者門風的刻子或槓。",
    "prevailing_wind": "圈風的刻子或槓；門風與圈風相同時是雙風，兩樣都計。",
    "dragon_pong": "三元牌的刻子或槓，每款計一次。",
    "all_honours": "全部是風牌或三元牌。",
    "self_triplets": "四組暗刻或暗槓。",
    "orphans": "只有一和九的刻子或槓，以一或九作眼。",
    "nine_gates": "同一門花色的 1112345678999，加任何一隻同門的牌，全部門前清。",
    "great_winds": "四款風牌都成刻子或槓。",
    "all_kongs": "四組開了的槓加一對眼。",
    "thirteen_orphans": "一、九、四款風牌及三款三元牌各一隻，第十四隻與其中一隻成對。",
    "three_sisters": "三門花色各有一組數字相同的順子。",
    "sister_chows": "兩組相同的順子（同一門花色、同樣數字）。",
    "two_sister_chows": "兩次兩組相同的順子（兩個一般高）。",
    "old_young_chows": "同一門花色的 123 及 789 順子；每對計一次。",
    "clear_dragon": "同一門花色的 123、456 及 789 順子。",
    "old_young_pongs": "同一門花色的一和九刻子或槓；每門計一次。",
    "chow_hand": "四組順子，眼不是門風亦不是圈風。",
    "all_simples": "全手沒有一、九及字牌。",
    "outside_hand": "每組及眼都帶一、九或字牌。",
    "pure_outside_hand": "每組及眼都帶一或九；沒有字牌。",
    "five_doors": "萬、筒、索、風牌及三元牌各有一組或作眼。",
    "two_suits_only": "只有兩門花色的牌（缺一門）；可以有字牌。",
    "four_in_one_small": "同一款牌在一組刻子及一組順子之中。",
    "four_in_one_medium": "同一款牌在兩組順子及眼之中。",
    "four_in_one_big": "同一款牌在四組順子之中。",
    "exposed_hand": "四組都是明牌，單吊眼食糊。",
    "fully_concealed": "完全沒有碰、上或槓（暗槓亦沒有），並且自摸。",
    "one_chance_chow": "食糊的牌只能完成一組順子：嵌張（4 6 食 5）、邊張（1 2 食 3、8 9 食 7），或另一頭的牌已全部見到。",
    "out_on_pair": "食糊的牌完成眼（單吊）。",
    "out_on_fourth": "食糊時其餘三隻同款牌已全部見到：在打出的牌、別家的明牌或食糊者自己的明牌之中。",
    "last_wall_tile": "自摸牌牆最後一隻牌。",
    "last_discard": "食最後一隻打出的牌，牌牆已沒有牌。",
    "hidden_treasure": "四組暗刻加一對眼；任何槓都計。",
    "all_flowers_and_seasons": "完整的一手牌有齊八隻花（兩台花）；不是單靠花牌食糊（八仙過海）。",
    "no_honours": "全手沒有風牌或三元牌。",
    "common_hand_suited_pair": "四組順子，以萬、筒或索作眼；字牌作眼不計。",
    "three_concealed_pongs": "食糊時最少三組暗刻或暗槓（食出銃完成的刻子當明刻）。",
    "three_kongs": "最少三組槓，明槓或暗槓都計。",
    "all_green": "只有綠色的牌：索子的 2、3、4、6、8 及發財。",
    "all_eight_flowers": "完整的一手牌有齊八隻花。",
    "other_wind_pong": "門風以外的風牌刻子或槓；每組計一次。",
    "mixed_terminal_honour_pongs": "四組刻子或槓及眼全是一、九和字牌，兩類都有，最少兩門花色（只有一門另計）。",
    "self_pick_last_tile": "食糊者自摸牌牆最後一隻牌。",
    "supplementary_self_pick": "以開槓後補摸的牌食糊。",
    "supplementary_self_pick_last_tile": "開槓後補摸的牌亦是牌牆最後一隻，以此食糊。",
}

# The presets' descriptions (a house ruleset's own words are shown as the club typed them).
DESCRIPTIONS: dict[str, str] = {
    "hk": "大部分枱的港式計番：三番起糊，十三番爆棚，半辣計分，出銃者全付。",
    "hk-old": "舊式港麻：三番起糊（花番不計），底分 1、2、4、8，自摸、出銃者及莊家加倍；每家最多付 64。",
    "new-style-6-9-12": "新章計番：番種多，聽牌由手牌判斷，爆棚牌作 64 分上限的 1600%，按六九十二計分表計。",
    "units": "舊章：對子、刻子、槓及花牌計底分，食糊加 50，進位至 10，每番加倍；莊家輸贏加倍；輸家之間計糊尾。",
    "yahoo": "雅虎計番：牌型及加番（清一色 6 番、大四喜加 6 番），13 番及爆棚牌計最高；莊家輸贏加倍。",
}

# rules_page.WORDS in Chinese: the same keys.
WORDS = {
    "played": "玩法：",
    "replaces": "取代：",
    "table_rules": "規則",
    "faan": "{0} 番",
    "limit": "爆棚 {0} 番",
    "yes": "是",
    "no": "否",
    "others": "（其餘兩家各 {0}）",
    "east": "（東家 {0}）",
    "to_win": "{min} 番起糊，最多計 {cap} 番",
    "each_pays": "每手牌按自己的分數計；食出銃或自摸，每家輸家都照付",
    "responsibility_all": "食出銃由出銃者全付",
    "responsibility_half": "食出銃由出銃者付一半，其餘兩家各付四分一",
    "responsibility_equal": "食出銃各家照自摸一樣付",
    "self_drawn_times": "自摸收枱面的 {0} 倍",
    "dealer_doubles": "莊家輸贏加倍",
    "separator": "；",
    "end": "。",
    "faan_title": "番數表",
    "units_title": "分數表",
    "unusable_title": "番數表",
    "unusable": "這個計分表未能使用：{0}",
    "units_note": (
        "一手牌的分數：底分進位至 10，加食糊的 50 分，每番加倍；表中是底分 20 的牌。"
        "每家輸家照付；超過 {cap} 番照 {cap} 番計。"
    ),
    "payout_note": (
        "計分表：{table_zh}。南家食糊，西家出銃。金額已計注碼（{stake}）及除數（{divisor}）；"
        "超過 {cap} 番照 {cap} 番計。"
    ),
}


def has_cjk(text: str) -> bool:
    """Whether `text` holds a Chinese character (CJK ideographs, extension A on)."""
    # A loop, not a regular expression: compiling the class of 27,000 characters took
    # 1.3 ms of every start (tests/benchmarks/bench_startup.py).
    return any("\u3400" <= c <= "\u9fff" for c in text)


def choice(label: str) -> str:
    """A setting choice's Chinese: 'Half spicy (半辣)' is 半辣, 'Every loser pays alike
    (各家同付, Yahoo)' is 各家同付."""
    for inside in re.findall(r"[(（]([^)）]*)[)）]", label):
        for part in re.split(r"[,，]", inside):
            if has_cjk(part):
                return part.strip()
    return label


def columns(each_pays: bool, responsibility: str) -> tuple[str, str, str, str]:
    if each_pays:
        return ("番", "分數", "食出銃：每家輸家付", "自摸：每家輸家付")
    discard = {"half": "食出銃：出銃者付（其餘兩家）", "equal": "食出銃：每家輸家付"}.get(
        responsibility, "食出銃：出銃者付"
    )
    return ("番", "枱面", discard, "自摸：每家輸家付")


def example_note(win: str, conditions: list[str], tile_zh: str) -> str:
    """How the example was won: 食出銃；食糊牌 北."""
    how = {"self_drawn": "自摸", "discard": "食出銃"}.get(win, "")
    return "、".join(p for p in [how, *conditions] if p) + f"；食糊牌 {tile_zh}"
