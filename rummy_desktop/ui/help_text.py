"""The rules as the game explains them, in its own words, and the About text."""

from __future__ import annotations

from typing import Final

from rummy_desktop import __version__
from rummy_desktop.app.i18n import QT_TRANSLATE_NOOP, fill, translate

RULES_HTML: Final = QT_TRANSLATE_NOOP(
    "Help",
    """
<h2>How to play</h2>
<p>Everyone starts with a rack of tiles (14 in most rule sets). The tiles run
from 1 to 13 in four colours, twice each, plus two jokers. Each colour also
has its own symbol: black &#9824;, blue &#9827;, orange &#9830;, red &#9829;.
Be the first to get rid of all your tiles.</p>

<h3>Melds</h3>
<ul>
<li><b>Run</b>: three or more tiles of one colour in a row, such as
blue 4&nbsp;5&nbsp;6. A 1 may only come before a 2: 12&nbsp;13&nbsp;1 is not
a run.</li>
<li><b>Group</b>: three or four tiles of the same number, every colour
different, such as black 7, blue 7, red 7.</li>
<li>A <b>joker</b> stands in for any tile. In a run it is the number at its
place; in a group, a missing colour.</li>
</ul>

<h3>Your turn</h3>
<p>Lay tiles from your rack on the table, or draw one tile from the pool if
you cannot or do not want to play. Drag tiles from your rack to the table;
tiles side by side in a row form one meld. A meld with a red dashed frame is
not valid yet. <b>Done</b> becomes available once everything on the table is
right; the list under the table says what is still wrong.</p>

<p><b>Initial meld.</b> The first time you play, your new melds must be
worth at least 30 points together (50 in "Tiles 50"), made only from your
own tiles, and you may not touch the tiles already on the table.</p>

<p><b>After that</b> you may rework the whole table: add to melds, split a
run, swap tiles between melds, take a tile from one meld to start another.
At the end of your turn every meld must be valid, every tile that was on the
table must still be there, and at least one tile from your rack must have
been played. <b>Reset turn</b> puts everything back as it was; <b>Undo</b>
takes back your last move.</p>

<h3>The end of a round</h3>
<p>Whoever empties the rack first wins the round. The others lose the points
left on their racks (a joker costs 30, or 25 in the online rules) and the
winner collects them all. When the pool runs dry the round can end without a
winner going out; then the smallest rack wins.</p>

<h3>Hot-seat</h3>
<p>When several people share the screen, the rack is hidden between turns.
Pass the computer on and click to start your own turn.</p>

<h3>Handy keys</h3>
<p>Done: Ctrl+Enter &middot; Draw: Ctrl+D &middot; Undo: Ctrl+Z &middot;
Reset turn: Ctrl+R &middot; Hint: Ctrl+H &middot; Sort by colour: Ctrl+1
&middot; Sort by number: Ctrl+2 &middot; Zoom: Ctrl+plus, Ctrl+minus, Ctrl+0.
Ctrl-click picks several tiles; double-click a meld on the table to pick it
up whole.</p>

<p><b>Without a mouse:</b> Tab moves between the table, the rack and the
buttons. The arrow keys move the cursor; Space or Enter picks up the tile
under it (press again on more tiles to carry several) and puts the carried
tiles down at the cursor; Escape puts them back.</p>
""",
)

DISCARD_HTML: Final = QT_TRANSLATE_NOOP(
    "Help",
    """
<h3>Draw and discard (a house rule)</h3>
<p>Every turn begins by taking one tile: the top of the pool (<b>Take from
pool</b>), or the top tile of the previous player's face-up stack, which you
drag from beside your rack onto your rack or straight onto the table. A tile
from a stack must be played in the same turn in a new meld with at least two
other tiles of yours (after your initial meld, tiles from the table count
too). Then play if you like, and end the turn by dragging one rack tile onto
your own stack, or by adding it to a meld on the table and pressing
<b>Done</b>. Emptying your rack, by playing or by that last discard, wins the
round. Tiles on the stacks count for nobody. Without a mouse: T in the rack
picks up the stack tile, D discards the tile under the cursor.</p>
""",
)

ABOUT_HTML: Final = QT_TRANSLATE_NOOP(
    "Help",
    """
<h3>Rummy Desktop %1</h3>
<p>Tile rummy for the family table: hot-seat games and computer
opponents.</p>
<p>Released under the MIT licence.</p>
""",
)


def rules_html() -> str:
    """The rules in the current language, with the draw-and-discard house rule."""
    return translate("Help", RULES_HTML) + translate("Help", DISCARD_HTML)


def about_html() -> str:
    """The About text in the current language, with the version."""
    return fill(translate("Help", ABOUT_HTML), __version__)
