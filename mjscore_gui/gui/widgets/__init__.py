"""Small reusable widgets and the window's look: tile buttons and art, layouts, style and scale."""
