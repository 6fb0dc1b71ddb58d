"""Occurrences of .ics files in [FROM, TO) by recurring-ical-events (PyPI), one line each:
`FILE UID START END`, FILE the file's base name, UID `-` when absent, START and END as iCalendar
text (`...Z` for zoned and UTC times, converted to UTC; wall clock for floating; `YYYYMMDD` for
dates; END `-` when the occurrence has none), sorted. A file recurring-ical-events cannot read
prints one line `FILE ! ERROR`. The oracle of OccurrencesOracleTests.

Usage: .venv-occurrences/bin/python scripts/occurrences-oracle.py FROM TO FILE...
(FROM and TO as YYYYMMDDTHHMMSSZ)."""
import datetime
import os
import sys

import icalendar
import recurring_ical_events


def utc(text):
    return datetime.datetime.strptime(text, "%Y%m%dT%H%M%SZ").replace(tzinfo=datetime.timezone.utc)


def value(v):
    if v is None:
        return "-"
    if isinstance(v, datetime.datetime):
        if v.tzinfo is None:
            return v.strftime("%Y%m%dT%H%M%S")
        return v.astimezone(datetime.timezone.utc).strftime("%Y%m%dT%H%M%SZ")
    return v.strftime("%Y%m%d")


def end_of(component):
    for name in ("DTEND", "DUE"):
        if component.get(name) is not None:
            return component.get(name).dt
    return None


def occurrences(path, start, end):
    with open(path, "rb") as f:
        calendar = icalendar.Calendar.from_ical(f.read())
    query = recurring_ical_events.of(calendar, components=["VEVENT", "VTODO", "VJOURNAL"])
    lines = []
    for component in query.between(start, end):
        start_property = component.get("DTSTART") or component.get("DUE")
        uid = str(component.get("UID") or "-")
        lines.append("%s %s %s" % (uid, value(start_property.dt), value(end_of(component))))
    return sorted(lines)


def main():
    start, end = utc(sys.argv[1]), utc(sys.argv[2])
    for path in sys.argv[3:]:
        name = os.path.basename(path)
        try:
            lines = occurrences(path, start, end)
        except Exception as error:  # the file is reported, the others still run
            print("%s ! %s" % (name, type(error).__name__))
            continue
        for line in lines:
            print("%s %s" % (name, line))


main()
