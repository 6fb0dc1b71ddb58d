"""Occurrences of an .ics file in [FROM, TO) by recurring-ical-events (PyPI), one line each:
`UID START`, START as iCalendar text (`...Z` for zoned and UTC times, converted to UTC; wall
clock for floating; `YYYYMMDD` for dates), sorted. The oracle of OccurrencesOracleTests.

Usage: .venv-occurrences/bin/python scripts/occurrences-oracle.py FILE FROM TO
(FROM and TO as YYYYMMDDTHHMMSSZ)."""
import datetime
import sys

import icalendar
import recurring_ical_events


def utc(text):
    return datetime.datetime.strptime(text, "%Y%m%dT%H%M%SZ").replace(tzinfo=datetime.timezone.utc)


def value(v):
    if isinstance(v, datetime.datetime):
        if v.tzinfo is None:
            return v.strftime("%Y%m%dT%H%M%S")
        return v.astimezone(datetime.timezone.utc).strftime("%Y%m%dT%H%M%SZ")
    return v.strftime("%Y%m%d")


def main():
    path, start, end = sys.argv[1], utc(sys.argv[2]), utc(sys.argv[3])
    with open(path, "rb") as f:
        calendar = icalendar.Calendar.from_ical(f.read())
    query = recurring_ical_events.of(calendar, components=["VEVENT", "VTODO", "VJOURNAL"])
    lines = []
    for component in query.between(start, end):
        start_property = component.get("DTSTART") or component.get("DUE")
        lines.append("%s %s" % (component.get("UID"), value(start_property.dt)))
    for line in sorted(lines):
        print(line)


main()
