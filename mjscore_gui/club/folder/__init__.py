"""The club folder: one folder the tables' laptops share (Syncthing, a network drive).

settings_file.py  this laptop's club folder setting as kept in the data folder (club.json), read without the ledger
setting.py        changing that setting: the folder, the secretary, the sessions picked to publish
files.py          the names in a club folder, and writing a file there atomically
publish.py        this ledger's sessions out to the club folder (one file each, tombstones)
sync.py           the club folder in: other laptops' sessions as read-only copies, bad files skipped
"""
