"""The judge for the app: the engine's rulings of a trick, a round or a play, its refusals as
`JudgeError`."""
