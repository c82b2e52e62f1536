<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>BoardView</name>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>Your rack</source>
        <translation>Deine Bank</translation>
    </message>
</context>
<context>
    <name>CardArt</name>
    <message>
        <source>JOKER</source>
        <translation>JOKER</translation>
    </message>
    <message>
        <source>joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>Ass</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>Bube</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <source>king</source>
        <translation>König</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>Pik</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%2 %1</translation>
    </message>
</context>
<context>
    <name>CardController</name>
    <message>
        <source>No one is waiting to start a turn.</source>
        <translation>Niemand wartet darauf, einen Zug zu beginnen.</translation>
    </message>
    <message>
        <source>The round is still being played.</source>
        <translation>Die Runde läuft noch.</translation>
    </message>
    <message>
        <source>Round %1 is dealt.</source>
        <translation>Runde %1 ist ausgeteilt.</translation>
    </message>
    <message>
        <source>That card is already put out.</source>
        <translation>Diese Karte liegt schon bereit.</translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation>Es gibt nichts rückgängig zu machen.</translation>
    </message>
    <message>
        <source>Lay the melds you put out first (add to them), or take them back with Undo.</source>
        <translation>Lege zuerst die bereitgelegten Kombinationen aus (ergänze sie) oder nimm sie mit Rückgängig zurück.</translation>
    </message>
    <message>
        <source>The melds put out are not laid yet: %1. Add to them, or take them back with Undo.</source>
        <translation>Die bereitgelegten Kombinationen liegen noch nicht aus: %1. Ergänze sie oder nimm sie mit Rückgängig zurück.</translation>
    </message>
    <message>
        <source>Put out, not laid yet: %1.</source>
        <translation>Bereitgelegt, noch nicht ausgelegt: %1.</translation>
    </message>
    <message>
        <source>Time is up for %1.</source>
        <translation>Die Zeit von %1 ist um.</translation>
    </message>
    <message>
        <source>%1 drew from the stock.</source>
        <translation>%1: vom Talon gezogen.</translation>
    </message>
    <message>
        <source>%1 took %2 from the discard pile.</source>
        <translation>%1: %2 vom Ablagestapel genommen.</translation>
    </message>
    <message>
        <source>%1 put %2 back on the pile.</source>
        <translation>%1: %2 auf den Ablagestapel zurückgelegt.</translation>
    </message>
    <message>
        <source>%1 laid %2.</source>
        <translation>%1: %2 ausgelegt.</translation>
    </message>
    <message>
        <source>%1 laid off %2.</source>
        <translation>%1: %2 angelegt.</translation>
    </message>
    <message>
        <source>%1 won a joker with %2.</source>
        <translation>%1: Joker mit %2 gewonnen.</translation>
    </message>
    <message>
        <source>%1 discarded %2.</source>
        <translation>%1: %2 abgelegt.</translation>
    </message>
    <message>
        <source>Click to start the turn first.</source>
        <translation>Klicke zuerst, um den Zug zu beginnen.</translation>
    </message>
    <message>
        <source>Wait: the computer is playing.</source>
        <translation>Warte: der Computer spielt.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Du bist nicht am Zug.</translation>
    </message>
    <message>
        <source>Only a running turn timer can be paused.</source>
        <translation>Nur eine laufende Zuguhr kann angehalten werden.</translation>
    </message>
    <message>
        <source>The game is not paused.</source>
        <translation>Das Spiel ist nicht angehalten.</translation>
    </message>
    <message>
        <source>There is no time left in your time bank.</source>
        <translation>Deine Zeitreserve ist aufgebraucht.</translation>
    </message>
    <message>
        <source>The game is paused: resume it first.</source>
        <translation>Das Spiel ist angehalten: setze es erst fort.</translation>
    </message>
    <message>
        <source>There is no hint to follow.</source>
        <translation>Es gibt keinen Tipp zum Befolgen.</translation>
    </message>
</context>
<context>
    <name>CardGames</name>
    <message>
        <source>Rummy</source>
        <translation>Rommé</translation>
    </message>
    <message>
        <source>Rummy 30</source>
        <translation>Rommé 30</translation>
    </message>
    <message>
        <source>Rummy 51</source>
        <translation>Rommé 51</translation>
    </message>
    <message>
        <source>500 Rum</source>
        <translation>500 Rum</translation>
    </message>
</context>
<context>
    <name>CardHelp</name>
    <message>
        <source>&lt;b&gt;Hint.&lt;/b&gt; &lt;b&gt;Hint&lt;/b&gt; (or Ctrl+H) shows, to you alone, the best melds and lay-offs for your hand as it is, one step at a time, with the cards of the step marked in gold; before your draw it says where to draw from. &lt;b&gt;Do it for me&lt;/b&gt; makes the step shown, and Undo takes it back. Nobody else sees it, and it is never in the log, the save or a replay.</source>
        <translation>&lt;b&gt;Tipp.&lt;/b&gt; &lt;b&gt;Tipp&lt;/b&gt; (oder Strg+H) zeigt nur dir die besten Kombinationen und Anlegemöglichkeiten für deine Hand, wie sie ist, Schritt für Schritt; die Karten des Schritts sind golden markiert. Vor dem Ziehen sagt er, wovon du ziehen solltest. &lt;b&gt;Mach es für mich&lt;/b&gt; führt den gezeigten Schritt aus, Rückgängig nimmt ihn zurück. Niemand sonst sieht ihn, und er steht nie im Protokoll, im Spielstand oder in einer Wiederholung.</translation>
    </message>
    <message>
        <source>Melds are &lt;b&gt;sets&lt;/b&gt; (three or four cards of one rank, each of another suit) and &lt;b&gt;runs&lt;/b&gt; (three or more cards of one suit in a row). An ace goes below the 2 or above the king, never both at once: K-A-2 is no run.</source>
        <translation>Kombinationen sind &lt;b&gt;Sätze&lt;/b&gt; (drei oder vier Karten gleichen Werts, jede von einer anderen Farbe) und &lt;b&gt;Reihen&lt;/b&gt; (drei oder mehr Karten einer Farbe in Folge). Ein Ass steht unter der 2 oder über dem König, nie beides zugleich: K-A-2 ist keine Reihe.</translation>
    </message>
    <message>
        <source>A turn: take one card, from the stock or from the discard pile; lay melds and add cards to melds on the table if you can; end by putting one card on the discard pile. A card you took from the pile may not go straight back onto it.</source>
        <translation>Ein Zug: nimm eine Karte, vom Talon oder vom Ablagestapel; lege Kombinationen aus und lege Karten an Kombinationen auf dem Tisch an, wenn du kannst; beende den Zug, indem du eine Karte auf den Ablagestapel legst. Eine Karte, die du vom Ablagestapel genommen hast, darf nicht gleich wieder darauf.</translation>
    </message>
    <message>
        <source>&lt;b&gt;In the window:&lt;/b&gt; drag the stock or the pile onto your hand to draw. Click cards to select them and drag them onto the table to lay a meld, onto a meld to add to it, onto a joker to win it with the card it stands for, and onto the pile to discard. Drag within your hand to order it, or sort it by suit or by rank. Undo takes back a step, Reset turn the whole turn since your draw (a card drawn from the stock has been seen and stays drawn). Keys: D draw, T take the discard, arrows and Space choose cards, Enter lays them, 1-9 add them to that meld, Delete discards.</source>
        <translation>&lt;b&gt;Im Fenster:&lt;/b&gt; ziehe den Talon oder den Ablagestapel auf deine Hand, um eine Karte zu nehmen. Klicke Karten an, um sie zu wählen, und ziehe sie auf den Tisch für eine neue Kombination, auf eine Kombination zum Anlegen, auf einen Joker, um ihn mit der Karte zu gewinnen, für die er steht, und auf den Ablagestapel zum Ablegen. Ziehe innerhalb der Hand, um sie zu ordnen, oder sortiere nach Farbe oder Wert. Rückgängig nimmt einen Schritt zurück, Zug zurücksetzen den ganzen Zug seit dem Ziehen (eine Karte vom Talon wurde gesehen und bleibt gezogen). Tasten: D ziehen, T die abgelegte Karte nehmen, Pfeile und Leertaste wählen Karten, Enter legt sie aus, 1-9 legt sie an diese Kombination an, Entf legt ab.</translation>
    </message>
    <message>
        <source>&lt;b&gt;500 Rum.&lt;/b&gt; The discard pile is spread so that every card can be read. You may take any card of it, with all the cards above it, but the deepest card you take must go on the table this very turn, in a meld or on one.</source>
        <translation>&lt;b&gt;500 Rum.&lt;/b&gt; Der Ablagestapel liegt aufgefächert, sodass jede Karte lesbar ist. Du darfst jede Karte daraus nehmen, mit allen Karten darüber, aber die unterste genommene Karte muss noch in diesem Zug auf den Tisch, in eine Kombination oder angelegt.</translation>
    </message>
    <message>
        <source>You may add cards to anybody&apos;s meld, and every card scores for the one who laid it: aces 15 (5 at the bottom of a run A-2-3), 2 to 9 five points, 10 and the faces ten. At the end of a round you score your cards on the table minus the cards left in your hand. The first to 500 wins.</source>
        <translation>Du darfst an jede Kombination anlegen, und jede Karte zählt für den, der sie gelegt hat: Asse 15 (5 unten in einer Reihe A-2-3), 2 bis 9 fünf Punkte, 10 und Bilder zehn. Am Ende einer Runde zählen deine Karten auf dem Tisch abzüglich der Karten in deiner Hand. Wer zuerst 500 erreicht, gewinnt.</translation>
    </message>
    <message>
        <source>The round ends when somebody runs out of cards, or when the stock is empty and the player on turn does not want the pile.</source>
        <translation>Die Runde endet, wenn jemand keine Karten mehr hat oder wenn der Talon leer ist und wer am Zug ist den Ablagestapel nicht will.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Rummy %1.&lt;/b&gt; Two packs and four jokers; everyone gets 13 cards. Your first melds, all in one turn and from your hand only, must be worth at least %1 points (the faces ten, an ace 11, or 1 below a 2). In the window the melds of an opening wait beside the table until they are enough.</source>
        <translation>&lt;b&gt;Rommé %1.&lt;/b&gt; Zwei Kartenspiele und vier Joker; alle bekommen 13 Karten. Deine ersten Kombinationen, alle in einem Zug und nur aus der Hand, müssen zusammen mindestens %1 Punkte wert sein (Bilder zehn, ein Ass 11 oder 1 unter einer 2). Im Fenster warten die Kombinationen des ersten Auslegens neben dem Tisch, bis sie genügen.</translation>
    </message>
    <message>
        <source>Before your opening you may take the top discard only to use it in the opening that turn. After it you may add cards to any meld, at most two to one run in a turn. A joker stands for one card for good; whoever holds that card may swap it in and take the joker.</source>
        <translation>Vor deinem ersten Auslegen darfst du die oberste abgelegte Karte nur nehmen, um sie in diesem Zug beim Auslegen zu verwenden. Danach darfst du an jede Kombination anlegen, höchstens zwei Karten an eine Reihe pro Zug. Ein Joker steht für immer für eine Karte; wer diese Karte hat, darf sie einsetzen und den Joker nehmen.</translation>
    </message>
    <message>
        <source>You go out by discarding your last card. The others count their cards (jokers 20, aces 11) as penalty points, doubled if you went out in one go without having opened. Whoever reaches the limit is out of the match; the last one left wins.</source>
        <translation>Du gehst aus, indem du deine letzte Karte ablegst. Die anderen zählen ihre Karten (Joker 20, Asse 11) als Strafpunkte, doppelt, wenn du auf einen Schlag ausgegangen bist, ohne vorher ausgelegt zu haben. Wer die Grenze erreicht, scheidet aus der Partie aus; wer zuletzt übrig bleibt, gewinnt.</translation>
    </message>
    <message>
        <source>If everyone is down to one card and nothing left off the table can be added to a meld, not even a joker won back, nobody can go out any more: the round ends, and everyone counts the card in hand.</source>
        <translation>Hat jeder nur noch eine Karte und lässt sich keine Karte außerhalb des Tisches mehr an eine Kombination anlegen, nicht einmal ein zurückgewonnener Joker, kann niemand mehr ausgehen: Die Runde endet, und jeder zählt die Karte auf der Hand.</translation>
    </message>
    <message>
        <source>In Rummy 51 the opening must hold a run, and the turn of your opening may not end with a joker as the discard.</source>
        <translation>Bei Rommé 51 muss das erste Auslegen eine Reihe enthalten, und der Zug des ersten Auslegens darf nicht mit einem Joker als abgelegter Karte enden.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Rummy.&lt;/b&gt; One pack without jokers. With two players each gets ten cards, seven with three or four, six with more (then two packs are used). You may take the top discard or draw from the stock; once you have laid a meld you may add cards to every meld on the table.</source>
        <translation>&lt;b&gt;Rommé.&lt;/b&gt; Ein Kartenspiel ohne Joker. Zu zweit bekommt jeder zehn Karten, zu dritt oder viert sieben, mit mehr sechs (dann mit zwei Kartenspielen). Du darfst die oberste abgelegte Karte nehmen oder vom Talon ziehen; sobald du eine Kombination gelegt hast, darfst du an jede Kombination auf dem Tisch anlegen.</translation>
    </message>
    <message>
        <source>Whoever gets rid of the last card wins the round, and the others pay the value of their cards: ace 1, the faces ten. Going out in one turn without having melded before is a rummy and doubles the payment.</source>
        <translation>Wer die letzte Karte los ist, gewinnt die Runde, und die anderen zahlen den Wert ihrer Karten: Ass 1, Bilder zehn. In einem Zug auszugehen, ohne vorher ausgelegt zu haben, ist ein Rommé und verdoppelt die Zahlung.</translation>
    </message>
    <message>
        <source>When the stock is used up, the discard pile is turned over as the new stock. If everyone is down to one card and no card left fits a meld on the table, nobody can go out any more: the round ends and nobody pays.</source>
        <translation>Ist der Talon aufgebraucht, wird der Ablagestapel umgedreht und ist der neue Talon. Hat jeder nur noch eine Karte und passt keine übrige Karte mehr an eine Kombination auf dem Tisch, kann niemand mehr ausgehen: Die Runde endet, und niemand zahlt.</translation>
    </message>
    <message>
        <source>With two packs there are two of every card: a card just like one you took from the pile this turn (the same rank and suit) may not be discarded either.</source>
        <translation>Mit zwei Kartenspielen gibt es jede Karte zweimal: Eine Karte, die einer in diesem Zug vom Ablagestapel genommenen gleicht (gleicher Wert und gleiche Farbe), darfst du ebenfalls nicht ablegen.</translation>
    </message>
    <message>
        <source>A draw counts. Once you have drawn from the stock, Undo and Reset turn go back only to just after the draw. If you took cards from the discard pile, you may press &lt;b&gt;Put back&lt;/b&gt; before you lay anything: they return to their places and you draw from the stock instead, not from the pile again. Undo and Reset turn never free you from a card you must use, nor from a rule that refused a move.</source>
        <translation>Gezogen ist gezogen. Hast du vom Talon gezogen, gehen Rückgängig und Zug zurücksetzen nur bis kurz nach dem Ziehen zurück. Hast du Karten vom Ablagestapel genommen, darfst du, bevor du etwas legst, &lt;b&gt;Zurücklegen&lt;/b&gt; drücken: Sie kommen an ihren Platz zurück, und du ziehst stattdessen vom Talon, nicht noch einmal vom Ablagestapel. Rückgängig und Zug zurücksetzen befreien dich nie von einer Karte, die du verwenden musst, noch von einer Regel, die einen Zug abgelehnt hat.</translation>
    </message>
    <message>
        <source>You may lay a run in either order, 3-2-A as well as A-2-3; the table always shows it from low to high.</source>
        <translation>Eine Reihe darfst du in beiden Richtungen legen, 3-2-A ebenso wie A-2-3; der Tisch zeigt sie immer von niedrig nach hoch.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Every round ends.&lt;/b&gt; If the stock has been renewed three times with no card laid in between, or 50 turns go by in which nobody lays a card or draws from the stock (only the top discard passes back and forth), the round ends with nobody out. A match ends after 100 rounds at the latest: the best total wins, and equal totals share the win. The new-game dialog offers only games that can be won: enough cards for everyone, and an opening a hand can reach.</source>
        <translation>&lt;b&gt;Jede Runde endet.&lt;/b&gt; Wurde der Talon dreimal erneuert, ohne dass dazwischen eine Karte gelegt wurde, oder vergehen 50 Züge, in denen niemand eine Karte legt oder vom Talon zieht (nur die oberste abgelegte Karte geht hin und her), endet die Runde, ohne dass jemand ausgegangen ist. Eine Partie endet spätestens nach 100 Runden: Die beste Summe gewinnt, gleiche Summen teilen sich den Sieg. Das Fenster für ein neues Spiel bietet nur Spiele an, die zu gewinnen sind: genug Karten für alle und ein erstes Auslegen, das eine Hand erreichen kann.</translation>
    </message>
    <message>
        <source>This holds also when you take only the top card: it is then the deepest, and must go on the table at once. Some families let the top card alone go into the hand with no duty; the house rule for the top card in the new-game dialog plays it so.</source>
        <translation>Das gilt auch, wenn du nur die oberste Karte nimmst: Sie ist dann die unterste und muss sofort auf den Tisch. Manche Familien lassen die oberste Karte allein ohne Pflicht auf die Hand; die Hausregel für die oberste Karte im Fenster für ein neues Spiel spielt es so.</translation>
    </message>
    <message>
        <source>Played with jokers (a house rule), a joker on the table is won as in Rummy 30 and 51: whoever holds the card it stands for puts that card in its place and takes the joker. A joker may be discarded, even one just won.</source>
        <translation>Mit Jokern gespielt (eine Hausregel), gewinnt man einen Joker auf dem Tisch wie bei Rommé 30 und 51: Wer die Karte hat, für die er steht, legt diese Karte an seinen Platz und nimmt den Joker. Ein Joker darf abgelegt werden, auch ein gerade gewonnener.</translation>
    </message>
    <message>
        <source>A round ended by one of the limits below scores as usual: your cards on the table minus those in your hand.</source>
        <translation>Eine Runde, die durch eine der Grenzen unten endet, zählt wie sonst: deine Karten auf dem Tisch abzüglich der Karten in deiner Hand.</translation>
    </message>
    <message>
        <source>Your opening is laid in one go: put all its melds out together; once they are down you may add cards to melds on the table in the same turn. Before your opening you may not add cards to melds, nor win a joker.</source>
        <translation>Dein erstes Auslegen geschieht in einem Schritt: Lege alle seine Kombinationen zusammen aus; liegen sie, darfst du im selben Zug an Kombinationen auf dem Tisch anlegen. Vor deinem ersten Auslegen darfst du nicht anlegen und keinen Joker gewinnen.</translation>
    </message>
    <message>
        <source>The doubling rummy needs every one of your cards in new melds of your own: adding a card to a meld already on the table, or winning a joker, spoils it. You may discard a joker, even one you have just won.</source>
        <translation>Für das verdoppelnde Rommé müssen alle deine Karten in eigene neue Kombinationen: Eine Karte an eine Kombination anzulegen, die schon auf dem Tisch lag, oder einen Joker zu gewinnen, verdirbt es. Einen Joker darfst du ablegen, auch einen gerade gewonnenen.</translation>
    </message>
    <message>
        <source>If the stock is empty and the discard pile holds a single card, the round ends with nobody out; so it does after one of the limits below. Everyone then counts the cards in hand as penalty points. If everyone still in goes over the limit in the same round, the match ends: of them the lowest total wins, and equal lowest totals share the win. After 100 rounds the lowest total wins.</source>
        <translation>Ist der Talon leer und liegt nur eine Karte auf dem Ablagestapel, endet die Runde, ohne dass jemand ausgegangen ist; ebenso nach einer der Grenzen unten. Alle zählen dann die Karten auf der Hand als Strafpunkte. Kommen alle, die noch dabei sind, in derselben Runde über die Grenze, endet die Partie: Von ihnen gewinnt die niedrigste Summe, und gleiche niedrigste Summen teilen sich den Sieg. Nach 100 Runden gewinnt die niedrigste Summe.</translation>
    </message>
    <message>
        <source>Going out counts as a rummy also when that turn adds cards to melds on the table, as long as you had laid nothing in an earlier turn. A round ended by one of the limits below is scored like a round nobody can end: nobody pays.</source>
        <translation>Ausgehen zählt auch dann als Rommé, wenn du in diesem Zug an Kombinationen auf dem Tisch anlegst, solange du in keinem früheren Zug etwas gelegt hattest. Eine Runde, die durch eine der Grenzen unten endet, zählt wie eine Runde, die niemand beenden kann: Niemand zahlt.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The clock.&lt;/b&gt; When the game has a turn timer, &lt;b&gt;Pause&lt;/b&gt; beside the clock (or Pause in the Turn menu, Ctrl+P) stops it and hides your cards until &lt;b&gt;Resume&lt;/b&gt;; your turn then goes on with the seconds it had left, and a game saved while paused opens paused. The house rule &lt;i&gt;Time bank per player&lt;/i&gt; gives everyone a store of seconds for the whole game: it pays once a turn's own time is up, and &lt;b&gt;+30 s&lt;/b&gt; moves thirty of its seconds to your turn at once. The banks are shown beside the clock and kept with the game.</source>
        <translation>&lt;b&gt;Die Uhr.&lt;/b&gt; Hat das Spiel eine Zuguhr, hält &lt;b&gt;Pause&lt;/b&gt; neben der Uhr (oder Pause im Menü Zug, Strg+P) sie an und verdeckt deine Karten bis &lt;b&gt;Weiter&lt;/b&gt;; dein Zug geht dann mit den Sekunden weiter, die noch übrig waren, und ein angehalten gespeichertes Spiel öffnet angehalten. Die Hausregel &lt;i&gt;Zeitreserve pro Spieler&lt;/i&gt; gibt allen einen Vorrat an Sekunden für das ganze Spiel: er läuft, sobald die eigene Zeit eines Zuges um ist, und &lt;b&gt;+30 s&lt;/b&gt; legt sofort dreißig davon zu deinem Zug. Die Reserven stehen neben der Uhr und werden mit dem Spiel gespeichert.</translation>
    </message>
