"""The table's figures: the one computation (`scorepad stats`), its cache, the judged tricks
counted, and the Statistics screen's figures cut from it."""
