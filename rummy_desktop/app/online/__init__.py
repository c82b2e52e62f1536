"""A seat at a remote table, in the window: connecting, rejoining, hosting, inviting,
watching, chat, the seat's play for either family (on one base, seat_play.py), its
clock and the words of the table's refusals. Needs the ``websockets`` package,
imported only when online play is used."""