</context>
<context>
    <name>CardHintBar</name>
    <message>
        <source>Hint: draw from the stock.</source>
        <translation>Tipp: ziehe vom Talon.</translation>
    </message>
    <message>
        <source>Hint: take from the discard pile: it completes a meld this turn.</source>
        <translation>Tipp: nimm vom Ablagestapel: damit vervollständigst du in diesem Zug eine Kombination.</translation>
    </message>
    <message>
        <source>Hint: the card taken cannot be used this turn: put it back and draw from the stock.</source>
        <translation>Tipp: die genommene Karte kannst du in diesem Zug nicht verwenden: lege sie zurück und ziehe vom Talon.</translation>
    </message>
    <message>
        <source>Hint: %1 of your cards can be laid.</source>
        <translation>Tipp: %1 deiner Karten können gelegt werden.</translation>
    </message>
    <message>
        <source>Then discard %1.</source>
        <translation>Lege danach %1 ab.</translation>
    </message>
    <message>
        <source>Hint: now discard %1.</source>
        <translation>Tipp: lege jetzt %1 ab.</translation>
    </message>
    <message>
        <source>Hint: nothing to lay. Your cards make no opening of %1 points the rules allow this turn.</source>
        <translation>Tipp: nichts zu legen. Mit deinen Karten kannst du in diesem Zug kein erstes Auslegen von %1 Punkten machen, das die Regeln erlauben.</translation>
    </message>
    <message>
        <source>Hint: nothing to lay. None of your cards makes a meld or fits one on the table.</source>
        <translation>Tipp: nichts zu legen. Keine deiner Karten bildet eine Kombination oder passt an eine auf dem Tisch.</translation>
    </message>
    <message>
        <source>Discard %1.</source>
        <translation>Lege %1 ab.</translation>
    </message>
    <message>
        <source>draw the top card of the stock.</source>
        <translation>ziehe die oberste Karte vom Talon.</translation>
    </message>
    <message>
        <source>take what is marked in gold on the discard pile: it makes a meld with the cards marked in your hand.</source>
        <translation>nimm, was auf dem Ablagestapel golden markiert ist: es bildet eine Kombination mit den markierten Karten deiner Hand.</translation>
    </message>
    <message>
        <source>put the cards taken back on the discard pile.</source>
        <translation>lege die genommenen Karten auf den Ablagestapel zurück.</translation>
    </message>
    <message>
        <source>lay these melds together: they are your opening.</source>
        <translation>lege diese Kombinationen zusammen aus: sie sind dein erstes Auslegen.</translation>
    </message>
    <message>
        <source>lay these cards as a new meld.</source>
        <translation>lege diese Karten als neue Kombination aus.</translation>
    </message>
    <message>
        <source>lay these cards off on meld %1.</source>
        <translation>lege diese Karten an Kombination %1 an.</translation>
    </message>
    <message>
        <source>Play the step shown for me; Undo takes it back</source>
        <translation>Den gezeigten Schritt für mich spielen; Rückgängig nimmt ihn zurück</translation>
    </message>
</context>
<context>
    <name>CardNewGame</name>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Computer 2</source>
        <translation>Computer 2</translation>
    </message>
    <message>
        <source>Computer 3</source>
        <translation>Computer 3</translation>
    </message>
    <message>
        <source>Seat %1 is taken</source>
        <translation>Platz %1 ist besetzt</translation>
    </message>
    <message>
        <source>Name of seat %1</source>
        <translation>Name auf Platz %1</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Computer: %1</source>
        <translation>Computer: %1</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <source>New card game</source>
        <translation>Neues Kartenspiel</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Rules of this game (change any)</source>
        <translation>Regeln dieses Spiels (beliebig änderbar)</translation>
    </message>
    <message>
        <source>Start game</source>
        <translation>Spiel starten</translation>
    </message>
    <message>
        <source>every player needs a name</source>
        <translation>jeder Spieler braucht einen Namen</translation>
    </message>
    <message>
        <source>Unticked: %1</source>
        <translation>Nicht angehakt: %1</translation>
    </message>
    <message>
        <source>This game is for %1 to %2 players.</source>
        <translation>Dieses Spiel ist für %1 bis %2 Spieler.</translation>
    </message>
    <message>
        <source>No game can be won like this: there are not enough cards to deal %1 cards to each of %2 players and start the discard pile. Deal fewer cards, or play with more packs.</source>
        <translation>So kann niemand das Spiel gewinnen: Es gibt nicht genug Karten, um %2 Spielern je %1 Karten zu geben und den Ablagestapel zu beginnen. Teile weniger Karten aus oder spiele mit mehr Kartenspielen.</translation>
    </message>
    <message>
        <source>No game can be won like this: from a hand of %1 cards nobody can lay an opening of %2 points (%3 at most). Lower the opening, or deal more cards.</source>
        <translation>So kann niemand das Spiel gewinnen: Mit einer Hand von %1 Karten kann niemand beim ersten Auslegen %2 Punkte erreichen (höchstens %3). Senke die Punkte für das erste Auslegen oder teile mehr Karten aus.</translation>
    </message>
</context>
<context>
    <name>CardOffer</name>
    <message>
        <source>Continue the unfinished card game (%1: %2, round %3)?</source>
        <translation>Das unfertige Kartenspiel fortsetzen (%1: %2, Runde %3)?</translation>
    </message>
    <message>
        <source>Continue the card game?</source>
        <translation>Das Kartenspiel fortsetzen?</translation>
    </message>
</context>
<context>
    <name>CardOptions</name>
    <message>
        <source>Cards dealt per player</source>
        <translation>Karten pro Spieler</translation>
    </message>
    <message>
        <source>by the number of players</source>
        <translation>nach der Zahl der Spieler</translation>
    </message>
    <message>
        <source>Packs of cards</source>
        <translation>Kartenspiele</translation>
    </message>
    <message>
        <source>Jokers</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>Jokers per meld at most</source>
        <translation>Höchstens Joker pro Kombination</translation>
    </message>
    <message>
        <source>From the discard pile a player may take</source>
        <translation>Vom Ablagestapel darf man nehmen</translation>
    </message>
    <message>
        <source>the top card</source>
        <translation>die oberste Karte</translation>
    </message>
    <message>
        <source>the top card, before opening only to use it in the opening</source>
        <translation>die oberste Karte, vor dem ersten Auslegen nur, um sie dabei zu verwenden</translation>
    </message>
    <message>
        <source>any card with every card above it</source>
        <translation>jede Karte mit allen Karten darüber</translation>
    </message>
    <message>
        <source>The top card taken alone need not be used</source>
        <translation>Die oberste Karte allein muss nicht verwendet werden</translation>
    </message>
    <message>
        <source>Opening: at least</source>
        <translation>Erstes Auslegen: mindestens</translation>
    </message>
    <message>
        <source>The opening must hold a run</source>
        <translation>Das erste Auslegen muss eine Reihe enthalten</translation>
    </message>
    <message>
        <source>any melds may open</source>
        <translation>jede Kombination darf eröffnen</translation>
    </message>
    <message>
        <source>The opening turn ends with a discard that is not a joker</source>
        <translation>Der Zug des ersten Auslegens endet mit einer abgelegten Karte, die kein Joker ist</translation>
    </message>
    <message>
        <source>any card may end the opening turn</source>
        <translation>jede Karte darf den Zug des ersten Auslegens beenden</translation>
    </message>
    <message>
        <source>Cards may be laid off before a player has melded</source>
        <translation>Anlegen ist erlaubt, bevor man selbst ausgelegt hat</translation>
    </message>
    <message>
        <source>lay off only after melding</source>
        <translation>anlegen erst nach eigenem Auslegen</translation>
    </message>
    <message>
        <source>Cards added to one run per turn at most</source>
        <translation>Höchstens angelegte Karten pro Reihe und Zug</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>keine Grenze</translation>
    </message>
    <message>
        <source>The last card leaves the hand</source>
        <translation>Die letzte Karte verlässt die Hand</translation>
    </message>
    <message>
        <source>melded, laid off or discarded</source>
        <translation>ausgelegt, angelegt oder abgelegt</translation>
    </message>
    <message>
        <source>only as the discard</source>
        <translation>nur als abgelegte Karte</translation>
    </message>
    <message>
        <source>When the stock is empty</source>
        <translation>Wenn der Talon leer ist</translation>
    </message>
    <message>
        <source>the discard pile is turned over</source>
        <translation>wird der Ablagestapel umgedreht</translation>
    </message>
    <message>
        <source>the discard pile but its top card is shuffled</source>
        <translation>wird der Ablagestapel bis auf die oberste Karte gemischt</translation>
    </message>
    <message>
        <source>the round ends</source>
        <translation>endet die Runde</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>the others pay the winner their cards</source>
        <translation>die anderen zahlen dem Gewinner ihre Karten</translation>
    </message>
    <message>
        <source>penalty points for cards left in hand</source>
        <translation>Strafpunkte für Karten in der Hand</translation>
    </message>
    <message>
        <source>points of cards laid minus cards in hand</source>
        <translation>Punkte der ausgelegten Karten minus Karten in der Hand</translation>
    </message>
    <message>
        <source>Going out in one turn without melding before doubles</source>
        <translation>Ausgehen in einem Zug ohne vorheriges Auslegen zählt doppelt</translation>
    </message>
    <message>
        <source>going out in one turn scores as usual</source>
        <translation>Ausgehen in einem Zug zählt normal</translation>
    </message>
    <message>
        <source>A joker counts</source>
        <translation>Ein Joker zählt</translation>
    </message>
    <message>
        <source>A laid joker scores as the card it stands for</source>
        <translation>Ein ausgelegter Joker zählt wie die Karte, für die er steht</translation>
    </message>
    <message>
        <source>a laid joker scores its own points</source>
        <translation>ein ausgelegter Joker zählt seine eigenen Punkte</translation>
    </message>
    <message>
        <source>The match ends</source>
        <translation>Die Partie endet</translation>
    </message>
    <message>
        <source>after a number of deals</source>
        <translation>nach einer Anzahl Runden</translation>
    </message>
    <message>
        <source>when a player reaches a score</source>
        <translation>wenn jemand eine Punktzahl erreicht</translation>
    </message>
    <message>
        <source>when one player is left</source>
        <translation>wenn nur noch einer übrig ist</translation>
    </message>
    <message>
        <source>Deals in a match</source>
        <translation>Runden einer Partie</translation>
    </message>
    <message>
        <source>Score that wins the match</source>
        <translation>Punktzahl, die die Partie gewinnt</translation>
    </message>
    <message>
        <source>A player is out at</source>
        <translation>Ausgeschieden ist man bei</translation>
    </message>
    <message>
        <source>Turn timer</source>
        <translation>Zugzeit</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>the deepest card taken, also the top card alone, must be used at once</source>
        <translation>die unterste genommene Karte, auch die oberste allein, muss sofort verwendet werden</translation>
    </message>
    <message>
        <source>Time bank per player</source>
        <translation>Zeitreserve pro Spieler</translation>
    </message>
</context>
<context>
    <name>CardReplay</name>
    <message>
        <source>no cards</source>
        <translation>keine Karten</translation>
    </message>
    <message>
        <source>Every hand</source>
        <translation>Alle Hände</translation>
    </message>
    <message>
        <source>No hands until the game is over</source>
        <translation>Keine Hände, bis das Spiel vorbei ist</translation>
    </message>
    <message>
        <source>Hands stay hidden until the game is over.</source>
        <translation>Die Hände bleiben verdeckt, bis das Spiel vorbei ist.</translation>
    </message>
</context>
<context>
    <name>CardRoundEnd</name>
    <message>
        <source>Match over</source>
        <translation>Partie vorbei</translation>
    </message>
    <message>
        <source>Round over</source>
        <translation>Runde vorbei</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Cards left</source>
        <translation>Übrige Karten</translation>
    </message>
    <message>
        <source>Laid - in hand</source>
        <translation>Ausgelegt - auf der Hand</translation>
    </message>
    <message>
        <source>This round</source>
        <translation>Diese Runde</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>%1 (out)</source>
        <translation>%1 (ausgeschieden)</translation>
    </message>
    <message>
        <source>%1 (wins the match)</source>
        <translation>%1 (Sieg in der Partie)</translation>
    </message>
    <message>
        <source>The match so far</source>
        <translation>Die Partie bisher</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>Nächste Runde</translation>
    </message>
    <message>
        <source>Watch this game again</source>
        <translation>Dieses Spiel noch einmal ansehen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>The stock ran out: the round is over.</source>
        <translation>Der Talon ist leer: die Runde ist vorbei.</translation>
    </message>
    <message>
        <source>Nobody can go out any more (no card left fits the table): the round is over.</source>
        <translation>Niemand kann mehr ausgehen (keine übrige Karte passt an den Tisch): Die Runde ist vorbei.</translation>
    </message>
    <message>
        <source>%1 went out in one go: rummy, double!</source>
        <translation>%1: auf einen Schlag ausgegangen – Rommé, doppelt!</translation>
    </message>
    <message>
        <source>%1 went out.</source>
        <translation>%1: ausgegangen.</translation>
    </message>
    <message>
        <source>%1 wins the match.</source>
        <translation>Sieg in der Partie: %1.</translation>
    </message>
    <message>
        <source>Penalty points: a player whose total reaches %1 is out; the last one left wins.</source>
        <translation>Strafpunkte: wer insgesamt %1 erreicht, scheidet aus; wer zuletzt übrig bleibt, gewinnt.</translation>
    </message>
    <message>
        <source>Out: %1.</source>
        <translation>Ausgeschieden: %1.</translation>
    </message>
    <message>
        <source>The first to reach %1 points wins.</source>
        <translation>Wer zuerst %1 Punkte erreicht, gewinnt.</translation>
    </message>
    <message>
        <source>All %1 deals are played.</source>
        <translation>Alle %1 Runden sind gespielt.</translation>
    </message>
    <message>
        <source>Deals left: %1.</source>
        <translation>Verbleibende Runden: %1.</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>Nobody went out: the stock was used up and renewed three times without anyone laying a card, so the round is over.</source>
        <translation>Niemand ist ausgegangen: Der Talon war dreimal aufgebraucht und wurde erneuert, ohne dass jemand eine Karte gelegt hat, darum ist die Runde vorbei.</translation>
    </message>
    <message>
        <source>Nobody went out: for 50 turns nobody laid a card or drew from the stock (only the discard went back and forth), so the round is over.</source>
        <translation>Niemand ist ausgegangen: 50 Züge lang hat niemand eine Karte gelegt oder vom Talon gezogen (nur die abgelegte Karte ging hin und her), darum ist die Runde vorbei.</translation>
    </message>
    <message>
        <source>%1 and %2 share the win.</source>
        <translation>%1 und %2 teilen sich den Sieg.</translation>
    </message>
    <message>
        <source>Everyone still in went over the limit in this round: of them, the lowest total wins.</source>
        <translation>Alle, die noch dabei waren, sind in dieser Runde über die Grenze gekommen: von ihnen gewinnt die niedrigste Summe.</translation>
    </message>
    <message>
        <source>The match ends after %1 rounds: the best total wins.</source>
        <translation>Die Partie endet nach %1 Runden: Die beste Summe gewinnt.</translation>
    </message>
    <message>
        <source>%1 (shares the win)</source>
        <translation>%1 (geteilter Sieg)</translation>
    </message>
</context>
<context>
    <name>CardRules</name>
    <message>
        <source>you have drawn already: meld, lay off or discard</source>
        <translation>du hast schon gezogen: lege aus, lege an oder lege ab</translation>
    </message>
    <message>
        <source>the turn of your opening must end with a discard that is not a joker</source>
        <translation>der Zug deines ersten Auslegens muss mit einer abgelegten Karte enden, die kein Joker ist</translation>
    </message>
    <message>
        <source>{card} was just taken from the discard pile and may not be discarded</source>
        <translation>{card} wurde gerade vom Ablagestapel genommen und darf nicht abgelegt werden</translation>
    </message>
    <message>
        <source>{card} is a twin of a card just taken from the discard pile and may not be discarded</source>
        <translation>{card} ist ein Zwilling einer Karte, die gerade vom Ablagestapel genommen wurde, und darf nicht abgelegt werden</translation>
    </message>
    <message>
        <source>begin your turn by drawing: from the stock or the discard pile</source>
        <translation>beginne deinen Zug mit Ziehen: vom Talon oder vom Ablagestapel</translation>
    </message>
    <message>
        <source>the round is over</source>
        <translation>die Runde ist vorbei</translation>
    </message>
    <message>
        <source>the match is over</source>
        <translation>die Partie ist vorbei</translation>
    </message>
    <message>
        <source>the joker&apos;s card is fixed: it stays {card}</source>
        <translation>die Karte des Jokers steht fest: er bleibt {card}</translation>
    </message>
    <message>
        <source>the joker in a set of three is won only by laying both missing suits ({cards})</source>
        <translation>den Joker in einem Satz aus drei gewinnt man nur, indem man beide fehlenden Farben legt ({cards})</translation>
    </message>
    <message>
        <source>the joker stands for {card}: only that card may take its place</source>
        <translation>der Joker steht für {card}: nur diese Karte darf seinen Platz einnehmen</translation>
    </message>
    <message>
        <source>keep one card to discard: the last card must be discarded</source>
        <translation>behalte eine Karte zum Ablegen: die letzte Karte muss abgelegt werden</translation>
    </message>
    <message>
        <source>you may lay off only after laying a meld of your own</source>
        <translation>du darfst erst anlegen, nachdem du selbst eine Kombination gelegt hast</translation>
    </message>
    <message>
        <source>the cards share neither a suit (run) nor a rank (set)</source>
        <translation>die Karten haben weder eine gemeinsame Farbe (Reihe) noch einen gemeinsamen Wert (Satz)</translation>
    </message>
    <message>
        <source>a meld needs at least one card that is not a joker</source>
        <translation>eine Kombination braucht mindestens eine Karte, die kein Joker ist</translation>
    </message>
    <message>
        <source>a meld may hold at most {max} jokers</source>
        <translation>eine Kombination darf höchstens {max} Joker enthalten</translation>
    </message>
    <message>
        <source>a meld may hold only one joker</source>
        <translation>eine Kombination darf nur einen Joker enthalten</translation>
    </message>
    <message>
        <source>a meld needs at least 3 cards</source>
        <translation>eine Kombination braucht mindestens 3 Karten</translation>
    </message>
    <message>
        <source>{card}, taken from the discard pile, must be used in your opening</source>
        <translation>{card}, vom Ablagestapel genommen, muss beim ersten Auslegen verwendet werden</translation>
    </message>
    <message>
        <source>{card}, taken from the discard pile, must be used in a meld or lay-off now</source>
        <translation>{card}, vom Ablagestapel genommen, muss jetzt ausgelegt oder angelegt werden</translation>
    </message>
    <message>
        <source>only cards just taken from the discard pile may be put back</source>
        <translation>nur gerade vom Ablagestapel genommene Karten dürfen zurück</translation>
    </message>
    <message>
        <source>choose at least one card</source>
        <translation>wähle mindestens eine Karte</translation>
    </message>
    <message>
        <source>{cards} is not in your hand</source>
        <translation>{cards} ist nicht in deiner Hand</translation>
    </message>
    <message>
        <source>keep a card you may discard: {cards} may not end this turn</source>
        <translation>behalte eine Karte, die du ablegen darfst: {cards} darf diesen Zug nicht beenden</translation>
    </message>
    <message>
        <source>meld {number} holds no joker</source>
        <translation>Kombination {number} enthält keinen Joker</translation>
    </message>
    <message>
        <source>there is no meld {number} on the table</source>
        <translation>auf dem Tisch liegt keine Kombination {number}</translation>
    </message>
    <message>
        <source>there is no seat {number}</source>
        <translation>es gibt keinen Platz {number}</translation>
    </message>
    <message>
        <source>the opening must contain at least one run</source>
        <translation>das erste Auslegen muss mindestens eine Reihe enthalten</translation>
    </message>
    <message>
        <source>an opening is laid in one go: all its melds together</source>
        <translation>das erste Auslegen geschieht auf einmal: alle Kombinationen zusammen</translation>
    </message>
    <message>
        <source>an opening needs at least {needed} points; these melds make {points}</source>
        <translation>das erste Auslegen braucht mindestens {needed} Punkte; diese Kombinationen ergeben {points}</translation>
    </message>
    <message>
        <source>you may lay off only after your opening</source>
        <translation>du darfst erst nach deinem ersten Auslegen anlegen</translation>
    </message>
    <message>
        <source>you may win a joker only after your opening</source>
        <translation>du darfst erst nach deinem ersten Auslegen einen Joker gewinnen</translation>
    </message>
    <message>
        <source>the discard pile is empty</source>
        <translation>der Ablagestapel ist leer</translation>
    </message>
    <message>
        <source>cards put back may not be taken again this turn: draw from the stock</source>
        <translation>zurückgelegte Karten darfst du in diesem Zug nicht erneut nehmen: ziehe vom Talon</translation>
    </message>
    <message>
        <source>before opening, the top discard may be taken only to use it in your opening this turn</source>
        <translation>vor dem ersten Auslegen darfst du die oberste abgelegte Karte nur nehmen, um sie in diesem Zug dabei zu verwenden</translation>
    </message>
    <message>
        <source>the discard pile holds only {count} cards</source>
        <translation>der Ablagestapel hat nur {count} Karten</translation>
    </message>
    <message>
        <source>only the top card of the discard pile may be taken</source>
        <translation>nur die oberste Karte des Ablagestapels darf genommen werden</translation>
    </message>
    <message>
        <source>the round is still being played</source>
        <translation>die Runde läuft noch</translation>
    </message>
    <message>
        <source>a run cannot turn the corner from king to ace to 2 ({cards})</source>
        <translation>eine Reihe kann nicht vom König über das Ass zur 2 weitergehen ({cards})</translation>
    </message>
    <message>
        <source>the cards of a run must follow one another ({cards})</source>
        <translation>die Karten einer Reihe müssen aufeinander folgen ({cards})</translation>
    </message>
    <message>
        <source>at most {limit} cards may be added to one run in a turn; three or more in sequence are laid as a new run</source>
        <translation>höchstens {limit} Karten dürfen pro Zug an eine Reihe angelegt werden; drei oder mehr in Folge werden als neue Reihe gelegt</translation>
    </message>
    <message>
        <source>a run goes from ace to king, or 2 to ace, never further</source>
        <translation>eine Reihe geht vom Ass bis zum König oder von der 2 bis zum Ass, nie weiter</translation>
    </message>
    <message>
        <source>a hand is arranged with exactly its own cards</source>
        <translation>eine Hand wird genau mit ihren eigenen Karten geordnet</translation>
    </message>
    <message>
        <source>the joker cannot stand for {card}: that suit is already in the set</source>
        <translation>der Joker kann nicht für {card} stehen: diese Farbe ist schon im Satz</translation>
    </message>
    <message>
        <source>a set cannot hold two cards of the same suit ({cards})</source>
        <translation>ein Satz kann keine zwei Karten derselben Farbe enthalten ({cards})</translation>
    </message>
    <message>
        <source>a set has at most 4 cards, one of each suit</source>
        <translation>ein Satz hat höchstens 4 Karten, eine jeder Farbe</translation>
    </message>
