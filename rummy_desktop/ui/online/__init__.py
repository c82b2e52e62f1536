"""The online windows and dialogs: Host, Join, the lobby menu, the seat window shared
by both families (seat_window.py) with its tile and card fillings, and watching."""
