// Render: Cairo drawing.