</context>
<context>
    <name>CardTable</name>
    <message>
        <source>No card game yet.</source>
        <translation>Noch kein Kartenspiel.</translation>
    </message>
    <message>
        <source>Stock %1</source>
        <translation>Talon %1</translation>
    </message>
    <message>
        <source>Discard pile %1</source>
        <translation>Ablagestapel %1</translation>
    </message>
    <message>
        <source>1 card</source>
        <translation>1 Karte</translation>
    </message>
    <message>
        <source>%1 cards</source>
        <translation>%1 Karten</translation>
    </message>
    <message>
        <source>total %1</source>
        <translation>gesamt %1</translation>
    </message>
    <message>
        <source>laid %1</source>
        <translation>ausgelegt %1</translation>
    </message>
    <message>
        <source>out</source>
        <translation>ausgeschieden</translation>
    </message>
    <message>
        <source>opened</source>
        <translation>ausgelegt</translation>
    </message>
    <message>
        <source>Drop cards here to lay a meld</source>
        <translation>Karten hier ablegen, um eine Kombination auszulegen</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>put out: %1 of %2 points</source>
        <translation>bereitgelegt: %1 von %2 Punkten</translation>
    </message>
    <message>
        <source>The hand is hidden until its player is ready.</source>
        <translation>Die Hand bleibt verdeckt, bis ihr Spieler bereit ist.</translation>
    </message>
    <message>
        <source>Hands are hidden while the computer plays.</source>
        <translation>Die Hände sind verdeckt, während der Computer spielt.</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Deine Hand</translation>
    </message>
    <message>
        <source>Hand of %1</source>
        <translation>Hand von %1</translation>
    </message>
    <message>
        <source>the stock is empty: take from the pile, or press Draw</source>
        <translation>der Talon ist leer: nimm vom Ablagestapel oder drücke Ziehen</translation>
    </message>
    <message>
        <source>draw from the stock or the pile</source>
        <translation>ziehe vom Talon oder vom Ablagestapel</translation>
    </message>
    <message>
        <source>meld, lay off, then discard onto the pile</source>
        <translation>auslegen, anlegen, dann auf den Ablagestapel ablegen</translation>
    </message>
    <message>
        <source>%1 s left</source>
        <translation>noch %1 s</translation>
    </message>
</context>
<context>
    <name>CardWindow</name>
    <message>
        <source>Why a move was refused</source>
        <translation>Warum ein Zug abgelehnt wurde</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Ziehen</translation>
    </message>
    <message>
        <source>Take the top card of the stock</source>
        <translation>Nimm die oberste Karte vom Talon</translation>
    </message>
    <message>
        <source>Take discard</source>
        <translation>Abgelegte nehmen</translation>
    </message>
    <message>
        <source>Take the top card of the discard pile</source>
        <translation>Nimm die oberste Karte vom Ablagestapel</translation>
    </message>
    <message>
        <source>Put back</source>
        <translation>Zurücklegen</translation>
    </message>
    <message>
        <source>Put the cards taken from the pile back, to draw instead</source>
        <translation>Lege die genommenen Karten zurück, um stattdessen zu ziehen</translation>
    </message>
    <message>
        <source>Lay meld</source>
        <translation>Auslegen</translation>
    </message>
    <message>
        <source>Lay the selected cards as a new meld</source>
        <translation>Lege die gewählten Karten als neue Kombination aus</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Take back your last step</source>
        <translation>Nimm deinen letzten Schritt zurück</translation>
    </message>
    <message>
        <source>Reset turn</source>
        <translation>Zug zurücksetzen</translation>
    </message>
    <message>
        <source>Take back the whole turn since your draw</source>
        <translation>Nimm den ganzen Zug seit dem Ziehen zurück</translation>
    </message>
    <message>
        <source>Sort by suit</source>
        <translation>Nach Farbe sortieren</translation>
    </message>
    <message>
        <source>Runs side by side</source>
        <translation>Reihen nebeneinander</translation>
    </message>
    <message>
        <source>Sort by rank</source>
        <translation>Nach Wert sortieren</translation>
    </message>
    <message>
        <source>Sets side by side</source>
        <translation>Sätze nebeneinander</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;New game...</source>
        <translation>&amp;Neues Spiel...</translation>
    </message>
    <message>
        <source>&amp;Continue the last card game</source>
        <translation>Letztes Kartenspiel &amp;fortsetzen</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>Ö&amp;ffnen...</translation>
    </message>
    <message>
        <source>Save &amp;as...</source>
        <translation>Speichern &amp;unter...</translation>
    </message>
    <message>
        <source>Re&amp;play a game...</source>
        <translation>Spiel an&amp;sehen...</translation>
    </message>
    <message>
        <source>S&amp;tatistics...</source>
        <translation>S&amp;tatistik...</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Turn</source>
        <translation>&amp;Zug</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Reset turn</source>
        <translation>Zug &amp;zurücksetzen</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Four-colour suits</source>
        <translation>&amp;Vierfarbige Karten</translation>
    </message>
    <message>
        <source>Clubs green and diamonds blue, for colour-blind players</source>
        <translation>Kreuz grün und Karo blau, für farbenblinde Spieler</translation>
    </message>
    <message>
        <source>&amp;Large cards</source>
        <translation>&amp;Große Karten</translation>
    </message>
    <message>
        <source>Computer &amp;speed</source>
        <translation>Computer-&amp;Tempo</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Rules of this game</source>
        <translation>&amp;Regeln dieses Spiels</translation>
    </message>
    <message>
        <source>&amp;Learn to play</source>
        <translation>&amp;Spielen lernen</translation>
    </message>
    <message>
        <source>%1 - Rummy Desktop</source>
        <translation>%1 - Rummy Desktop</translation>
    </message>
    <message>
        <source>There is no unfinished card game to continue.</source>
        <translation>Es gibt kein unfertiges Kartenspiel zum Fortsetzen.</translation>
    </message>
    <message>
        <source>Saved as %1.</source>
        <translation>Gespeichert als %1.</translation>
    </message>
    <message>
        <source>Card game</source>
        <translation>Kartenspiel</translation>
    </message>
    <message>
        <source>Saved card games (*.json)</source>
        <translation>Gespeicherte Kartenspiele (*.json)</translation>
    </message>
    <message>
        <source>Discard one card at a time.</source>
        <translation>Lege eine Karte nach der anderen ab.</translation>
    </message>
    <message>
        <source>Drop the card on your hand to take it.</source>
        <translation>Lass die Karte auf deiner Hand los, um sie zu nehmen.</translation>
    </message>
    <message>
        <source>Drop the meld on your hand to take it back.</source>
        <translation>Lass die Kombination auf deiner Hand los, um sie zurückzunehmen.</translation>
    </message>
    <message>
        <source>Drop cards on the table to meld, on a meld to lay off, on the pile to discard.</source>
        <translation>Lass Karten auf dem Tisch los zum Auslegen, auf einer Kombination zum Anlegen, auf dem Ablagestapel zum Ablegen.</translation>
    </message>
    <message>
        <source>The joker stands for:</source>
        <translation>Der Joker steht für:</translation>
    </message>
    <message>
        <source>Statistics are not kept in this session.</source>
        <translation>In dieser Sitzung wird keine Statistik geführt.</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>Show the best melds and lay-offs for your hand, step by step, to you alone</source>
        <translation>Zeige die besten Kombinationen und Anlegemöglichkeiten für deine Hand, Schritt für Schritt, nur dir</translation>
    </message>
</context>
<context>
    <name>CardWords</name>
    <message>
        <source>joker</source>
        <translation>Joker</translation>
    </message>
</context>
<context>
    <name>Controller</name>
    <message>
        <source>the round is not over</source>
        <translation>die Runde ist noch nicht vorbei</translation>
    </message>
    <message>
        <source>no one is waiting to start a turn</source>
        <translation>niemand wartet auf den Beginn eines Zuges</translation>
    </message>
    <message>
        <source>only a running turn timer can be paused</source>
        <translation>nur eine laufende Zuguhr kann angehalten werden</translation>
    </message>
    <message>
        <source>the game is not paused</source>
        <translation>das Spiel ist nicht angehalten</translation>
    </message>
    <message>
        <source>there is no time left in your time bank</source>
        <translation>deine Zeitreserve ist aufgebraucht</translation>
    </message>
    <message>
        <source>one cell per tile is needed</source>
        <translation>für jeden Stein wird ein Feld gebraucht</translation>
    </message>
    <message>
        <source>%1 was on the table when your turn began: it must stay on the table</source>
        <translation>%1 lag schon zu Beginn deines Zuges auf dem Tisch: er muss dort bleiben</translation>
    </message>
    <message>
        <source>no rack is shown</source>
        <translation>es wird keine Bank gezeigt</translation>
    </message>
    <message>
        <source>those tiles are not on the rack</source>
        <translation>diese Steine liegen nicht auf der Bank</translation>
    </message>
    <message>
        <source>nothing to undo</source>
        <translation>nichts rückgängig zu machen</translation>
    </message>
    <message>
        <source>Time is up for %1.</source>
        <translation>Die Zeit für %1 ist abgelaufen.</translation>
    </message>
    <message>
        <source>hints need the solver, which is not installed</source>
        <translation>Tipps brauchen den Löser, der nicht installiert ist</translation>
    </message>
    <message>
        <source>The hint could not be found.</source>
        <translation>Es wurde kein Tipp gefunden.</translation>
    </message>
    <message>
        <source>Hint: no play found. Your tiles make no melds worth %1 points together, which your first play needs: draw a tile.</source>
        <translation>Tipp: kein Zug gefunden. Deine Steine ergeben zusammen keine Kombinationen mit %1 Punkten, die dein erstes Auslegen braucht: ziehe einen Stein.</translation>
    </message>
    <message>
        <source>Hint: no play found. None of your tiles makes a new meld or fits a meld on the table, even with the table rearranged: draw a tile.</source>
        <translation>Tipp: kein Zug gefunden. Keiner deiner Steine bildet eine neue Kombination oder passt an eine Kombination auf dem Tisch, auch nicht nach Umlegen: ziehe einen Stein.</translation>
    </message>
    <message>
        <source>the game is paused: resume it first</source>
        <translation>das Spiel ist angehalten: setze es erst fort</translation>
    </message>
    <message>
        <source>wait: the computer is playing</source>
        <translation>warte: der Computer ist am Zug</translation>
    </message>
    <message>
        <source>click to start your turn first</source>
        <translation>klicke zuerst, um deinen Zug zu beginnen</translation>
    </message>
    <message>
        <source>it is nobody&apos;s turn</source>
        <translation>niemand ist am Zug</translation>
    </message>
    <message>
        <source>%1 played %2.</source>
        <translation>%1: %2 gelegt.</translation>
    </message>
    <message>
        <source>%1 drew a tile.</source>
        <translation>%1: einen Stein gezogen.</translation>
    </message>
    <message>
        <source>%1 passed.</source>
        <translation>%1: gepasst.</translation>
    </message>
    <message>
        <source>%1 moved.</source>
        <translation>%1: Zug beendet.</translation>
    </message>
    <message>
        <source>you have taken your tile: end the turn with a discard</source>
        <translation>du hast deinen Stein schon genommen: beende den Zug, indem du einen Stein ablegst</translation>
    </message>
    <message>
        <source>these rules have no discard</source>
        <translation>nach diesen Regeln wird nicht abgelegt</translation>
    </message>
    <message>
        <source>discard one tile at a time</source>
        <translation>lege immer nur einen Stein ab</translation>
    </message>
    <message>
        <source>%1 took %2 from the stack.</source>
        <translation>%1: %2 vom Ablagestapel genommen.</translation>
    </message>
    <message>
        <source>%1 discarded %2.</source>
        <translation>%1: %2 abgelegt.</translation>
    </message>
    <message>
        <source>A move by %1 was refused by the rules.</source>
        <translation>Ein Zug von %1 wurde von den Regeln abgelehnt.</translation>
    </message>
    <message>
        <source>%1 could not decide and takes the usual turn.</source>
        <translation>%1 konnte sich nicht entscheiden und macht den üblichen Zug.</translation>
    </message>
    <message>
        <source>%1 drew %2 penalty tiles.</source>
        <translation>%1: %2 Strafsteine gezogen.</translation>
    </message>
    <message>
        <source>Time&apos;s up: your tiles went back to your rack and you draw %1.</source>
        <translation>Die Zeit ist um: deine Steine sind zurück auf deiner Bank und du ziehst %1.</translation>
    </message>
    <message>
        <source>Time&apos;s up for %2: the tiles went back to the rack, %1 penalty tiles drawn.</source>
        <translation>Zeit abgelaufen für %2: die Steine sind zurück auf der Bank, %1 Strafsteine gezogen.</translation>
    </message>
    <message>
        <source>The table was not valid: your tiles went back to your rack and you draw %1.</source>
        <translation>Der Tisch war nicht gültig: deine Steine sind zurück auf deiner Bank und du ziehst %1.</translation>
    </message>
    <message>
        <source>Penalty for %2: the table was not valid, the tiles went back to the rack, %1 penalty tiles drawn.</source>
        <translation>Strafe für %2: der Tisch war nicht gültig, die Steine sind zurück auf der Bank, %1 Strafsteine gezogen.</translation>
    </message>
    <message>
        <source>Time&apos;s up: nothing was laid, so you draw a tile.</source>
        <translation>Die Zeit ist um: nichts wurde gelegt, also ziehst du einen Stein.</translation>
    </message>
    <message>
        <source>Time&apos;s up for %1: nothing was laid, a tile drawn.</source>
        <translation>Zeit abgelaufen für %1: nichts gelegt, ein Stein gezogen.</translation>
    </message>
    <message>
        <source>Time&apos;s up: the pool is empty, so you pass.</source>
        <translation>Die Zeit ist um: der Vorrat ist leer, also passt du.</translation>
    </message>
    <message>
        <source>Time&apos;s up for %1: the pool is empty, a pass.</source>
        <translation>Zeit abgelaufen für %1: der Vorrat ist leer, gepasst.</translation>
    </message>
    <message>
        <source>Time&apos;s up: your valid melds stay on the table.</source>
        <translation>Die Zeit ist um: deine gültigen Kombinationen bleiben auf dem Tisch.</translation>
    </message>
    <message>
        <source>Time&apos;s up for %1: the valid melds stay on the table.</source>
        <translation>Zeit abgelaufen für %1: die gültigen Kombinationen bleiben auf dem Tisch.</translation>
    </message>
    <message>
        <source>no tiles to put down</source>
        <translation>keine Steine zum Ablegen</translation>
    </message>
    <message>
        <source>this joker stands for %1: only such a tile may take its place</source>
        <translation>dieser Joker steht für %1: nur so ein Stein darf seinen Platz einnehmen</translation>
    </message>
    <message>
        <source>there is no hint to follow</source>
        <translation>es gibt keinen Tipp zum Befolgen</translation>
    </message>
    <message>
        <source>Hint: %1 of your tiles can be played.</source>
        <translation>Tipp: %1 deiner Steine können gelegt werden.</translation>
    </message>
