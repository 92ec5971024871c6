"""The club's window: the chart and the Club menu's panels and dialogs (`ClubFeatures`,
`ClubFolderFeatures`, `ClubRosterFeatures`), over their Qt-free state in `state/`."""
