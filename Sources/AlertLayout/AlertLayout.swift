// Layout: Pango measurement and frames.
