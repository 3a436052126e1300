"""Services, one package per subject: games/ (the game flow over the rules engine and the
store), judge/ (the judge for the app), exchange/ (export and import), figures/ (statistics),
passing/ (a game in a link), players/, storage/ (where the games are kept, backups), access/
(a shared table's PIN); live.py, at the top, is what every subject's writes tell the sessions.
They never import flet."""
