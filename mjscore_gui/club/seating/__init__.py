"""Seating a club night of several tables.

draw.py       who sits where each round: tables of four and five, the fewest repeated meetings
plan.py       that plan as data: JSON, saved into the club folder, where each player goes next
plan_page.py  the plan as text and as a printable bilingual page
"""