</context>
<context>
    <name>Drag</name>
    <message>
        <source>drop tiles on the table or on your rack</source>
        <translation>lege Steine auf den Tisch oder auf deine Bank</translation>
    </message>
    <message>
        <source>that is outside the table</source>
        <translation>das ist außerhalb des Tisches</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <source>Saved games (*.json);;All files (*)</source>
        <translation>Gespeicherte Spiele (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Open saved game</source>
        <translation>Gespeichertes Spiel öffnen</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Spiel speichern</translation>
    </message>
    <message>
        <source>There is no game to save.</source>
        <translation>Es gibt kein Spiel zum Speichern.</translation>
    </message>
    <message>
        <source>Save game as</source>
        <translation>Spiel speichern unter</translation>
    </message>
    <message>
        <source>The game was not saved</source>
        <translation>Das Spiel wurde nicht gespeichert</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation>Gespeichert in %1</translation>
    </message>
    <message>
        <source>Cannot open this saved game</source>
        <translation>Dieses gespeicherte Spiel kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>%1

The file was not changed.</source>
        <translation>%1

Die Datei wurde nicht verändert.</translation>
    </message>
    <message>
        <source>The backup was opened</source>
        <translation>Die Sicherungskopie wurde geöffnet</translation>
    </message>
    <message>
        <source>%1

The backup copy %2 was good and was opened instead. The damaged file was not changed.</source>
        <translation>%1

Die Sicherungskopie %2 war in Ordnung und wurde stattdessen geöffnet. Die beschädigte Datei wurde nicht verändert.</translation>
    </message>
    <message>
        <source>Continue the last game (%1; round %2, turn %3) where it was left?</source>
        <translation>Das letzte Spiel (%1; Runde %2, Zug %3) dort fortsetzen, wo es aufgehört hat?</translation>
    </message>
    <message>
        <source>Continue the last game?</source>
        <translation>Letztes Spiel fortsetzen?</translation>
    </message>
    <message>
        <source>%1

Choose another folder or name.</source>
        <translation>%1

Wähle einen anderen Ordner oder Namen.</translation>
    </message>
    <message>
        <source>The last autosave is damaged (%1), so the game can only continue from its backup, one turn earlier.</source>
        <translation>Die letzte automatische Sicherung ist beschädigt (%1), daher kann das Spiel nur von der Sicherungskopie aus weitergehen, einen Zug früher.</translation>
    </message>
    <message>
        <source>Games cannot be saved in %1: %2.</source>
        <translation>Spiele können nicht in %1 gespeichert werden: %2.</translation>
    </message>
    <message>
        <source>For now they are saved in %1. Choose another folder?</source>
        <translation>Vorerst werden sie in %1 gespeichert. Einen anderen Ordner wählen?</translation>
    </message>
    <message>
        <source>The game goes on without an autosave. Choose another folder?</source>
        <translation>Das Spiel geht ohne automatische Sicherung weiter. Einen anderen Ordner wählen?</translation>
    </message>
    <message>
        <source>Games cannot be saved</source>
        <translation>Spiele können nicht gespeichert werden</translation>
    </message>
    <message>
        <source>Choose folder…</source>
        <translation>Ordner wählen…</translation>
    </message>
    <message>
        <source>Folder for saved games</source>
        <translation>Ordner für gespeicherte Spiele</translation>
    </message>
    <message>
        <source>Games are saved in %1</source>
        <translation>Spiele werden in %1 gespeichert</translation>
    </message>
</context>
<context>
    <name>HandoverScreen</name>
    <message>
        <source>Pass to %1, then click to start your turn</source>
        <translation>Gib weiter an %1 und klicke dann, um deinen Zug zu beginnen</translation>
    </message>
    <message>
        <source>Start the turn of %1</source>
        <translation>Zug von %1 beginnen</translation>
    </message>
    <message>
        <source>%1: start my turn</source>
        <translation>%1: meinen Zug beginnen</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>
&lt;h2&gt;How to play&lt;/h2&gt;
&lt;p&gt;Everyone starts with a rack of tiles (14 in most rule sets). The tiles run
from 1 to 13 in four colours, twice each, plus two jokers. Each colour also
has its own symbol: black &amp;#9824;, blue &amp;#9827;, orange &amp;#9830;, red &amp;#9829;.
Be the first to get rid of all your tiles.&lt;/p&gt;

&lt;h3&gt;Melds&lt;/h3&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;Run&lt;/b&gt;: three or more tiles of one colour in a row, such as
blue 4&amp;nbsp;5&amp;nbsp;6. A 1 may only come before a 2: 12&amp;nbsp;13&amp;nbsp;1 is not
a run.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Group&lt;/b&gt;: three or four tiles of the same number, every colour
different, such as black 7, blue 7, red 7.&lt;/li&gt;
&lt;li&gt;A &lt;b&gt;joker&lt;/b&gt; stands in for any tile. In a run it is the number at its
place; in a group, a missing colour.&lt;/li&gt;
&lt;/ul&gt;

&lt;h3&gt;Your turn&lt;/h3&gt;
&lt;p&gt;Lay tiles from your rack on the table, or draw one tile from the pool if
you cannot or do not want to play. Drag tiles from your rack to the table;
tiles side by side in a row form one meld. A meld with a red dashed frame is
not valid yet. &lt;b&gt;Done&lt;/b&gt; becomes available once everything on the table is
right; the list under the table says what is still wrong.&lt;/p&gt;

&lt;p&gt;&lt;b&gt;Initial meld.&lt;/b&gt; The first time you play, your new melds must be
worth at least 30 points together (50 in &quot;Tiles 50&quot;), made only from your
own tiles, and you may not touch the tiles already on the table.&lt;/p&gt;

&lt;p&gt;&lt;b&gt;After that&lt;/b&gt; you may rework the whole table: add to melds, split a
run, swap tiles between melds, take a tile from one meld to start another.
At the end of your turn every meld must be valid, every tile that was on the
table must still be there, and at least one tile from your rack must have
been played. &lt;b&gt;Reset turn&lt;/b&gt; puts everything back as it was; &lt;b&gt;Undo&lt;/b&gt;
takes back your last move.&lt;/p&gt;

&lt;h3&gt;The end of a round&lt;/h3&gt;
&lt;p&gt;Whoever empties the rack first wins the round. The others lose the points
left on their racks (a joker costs 30, or 25 in the online rules) and the
winner collects them all. When the pool runs dry the round can end without a
winner going out; then the smallest rack wins.&lt;/p&gt;

&lt;h3&gt;Hot-seat&lt;/h3&gt;
&lt;p&gt;When several people share the screen, the rack is hidden between turns.
Pass the computer on and click to start your own turn.&lt;/p&gt;

&lt;h3&gt;Handy keys&lt;/h3&gt;
&lt;p&gt;Done: Ctrl+Enter &amp;middot; Draw: Ctrl+D &amp;middot; Undo: Ctrl+Z &amp;middot;
Reset turn: Ctrl+R &amp;middot; Hint: Ctrl+H &amp;middot; Sort by colour: Ctrl+1
&amp;middot; Sort by number: Ctrl+2 &amp;middot; Zoom: Ctrl+plus, Ctrl+minus, Ctrl+0.
Ctrl-click picks several tiles; double-click a meld on the table to pick it
up whole.&lt;/p&gt;

&lt;p&gt;&lt;b&gt;Without a mouse:&lt;/b&gt; Tab moves between the table, the rack and the
buttons. The arrow keys move the cursor; Space or Enter picks up the tile
under it (press again on more tiles to carry several) and puts the carried
tiles down at the cursor; Escape puts them back.&lt;/p&gt;
</source>
        <translation>
&lt;h2&gt;So wird gespielt&lt;/h2&gt;
&lt;p&gt;Jeder beginnt mit einer Bank voller Steine (14 bei den meisten Regeln). Die
Steine gehen von 1 bis 13 in vier Farben, jeweils doppelt, dazu zwei Joker.
Jede Farbe hat auch ein eigenes Symbol: schwarz &amp;#9824;, blau &amp;#9827;,
orange &amp;#9830;, rot &amp;#9829;. Wer zuerst alle Steine los ist, gewinnt.&lt;/p&gt;

&lt;h3&gt;Kombinationen&lt;/h3&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;Reihe&lt;/b&gt;: drei oder mehr Steine einer Farbe in Folge, etwa
blau 4&amp;nbsp;5&amp;nbsp;6. Eine 1 darf nur vor einer 2 liegen: 12&amp;nbsp;13&amp;nbsp;1
ist keine Reihe.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Gruppe&lt;/b&gt;: drei oder vier Steine mit derselben Zahl, jede Farbe
anders, etwa schwarz 7, blau 7, rot 7.&lt;/li&gt;
&lt;li&gt;Ein &lt;b&gt;Joker&lt;/b&gt; ersetzt jeden Stein. In einer Reihe ist er die Zahl an
seinem Platz, in einer Gruppe eine fehlende Farbe.&lt;/li&gt;
&lt;/ul&gt;

&lt;h3&gt;Dein Zug&lt;/h3&gt;
&lt;p&gt;Lege Steine von deiner Bank auf den Tisch oder ziehe einen Stein aus dem
Vorrat, wenn du nicht legen kannst oder willst. Ziehe Steine von deiner Bank
auf den Tisch; Steine nebeneinander in einer Zeile bilden eine Kombination.
Eine Kombination mit rot gestricheltem Rahmen ist noch nicht gültig.
&lt;b&gt;Fertig&lt;/b&gt; wird erst möglich, wenn alles auf dem Tisch stimmt; die Liste
unter dem Tisch sagt, was noch nicht stimmt.&lt;/p&gt;

&lt;p&gt;&lt;b&gt;Erstes Auslegen.&lt;/b&gt; Beim ersten Mal müssen deine neuen Kombinationen
zusammen mindestens 30 Punkte wert sein (50 bei &quot;Tiles 50&quot;), nur aus deinen
eigenen Steinen bestehen, und du darfst die Steine auf dem Tisch nicht
anrühren.&lt;/p&gt;

&lt;p&gt;&lt;b&gt;Danach&lt;/b&gt; darfst du den ganzen Tisch umbauen: anlegen, eine Reihe
teilen, Steine zwischen Kombinationen tauschen, einen Stein aus einer
Kombination nehmen, um eine andere zu beginnen. Am Ende deines Zuges muss jede
Kombination gültig sein, jeder Stein, der auf dem Tisch lag, muss noch dort
liegen, und du musst mindestens einen Stein von deiner Bank gelegt haben.
&lt;b&gt;Zug zurücksetzen&lt;/b&gt; stellt alles wieder her; &lt;b&gt;Rückgängig&lt;/b&gt; nimmt
deinen letzten Schritt zurück.&lt;/p&gt;

&lt;h3&gt;Das Ende einer Runde&lt;/h3&gt;
&lt;p&gt;Wer zuerst seine Bank leer hat, gewinnt die Runde. Die anderen verlieren
die Punkte, die noch auf ihrer Bank liegen (ein Joker kostet 30, bei den
Online-Regeln 25), und der Gewinner bekommt sie alle. Ist der Vorrat
aufgebraucht, kann die Runde enden, ohne dass jemand ausgeht; dann gewinnt
die kleinste Bank.&lt;/p&gt;

&lt;h3&gt;Gemeinsam an einem Bildschirm&lt;/h3&gt;
&lt;p&gt;Wenn mehrere Personen den Bildschirm teilen, ist die Bank zwischen den
Zügen verdeckt. Gib den Computer weiter und klicke, um deinen eigenen Zug zu
beginnen.&lt;/p&gt;

&lt;h3&gt;Nützliche Tasten&lt;/h3&gt;
&lt;p&gt;Fertig: Strg+Eingabe &amp;middot; Stein ziehen: Strg+D &amp;middot; Rückgängig:
Strg+Z &amp;middot; Zug zurücksetzen: Strg+R &amp;middot; Tipp: Strg+H &amp;middot; Nach
Farbe sortieren: Strg+1 &amp;middot; Nach Zahl sortieren: Strg+2 &amp;middot; Zoom:
Strg+Plus, Strg+Minus, Strg+0. Strg-Klick wählt mehrere Steine; ein
Doppelklick auf eine Kombination auf dem Tisch nimmt sie ganz auf.&lt;/p&gt;

&lt;p&gt;&lt;b&gt;Ohne Maus:&lt;/b&gt; Tab wechselt zwischen Tisch, Bank und Knöpfen. Die
Pfeiltasten bewegen den Cursor; Leertaste oder Eingabe nimmt den Stein unter
dem Cursor auf (noch einmal auf weiteren Steinen, um mehrere zu tragen) und
legt die getragenen Steine am Cursor ab; Escape legt sie zurück.&lt;/p&gt;
</translation>
    </message>
    <message>
        <source>
&lt;h3&gt;Rummy Desktop %1&lt;/h3&gt;
&lt;p&gt;Tile rummy for the family table: hot-seat games and computer
opponents.&lt;/p&gt;
&lt;p&gt;Released under the MIT licence.&lt;/p&gt;
</source>
        <translation>
&lt;h3&gt;Rummy Desktop %1&lt;/h3&gt;
&lt;p&gt;Steine-Rummy für den Familientisch: gemeinsam an einem Bildschirm und gegen
Computergegner.&lt;/p&gt;
&lt;p&gt;Veröffentlicht unter der MIT-Lizenz.&lt;/p&gt;
</translation>
    </message>
    <message>
        <source>
&lt;h3&gt;Draw and discard (a house rule)&lt;/h3&gt;
&lt;p&gt;Every turn begins by taking one tile: the top of the pool (&lt;b&gt;Take from
pool&lt;/b&gt;), or the top tile of the previous player&apos;s face-up stack, which you
drag from beside your rack onto your rack or straight onto the table. A tile
from a stack must be played in the same turn in a new meld with at least two
other tiles of yours (after your initial meld, tiles from the table count
too). Then play if you like, and end the turn by dragging one rack tile onto
your own stack, or by adding it to a meld on the table and pressing
&lt;b&gt;Done&lt;/b&gt;. Emptying your rack, by playing or by that last discard, wins the
round. Tiles on the stacks count for nobody. Without a mouse: T in the rack
picks up the stack tile, D discards the tile under the cursor.&lt;/p&gt;
</source>
        <translation>
&lt;h3&gt;Ablegen (eine Hausregel)&lt;/h3&gt;
&lt;p&gt;Jeder Zug beginnt damit, dass du einen Stein nimmst: den obersten aus dem
Vorrat (&lt;b&gt;Aus dem Vorrat nehmen&lt;/b&gt;) oder den obersten Stein vom offenen
Ablagestapel des vorigen Spielers, den du von neben deiner Bank auf deine Bank
oder direkt auf den Tisch ziehst. Einen Stein vom Ablagestapel musst du im
selben Zug in einer neuen Reihe oder Gruppe mit mindestens zwei anderen
eigenen Steinen spielen (nach deiner Erstauslage zählen auch Steine vom
Tisch). Danach spiele, wenn du willst, und beende den Zug, indem du einen
Stein deiner Bank auf deinen eigenen Ablagestapel ziehst oder ihn an eine
Reihe oder Gruppe auf dem Tisch anlegst und &lt;b&gt;Fertig&lt;/b&gt; drückst. Wer seine
Bank leert, durch Spielen oder mit diesem letzten abgelegten Stein, gewinnt
die Runde. Steine auf den Ablagestapeln zählen für niemanden. Ohne Maus: T auf
der Bank nimmt den Stein vom Ablagestapel, D legt den Stein unter dem Cursor
ab.&lt;/p&gt;
</translation>
    </message>
</context>
<context>
    <name>HintBar</name>
    <message>
        <source>Step %1 of %2:</source>
        <translation>Schritt %1 von %2:</translation>
    </message>
    <message>
        <source>take these tiles back to your rack.</source>
        <translation>nimm diese Steine zurück auf deine Bank.</translation>
    </message>
    <message>
        <source>put these tiles from your rack and the table on the gold places.</source>
        <translation>lege diese Steine von deiner Bank und vom Tisch auf die goldenen Plätze.</translation>
    </message>
    <message>
        <source>put these tiles from your rack on the gold places.</source>
        <translation>lege diese Steine von deiner Bank auf die goldenen Plätze.</translation>
    </message>
    <message>
        <source>move these tiles of the table to the gold places.</source>
        <translation>schiebe diese Steine des Tisches auf die goldenen Plätze.</translation>
    </message>
    <message>
        <source>Show next step</source>
        <translation>Nächsten Schritt zeigen</translation>
    </message>
    <message>
        <source>Do it for me</source>
        <translation>Mach es für mich</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Make the moves of the hint; Undo takes them back</source>
        <translation>Die Züge des Tipps ausführen; Rückgängig nimmt sie zurück</translation>
    </message>
    <message>
        <source>Looking for a hint…</source>
        <translation>Suche einen Tipp…</translation>
    </message>
</context>
<context>
    <name>Keyboard</name>
    <message>
        <source>; carrying %1</source>
        <translation>; in der Hand: %1</translation>
    </message>
    <message>
        <source>no tiles</source>
        <translation>keine Steine</translation>
    </message>
    <message>
        <source>after the last tile</source>
        <translation>nach dem letzten Stein</translation>
    </message>
    <message>
        <source>%1, %2 of %3</source>
        <translation>%1, %2 von %3</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>row %1, column %2: %3</source>
        <translation>Reihe %1, Spalte %2: %3</translation>
    </message>
    <message>
        <source>no stack tile may be taken now</source>
        <translation>jetzt darf kein Stein vom Ablagestapel genommen werden</translation>
    </message>
</context>
<context>
    <name>Level</name>
    <message>
        <source>Easy</source>
        <translation>Einfach</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <source>Plays like a beginner: it lays new melds from its rack and adds tiles to the ends of melds on the table, and now and then it misses a chance.</source>
        <translation>Spielt wie ein Anfänger: legt neue Kombinationen von der eigenen Bank aus, legt Steine an die Enden von Kombinationen auf dem Tisch an und übersieht manchmal eine Gelegenheit.</translation>
    </message>
    <message>
        <source>Every turn it finds the play that lays the most tiles, rearranging the whole table to do so.</source>
        <translation>Findet in jedem Zug die Möglichkeit, die meisten Steine auszulegen, und ordnet dafür den ganzen Tisch um.</translation>
    </message>
    <message>
        <source>Keeps its tiles at home and draws until it can lay out its whole rack in one turn, so the table gives the others little to work with; as the round nears its end it empties its rack in time, but waits while its tiles would let another player go out.</source>
        <translation>Behält seine Steine bei sich und zieht, bis er seine ganze Bank in einem Zug auslegen kann, sodass der Tisch den anderen wenig zum Anlegen bietet; gegen Ende der Runde leert er seine Bank rechtzeitig, wartet aber, solange ein anderer mit seinen Steinen ausgehen könnte.</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Experte</translation>
    </message>
    <message>
        <source>Keeps most of its tiles at home and goes out in one turn as soon as its whole rack fits, but lays a tile on about two turns in five, always the one that gives the others least to build on, and none once another player is down to four tiles.</source>
        <translation>Behält die meisten Steine bei sich und geht in einem Zug aus, sobald seine ganze Bank passt, legt aber in etwa zwei von fünf Zügen einen Stein an, stets den, an den die anderen am wenigsten anlegen können, und keinen mehr, sobald ein anderer nur noch vier Steine oder weniger hat.</translation>
    </message>
</context>
<context>
    <name>LongRead</name>
    <message>
        <source>Opening a saved game</source>
        <translation>Gespeichertes Spiel öffnen</translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation>%1 wird geöffnet…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Checking move %1 of %2…</source>
        <translation>Zug %1 von %2 wird geprüft…</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Welcome! Would you like to learn a game in a short guided game (about five minutes): tile rummy, or rummy with cards? You can also start either later from Help &gt; Learn to play.</source>
        <translation>Willkommen! Möchtest du ein Spiel in einer kurzen angeleiteten Partie lernen (etwa fünf Minuten): Rummy mit Steinen oder Rommé mit Karten? Du kannst beide auch später über Hilfe &gt; Spielen lernen starten.</translation>
    </message>
    <message>
        <source>Tile rummy</source>
        <translation>Rummy mit Steinen</translation>
    </message>
    <message>
        <source>Cards (Rummy 51)</source>
        <translation>Karten (Rommé 51)</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Jetzt nicht</translation>
    </message>
    <message>
        <source>Rummy Desktop</source>
        <translation>Rummy Desktop</translation>
    </message>
    <message>
        <source>&amp;Done</source>
        <translation>&amp;Fertig</translation>
    </message>
    <message>
        <source>D&amp;raw a tile</source>
        <translation>Stein &amp;ziehen</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Reset turn</source>
        <translation>Zug &amp;zurücksetzen</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>Sort by &amp;colour</source>
        <translation>Nach &amp;Farbe sortieren</translation>
    </message>
    <message>
        <source>Sort by &amp;number</source>
        <translation>Nach &amp;Zahl sortieren</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistik…</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>&amp;Fit table</source>
        <translation>Tisch &amp;einpassen</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regeln</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>Ü&amp;ber</translation>
    </message>
    <message>
        <source>What is still wrong</source>
        <translation>Was noch nicht stimmt</translation>
    </message>
    <message>
        <source>End your turn</source>
        <translation>Beende deinen Zug</translation>
    </message>
    <message>
        <source>Re&amp;play a game…</source>
        <translation>Spiel an&amp;sehen…</translation>
    </message>
    <message>
        <source>Draw a tile and end your turn</source>
        <translation>Ziehe einen Stein und beende deinen Zug</translation>
    </message>
    <message>
        <source>Take back your last move</source>
        <translation>Nimm deinen letzten Schritt zurück</translation>
    </message>
    <message>
        <source>Put every tile back where it was</source>
        <translation>Lege jeden Stein dorthin zurück, wo er lag</translation>
    </message>
    <message>
        <source>Runs side by side</source>
        <translation>Reihen nebeneinander</translation>
    </message>
    <message>
        <source>Groups side by side</source>
        <translation>Gruppen nebeneinander</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;Turn</source>
        <translation>&amp;Zug</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Computer &amp;speed</source>
        <translation>&amp;Tempo des Computers</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Cannot start this game</source>
        <translation>Dieses Spiel kann nicht beginnen</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Statistics are not kept in this session.</source>
        <translation>In dieser Sitzung wird keine Statistik geführt.</translation>
    </message>
    <message>
        <source>Rack hidden until the next player starts</source>
        <translation>Bank verdeckt, bis der nächste Spieler beginnt</translation>
    </message>
    <message>
        <source>Hints need the solver, which is not installed</source>
        <translation>Tipps brauchen den Löser, der nicht installiert ist</translation>
    </message>
    <message>
        <source>It is not your turn</source>
        <translation>Du bist nicht am Zug</translation>
    </message>
    <message>
        <source>Your turn: drag tiles from your rack to the table, or draw a tile.</source>
        <translation>Du bist am Zug: ziehe Steine von deiner Bank auf den Tisch oder ziehe einen Stein.</translation>
    </message>
    <message>
        <source>Play at least one tile first, or draw</source>
        <translation>Lege zuerst mindestens einen Stein oder ziehe</translation>
    </message>
    <message>
        <source>Not done yet:</source>
        <translation>Noch nicht fertig:</translation>
    </message>
    <message>
        <source>All melds are valid.</source>
        <translation>Alle Kombinationen sind gültig.</translation>
    </message>
    <message>
        <source>Press Done.</source>
        <translation>Drücke Fertig.</translation>
    </message>
    <message>
        <source>End your turn (Ctrl+Enter)</source>
        <translation>Beende deinen Zug (Strg+Eingabe)</translation>
    </message>
    <message>
        <source>Start a new game from the Game menu.</source>
        <translation>Beginne ein neues Spiel im Menü Spiel.</translation>
    </message>
    <message>
        <source>Waiting for %1 to start.</source>
        <translation>Warte, bis %1 beginnt.</translation>
    </message>
    <message>
        <source>The round is over.</source>
        <translation>Die Runde ist vorbei.</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>Die Partie ist vorbei.</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Neues Spiel…</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>Nächste Runde</translation>
    </message>
    <message>
        <source>Rummy Desktop · round %1 · %2</source>
        <translation>Rummy Desktop · Runde %1 · %2</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>About Rummy Desktop</source>
        <translation>Über Rummy Desktop</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>The pool is empty: pass (or drag the stack top)</source>
        <translation>Der Vorrat ist leer: passe (oder ziehe den obersten Stein des Ablagestapels)</translation>
    </message>
    <message>
        <source>Take from pool</source>
        <translation>Aus dem Vorrat nehmen</translation>
    </message>
    <message>
        <source>Begin your turn with the pool&apos;s top tile</source>
        <translation>Beginne deinen Zug mit dem obersten Stein aus dem Vorrat</translation>
    </message>
    <message>
        <source>Your turn: take from the pool, or drag %1 from the stack of %2 onto your rack or the table.</source>
        <translation>Du bist am Zug: nimm aus dem Vorrat, oder ziehe %1 vom Ablagestapel von %2 auf deine Bank oder den Tisch.</translation>
    </message>
    <message>
        <source>Your turn: take a tile from the pool.</source>
        <translation>Du bist am Zug: nimm einen Stein aus dem Vorrat.</translation>
    </message>
    <message>
        <source>Play if you like, then end your turn: drag a tile onto your stack, or add it to a meld and press Done.</source>
        <translation>Spiele, wenn du willst, und beende dann deinen Zug: ziehe einen Stein auf deinen Ablagestapel, oder lege ihn an eine Reihe oder Gruppe an und drücke Fertig.</translation>
    </message>
    <message>
        <source>Your turn: drag tiles from your rack to the table, or pass.</source>
        <translation>Du bist am Zug: ziehe Steine von deiner Bank auf den Tisch oder passe.</translation>
    </message>
    <message>
        <source>Play at least one tile first, or pass</source>
        <translation>Lege zuerst mindestens einen Stein oder passe</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>&amp;Passen</translation>
    </message>
    <message>
        <source>The pool is empty: end your turn without a tile</source>
        <translation>Der Vorrat ist leer: beende deinen Zug ohne Stein</translation>
    </message>
    <message>
        <source>The tiles you moved this turn go back where they were, and you pass. Pass?</source>
        <translation>Die Steine, die du in diesem Zug bewegt hast, gehen zurück, und du passt. Passen?</translation>
    </message>
    <message>
        <source>The tiles you moved this turn go back where they were, and you draw a tile. Draw?</source>
        <translation>Die Steine, die du in diesem Zug bewegt hast, gehen zurück, und du ziehst einen Stein. Ziehen?</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Ziehen</translation>
    </message>
    <message>
        <source>Turn of %1: thinking…</source>
        <translation>%1 am Zug: überlegt…</translation>
    </message>
    <message>
        <source>Turn of %1: playing…</source>
        <translation>%1 am Zug: legt…</translation>
    </message>
    <message>
        <source>Save &amp;folder…</source>
        <translation>Speicher&amp;ordner…</translation>
    </message>
    <message>
        <source>Show a good play step by step, to you alone</source>
        <translation>Zeige einen guten Zug Schritt für Schritt, nur dir</translation>
    </message>
    <message>
        <source>The statistics cannot be read: %1.

Start new statistics? The old file is kept beside the new one.</source>
        <translation>Die Statistik kann nicht gelesen werden: %1.

Eine neue Statistik beginnen? Die alte Datei bleibt neben der neuen erhalten.</translation>
    </message>
    <message>
        <source>This round could not be added to the statistics: %1</source>
        <translation>Diese Runde konnte nicht in die Statistik aufgenommen werden: %1</translation>
    </message>
    <message>
        <source>&amp;Learn to play…</source>
        <translation>Spielen &amp;lernen…</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Spielen lernen</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>Computer 1</source>
        <translation>Computer 1</translation>
    </message>
    <message>
        <source>Computer 2</source>
        <translation>Computer 2</translation>
    </message>
    <message>
        <source>Computer 3</source>
        <translation>Computer 3</translation>
    </message>
    <message>
        <source>Computer 4</source>
        <translation>Computer 4</translation>
    </message>
    <message>
        <source>Computer 5</source>
        <translation>Computer 5</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Platz %1</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Computer: %1</source>
        <translation>Computer: %1</translation>
    </message>
    <message>
        <source>as the table</source>
        <translation>wie der Tisch</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 Punkte</translation>
    </message>
    <message>
        <source>Name of seat %1</source>
        <translation>Name auf Platz %1</translation>
    </message>
    <message>
        <source>Who plays seat %1</source>
        <translation>Wer auf Platz %1 spielt</translation>
    </message>
    <message>
        <source>Own initial meld of seat %1</source>
        <translation>Eigenes erstes Auslegen auf Platz %1</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Own timer</source>
        <translation>Eigene Zeit</translation>
    </message>
    <message>
        <source>Own initial meld</source>
        <translation>Eigenes erstes Auslegen</translation>
    </message>
    <message>
        <source>Computer players are not installed: people only.</source>
        <translation>Computerspieler sind nicht installiert: nur Menschen.</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>Regelwerk</translation>
    </message>
    <message>
        <source>Turn timer</source>
        <translation>Zugzeit</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Runden</translation>
    </message>
    <message>
        <source>First to</source>
        <translation>Zuerst bis</translation>
    </message>
    <message>
        <source> points</source>
        <translation> Punkte</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Hausregeln</translation>
    </message>
    <message>
        <source>Start game</source>
        <translation>Spiel beginnen</translation>
    </message>
    <message>
        <source>Unticked: %1</source>
        <translation>Nicht angehakt: %1</translation>
    </message>
    <message>
        <source>every player needs a name</source>
        <translation>jeder Spieler braucht einen Namen</translation>
    </message>
    <message>
        <source>there are not enough tiles for that many large racks</source>
        <translation>es gibt nicht genug Steine für so viele große Bänke</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Steine</translation>
    </message>
    <message>
        <source>Cards: %1</source>
        <translation>Karten: %1</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>no timer</source>
        <translation>keine Zugzeit</translation>
    </message>
    <message>
        <source>This player's own turn timer: no timer, or more time, for a child or a player who listens to the table with a screen reader</source>
        <translation>Die eigene Zugzeit dieses Spielers: keine Zugzeit oder mehr Zeit, für ein Kind oder für jemanden, der den Tisch mit einem Bildschirmleser hört</translation>
    </message>
    <message>
        <source>Turn timer of seat %1</source>
        <translation>Zugzeit auf Platz %1</translation>
    </message>
</context>
<context>
    <name>NoticeBar</name>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Hide this notice</source>
        <translation>Diesen Hinweis ausblenden</translation>
    </message>
</context>
<context>
    <name>OnlineCardPlay</name>
    <message>
        <source>Lay the melds you put out first, or take them back to your hand.</source>
        <translation>Lege zuerst die bereitgelegten Kombinationen aus oder nimm sie zurück auf die Hand.</translation>
    </message>
    <message>
        <source>The melds put out are not laid yet: %1. Lay more with them, or take them back to your hand.</source>
        <translation>Die bereitgelegten Kombinationen liegen noch nicht aus: %1. Lege weitere dazu oder nimm sie zurück auf die Hand.</translation>
    </message>
    <message>
        <source>Put out, not laid yet: %1.</source>
        <translation>Bereitgelegt, noch nicht ausgelegt: %1.</translation>
    </message>
    <message>
        <source>Those are not the cards in hand.</source>
        <translation>Das sind nicht die Karten auf der Hand.</translation>
    </message>
</context>
<context>
    <name>OnlineCardWindow</name>
    <message>
        <source>Lay what is put out</source>
        <translation>Bereitgelegtes auslegen</translation>
    </message>
</context>
<context>
    <name>OnlineHost</name>
    <message>
        <source>Watch code (to watch without playing): &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>Zuschaucode (zum Zuschauen ohne mitzuspielen): &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>New match, same seats</source>
        <translation>Neue Partie, gleiche Plätze</translation>
    </message>
    <message>
        <source>Deals a new match at this table for the same players; their seat tokens stay.</source>
        <translation>Gibt an diesem Tisch eine neue Partie für dieselben Spieler; ihre Platzschlüssel bleiben.</translation>
    </message>
    <message>
        <source>A new match: Start opens the windows of the people here; guests choose Join the new match in their window.</source>
        <translation>Eine neue Partie: Starten öffnet die Fenster der Leute hier; Gäste wählen in ihrem Fenster Bei der neuen Partie mitspielen.</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>Stops every clock at the table; nobody can play until you resume.</source>
        <translation>Hält jede Uhr am Tisch an; niemand kann spielen, bis du fortsetzt.</translation>
    </message>
    <message>
        <source>End the game</source>
        <translation>Spiel beenden</translation>
    </message>
    <message>
        <source>End the game for everyone? The scores stay as they are and nobody wins.</source>
        <translation>Das Spiel für alle beenden? Die Punkte bleiben, wie sie sind, und niemand gewinnt.</translation>
    </message>
    <message>
        <source>Host a table</source>
        <translation>Einen Tisch eröffnen</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Who plays</source>
        <translation>Wer spielt</translation>
    </message>
    <message>
        <source>Me</source>
        <translation>Ich</translation>
    </message>
    <message>
        <source>Guest</source>
        <translation>Gast</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>a person at this computer</source>
        <translation>jemand an diesem Computer</translation>
    </message>
    <message>
        <source>a person joining from elsewhere</source>
        <translation>jemand, der von woanders mitspielt</translation>
    </message>
    <message>
        <source>computer: %1</source>
        <translation>Computer: %1</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>niemand</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Regeln:</translation>
    </message>
    <message>
        <source>Only through this computer (invite codes)</source>
        <translation>Nur über diesen Computer (Einladungscodes)</translation>
    </message>
    <message>
        <source>Also from the local network (connect to address)</source>
        <translation>Auch aus dem lokalen Netzwerk (mit Adresse verbinden)</translation>
    </message>
    <message>
        <source>Open the table</source>
        <translation>Tisch eröffnen</translation>
    </message>
    <message>
        <source>Let the computer play</source>
        <translation>Den Computer spielen lassen</translation>
    </message>
    <message>
        <source>A computer plays the seat of someone whose connection is lost; they take it back when they return.</source>
        <translation>Ein Computer spielt den Platz von jemandem, dessen Verbindung abgerissen ist; bei der Rückkehr übernimmt die Person ihn wieder.</translation>
    </message>
    <message>
        <source>Away:</source>
        <translation>Abwesend:</translation>
    </message>
    <message>
        <source>Make an invite code</source>
        <translation>Einladungscode erstellen</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Every seat needs a name.</source>
        <translation>Jeder Platz braucht einen Namen.</translation>
    </message>
    <message>
        <source>A game needs at least two seats.</source>
        <translation>Ein Spiel braucht mindestens zwei Plätze.</translation>
    </message>
    <message>
        <source>Two seats have the same name.</source>
        <translation>Zwei Plätze haben denselben Namen.</translation>
    </message>
    <message>
        <source>At least one person plays at this computer.</source>
        <translation>Mindestens eine Person spielt an diesem Computer.</translation>
    </message>
    <message>
        <source>Address: %1</source>
        <translation>Adresse: %1</translation>
    </message>
    <message>
        <source>Table code: &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>Tischcode: &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>From another computer, use this computer&apos;s own address.</source>
        <translation>Von einem anderen Computer aus die eigene Adresse dieses Computers verwenden.</translation>
    </message>
    <message>
        <source>Invite code: &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>Einladungscode: &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>joined</source>
        <translation>beigetreten</translation>
    </message>
    <message>
        <source>waiting; seat token: &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>wartet; Platzschlüssel: &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>at this computer</source>
        <translation>an diesem Computer</translation>
    </message>
    <message>
        <source>away; the computer (%1) plays until they return</source>
        <translation>abwesend; der Computer (%1) spielt bis zur Rückkehr</translation>
    </message>
    <message>
        <source>&lt;b&gt;connection lost&lt;/b&gt;; the seat waits</source>
        <translation>&lt;b&gt;Verbindung abgerissen&lt;/b&gt;; der Platz wartet</translation>
    </message>
    <message>
        <source>Reopen the table</source>
        <translation>Tisch wieder öffnen</translation>
    </message>
    <message>
        <source>Forget it</source>
        <translation>Vergessen</translation>
    </message>
    <message>
        <source>Your table %1 (%2) was still open when the game closed. Reopen it on port %3: guests who joined by address come back by themselves.</source>
        <translation>Dein Tisch %1 (%2) war noch offen, als das Spiel geschlossen wurde. Öffne ihn wieder auf Port %3: Gäste, die über eine Adresse beigetreten sind, kommen von selbst zurück.</translation>
    </message>
    <message>
        <source>The table %1 is gone: its game was over, or nobody played at it for a long time.</source>
        <translation>Den Tisch %1 gibt es nicht mehr: Sein Spiel war vorbei, oder lange hat niemand daran gespielt.</translation>
    </message>
    <message>
        <source>joined; seat token: &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>beigetreten; Platzschlüssel: &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>(seat token: &lt;b&gt;%1&lt;/b&gt;)</source>
        <translation>(Platzschlüssel: &lt;b&gt;%1&lt;/b&gt;)</translation>
    </message>
    <message>
        <source>Where the two computers meet to pair their invite code; the guest uses the same.</source>
        <translation>Wo sich die beiden Computer treffen, um ihren Einladungscode zu verbinden; der Gast nimmt denselben.</translation>
    </message>
    <message>
        <source>Cannot open a table server on %1:%2: %3</source>
        <translation>Kann keinen Tischserver auf %1:%2 öffnen: %3</translation>
    </message>
    <message>
        <source>Guests who came with an invite code need a new one: make it and read it out; they choose Rejoin in Join and type it.</source>
        <translation>Gäste, die mit einem Einladungscode kamen, brauchen einen neuen: Erstelle ihn und lies ihn vor; sie wählen Wieder beitreten in Beitreten und geben ihn ein.</translation>
    </message>
</context>
<context>
    <name>OnlineJoin</name>
    <message>
        <source>Join a table</source>
        <translation>An einen Tisch setzen</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>Dein Name:</translation>
    </message>
    <message>
        <source>Invite code</source>
        <translation>Einladungscode</translation>
    </message>
    <message>
        <source>Connect to address</source>
        <translation>Mit Adresse verbinden</translation>
    </message>
    <message>
        <source>Code:</source>
        <translation>Code:</translation>
    </message>
    <message>
        <source>Rendezvous server:</source>
        <translation>Vermittlungsserver:</translation>
    </message>
    <message>
        <source>Address:</source>
        <translation>Adresse:</translation>
    </message>
    <message>
        <source>Table code:</source>
        <translation>Tischcode:</translation>
    </message>
    <message>
        <source>Seat token:</source>
        <translation>Platzschlüssel:</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Beitreten</translation>
    </message>
    <message>
        <source>Invite by code needs the online extra with fowl</source>
        <translation>Einladen per Code braucht die Online-Erweiterung mit fowl</translation>
    </message>
    <message>
        <source>Type your name.</source>
        <translation>Gib deinen Namen ein.</translation>
    </message>
    <message>
        <source>An invite code is a number and words, like 7-guitarist-revenge.</source>
        <translation>Ein Einladungscode besteht aus einer Zahl und Wörtern, etwa 7-guitarist-revenge.</translation>
    </message>
    <message>
        <source>An address starts with ws:// or wss://, like ws://host:8765.</source>
        <translation>Eine Adresse beginnt mit ws:// oder wss://, etwa ws://host:8765.</translation>
    </message>
    <message>
        <source>A table code is six letters and digits, like ABC234.</source>
        <translation>Ein Tischcode besteht aus sechs Buchstaben und Ziffern, etwa ABC234.</translation>
    </message>
    <message>
        <source>Type the seat token the host gave you.</source>
        <translation>Gib den Platzschlüssel ein, den du vom Gastgeber bekommen hast.</translation>
    </message>
    <message>
        <source>Joining…</source>
        <translation>Trete bei…</translation>
    </message>
    <message>
        <source>Your seats:</source>
        <translation>Deine Plätze:</translation>
    </message>
    <message>
        <source>Your seats</source>
        <translation>Deine Plätze</translation>
    </message>
    <message>
        <source>Rejoin</source>
        <translation>Wieder beitreten</translation>
    </message>
    <message>
        <source>Type the new invite code the host&apos;s computer made, then press Join.</source>
        <translation>Gib den neuen Einladungscode ein, den der Computer des Gastgebers erstellt hat, und drücke dann auf Beitreten.</translation>
    </message>
    <message>
        <source>Table %1, seat %2 (by invite code)</source>
        <translation>Tisch %1, Platz %2 (mit Einladungscode)</translation>
    </message>
    <message>
        <source>Table %1, seat %2 at %3</source>
        <translation>Tisch %1, Platz %2 an %3</translation>
    </message>
    <message>
        <source>The seat token has a mistake: a character is not what the host read out. Check it with the host.</source>
        <translation>Im Platzschlüssel ist ein Fehler: Ein Zeichen ist nicht das, was der Gastgeber vorgelesen hat. Prüfe ihn mit dem Gastgeber.</translation>
    </message>
</context>
<context>
    <name>OnlineMenu</name>
    <message>
        <source>&amp;Watch a table…</source>
        <translation>Einem Tisch &amp;zuschauen…</translation>
    </message>
    <message>
        <source>Online play needs the websockets package, which is missing from this installation.

Install it with:
%1
and start the game again.</source>
        <translation>Online spielen braucht das Paket websockets, das in dieser Installation fehlt.

Installiere es mit:
%1
und starte das Spiel neu.</translation>
    </message>
    <message>
        <source>Invite by code is not installed: %1 adds it.</source>
        <translation>Einladen per Code ist nicht installiert: %1 fügt es hinzu.</translation>
    </message>
    <message>
        <source>Play &amp;online</source>
        <translation>&amp;Online spielen</translation>
    </message>
    <message>
        <source>&amp;Host…</source>
        <translation>Tisch &amp;eröffnen…</translation>
    </message>
    <message>
        <source>&amp;Join…</source>
        <translation>&amp;Beitreten…</translation>
    </message>
    <message>
        <source>Play online</source>
        <translation>Online spielen</translation>
    </message>
    <message>
        <source>Online play needs the online extra, which is not installed.

Install it with:
%1
and start the game again.</source>
        <translation>Online spielen braucht die Online-Erweiterung, die nicht installiert ist.

Installiere sie mit:
%1
und starte das Spiel neu.</translation>
    </message>
    <message>
        <source>%1 at table %2</source>
        <translation>%1 an Tisch %2</translation>
    </message>
    <message>
        <source>Could not join: %1</source>
        <translation>Beitreten nicht möglich: %1</translation>
    </message>
</context>
<context>
    <name>OnlinePlay</name>
    <message>
        <source>Paused by the host</source>
        <translation>Vom Gastgeber angehalten</translation>
    </message>
    <message>
        <source>The host ended the game.</source>
        <translation>Der Gastgeber hat das Spiel beendet.</translation>
    </message>
    <message>
        <source>this is a table of the card game %1</source>
        <translation>dies ist ein Tisch des Kartenspiels %1</translation>
    </message>
    <message>
        <source>the window plays tile tables only</source>
        <translation>das Fenster spielt nur an Steintischen</translation>
    </message>
    <message>
        <source>the table moved on before your move arrived: look again</source>
        <translation>der Tisch ist weitergegangen, bevor dein Zug ankam: schau noch einmal hin</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>das Spiel ist vorbei</translation>
    </message>
    <message>
        <source>the game starts once every seat has joined</source>
        <translation>das Spiel beginnt, sobald alle Plätze besetzt sind</translation>
    </message>
    <message>
        <source>Connection lost, reconnecting…</source>
        <translation>Verbindung verloren, verbinde neu…</translation>
    </message>
    <message>
        <source>Waiting for the host to start…</source>
        <translation>Warte, bis der Gastgeber beginnt…</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>Die Partie ist vorbei.</translation>
    </message>
    <message>
        <source>%1 is playing…</source>
        <translation>Am Zug: %1…</translation>
    </message>
    <message>
        <source>your move is on its way to the table</source>
        <translation>dein Zug ist unterwegs zum Tisch</translation>
    </message>
    <message>
        <source>it is not your turn</source>
        <translation>du bist nicht am Zug</translation>
    </message>
    <message>
        <source>no tiles to put down</source>
        <translation>keine Steine zum Ablegen</translation>
    </message>
    <message>
        <source>those tiles are not on the rack</source>
        <translation>diese Steine liegen nicht auf der Bank</translation>
    </message>
    <message>
        <source>draw and discard is not played online yet</source>
        <translation>Ziehen und Abwerfen kann noch nicht online gespielt werden</translation>
    </message>
    <message>
        <source>The game cannot go on at this table.</source>
        <translation>Das Spiel kann an diesem Tisch nicht weitergehen.</translation>
    </message>
    <message>
        <source>the table is gone: its game is over, or its host no longer has it</source>
        <translation>den Tisch gibt es nicht mehr: Sein Spiel ist vorbei, oder der Gastgeber hat ihn nicht mehr</translation>
    </message>
    <message>
        <source>the table has not answered for %1 min; join again (Rejoin) once its host has it open</source>
        <translation>der Tisch antwortet seit %1 Min. nicht; tritt wieder bei (Wieder beitreten), sobald der Gastgeber ihn geöffnet hat</translation>
    </message>
</context>
<context>
    <name>OnlineWindow</name>
    <message>
        <source>Join the new match</source>
        <translation>Bei der neuen Partie mitspielen</translation>
    </message>
    <message>
        <source>Once the host has started a new match at this table, take your seat in it.</source>
        <translation>Sobald der Gastgeber an diesem Tisch eine neue Partie begonnen hat, nimm deinen Platz darin ein.</translation>
    </message>
    <message>
        <source>The host has not started a new match yet.</source>
        <translation>Der Gastgeber hat noch keine neue Partie begonnen.</translation>
    </message>
    <message>
        <source>Another seat is being taken: wait.</source>
        <translation>Gerade wird ein anderer Platz eingenommen: bitte warten.</translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>Chat</translation>
    </message>
    <message>
        <source>Chat with the table</source>
        <translation>Mit dem Tisch chatten</translation>
    </message>
    <message>
        <source>Chat line</source>
        <translation>Chatzeile</translation>
    </message>
    <message>
        <source>Say</source>
        <translation>Sagen</translation>
    </message>
    <message>
        <source>Waiting for the table…</source>
        <translation>Warte auf den Tisch…</translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation>Du bist am Zug.</translation>
    </message>
    <message>
        <source>%1: %2 tiles, %3 points</source>
        <translation>%1: %2 Steine, %3 Punkte</translation>
    </message>
    <message>
        <source>(away)</source>
        <translation>(weg)</translation>
    </message>
    <message>
        <source>(a computer plays for now)</source>
        <translation>(vorerst spielt ein Computer)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Cannot play at this table: %1</source>
        <translation>An diesem Tisch kann nicht gespielt werden: %1</translation>
    </message>
    <message>
        <source>%1 s left</source>
        <translation>noch %1 s</translation>
    </message>
    <message>
        <source>What was played</source>
        <translation>Was gespielt wurde</translation>
    </message>
</context>
<context>
    <name>Options</name>
    <message>
        <source>Tiles dealt per player</source>
        <translation>Steine pro Spieler beim Austeilen</translation>
    </message>
    <message>
        <source>Initial meld: at least</source>
        <translation>Erstes Auslegen: mindestens</translation>
    </message>
    <message>
        <source>Joker in the initial meld counts</source>
        <translation>Joker zählt beim ersten Auslegen</translation>
    </message>
    <message>
        <source>the value it stands for</source>
        <translation>den Wert, für den er steht</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>A joker on the table may leave its meld</source>
        <translation>Ein Joker auf dem Tisch darf seine Kombination verlassen</translation>
    </message>
    <message>
        <source>freely</source>
        <translation>frei</translation>
    </message>
    <message>
        <source>once replaced</source>
        <translation>sobald ersetzt</translation>
    </message>
    <message>
        <source>once replaced from the rack</source>
        <translation>sobald von der Bank ersetzt</translation>
    </message>
    <message>
        <source>A meld holding a joker may not lose tiles</source>
        <translation>Eine Kombination mit Joker darf keine Steine verlieren</translation>
    </message>
    <message>
        <source>a meld holding a joker may be split like any other</source>
        <translation>eine Kombination mit Joker darf wie jede andere geteilt werden</translation>
    </message>
    <message>
        <source>A won joker may only start a new meld</source>
        <translation>Ein gewonnener Joker darf nur eine neue Kombination beginnen</translation>
    </message>
    <message>
        <source>a won joker may go into any meld</source>
        <translation>ein gewonnener Joker darf in jede Kombination</translation>
    </message>
    <message>
        <source>A won joker may be kept on the rack</source>
        <translation>Ein gewonnener Joker darf auf der Bank bleiben</translation>
    </message>
    <message>
        <source>a won joker stays on the table</source>
        <translation>ein gewonnener Joker bleibt auf dem Tisch</translation>
    </message>
    <message>
        <source>Joker in a group of three is freed by</source>
        <translation>Joker in einer Dreiergruppe wird frei durch</translation>
    </message>
    <message>
        <source>either missing colour</source>
        <translation>eine der fehlenden Farben</translation>
    </message>
    <message>
        <source>both missing colours</source>
        <translation>beide fehlenden Farben</translation>
    </message>
    <message>
        <source>Jokers per meld at most</source>
        <translation>Höchstens Joker pro Kombination</translation>
    </message>
    <message>
        <source>Tiles per turn at most</source>
        <translation>Höchstens Steine pro Zug</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>keine Grenze</translation>
    </message>
    <message>
        <source>When the pool is empty</source>
        <translation>Wenn der Vorrat leer ist</translation>
    </message>
    <message>
        <source>play on until all pass</source>
        <translation>weiterspielen, bis alle passen</translation>
    </message>
    <message>
        <source>the round ends</source>
        <translation>endet die Runde</translation>
    </message>
    <message>
        <source>A joker left on the rack costs</source>
        <translation>Ein Joker auf der Bank kostet</translation>
    </message>
    <message>
        <source>Penalty for ending an invalid turn</source>
        <translation>Strafe für das Beenden eines ungültigen Zuges</translation>
    </message>
    <message>
        <source>an invalid turn cannot be ended</source>
        <translation>ein ungültiger Zug kann nicht beendet werden</translation>
    </message>
    <message>
        <source>Penalty tiles</source>
        <translation>Strafsteine</translation>
    </message>
    <message>
        <source>Turn timer</source>
        <translation>Zugzeit</translation>
    </message>
    <message>
        <source>Time bank per player</source>
        <translation>Zeitreserve pro Spieler</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>Going out in one go doubles the score</source>
        <translation>Auf einmal ausgehen verdoppelt die Punkte</translation>
    </message>
    <message>
        <source>going out in one go scores as usual</source>
        <translation>auf einmal ausgehen zählt wie sonst</translation>
    </message>
    <message>
        <source>The last tile of the pool lies open</source>
        <translation>Der letzte Stein des Vorrats liegt offen</translation>
    </message>
    <message>
        <source>the last tile is drawn like any other</source>
        <translation>der letzte Stein wird wie jeder andere gezogen</translation>
    </message>
    <message>
        <source>Draw and discard: take a tile, end by discarding one</source>
        <translation>Ziehen und Ablegen: einen Stein nehmen, mit dem Ablegen eines Steins enden</translation>
    </message>
    <message>
        <source>a turn either plays or draws</source>
        <translation>ein Zug spielt oder zieht</translation>
    </message>
    <message>
        <source>Who starts a round</source>
        <translation>Wer eine Runde beginnt</translation>
    </message>
    <message>
        <source>highest drawn tile</source>
        <translation>höchster gezogener Stein</translation>
    </message>
    <message>
        <source>at random</source>
        <translation>zufällig</translation>
    </message>
    <message>
        <source>the next seat each round</source>
        <translation>jede Runde der nächste Platz</translation>
    </message>
    <message>
        <source>Direction of play</source>
        <translation>Spielrichtung</translation>
    </message>
    <message>
        <source>clockwise</source>
        <translation>im Uhrzeigersinn</translation>
    </message>
    <message>
        <source>counter-clockwise</source>
        <translation>gegen den Uhrzeigersinn</translation>
    </message>
    <message>
        <source>The match ends</source>
        <translation>Die Partie endet</translation>
    </message>
    <message>
        <source>after a number of rounds</source>
        <translation>nach einer Anzahl Runden</translation>
    </message>
    <message>
        <source>when a player reaches a score</source>
        <translation>wenn ein Spieler eine Punktzahl erreicht</translation>
    </message>
    <message>
        <source>after a time limit</source>
        <translation>nach einer Zeitgrenze</translation>
    </message>
    <message>
        <source>never</source>
        <translation>nie</translation>
    </message>
    <message>
        <source>Rounds in a match</source>
        <translation>Runden einer Partie</translation>
    </message>
    <message>
        <source>Score that wins the match</source>
        <translation>Punktzahl, die die Partie gewinnt</translation>
    </message>
    <message>
        <source>Minutes a match lasts</source>
        <translation>Minuten, die eine Partie dauert</translation>
    </message>
    <message>
        <source>Classic (box rules)</source>
        <translation>Klassisch (Schachtelregeln)</translation>
    </message>
    <message>
        <source>RRRummy</source>
        <translation>RRRummy</translation>
    </message>
    <message>
        <source>Tiles 50</source>
        <translation>Steine 50</translation>
    </message>
    <message>
        <source>Dutch Rummy</source>
        <translation>Niederländisches Rummy</translation>
    </message>
    <message>
        <source>Easy Rummy</source>
        <translation>Einfaches Rummy</translation>
    </message>
    <message>
        <source>Online edition</source>
        <translation>Online-Ausgabe</translation>
    </message>
</context>
<context>
    <name>PlayWords</name>
    <message>
        <source>%1 won a joker.</source>
        <translation>%1: einen Joker gewonnen.</translation>
    </message>
    <message>
        <source>%1 won %2 jokers.</source>
        <translation>%1: %2 Joker gewonnen.</translation>
    </message>
    <message>
        <source>%1 to a run</source>
        <translation>%1 an eine Reihe</translation>
    </message>
    <message>
        <source>%1 to a group</source>
        <translation>%1 an eine Gruppe</translation>
    </message>
    <message>
        <source>%1 to a meld</source>
        <translation>%1 an eine Kombination</translation>
    </message>
    <message>
        <source>%1 laid %2 and added %3.</source>
        <translation>%1: %2 ausgelegt und %3 angelegt.</translation>
    </message>
    <message>
        <source>%1 added %2.</source>
        <translation>%1: %2 angelegt.</translation>
    </message>
    <message>
        <source>%1 laid %2.</source>
        <translation>%1: %2 ausgelegt.</translation>
    </message>
    <message>
        <source>1 meld</source>
        <translation>1 Kombination</translation>
    </message>
    <message>
        <source>%1 melds</source>
        <translation>%1 Kombinationen</translation>
    </message>
    <message>
        <source>1 tile</source>
        <translation>1 Stein</translation>
    </message>
    <message>
        <source>%1 tiles</source>
        <translation>%1 Steine</translation>
    </message>
    <message>
        <source>%1 laid %2 and added %3 (%4).</source>
        <translation>%1: %2 ausgelegt und %3 angelegt (%4).</translation>
    </message>
    <message>
        <source>%1 laid %2 (%3).</source>
        <translation>%1: %2 ausgelegt (%3).</translation>
    </message>
</context>
<context>
    <name>PlayersPanel</name>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Steine</translation>
    </message>
    <message>
        <source>Meld</source>
        <translation>Ausl.</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Spielverlauf</translation>
    </message>
    <message>
        <source>Time left: %1</source>
        <translation>Restzeit: %1</translation>
    </message>
    <message>
        <source>No game yet</source>
        <translation>Noch kein Spiel</translation>
    </message>
    <message>
        <source>computer, %1</source>
        <translation>Computer, %1</translation>
    </message>
    <message>
        <source>initial meld made</source>
        <translation>erstes Auslegen erledigt</translation>
    </message>
    <message>
        <source>initial meld not made yet</source>
        <translation>erstes Auslegen noch nicht erledigt</translation>
    </message>
    <message>
        <source>Round %1 · turn %2</source>
        <translation>Runde %1 · Zug %2</translation>
    </message>
    <message>
        <source>Pool: %1 tiles</source>
        <translation>Vorrat: %1 Steine</translation>
    </message>
    <message>
        <source>Open last tile: %1 (only to go out)</source>
        <translation>Offener letzter Stein: %1 (nur zum Ausgehen)</translation>
    </message>
    <message>
        <source>Turn of %1: thinking…</source>
        <translation>%1 am Zug: überlegt…</translation>
    </message>
    <message>
        <source>Meld: ✓ initial meld made, ! not made yet</source>
        <translation>Ausl.: ✓ erstes Auslegen erledigt, ! noch nicht</translation>
    </message>
    <message>
        <source>Turn of %1: playing…</source>
        <translation>%1 am Zug: legt…</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>Round %1 is dealt; %2 begins.</source>
        <translation>Runde %1 ist ausgeteilt; %2 beginnt.</translation>
    </message>
    <message>
        <source>Replay: %1</source>
        <translation>Wiederholung: %1</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Anfang</translation>
    </message>
    <message>
        <source>To the first deal</source>
        <translation>Zum ersten Austeilen</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>One turn back</source>
        <translation>Einen Zug zurück</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Abspielen</translation>
    </message>
    <message>
        <source>Play on</source>
        <translation>Von selbst weiterspielen</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Vor</translation>
    </message>
    <message>
        <source>One turn forward</source>
        <translation>Einen Zug vor</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Ende</translation>
    </message>
    <message>
        <source>To the end</source>
        <translation>Zum Ende</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Turn to jump to</source>
        <translation>Zug, zu dem gesprungen wird</translation>
    </message>
    <message>
        <source>Go</source>
        <translation>Los</translation>
    </message>
    <message>
        <source>Jump to this turn</source>
        <translation>Zu diesem Zug springen</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Zeigen</translation>
    </message>
    <message>
        <source>Every rack</source>
        <translation>Alle Bänke</translation>
    </message>
    <message>
        <source>What %1 saw</source>
        <translation>Was %1 sah</translation>
    </message>
    <message>
        <source>Whose view</source>
        <translation>Wessen Sicht</translation>
    </message>
    <message>
        <source>The game is not over: what the players hold stays hidden until its end.</source>
        <translation>Das Spiel ist nicht vorbei: was die Spieler in der Hand halten, bleibt bis zum Ende verdeckt.</translation>
    </message>
    <message>
        <source>The game is not over: what the others hold stays hidden until its end.</source>
        <translation>Das Spiel ist nicht vorbei: was die anderen in der Hand halten, bleibt bis zum Ende verdeckt.</translation>
    </message>
    <message>
        <source>Keep this game</source>
        <translation>Dieses Spiel behalten</translation>
    </message>
    <message>
        <source>A kept game is never dropped from the finished games</source>
        <translation>Ein behaltenes Spiel wird nie aus den beendeten Spielen entfernt</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Turn %1 of %2 · round %3</source>
        <translation>Zug %1 von %2 · Runde %3</translation>
    </message>
    <message>
        <source>The first deal; %1 begins.</source>
        <translation>Das erste Austeilen; %1 beginnt.</translation>
    </message>
    <message>
        <source>No racks until the game is over</source>
        <translation>Keine Bänke, bis das Spiel vorbei ist</translation>
    </message>
    <message>
        <source>1 tile</source>
        <translation>1 Stein</translation>
    </message>
    <message>
        <source>%1 tiles</source>
        <translation>%1 Steine</translation>
    </message>
</context>
<context>
    <name>ReplayChooser</name>
    <message>
        <source>%1 · cannot be read: %2</source>
        <translation>%1 · kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>Tile rummy, %1</source>
        <translation>Steine-Rummy, %1</translation>
    </message>
    <message>
        <source>kept</source>
        <translation>behalten</translation>
    </message>
    <message>
        <source>Replay a game</source>
        <translation>Spiel ansehen</translation>
    </message>
    <message>
        <source>Recent finished games:</source>
        <translation>Zuletzt beendete Spiele:</translation>
    </message>
    <message>
        <source>Recent finished games</source>
        <translation>Zuletzt beendete Spiele</translation>
    </message>
    <message>
        <source>No finished game is kept yet: every game played to its end is kept here.</source>
        <translation>Noch ist kein beendetes Spiel gespeichert: jedes zu Ende gespielte Spiel kommt hierher.</translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>Ansehen</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Behalten</translation>
    </message>
    <message>
        <source>Open a saved game…</source>
        <translation>Ein gespeichertes Spiel öffnen…</translation>
    </message>
    <message>
        <source>Do not keep</source>
        <translation>Nicht behalten</translation>
    </message>
</context>
<context>
    <name>Replays</name>
    <message>
        <source>Replay a saved game</source>
        <translation>Ein gespeichertes Spiel ansehen</translation>
    </message>
    <message>
        <source>Replay a game</source>
        <translation>Spiel ansehen</translation>
    </message>
    <message>
        <source>Preparing the replay…</source>
        <translation>Die Wiederholung wird vorbereitet…</translation>
    </message>
    <message>
        <source>Cannot replay this game</source>
        <translation>Dieses Spiel kann nicht wiederholt werden</translation>
    </message>
    <message>
        <source>%1

The file was not changed.</source>
        <translation>%1

Die Datei wurde nicht verändert.</translation>
    </message>
</context>
<context>
    <name>RoundEnd</name>
    <message>
        <source>Round %1 is a draw.</source>
        <translation>Runde %1 endet unentschieden.</translation>
    </message>
    <message>
        <source>All in one go: the penalties count double!</source>
        <translation>Alles auf einmal: die Strafpunkte zählen doppelt!</translation>
    </message>
    <message>
        <source>The match is over. %1 won with %2 points.</source>
        <translation>Die Partie ist vorbei. %1 gewinnt mit %2 Punkten.</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>The pool is empty: %1 share the smallest rack and round %2.</source>
        <translation>Der Vorrat ist leer: %1 haben zusammen die kleinste Bank und teilen sich Runde %2.</translation>
    </message>
    <message>
        <source>Match over</source>
        <translation>Partie vorbei</translation>
    </message>
    <message>
        <source>Round %1 over</source>
        <translation>Runde %1 vorbei</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Tiles left</source>
        <translation>Übrige Steine</translation>
    </message>
    <message>
        <source>Rack value</source>
        <translation>Wert der Bank</translation>
    </message>
    <message>
        <source>This round</source>
        <translation>Diese Runde</translation>
    </message>
    <message>
        <source>Match table</source>
        <translation>Punktetabelle</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>Nächste Runde</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Watch this game again</source>
        <translation>Dieses Spiel noch einmal ansehen</translation>
    </message>
    <message>
        <source>%1 went out and won round %2.</source>
        <translation>%1: alle Steine gelegt, Runde %2 gewonnen.</translation>
    </message>
    <message>
        <source>The pool is empty: round %2 goes to %1, with the smallest rack.</source>
        <translation>Der Vorrat ist leer: Runde %2 geht an %1, mit der kleinsten Bank.</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>{tiles} did not come from your rack or the table</source>
        <translation>{tiles} kam weder von deiner Bank noch vom Tisch</translation>
    </message>
    <message>
        <source>a group cannot hold two tiles of the same colour ({tiles})</source>
        <translation>eine Gruppe darf keine zwei Steine derselben Farbe enthalten ({tiles})</translation>
    </message>
    <message>
        <source>a group has at most 4 tiles, one of each colour</source>
        <translation>eine Gruppe hat höchstens 4 Steine, einen jeder Farbe</translation>
    </message>
    <message>
        <source>initial meld: {points} of {needed} points</source>
        <translation>Erstauslage: {points} von {needed} Punkten</translation>
    </message>
    <message>
        <source>until your initial meld is made you may only lay down new melds from your own rack, without touching the table</source>
        <translation>solange deine Erstauslage fehlt, darfst du nur neue Kombinationen von deiner eigenen Bank auslegen, ohne den Tisch zu berühren</translation>
    </message>
    <message>
        <source>row {row} is not a valid meld ({tiles}): {reason}</source>
        <translation>Reihe {row} ist keine gültige Kombination ({tiles}): {reason}</translation>
    </message>
    <message>
        <source>no tile may be taken out of {meld}: it holds a joker that has not been replaced</source>
        <translation>aus {meld} darf kein Stein genommen werden: darin liegt ein Joker, der noch nicht ersetzt wurde</translation>
    </message>
    <message>
        <source>the joker in {meld} may leave its meld only when all the tiles it may stand for ({tiles}) are added from your rack</source>
        <translation>der Joker in {meld} darf seine Kombination erst verlassen, wenn alle Steine, für die er stehen kann ({tiles}), von deiner Bank hinzugefügt werden</translation>
    </message>
    <message>
        <source>the joker in {meld} may leave its meld only when all the tiles it may stand for ({tiles}) are added</source>
        <translation>der Joker in {meld} darf seine Kombination erst verlassen, wenn alle Steine, für die er stehen kann ({tiles}), hinzugefügt werden</translation>
    </message>
    <message>
        <source>the joker in {meld} may leave its meld only when a tile it stands for ({tiles}) from your rack takes its place</source>
        <translation>der Joker in {meld} darf seine Kombination erst verlassen, wenn ein Stein, für den er steht ({tiles}), von deiner Bank seinen Platz einnimmt</translation>
    </message>
    <message>
        <source>the joker in {meld} may leave its meld only when a tile it stands for ({tiles}) takes its place</source>
        <translation>der Joker in {meld} darf seine Kombination erst verlassen, wenn ein Stein, für den er steht ({tiles}), seinen Platz einnimmt</translation>
    </message>
    <message>
        <source>the tiles share neither a colour (run) nor a number (group)</source>
        <translation>die Steine haben weder eine gemeinsame Farbe (Reihe) noch eine gemeinsame Zahl (Gruppe)</translation>
    </message>
    <message>
        <source>a meld may hold only one joker</source>
        <translation>eine Kombination darf nur einen Joker enthalten</translation>
    </message>
    <message>
        <source>a meld cannot be made of jokers only</source>
        <translation>eine Kombination kann nicht nur aus Jokern bestehen</translation>
    </message>
    <message>
        <source>a meld may hold at most {max} jokers</source>
        <translation>eine Kombination darf höchstens {max} Joker enthalten</translation>
    </message>
    <message>
        <source>a meld needs at least 3 tiles</source>
        <translation>eine Kombination braucht mindestens 3 Steine</translation>
    </message>
    <message>
        <source>play at least one tile from your rack, or draw</source>
        <translation>spiele mindestens einen Stein von deiner Bank, oder ziehe einen Stein</translation>
    </message>
    <message>
        <source>the open last tile {tile} may only be taken by a player who goes out with it</source>
        <translation>der offene letzte Stein {tile} darf nur von jemandem genommen werden, der damit ausgeht</translation>
    </message>
    <message>
        <source>a joker won from the table may only go into a new meld made with tiles from your rack, not into row {row} ({tiles})</source>
        <translation>ein vom Tisch gewonnener Joker darf nur in eine neue Kombination mit Steinen von deiner Bank, nicht in Reihe {row} ({tiles})</translation>
    </message>
    <message>
        <source>a run cannot go above 13 (a joker would stand for 14 or more)</source>
        <translation>eine Reihe kann nicht über 13 hinausgehen (ein Joker stünde für 14 oder mehr)</translation>
    </message>
    <message>
        <source>a run cannot go below 1 (a joker would stand for 0 or less)</source>
        <translation>eine Reihe kann nicht unter 1 gehen (ein Joker stünde für 0 oder weniger)</translation>
    </message>
    <message>
        <source>{tile} appears twice in the run</source>
        <translation>{tile} kommt zweimal in der Reihe vor</translation>
    </message>
    <message>
        <source>the numbers are not consecutive at {tile}</source>
        <translation>die Zahlen sind bei {tile} nicht fortlaufend</translation>
    </message>
    <message>
        <source>a run cannot go on from 13 to 1</source>
        <translation>eine Reihe kann nicht von 13 zu 1 weitergehen</translation>
    </message>
    <message>
        <source>{tiles} must stay on the table: tiles taken from the table must be played this turn</source>
        <translation>{tiles} muss auf dem Tisch bleiben: vom Tisch genommene Steine müssen in diesem Zug wieder gespielt werden</translation>
    </message>
    <message>
        <source>a tile cannot stand on the table twice</source>
        <translation>ein Stein kann nicht zweimal auf dem Tisch liegen</translation>
    </message>
    <message>
        <source>at most {limit} tiles may be played in one turn ({count} now)</source>
        <translation>höchstens {limit} Steine dürfen in einem Zug gespielt werden (jetzt {count})</translation>
    </message>
    <message>
        <source>not a valid meld: {reason}</source>
        <translation>keine gültige Kombination: {reason}</translation>
    </message>
    <message>
        <source>run worth {value} points</source>
        <translation>Reihe, {value} Punkte wert</translation>
    </message>
    <message>
        <source>group worth {value} points</source>
        <translation>Gruppe, {value} Punkte wert</translation>
    </message>
    <message>
        <source>begin your turn by taking a tile: the top of the pool or the previous player&apos;s stack top</source>
        <translation>beginne deinen Zug, indem du einen Stein nimmst: den obersten aus dem Vorrat oder den obersten vom Ablagestapel des vorigen Spielers</translation>
    </message>
    <message>
        <source>{tile}, taken from the stack, must be played this turn in a new meld with at least two tiles from your rack or, after your initial meld, from the table</source>
        <translation>{tile}, vom Ablagestapel genommen, muss in diesem Zug in einer neuen Reihe oder Gruppe gespielt werden, mit mindestens zwei Steinen von deiner Bank oder, nach deiner Erstauslage, vom Tisch</translation>
    </message>
    <message>
        <source>end your turn by discarding a tile: onto your own stack, or added to a meld</source>
        <translation>beende deinen Zug, indem du einen Stein ablegst: auf deinen eigenen Ablagestapel oder angelegt an eine Reihe oder Gruppe</translation>
    </message>
    <message>
        <source>the discard {tile} must be added to one meld on the table, keeping it valid</source>
        <translation>der abgelegte Stein {tile} muss an eine Reihe oder Gruppe auf dem Tisch angelegt werden, die gültig bleiben muss</translation>
    </message>
    <message>
        <source>until your initial meld is made, your discard goes onto your own stack</source>
        <translation>solange deine Erstauslage nicht gemacht ist, kommt dein abgelegter Stein auf deinen eigenen Ablagestapel</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Tile theme</source>
        <translation>Aussehen der Steine</translation>
    </message>
    <message>
        <source>Tile &amp;theme</source>
        <translation>&amp;Aussehen der Steine</translation>
    </message>
    <message>
        <source>Large tiles</source>
        <translation>Große Steine</translation>
    </message>
    <message>
        <source>Computer speed</source>
        <translation>Tempo des Computers</translation>
    </message>
    <message>
        <source>Computer &amp;speed</source>
        <translation>&amp;Tempo des Computers</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Sprache des Systems</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>Sound at the start of a turn</source>
        <translation>Ton zu Beginn eines Zuges</translation>
    </message>
    <message>
        <source>A new language is used from the next start.</source>
        <translation>Eine neue Sprache gilt ab dem nächsten Start.</translation>
    </message>
</context>
<context>
    <name>Speed</name>
    <message>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Sofort</translation>
    </message>
</context>
<context>
    <name>Stacks</name>
    <message>
        <source>Stack of %1</source>
        <translation>Ablagestapel von %1</translation>
    </message>
    <message>
        <source>Your stack</source>
        <translation>Dein Ablagestapel</translation>
    </message>
    <message>
        <source>1 tile</source>
        <translation>1 Stein</translation>
    </message>
    <message>
        <source>%1 tiles</source>
        <translation>%1 Steine</translation>
    </message>
    <message>
        <source>drag to take</source>
        <translation>zum Nehmen ziehen</translation>
    </message>
    <message>
        <source>drop to discard</source>
        <translation>hier ablegen</translation>
    </message>
    <message>
        <source>Top of the previous player&apos;s stack: %1</source>
        <translation>Oberster Stein vom Ablagestapel des vorigen Spielers: %1</translation>
    </message>
    <message>
        <source>Top of your stack: %1</source>
        <translation>Oberster Stein deines Ablagestapels: %1</translation>
    </message>
    <message>
        <source>stack empty</source>
        <translation>Ablagestapel leer</translation>
    </message>
    <message>
        <source>stack: %1 (%2)</source>
        <translation>Ablagestapel: %1 (%2)</translation>
    </message>
</context>
<context>
    <name>StatsWindow</name>
    <message>
        <source>Tiles</source>
        <translation>Steine</translation>
    </message>
    <message>
        <source>Results over time</source>
        <translation>Ergebnisse im Lauf der Zeit</translation>
    </message>
    <message>
        <source>No finished games yet</source>
        <translation>Noch keine beendeten Spiele</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>Sp&amp;iel</translation>
    </message>
    <message>
        <source>&amp;Player</source>
        <translation>&amp;Spieler</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Gespielte Spiele</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Gewonnene Spiele</translation>
    </message>
    <message>
        <source>Rounds played</source>
        <translation>Gespielte Runden</translation>
    </message>
    <message>
        <source>Rounds won</source>
        <translation>Gewonnene Runden</translation>
    </message>
    <message>
        <source>Points, all rounds</source>
        <translation>Punkte, alle Runden</translation>
    </message>
    <message>
        <source>Best round</source>
        <translation>Beste Runde</translation>
    </message>
    <message>
        <source>Penalty points (Rummy 30 and 51) count below zero.</source>
        <translation>Strafpunkte (Rummy 30 und 51) zählen unter null.</translation>
    </message>
    <message>
        <source>Against the computer</source>
        <translation>Gegen den Computer</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Match totals over time</source>
        <translation>Endstände im Lauf der Zeit</translation>
    </message>
    <message>
        <source>Recent games</source>
        <translation>Letzte Spiele</translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>Ansehen</translation>
    </message>
    <message>
        <source>Watch this game again, while it is among the finished games</source>
        <translation>Dieses Spiel noch einmal ansehen, solange es bei den beendeten Spielen liegt</translation>
    </message>
    <message>
        <source>total %1</source>
        <translation>gesamt %1</translation>
    </message>
    <message>
        <source>can be watched</source>
        <translation>kann angesehen werden</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <source>Classic</source>
        <translation>Klassisch</translation>
    </message>
    <message>
        <source>black</source>
        <translation>schwarz</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blau</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>orange</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rot</translation>
    </message>
    <message>
        <source>Suits</source>
        <translation>Kartenfarben</translation>
    </message>
    <message>
        <source>green</source>
        <translation>grün</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>gelb</translation>
    </message>
    <message>
        <source>Box edition</source>
        <translation>Schachtelausgabe</translation>
    </message>
    <message>
        <source>brown</source>
        <translation>braun</translation>
    </message>
    <message>
        <source>white</source>
        <translation>weiß</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Hoher Kontrast</translation>
    </message>
</context>
<context>
    <name>Tile</name>
    <message>
        <source>joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
</context>
<context>
    <name>TileStrip</name>
    <message>
        <source>no tiles</source>
        <translation>keine Steine</translation>
    </message>
</context>
<context>
    <name>TimerBar</name>
    <message>
        <source>Time left in this turn</source>
        <translation>Restzeit in diesem Zug</translation>
    </message>
    <message>
        <source>Time left: %1</source>
        <translation>Restzeit: %1</translation>
    </message>
</context>
<context>
    <name>TimerControls</name>
    <message>
        <source>Paused</source>
        <translation>Angehalten</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>%1 left in this turn</source>
        <translation>Noch %1 in diesem Zug</translation>
    </message>
    <message>
        <source>P&amp;ause</source>
        <translation>Pa&amp;use</translation>
    </message>
    <message>
        <source>+%1 s from the time &amp;bank</source>
        <translation>+%1 s aus d&amp;er Zeitreserve</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Stop the clock; the board is hidden until you resume</source>
        <translation>Hält die Uhr an; der Tisch ist verdeckt, bis es weitergeht</translation>
    </message>
    <message>
        <source>+%1 s</source>
        <translation>+%1 s</translation>
    </message>
    <message>
        <source>Move %1 seconds from your time bank to this turn</source>
        <translation>Nimmt %1 Sekunden aus deiner Zeitreserve für diesen Zug</translation>
    </message>
    <message>
        <source>Add %1 seconds from the time bank</source>
        <translation>%1 Sekunden aus der Zeitreserve hinzufügen</translation>
    </message>
    <message>
        <source>Time banks</source>
        <translation>Zeitreserven</translation>
    </message>
    <message>
        <source>Time bank: %1</source>
        <translation>Zeitreserve: %1</translation>
    </message>
    <message>
        <source>Resu&amp;me</source>
        <translation>&amp;Weiter</translation>
    </message>
    <message>
        <source>Time bank:</source>
        <translation>Zeitreserve:</translation>
    </message>
    <message>
        <source>Paused · %1 left</source>
        <translation>Angehalten · noch %1</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <source>Faster: Ctrl-click the three tiles to pick them all, then drag one of them, and they go together.</source>
        <translation>Schneller: Klicke mit gedrückter Strg-Taste auf die drei Steine, um sie alle zu wählen, und ziehe dann einen davon: sie gehen zusammen mit.</translation>
    </message>
    <message>
        <source>In a game, Sort by colour (Ctrl+1) puts the tiles of a run side by side, and Sort by number (Ctrl+2) those of a group.</source>
        <translation>Im Spiel legt Nach Farbe sortieren (Strg+1) die Steine einer Reihe nebeneinander und Nach Zahl sortieren (Strg+2) die einer Gruppe.</translation>
    </message>
    <message>
        <source>Not sure whether you can play? In a game, Hint (Ctrl+H) shows a good play step by step, to you alone. Pause (Ctrl+P) stops the turn timer and covers the board when you need a break.</source>
        <translation>Nicht sicher, ob du spielen kannst? Im Spiel zeigt Tipp (Strg+H) dir allein Schritt für Schritt einen guten Zug. Pause (Strg+P) hält die Zugzeit an und deckt den Tisch ab, wenn du eine Pause brauchst.</translation>
    </message>
    <message>
        <source>That is a valid meld, but not a run. A run is one colour, numbers in a row: use your red 9, 10 and 11.</source>
        <translation>Das ist eine gültige Kombination, aber keine Reihe. Eine Reihe ist eine Farbe mit aufeinanderfolgenden Zahlen: nimm deine rote 9, 10 und 11.</translation>
    </message>
    <message>
        <source>That is a valid meld, but not a group. A group is one number in different colours: use your three 10s.</source>
        <translation>Das ist eine gültige Kombination, aber keine Gruppe. Eine Gruppe ist eine Zahl in verschiedenen Farben: nimm deine drei 10er.</translation>
    </message>
    <message>
        <source>You laid a new meld. This step asks you to add your tile to a meld that is already on the table.</source>
        <translation>Du hast eine neue Kombination gelegt. In diesem Schritt legst du deinen Stein an eine Kombination an, die schon auf dem Tisch liegt.</translation>
    </message>
    <message>
        <source>This step asks you to split the orange run so that both halves hold an orange 8.</source>
        <translation>In diesem Schritt teilst du die orange Reihe, sodass in beiden Hälften eine orange 8 liegt.</translation>
    </message>
    <message>
        <source>The joker is won only by the tile it stands for: drop your black 8 right onto the joker.</source>
        <translation>Einen Joker gewinnst du nur mit dem Stein, für den er steht: lass deine schwarze 8 genau auf den Joker fallen.</translation>
    </message>
    <message>
        <source>You still have tiles on your rack: play them all to go out.</source>
        <translation>Auf deiner Bank liegen noch Steine: spiele sie alle aus, um rauszugehen.</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>Sam</source>
        <translation>Sam</translation>
    </message>
    <message>
        <source>You took the top card of the discard pile. This step is about the stock: press Put back, then drag the face-down stock onto your hand.</source>
        <translation>Du hast die oberste Karte vom Ablagestapel genommen. In diesem Schritt geht es um den Talon: drück auf Zurücklegen und zieh dann den verdeckten Talon auf deine Hand.</translation>
    </message>
    <message>
        <source>That card came from the stock. A card from the stock has been seen and cannot go back, so the cards are dealt again: this time drag the top card of the discard pile onto your hand.</source>
        <translation>Diese Karte kam vom Talon. Eine Karte vom Talon hast du gesehen, sie kann nicht zurück, also wird neu gegeben: zieh diesmal die oberste Karte vom Ablagestapel auf deine Hand.</translation>
    </message>
    <message>
        <source>That is a valid meld, but not a set. A set is one rank in different suits: press Undo and lay your king of clubs, diamonds and hearts.</source>
        <translation>Das ist eine gültige Kombination, aber kein Satz. Ein Satz ist ein Rang in verschiedenen Farben: drück auf Rückgängig und leg deinen Kreuz-, Karo- und Herz-König.</translation>
    </message>
    <message>
        <source>That is not the run this step asks for: press Undo and lay the ace, 2 and 3 of spades.</source>
        <translation>Das ist nicht die Reihe, um die es hier geht: drück auf Rückgängig und leg Pik-Ass, 2 und 3.</translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation>Vom Talon ziehen</translation>
    </message>
    <message>
        <source>This is Rummy 51. Every turn begins with a draw. Drag the face-down stock (top left) onto your hand at the bottom.</source>
        <translation>Das ist Rommé 51. Jeder Zug beginnt mit dem Ziehen einer Karte. Zieh den verdeckten Talon (oben links) auf deine Hand unten.</translation>
    </message>
    <message>
        <source>You drew a card from the stock.</source>
        <translation>Du hast eine Karte vom Talon gezogen.</translation>
    </message>
    <message>
        <source>Discard to end your turn</source>
        <translation>Ablegen beendet deinen Zug</translation>
    </message>
    <message>
        <source>Every turn ends with a discard. Your queen of clubs fits nothing: drag it onto the discard pile, face up next to the stock.</source>
        <translation>Jeder Zug endet mit dem Ablegen einer Karte. Deine Kreuz-Dame passt nirgends: zieh sie auf den offenen Ablagestapel neben dem Talon.</translation>
    </message>
    <message>
        <source>Your turn is over, and the queen is on the discard pile.</source>
        <translation>Dein Zug ist vorbei, und die Dame liegt auf dem Ablagestapel.</translation>
    </message>
    <message>
        <source>Take the discard</source>
        <translation>Die abgelegte Karte nehmen</translation>
    </message>
    <message>
        <source>A new hand. The top card of the discard pile, the 9 of hearts, fits your 7 and 8 of hearts. Instead of the stock you may take it: drag it onto your hand. Before your opening you may do this only if the card goes into your opening this very turn.</source>
        <translation>Ein neues Blatt. Die oberste Karte des Ablagestapels, die Herz-9, passt zu deiner Herz-7 und -8. Statt vom Talon darfst du sie nehmen: zieh sie auf deine Hand. Vor deinem ersten Auslegen geht das nur, wenn die Karte noch in diesem Zug in dein erstes Auslegen kommt.</translation>
    </message>
    <message>
        <source>You took the 9 of hearts; it is marked in your hand.</source>
        <translation>Du hast die Herz-9 genommen; sie ist in deiner Hand markiert.</translation>
    </message>
    <message>
        <source>Lay a set</source>
        <translation>Einen Satz legen</translation>
    </message>
    <message>
        <source>A set is three or four cards of one rank, each of another suit. Click your king of clubs, of diamonds and of hearts to select them, then drag one of them onto the green table.</source>
        <translation>Ein Satz sind drei oder vier Karten eines Rangs, jede in einer anderen Farbe. Klick deinen Kreuz-, Karo- und Herz-König an, um sie zu wählen, und zieh dann einen davon auf den grünen Tisch.</translation>
    </message>
    <message>
        <source>A set of kings: 30 points. It waits beside the table until your opening is complete.</source>
        <translation>Ein Satz Könige: 30 Punkte. Er wartet neben dem Tisch, bis dein erstes Auslegen vollständig ist.</translation>
    </message>
    <message>
        <source>Lay a run</source>
        <translation>Eine Reihe legen</translation>
    </message>
    <message>
        <source>A run is three or more cards of one suit in sequence. The ace is low (A 2 3) or high (Q K A), but a run never goes around the corner: K A 2 is not a run. Select your ace, 2 and 3 of spades and drag them onto the table.</source>
        <translation>Eine Reihe sind drei oder mehr aufeinanderfolgende Karten einer Farbe. Das Ass ist niedrig (A 2 3) oder hoch (D K A), aber eine Reihe geht nie um die Ecke: K A 2 ist keine Reihe. Wähl dein Pik-Ass, die 2 und die 3 und zieh sie auf den Tisch.</translation>
    </message>
    <message>
        <source>A run with a low ace: it counts 1 + 2 + 3 = 6 points.</source>
        <translation>Eine Reihe mit niedrigem Ass: sie zählt 1 + 2 + 3 = 6 Punkte.</translation>
    </message>
    <message>
        <source>Open with 51 points</source>
        <translation>Mit 51 Punkten auslegen</translation>
    </message>
    <message>
        <source>Your first melds, your opening, must be worth 51 points or more and hold a run. Your kings (30) and A 2 3 (6) make only 36. Lay your 7, 8 and the 9 of hearts you took as a run (24 more): 60 points in all, and all your melds go on the table at once.</source>
        <translation>Deine ersten Kombinationen, dein erstes Auslegen, müssen zusammen mindestens 51 Punkte wert sein und eine Reihe enthalten. Deine Könige (30) und A 2 3 (6) ergeben erst 36. Leg deine Herz-7, -8 und die genommene 9 als Reihe (24 dazu): 60 Punkte insgesamt, und alle deine Kombinationen kommen zugleich auf den Tisch.</translation>
    </message>
    <message>
        <source>60 points: you have opened.</source>
        <translation>60 Punkte: du hast ausgelegt.</translation>
    </message>
    <message>
        <source>Lay off on a meld</source>
        <translation>An eine Kombination anlegen</translation>
    </message>
    <message>
        <source>Once you have opened you may add cards to any meld on the table, yours or Sam&apos;s. Drag your 10 of hearts onto the right end of the heart run.</source>
        <translation>Nach deinem ersten Auslegen darfst du an jede Kombination auf dem Tisch anlegen, an deine oder an Sams. Zieh deine Herz-10 an das rechte Ende der Herz-Reihe.</translation>
    </message>
    <message>
        <source>The heart run grew to 7 8 9 10.</source>
        <translation>Die Herz-Reihe ist jetzt 7 8 9 10.</translation>
    </message>
    <message>
        <source>Exchange a joker</source>
        <translation>Einen Joker tauschen</translation>
    </message>
    <message>
        <source>Some turns later. Sam&apos;s club run holds a joker that stands for the 6 of clubs. Whoever holds that card may put it in the joker&apos;s place and take the joker: drag your 6 of clubs right onto the joker.</source>
        <translation>Ein paar Züge später. In Sams Kreuz-Reihe liegt ein Joker, der für die Kreuz-6 steht. Wer diese Karte hat, darf sie an die Stelle des Jokers legen und den Joker nehmen: zieh deine Kreuz-6 genau auf den Joker.</translation>
    </message>
    <message>
        <source>The joker is yours now.</source>
        <translation>Der Joker gehört jetzt dir.</translation>
    </message>
    <message>
        <source>To win the round, get rid of every card; the last one must be a discard. Lay your 8 and 9 of diamonds with the joker as a run (select all three and drag them onto the table), then discard your jack of spades.</source>
        <translation>Um die Runde zu gewinnen, wirst du alle Karten los; die letzte musst du ablegen. Leg deine Karo-8 und -9 mit dem Joker als Reihe (wähl alle drei und zieh sie auf den Tisch) und leg dann deinen Pik-Buben ab.</translation>
    </message>
    <message>
        <source>You went out: Sam pays a penalty for every card in hand.</source>
        <translation>Du bist raus: Sam bekommt Strafpunkte für jede Karte auf seiner Hand.</translation>
    </message>
    <message>
        <source>Drawing, taking the discard, sets and runs, the opening of 51, laying off, the joker and going out: that is Rummy 51. Help &gt; Rules of this game has the details, and Help &gt; Learn to play brings you back here.</source>
        <translation>Ziehen, die abgelegte Karte nehmen, Sätze und Reihen, das erste Auslegen mit 51, Anlegen, der Joker und Rausgehen: das ist Rommé 51. Hilfe &gt; Regeln dieses Spiels erklärt die Einzelheiten, und Hilfe &gt; Spielen lernen bringt dich hierher zurück.</translation>
    </message>
    <message>
        <source>Not yet: %1</source>
        <translation>Noch nicht: %1</translation>
    </message>
    <message>
        <source>Every meld is valid. Press Done.</source>
        <translation>Alle Kombinationen sind gültig. Drücke Fertig.</translation>
    </message>
    <message>
        <source>The referee says: %1</source>
        <translation>Der Schiedsrichter sagt: %1</translation>
    </message>
    <message>
        <source>Not now: drawing would end your turn, and this step wants you to play. Follow the steps on the right, then press Done.</source>
        <translation>Jetzt nicht: ein Stein zu ziehen beendet deinen Zug, und in diesem Schritt sollst du spielen. Folge den Hinweisen rechts und drücke dann Fertig.</translation>
    </message>
    <message>
        <source>Not Done this time: this step is about drawing. Press Draw a tile.</source>
        <translation>Diesmal nicht Fertig: in diesem Schritt geht es ums Ziehen. Drücke Stein ziehen.</translation>
    </message>
    <message>
        <source>First lay both melds: the red run 2 3 4 5 and the group of three 5s.</source>
        <translation>Lege zuerst beide Kombinationen: die rote Reihe 2 3 4 5 und die Gruppe aus drei 5ern.</translation>
    </message>
    <message>
        <source>Make a run</source>
        <translation>Eine Reihe legen</translation>
    </message>
    <message>
        <source>A run is three or more tiles of one colour with numbers in a row. Drag your red 9, 10 and 11 (marked in green) from your rack onto the table, one by one, side by side. Then press Done.</source>
        <translation>Eine Reihe sind drei oder mehr Steine einer Farbe mit aufeinanderfolgenden Zahlen. Ziehe deine rote 9, 10 und 11 (grün markiert) nacheinander von deiner Bank auf den Tisch, nebeneinander. Drücke dann Fertig.</translation>
    </message>
    <message>
        <source>Well done: that is a run.</source>
        <translation>Gut gemacht: das ist eine Reihe.</translation>
    </message>
    <message>
        <source>Make a group</source>
        <translation>Eine Gruppe legen</translation>
    </message>
    <message>
        <source>A group is three or four tiles of the same number, each in another colour. Drag your black, orange and blue 10 onto the table, side by side. Then press Done.</source>
        <translation>Eine Gruppe sind drei oder vier Steine mit derselben Zahl, jeder in einer anderen Farbe. Ziehe deine schwarze, orange und blaue 10 auf den Tisch, nebeneinander. Drücke dann Fertig.</translation>
    </message>
    <message>
        <source>Well done: that is a group.</source>
        <translation>Gut gemacht: das ist eine Gruppe.</translation>
    </message>
    <message>
        <source>The initial meld</source>
        <translation>Die Erstauslage</translation>
    </message>
    <message>
        <source>Your first play in a game is your initial meld. Try it: drag your red 2, 3, 4 and 5 onto the table as a run, and your black, blue and orange 5 as a group. Then read what the referee says below.</source>
        <translation>Dein erster Zug mit Steinen ist deine Erstauslage. Probiere es: ziehe deine rote 2, 3, 4 und 5 als Reihe auf den Tisch und deine schwarze, blaue und orange 5 als Gruppe. Lies dann unten, was der Schiedsrichter sagt.</translation>
    </message>
    <message>
        <source>Draw a tile</source>
        <translation>Stein ziehen</translation>
    </message>
    <message>
        <source>Your melds are worth 2+3+4+5 and 5+5+5: 29 points. The initial meld must be worth 30 or more, and no other tile of yours helps. When you cannot play, you draw one tile from the pool and your turn ends. Press Draw a tile: your tiles go back to your rack.</source>
        <translation>Deine Kombinationen sind 2+3+4+5 und 5+5+5 wert: 29 Punkte. Die Erstauslage muss mindestens 30 Punkte wert sein, und kein anderer Stein von dir hilft. Wenn du nicht spielen kannst, ziehst du einen Stein aus dem Vorrat und dein Zug ist zu Ende. Drücke Stein ziehen: deine Steine gehen zurück auf deine Bank.</translation>
    </message>
    <message>
        <source>You drew the red 6.</source>
        <translation>Du hast die rote 6 gezogen.</translation>
    </message>
    <message>
        <source>The initial meld, again</source>
        <translation>Die Erstauslage, noch einmal</translation>
    </message>
    <message>
        <source>Sam drew a tile, and it is your turn again. With the red 6 your run 2 3 4 5 6 and the group of 5s are worth 35 points. Lay them both, then press Done.</source>
        <translation>Sam hat einen Stein gezogen, und du bist wieder am Zug. Mit der roten 6 sind deine Reihe 2 3 4 5 6 und die Gruppe der 5er zusammen 35 Punkte wert. Lege beide und drücke dann Fertig.</translation>
    </message>
    <message>
        <source>35 points: your initial meld is made. From now on you may use the table&apos;s tiles too.</source>
        <translation>35 Punkte: deine Erstauslage steht. Ab jetzt darfst du auch die Steine auf dem Tisch benutzen.</translation>
    </message>
    <message>
        <source>Add to a meld</source>
        <translation>Anlegen</translation>
    </message>
    <message>
        <source>A few turns later. After your initial meld you may add tiles to any meld on the table. Drop your red 7 just right of the red run (after the red 6). Then press Done.</source>
        <translation>Ein paar Züge später. Nach deiner Erstauslage darfst du Steine an jede Kombination auf dem Tisch anlegen. Lass deine rote 7 direkt rechts neben der roten Reihe fallen (nach der roten 6). Drücke dann Fertig.</translation>
    </message>
    <message>
        <source>Well done: the run grew by one tile.</source>
        <translation>Gut gemacht: die Reihe ist um einen Stein länger.</translation>
    </message>
    <message>
        <source>Split a run</source>
        <translation>Eine Reihe teilen</translation>
    </message>
    <message>
        <source>Sam laid an orange run. Your orange 8 belongs in its middle, where an 8 already is. Split the run: drag the orange 9 and then the orange 10 to an empty row below, side by side. Drop your orange 8 just left of the 9. Then press Done.</source>
        <translation>Sam hat eine orange Reihe gelegt. Deine orange 8 gehört in ihre Mitte, wo schon eine 8 liegt. Teile die Reihe: ziehe die orange 9 und dann die orange 10 in eine leere Zeile darunter, nebeneinander. Lass deine orange 8 direkt links neben der 9 fallen. Drücke dann Fertig.</translation>
    </message>
    <message>
        <source>Well done: one run became two, and your 8 is in.</source>
        <translation>Gut gemacht: aus einer Reihe wurden zwei, und deine 8 liegt darin.</translation>
    </message>
    <message>
        <source>Win a joker</source>
        <translation>Einen Joker gewinnen</translation>
    </message>
    <message>
        <source>Sam laid a black run with a joker, which stands for the black 8. Under the classic rules you win a joker by putting the tile it stands for, from your rack, in its place: drop your black 8 right onto the joker. The joker moves aside and must be played this turn: drop your red 10 and 11 next to it. Then press Done.</source>
        <translation>Sam hat eine schwarze Reihe mit einem Joker gelegt; der Joker steht für die schwarze 8. Nach den klassischen Regeln gewinnst du einen Joker, indem du den Stein, für den er steht, von deiner Bank an seinen Platz legst: lass deine schwarze 8 genau auf den Joker fallen. Der Joker rückt zur Seite und muss in diesem Zug gespielt werden: lass deine rote 10 und 11 daneben fallen. Drücke dann Fertig.</translation>
    </message>
    <message>
        <source>Well done: you won the joker and used it.</source>
        <translation>Gut gemacht: du hast den Joker gewonnen und gespielt.</translation>
    </message>
    <message>
        <source>Go out</source>
        <translation>Rausgehen</translation>
    </message>
    <message>
        <source>Two tiles left! Empty your rack to win the round. Put your red 1 before the red 2, and your black 10 after the black 9. Then press Done.</source>
        <translation>Noch zwei Steine! Leere deine Bank, um die Runde zu gewinnen. Lege deine rote 1 vor die rote 2 und deine schwarze 10 hinter die schwarze 9. Drücke dann Fertig.</translation>
    </message>
    <message>
        <source>You went out and won the round!</source>
        <translation>Du bist rausgegangen und hast die Runde gewonnen!</translation>
    </message>
    <message>
        <source>What to do</source>
        <translation>Was zu tun ist</translation>
    </message>
    <message>
        <source>What the referee says</source>
        <translation>Was der Schiedsrichter sagt</translation>
    </message>
    <message>
        <source>Skip this step</source>
        <translation>Schritt überspringen</translation>
    </message>
    <message>
        <source>Leave tutorial</source>
        <translation>Anleitung verlassen</translation>
    </message>
    <message>
        <source>Play a game</source>
        <translation>Eine Partie spielen</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Schritt %1 von %2</translation>
    </message>
    <message>
        <source>Tutorial complete</source>
        <translation>Anleitung abgeschlossen</translation>
    </message>
    <message>
        <source>You know the game</source>
        <translation>Du kennst das Spiel</translation>
    </message>
    <message>
        <source>Runs, groups, the initial meld of 30, drawing, adding, splitting and winning a joker: that is all of it. Help &gt; Rules has the details, and Help &gt; Learn to play brings you back here.</source>
        <translation>Reihen, Gruppen, die Erstauslage von 30, Ziehen, Anlegen, Teilen und einen Joker gewinnen: das ist alles. Hilfe &gt; Regeln hat die Einzelheiten, und Hilfe &gt; Spielen lernen bringt dich hierher zurück.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Spielen lernen</translation>
    </message>
    <message>
        <source>Learn to play Rummy 51</source>
        <translation>Rommé 51 spielen lernen</translation>
    </message>
</context>
<context>
    <name>Announcer</name>
    <message>
        <source>Latest news</source>
        <translation>Neueste Meldung</translation>
    </message>
</context>
<context>
    <name>CardReader</name>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>%1, selected</source>
        <translation>%1, gewählt</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Kartentisch</translation>
    </message>
    <message>
        <source>Cards in the stock: %1.</source>
        <translation>Karten im Talon: %1.</translation>
    </message>
    <message>
        <source>Discard pile, from the bottom: %1.</source>
        <translation>Ablagestapel, von unten nach oben: %1.</translation>
    </message>
    <message>
        <source>Discard pile, top: %2; %1 in the pile.</source>
        <translation>Ablagestapel, oben: %2; %1 auf dem Ablagestapel.</translation>
    </message>
    <message>
        <source>Hand hidden</source>
        <translation>Hand verdeckt</translation>
    </message>
    <message>
        <source>No melds on the table.</source>
        <translation>Keine Kombinationen auf dem Tisch.</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Talon</translation>
    </message>
    <message>
        <source>The discard pile is empty.</source>
        <translation>Der Ablagestapel ist leer.</translation>
    </message>
    <message>
        <source>Your hand (%1)</source>
        <translation>Deine Hand (%1)</translation>
    </message>
    <message>
        <source>Your hand (%1): %2.</source>
        <translation>Deine Hand (%1): %2.</translation>
    </message>
    <message>
        <source>Your turn, %1. Your hand (%2).</source>
        <translation>Du bist am Zug, %1. Deine Hand (%2).</translation>
    </message>
    <message>
        <source>joker as %1</source>
        <translation>Joker als %1</translation>
    </message>
    <message>
        <source>meld %1, %2 of %3: %4</source>
        <translation>Kombination %1, %2 von %3: %4</translation>
    </message>
    <message>
        <source>put out, not yet laid: %1</source>
        <translation>bereitgelegt, noch nicht ausgelegt: %1</translation>
    </message>
    <message>
        <source>run</source>
        <translation>Reihe</translation>
    </message>
    <message>
        <source>set</source>
        <translation>Satz</translation>
    </message>
    <message>
        <source>Left and Right choose a card, Space selects it, Enter lays the selection. H reads your hand, M the melds, P the pile, N what happened since your last turn, W why a move was refused.</source>
        <translation>Links und Rechts wählen eine Karte, die Leertaste markiert sie, Enter legt die Auswahl aus. H liest deine Hand vor, M die Kombinationen, P den Ablagestapel, N, was seit deinem letzten Zug geschah, W, warum ein Zug abgelehnt wurde.</translation>
    </message>
</context>
<context>
    <name>ScreenReader</name>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>%1 seconds left.</source>
        <translation>Noch %1 Sekunden.</translation>
    </message>
    <message>
        <source>%1: %2 tiles, initial meld made.</source>
        <translation>%1: %2 Steine, erstes Auslegen erledigt.</translation>
    </message>
    <message>
        <source>%1: %2 tiles, no initial meld yet.</source>
        <translation>%1: %2 Steine, noch kein erstes Auslegen.</translation>
    </message>
    <message>
        <source>Melds</source>
        <translation>Kombinationen</translation>
    </message>
    <message>
        <source>Nobody played since.</source>
        <translation>Seitdem hat niemand gespielt.</translation>
    </message>
    <message>
        <source>Nothing is known yet of your last turn.</source>
        <translation>Von deinem letzten Zug ist noch nichts bekannt.</translation>
    </message>
    <message>
        <source>Nothing to read.</source>
        <translation>Nichts vorzulesen.</translation>
    </message>
    <message>
        <source>Pool: %1 tiles.</source>
        <translation>Vorrat: %1 Steine.</translation>
    </message>
    <message>
        <source>Since your last turn: %1</source>
        <translation>Seit deinem letzten Zug: %1</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Steine</translation>
    </message>
    <message>
        <source>Your turn, %1. Your rack (%2).</source>
        <translation>Du bist am Zug, %1. Deine Bank (%2).</translation>
    </message>
    <message>
        <source>The game is paused.</source>
        <translation>Das Spiel ist angehalten.</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>Stack of %1, top: %2</source>
        <translation>Stapel von %1, oben: %2</translation>
    </message>
    <message>
        <source>Your stack, top: %1</source>
        <translation>Dein Stapel, oben: %1</translation>
    </message>
    <message>
        <source>T takes it</source>
        <translation>T nimmt ihn</translation>
    </message>
    <message>
        <source>%1 to row %2, column %3</source>
        <translation>%1 nach Reihe %2, Spalte %3</translation>
    </message>
    <message>
        <source>Back to your rack: %1.</source>
        <translation>Zurück auf deine Bank: %1.</translation>
    </message>
</context>
<context>
    <name>TableWords</name>
    <message>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1 bei %2</translation>
    </message>
    <message>
        <source>%1 melds on the table.</source>
        <translation>%1 Kombinationen auf dem Tisch.</translation>
    </message>
    <message>
        <source>Meld %1, %2: %3.</source>
        <translation>Kombination %1, %2: %3.</translation>
    </message>
    <message>
        <source>Melds gone or rebuilt: %1.</source>
        <translation>Kombinationen weg oder umgebaut: %1.</translation>
    </message>
    <message>
        <source>New or changed melds: %1.</source>
        <translation>Neue oder geänderte Kombinationen: %1.</translation>
    </message>
    <message>
        <source>The table is as it was.</source>
        <translation>Der Tisch ist, wie er war.</translation>
    </message>
    <message>
        <source>The table is empty.</source>
        <translation>Der Tisch ist leer.</translation>
    </message>
    <message>
        <source>Your rack is empty.</source>
        <translation>Deine Bank ist leer.</translation>
    </message>
    <message>
        <source>Your rack (%1): %2.</source>
        <translation>Deine Bank (%1): %2.</translation>
    </message>
    <message>
        <source>group: %1</source>
        <translation>Gruppe: %1</translation>
    </message>
    <message>
        <source>joker as %1</source>
        <translation>Joker als %1</translation>
    </message>
    <message>
        <source>not a valid meld: %1</source>
        <translation>keine gültige Kombination: %1</translation>
    </message>
    <message>
        <source>row %1, columns %2 to %3</source>
        <translation>Zeile %1, Spalten %2 bis %3</translation>
    </message>
    <message>
        <source>run: %1</source>
        <translation>Reihe: %1</translation>
    </message>
</context>
<context>
    <name>OnlineWatch</name>
    <message>
        <source>%1: %2 cards, %3 points</source>
        <translation>%1: %2 Karten, %3 Punkte</translation>
    </message>
    <message>
        <source>Watching: no rack is shown.</source>
        <translation>Du schaust zu: keine Bank wird gezeigt.</translation>
    </message>
    <message>
        <source>No melds on the table yet.</source>
        <translation>Noch keine Kombinationen auf dem Tisch.</translation>
    </message>
    <message>
        <source>Cannot watch this table: %1</source>
        <translation>Bei diesem Tisch kann nicht zugeschaut werden: %1</translation>
    </message>
    <message>
        <source>Watch a table</source>
        <translation>Einem Tisch zuschauen</translation>
    </message>
    <message>
        <source>Address:</source>
        <translation>Adresse:</translation>
    </message>
    <message>
        <source>Table code:</source>
        <translation>Tischcode:</translation>
    </message>
    <message>
        <source>Watch code:</source>
        <translation>Zuschaucode:</translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>Zuschauen</translation>
    </message>
    <message>
        <source>Fill in the address, the table code and the watch code.</source>
        <translation>Gib die Adresse, den Tischcode und den Zuschaucode ein.</translation>
    </message>
    <message>
        <source>Watching table %1</source>
        <translation>Zuschauen an Tisch %1</translation>
    </message>
</context>
</TS>
