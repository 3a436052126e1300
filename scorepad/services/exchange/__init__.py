"""Export and import: the export file's format, reading a file, exporting, importing in steps,
the table's changes in a document, and the service the app's screen calls."""
