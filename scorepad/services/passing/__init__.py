"""Passing a game from phone to phone in a link: the link's data (codec) and the service."""
