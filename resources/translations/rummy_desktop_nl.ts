<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl">
<context>
    <name>BoardView</name>
    <message>
        <source>Table</source>
        <translation>Tafel</translation>
    </message>
    <message>
        <source>Your rack</source>
        <translation>Je plankje</translation>
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
        <translation>joker</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>aas</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>boer</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>vrouw</translation>
    </message>
    <message>
        <source>king</source>
        <translation>heer</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>klaveren</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>ruiten</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>harten</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>schoppen</translation>
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
        <translation>Niemand wacht om een beurt te beginnen.</translation>
    </message>
    <message>
        <source>The round is still being played.</source>
        <translation>De ronde wordt nog gespeeld.</translation>
    </message>
    <message>
        <source>Round %1 is dealt.</source>
        <translation>Ronde %1 is gedeeld.</translation>
    </message>
    <message>
        <source>That card is already put out.</source>
        <translation>Die kaart ligt al klaar.</translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation>Er is niets ongedaan te maken.</translation>
    </message>
    <message>
        <source>Lay the melds you put out first (add to them), or take them back with Undo.</source>
        <translation>Leg eerst de klaargelegde combinaties neer (vul ze aan), of neem ze terug met Ongedaan maken.</translation>
    </message>
    <message>
        <source>The melds put out are not laid yet: %1. Add to them, or take them back with Undo.</source>
        <translation>De klaargelegde combinaties liggen nog niet op tafel: %1. Vul ze aan, of neem ze terug met Ongedaan maken.</translation>
    </message>
    <message>
        <source>Put out, not laid yet: %1.</source>
        <translation>Klaargelegd, nog niet neergelegd: %1.</translation>
    </message>
    <message>
        <source>Time is up for %1.</source>
        <translation>De tijd van %1 is om.</translation>
    </message>
    <message>
        <source>%1 drew from the stock.</source>
        <translation>%1 pakt van de stapel.</translation>
    </message>
    <message>
        <source>%1 took %2 from the discard pile.</source>
        <translation>%1 pakt %2 van de aflegstapel.</translation>
    </message>
    <message>
        <source>%1 put %2 back on the pile.</source>
        <translation>%1 legt %2 terug op de aflegstapel.</translation>
    </message>
    <message>
        <source>%1 laid %2.</source>
        <translation>%1 legt %2 neer.</translation>
    </message>
    <message>
        <source>%1 laid off %2.</source>
        <translation>%1 legt %2 aan.</translation>
    </message>
    <message>
        <source>%1 won a joker with %2.</source>
        <translation>%1 wint een joker met %2.</translation>
    </message>
    <message>
        <source>%1 discarded %2.</source>
        <translation>%1 legt %2 af.</translation>
    </message>
    <message>
        <source>Click to start the turn first.</source>
        <translation>Klik eerst om de beurt te beginnen.</translation>
    </message>
    <message>
        <source>Wait: the computer is playing.</source>
        <translation>Wacht: de computer speelt.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Je bent niet aan de beurt.</translation>
    </message>
    <message>
        <source>Only a running turn timer can be paused.</source>
        <translation>Alleen een lopende beurtklok kan worden gepauzeerd.</translation>
    </message>
    <message>
        <source>The game is not paused.</source>
        <translation>Het spel is niet gepauzeerd.</translation>
    </message>
    <message>
        <source>There is no time left in your time bank.</source>
        <translation>Je tijdreserve is op.</translation>
    </message>
    <message>
        <source>The game is paused: resume it first.</source>
        <translation>Het spel is gepauzeerd: ga eerst verder.</translation>
    </message>
    <message>
        <source>There is no hint to follow.</source>
        <translation>Er is geen tip om te volgen.</translation>
    </message>
</context>
<context>
    <name>CardGames</name>
    <message>
        <source>Rummy</source>
        <translation>Rummy</translation>
    </message>
    <message>
        <source>Rummy 30</source>
        <translation>Rummy 30</translation>
    </message>
    <message>
        <source>Rummy 51</source>
        <translation>Rummy 51</translation>
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
        <translation>&lt;b&gt;Tip.&lt;/b&gt; &lt;b&gt;Tip&lt;/b&gt; (of Ctrl+H) toont alleen aan jou de beste combinaties en aanleggingen voor je hand zoals die is, stap voor stap, met de kaarten van de stap in goud gemarkeerd; vóór het trekken zegt hij waarvan je kunt trekken. &lt;b&gt;Doe het voor mij&lt;/b&gt; voert de getoonde stap uit, en Ongedaan maken neemt hem terug. Niemand anders ziet hem, en hij staat nooit in het logboek, het opgeslagen spel of een herhaling.</translation>
    </message>
    <message>
        <source>Melds are &lt;b&gt;sets&lt;/b&gt; (three or four cards of one rank, each of another suit) and &lt;b&gt;runs&lt;/b&gt; (three or more cards of one suit in a row). An ace goes below the 2 or above the king, never both at once: K-A-2 is no run.</source>
        <translation>Combinaties zijn &lt;b&gt;sets&lt;/b&gt; (drie of vier kaarten van dezelfde waarde, elk van een andere kleur) en &lt;b&gt;rijen&lt;/b&gt; (drie of meer kaarten van één kleur op volgorde). Een aas komt onder de 2 of boven de heer, nooit allebei tegelijk: H-A-2 is geen rij.</translation>
    </message>
    <message>
        <source>A turn: take one card, from the stock or from the discard pile; lay melds and add cards to melds on the table if you can; end by putting one card on the discard pile. A card you took from the pile may not go straight back onto it.</source>
        <translation>Een beurt: pak één kaart, van de stapel of van de aflegstapel; leg combinaties neer en leg kaarten aan bij combinaties op tafel als je kunt; eindig door één kaart op de aflegstapel te leggen. Een kaart die je van de aflegstapel pakte, mag er niet meteen weer op.</translation>
    </message>
    <message>
        <source>&lt;b&gt;In the window:&lt;/b&gt; drag the stock or the pile onto your hand to draw. Click cards to select them and drag them onto the table to lay a meld, onto a meld to add to it, onto a joker to win it with the card it stands for, and onto the pile to discard. Drag within your hand to order it, or sort it by suit or by rank. Undo takes back a step, Reset turn the whole turn since your draw (a card drawn from the stock has been seen and stays drawn). Keys: D draw, T take the discard, arrows and Space choose cards, Enter lays them, 1-9 add them to that meld, Delete discards.</source>
        <translation>&lt;b&gt;In het venster:&lt;/b&gt; sleep de stapel of de aflegstapel naar je hand om te pakken. Klik op kaarten om ze te kiezen en sleep ze naar de tafel voor een nieuwe combinatie, naar een combinatie om aan te leggen, naar een joker om hem te winnen met de kaart waarvoor hij staat, en naar de aflegstapel om af te leggen. Sleep binnen je hand om ze te ordenen, of sorteer op kleur of op waarde. Ongedaan maken neemt een stap terug, Beurt herstellen de hele beurt sinds je pakte (een kaart van de stapel is gezien en blijft gepakt). Toetsen: D pakken, T de afgelegde kaart nemen, pijltjes en spatie kiezen kaarten, Enter legt ze neer, 1-9 legt ze aan bij die combinatie, Delete legt af.</translation>
    </message>
    <message>
        <source>&lt;b&gt;500 Rum.&lt;/b&gt; The discard pile is spread so that every card can be read. You may take any card of it, with all the cards above it, but the deepest card you take must go on the table this very turn, in a meld or on one.</source>
        <translation>&lt;b&gt;500 Rum.&lt;/b&gt; De aflegstapel ligt uitgespreid, zodat elke kaart te lezen is. Je mag er elke kaart uit nemen, met alle kaarten erboven, maar de diepste kaart die je neemt moet nog deze beurt op tafel, in een combinatie of aangelegd.</translation>
    </message>
    <message>
        <source>You may add cards to anybody&apos;s meld, and every card scores for the one who laid it: aces 15 (5 at the bottom of a run A-2-3), 2 to 9 five points, 10 and the faces ten. At the end of a round you score your cards on the table minus the cards left in your hand. The first to 500 wins.</source>
        <translation>Je mag aanleggen bij ieders combinatie, en elke kaart telt voor wie hem legde: azen 15 (5 onderaan een rij A-2-3), 2 tot 9 vijf punten, 10 en de plaatjes tien. Aan het eind van een ronde scoor je je kaarten op tafel min de kaarten in je hand. Wie het eerst 500 haalt, wint.</translation>
    </message>
    <message>
        <source>The round ends when somebody runs out of cards, or when the stock is empty and the player on turn does not want the pile.</source>
        <translation>De ronde eindigt als iemand geen kaarten meer heeft, of als de stapel op is en de speler aan de beurt de aflegstapel niet wil.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Rummy %1.&lt;/b&gt; Two packs and four jokers; everyone gets 13 cards. Your first melds, all in one turn and from your hand only, must be worth at least %1 points (the faces ten, an ace 11, or 1 below a 2). In the window the melds of an opening wait beside the table until they are enough.</source>
        <translation>&lt;b&gt;Rummy %1.&lt;/b&gt; Twee spellen en vier jokers; iedereen krijgt 13 kaarten. Je eerste combinaties, alle in één beurt en alleen uit je hand, moeten samen minstens %1 punten waard zijn (plaatjes tien, een aas 11, of 1 onder een 2). In het venster wachten de combinaties van een opening naast de tafel tot ze genoeg zijn.</translation>
    </message>
    <message>
        <source>Before your opening you may take the top discard only to use it in the opening that turn. After it you may add cards to any meld, at most two to one run in a turn. A joker stands for one card for good; whoever holds that card may swap it in and take the joker.</source>
        <translation>Voor je opening mag je de bovenste afgelegde kaart alleen nemen om hem die beurt in je opening te gebruiken. Daarna mag je aanleggen bij elke combinatie, hoogstens twee kaarten per rij per beurt. Een joker staat voorgoed voor één kaart; wie die kaart heeft, mag hem inwisselen en de joker nemen.</translation>
    </message>
    <message>
        <source>You go out by discarding your last card. The others count their cards (jokers 20, aces 11) as penalty points, doubled if you went out in one go without having opened. Whoever reaches the limit is out of the match; the last one left wins.</source>
        <translation>Je gaat uit door je laatste kaart af te leggen. De anderen tellen hun kaarten (jokers 20, azen 11) als strafpunten, dubbel als je in één keer uitging zonder eerder geopend te hebben. Wie de grens haalt, ligt uit de partij; de laatste die overblijft, wint.</translation>
    </message>
    <message>
        <source>If everyone is down to one card and nothing left off the table can be added to a meld, not even a joker won back, nobody can go out any more: the round ends, and everyone counts the card in hand.</source>
        <translation>Heeft iedereen nog maar één kaart en kan geen enkele kaart buiten de tafel nog bij een combinatie worden aangelegd, zelfs geen teruggewonnen joker, dan kan niemand meer uitgaan: de ronde eindigt en iedereen telt de kaart in zijn hand.</translation>
    </message>
    <message>
        <source>In Rummy 51 the opening must hold a run, and the turn of your opening may not end with a joker as the discard.</source>
        <translation>Bij Rummy 51 moet de opening een rij bevatten, en de beurt van je opening mag niet eindigen met een joker als afgelegde kaart.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Rummy.&lt;/b&gt; One pack without jokers. With two players each gets ten cards, seven with three or four, six with more (then two packs are used). You may take the top discard or draw from the stock; once you have laid a meld you may add cards to every meld on the table.</source>
        <translation>&lt;b&gt;Rummy.&lt;/b&gt; Eén spel zonder jokers. Met twee spelers krijgt ieder tien kaarten, zeven met drie of vier, zes met meer (dan met twee spellen). Je mag de bovenste afgelegde kaart nemen of van de stapel pakken; zodra je een combinatie hebt gelegd, mag je aanleggen bij elke combinatie op tafel.</translation>
    </message>
    <message>
        <source>Whoever gets rid of the last card wins the round, and the others pay the value of their cards: ace 1, the faces ten. Going out in one turn without having melded before is a rummy and doubles the payment.</source>
        <translation>Wie zijn laatste kaart kwijt is, wint de ronde, en de anderen betalen de waarde van hun kaarten: aas 1, plaatjes tien. In één beurt uitgaan zonder eerder gelegd te hebben is rummy en verdubbelt de betaling.</translation>
    </message>
    <message>
        <source>When the stock is used up, the discard pile is turned over as the new stock. If everyone is down to one card and no card left fits a meld on the table, nobody can go out any more: the round ends and nobody pays.</source>
        <translation>Is de stapel op, dan wordt de aflegstapel omgedraaid als nieuwe stapel. Heeft iedereen nog maar één kaart en past geen enkele overgebleven kaart nog bij een combinatie op tafel, dan kan niemand meer uitgaan: de ronde eindigt en niemand betaalt.</translation>
    </message>
    <message>
        <source>With two packs there are two of every card: a card just like one you took from the pile this turn (the same rank and suit) may not be discarded either.</source>
        <translation>Met twee spellen is elke kaart er twee keer: een kaart gelijk aan een die je deze beurt van de aflegstapel nam (dezelfde waarde en kleur) mag je ook niet afleggen.</translation>
    </message>
    <message>
        <source>A draw counts. Once you have drawn from the stock, Undo and Reset turn go back only to just after the draw. If you took cards from the discard pile, you may press &lt;b&gt;Put back&lt;/b&gt; before you lay anything: they return to their places and you draw from the stock instead, not from the pile again. Undo and Reset turn never free you from a card you must use, nor from a rule that refused a move.</source>
        <translation>Pakken telt. Heb je van de stapel gepakt, dan gaan Ongedaan maken en Beurt herstellen alleen terug tot net na het pakken. Nam je kaarten van de aflegstapel, dan mag je, voordat je iets legt, op &lt;b&gt;Terugleggen&lt;/b&gt; drukken: ze gaan terug op hun plaats en je pakt in plaats daarvan van de stapel, niet opnieuw van de aflegstapel. Ongedaan maken en Beurt herstellen bevrijden je nooit van een kaart die je moet gebruiken, noch van een regel die een zet weigerde.</translation>
    </message>
    <message>
        <source>You may lay a run in either order, 3-2-A as well as A-2-3; the table always shows it from low to high.</source>
        <translation>Je mag een rij in beide richtingen leggen, 3-2-A net zo goed als A-2-3; de tafel toont hem altijd van laag naar hoog.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Every round ends.&lt;/b&gt; If the stock has been renewed three times with no card laid in between, or 50 turns go by in which nobody lays a card or draws from the stock (only the top discard passes back and forth), the round ends with nobody out. A match ends after 100 rounds at the latest: the best total wins, and equal totals share the win. The new-game dialog offers only games that can be won: enough cards for everyone, and an opening a hand can reach.</source>
        <translation>&lt;b&gt;Elke ronde eindigt.&lt;/b&gt; Is de stapel drie keer vernieuwd zonder dat er intussen een kaart werd gelegd, of gaan er 50 beurten voorbij waarin niemand een kaart legt of van de stapel pakt (alleen de bovenste afgelegde kaart gaat heen en weer), dan eindigt de ronde zonder dat iemand uitging. Een partij eindigt uiterlijk na 100 rondes: het beste totaal wint, en gelijke totalen delen de overwinning. Het venster voor een nieuw spel biedt alleen spellen aan die te winnen zijn: genoeg kaarten voor iedereen, en een opening die een hand kan halen.</translation>
    </message>
    <message>
        <source>This holds also when you take only the top card: it is then the deepest, and must go on the table at once. Some families let the top card alone go into the hand with no duty; the house rule for the top card in the new-game dialog plays it so.</source>
        <translation>Dat geldt ook als je alleen de bovenste kaart neemt: die is dan de diepste en moet meteen op tafel. Sommige families laten de bovenste kaart alleen zonder plicht in de hand gaan; de huisregel voor de bovenste kaart in het venster voor een nieuw spel speelt het zo.</translation>
    </message>
    <message>
        <source>Played with jokers (a house rule), a joker on the table is won as in Rummy 30 and 51: whoever holds the card it stands for puts that card in its place and takes the joker. A joker may be discarded, even one just won.</source>
        <translation>Speel je met jokers (een huisregel), dan win je een joker op tafel zoals bij Rummy 30 en 51: wie de kaart heeft waarvoor hij staat, legt die kaart op zijn plaats en neemt de joker. Een joker mag je afleggen, ook een die je net won.</translation>
    </message>
    <message>
        <source>A round ended by one of the limits below scores as usual: your cards on the table minus those in your hand.</source>
        <translation>Een ronde die door een van de grenzen hieronder eindigt, telt zoals altijd: je kaarten op tafel min die in je hand.</translation>
    </message>
    <message>
        <source>Your opening is laid in one go: put all its melds out together; once they are down you may add cards to melds on the table in the same turn. Before your opening you may not add cards to melds, nor win a joker.</source>
        <translation>Je opening leg je in één keer: leg al haar combinaties samen neer; liggen ze eenmaal, dan mag je in dezelfde beurt aanleggen bij combinaties op tafel. Voor je opening mag je niet aanleggen en geen joker winnen.</translation>
    </message>
    <message>
        <source>The doubling rummy needs every one of your cards in new melds of your own: adding a card to a meld already on the table, or winning a joker, spoils it. You may discard a joker, even one you have just won.</source>
        <translation>Voor de verdubbelende rummy moeten al je kaarten in nieuwe combinaties van jezelf: een kaart aanleggen bij een combinatie die al op tafel lag, of een joker winnen, bederft hem. Een joker mag je afleggen, ook een die je net won.</translation>
    </message>
    <message>
        <source>If the stock is empty and the discard pile holds a single card, the round ends with nobody out; so it does after one of the limits below. Everyone then counts the cards in hand as penalty points. If everyone still in goes over the limit in the same round, the match ends: of them the lowest total wins, and equal lowest totals share the win. After 100 rounds the lowest total wins.</source>
        <translation>Is de stapel op en ligt er maar één kaart op de aflegstapel, dan eindigt de ronde zonder dat iemand uitging; zo ook na een van de grenzen hieronder. Iedereen telt dan de kaarten in zijn hand als strafpunten. Gaat iedereen die nog meedoet in dezelfde ronde over de grens, dan eindigt de partij: van hen wint het laagste totaal, en gelijke laagste totalen delen de overwinning. Na 100 rondes wint het laagste totaal.</translation>
    </message>
    <message>
        <source>Going out counts as a rummy also when that turn adds cards to melds on the table, as long as you had laid nothing in an earlier turn. A round ended by one of the limits below is scored like a round nobody can end: nobody pays.</source>
        <translation>Uitgaan telt ook als rummy als je in die beurt aanlegt bij combinaties op tafel, zolang je in een eerdere beurt niets had gelegd. Een ronde die door een van de grenzen hieronder eindigt, telt als een ronde die niemand kan beëindigen: niemand betaalt.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The clock.&lt;/b&gt; When the game has a turn timer, &lt;b&gt;Pause&lt;/b&gt; beside the clock (or Pause in the Turn menu, Ctrl+P) stops it and hides your cards until &lt;b&gt;Resume&lt;/b&gt;; your turn then goes on with the seconds it had left, and a game saved while paused opens paused. The house rule &lt;i&gt;Time bank per player&lt;/i&gt; gives everyone a store of seconds for the whole game: it pays once a turn's own time is up, and &lt;b&gt;+30 s&lt;/b&gt; moves thirty of its seconds to your turn at once. The banks are shown beside the clock and kept with the game.</source>
        <translation>&lt;b&gt;De klok.&lt;/b&gt; Heeft het spel een beurtklok, dan zet &lt;b&gt;Pauze&lt;/b&gt; naast de klok (of Pauze in het menu Beurt, Ctrl+P) hem stil en verbergt je kaarten tot &lt;b&gt;Verder&lt;/b&gt;; je beurt gaat dan verder met de seconden die er nog over waren, en een spel dat gepauzeerd is bewaard, opent gepauzeerd. De huisregel &lt;i&gt;Tijdreserve per speler&lt;/i&gt; geeft iedereen een voorraad seconden voor het hele spel: die loopt zodra de eigen tijd van een beurt op is, en &lt;b&gt;+30 s&lt;/b&gt; zet er meteen dertig van bij je beurt. De reserves staan naast de klok en worden met het spel bewaard.</translation>
    </message>
</context>
<context>
    <name>CardHintBar</name>
    <message>
        <source>Hint: draw from the stock.</source>
        <translation>Tip: pak van de stapel.</translation>
    </message>
    <message>
        <source>Hint: take from the discard pile: it completes a meld this turn.</source>
        <translation>Tip: neem van de aflegstapel: daarmee maak je deze beurt een combinatie af.</translation>
    </message>
    <message>
        <source>Hint: the card taken cannot be used this turn: put it back and draw from the stock.</source>
        <translation>Tip: de genomen kaart kun je deze beurt niet gebruiken: leg hem terug en pak van de stapel.</translation>
    </message>
    <message>
        <source>Hint: %1 of your cards can be laid.</source>
        <translation>Tip: %1 van je kaarten kunnen gelegd worden.</translation>
    </message>
    <message>
        <source>Then discard %1.</source>
        <translation>Leg daarna %1 af.</translation>
    </message>
    <message>
        <source>Hint: now discard %1.</source>
        <translation>Tip: leg nu %1 af.</translation>
    </message>
    <message>
        <source>Hint: nothing to lay. Your cards make no opening of %1 points the rules allow this turn.</source>
        <translation>Tip: niets te leggen. Met je kaarten kun je deze beurt geen opening van %1 punten leggen die de regels toestaan.</translation>
    </message>
    <message>
        <source>Hint: nothing to lay. None of your cards makes a meld or fits one on the table.</source>
        <translation>Tip: niets te leggen. Geen van je kaarten vormt een combinatie of past aan een combinatie op tafel.</translation>
    </message>
    <message>
        <source>Discard %1.</source>
        <translation>Leg %1 af.</translation>
    </message>
    <message>
        <source>draw the top card of the stock.</source>
        <translation>pak de bovenste kaart van de stapel.</translation>
    </message>
    <message>
        <source>take what is marked in gold on the discard pile: it makes a meld with the cards marked in your hand.</source>
        <translation>neem wat op de aflegstapel goud gemarkeerd is: het vormt een combinatie met de gemarkeerde kaarten in je hand.</translation>
    </message>
    <message>
        <source>put the cards taken back on the discard pile.</source>
        <translation>leg de genomen kaarten terug op de aflegstapel.</translation>
    </message>
    <message>
        <source>lay these melds together: they are your opening.</source>
        <translation>leg deze combinaties samen neer: ze vormen je opening.</translation>
    </message>
    <message>
        <source>lay these cards as a new meld.</source>
        <translation>leg deze kaarten als nieuwe combinatie.</translation>
    </message>
    <message>
        <source>lay these cards off on meld %1.</source>
        <translation>leg deze kaarten aan bij combinatie %1.</translation>
    </message>
    <message>
        <source>Play the step shown for me; Undo takes it back</source>
        <translation>Speel de getoonde stap voor mij; Ongedaan maken neemt hem terug</translation>
    </message>
</context>
<context>
    <name>CardNewGame</name>
    <message>
        <source>You</source>
        <translation>Jij</translation>
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
        <translation>Plaats %1 is bezet</translation>
    </message>
    <message>
        <source>Name of seat %1</source>
        <translation>Naam op plaats %1</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Mens</translation>
    </message>
    <message>
        <source>Computer: %1</source>
        <translation>Computer: %1</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Speler %1</translation>
    </message>
    <message>
        <source>New card game</source>
        <translation>Nieuw kaartspel</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
    <message>
        <source>Rules of this game (change any)</source>
        <translation>Regels van dit spel (pas gerust aan)</translation>
    </message>
    <message>
        <source>Start game</source>
        <translation>Spel beginnen</translation>
    </message>
    <message>
        <source>every player needs a name</source>
        <translation>elke speler heeft een naam nodig</translation>
    </message>
    <message>
        <source>Unticked: %1</source>
        <translation>Uitgevinkt: %1</translation>
    </message>
    <message>
        <source>This game is for %1 to %2 players.</source>
        <translation>Dit spel is voor %1 tot %2 spelers.</translation>
    </message>
    <message>
        <source>No game can be won like this: there are not enough cards to deal %1 cards to each of %2 players and start the discard pile. Deal fewer cards, or play with more packs.</source>
        <translation>Zo kan niemand het spel winnen: er zijn niet genoeg kaarten om %2 spelers elk %1 kaarten te geven en de aflegstapel te beginnen. Deel minder kaarten, of speel met meer spellen.</translation>
    </message>
    <message>
        <source>No game can be won like this: from a hand of %1 cards nobody can lay an opening of %2 points (%3 at most). Lower the opening, or deal more cards.</source>
        <translation>Zo kan niemand het spel winnen: met een hand van %1 kaarten kan niemand een opening van %2 punten leggen (hoogstens %3). Verlaag de opening, of deel meer kaarten.</translation>
    </message>
</context>
<context>
    <name>CardOffer</name>
    <message>
        <source>Continue the unfinished card game (%1: %2, round %3)?</source>
        <translation>Het onafgemaakte kaartspel voortzetten (%1: %2, ronde %3)?</translation>
    </message>
    <message>
        <source>Continue the card game?</source>
        <translation>Het kaartspel voortzetten?</translation>
    </message>
</context>
<context>
    <name>CardOptions</name>
    <message>
        <source>Cards dealt per player</source>
        <translation>Kaarten per speler</translation>
    </message>
    <message>
        <source>by the number of players</source>
        <translation>naar het aantal spelers</translation>
    </message>
    <message>
        <source>Packs of cards</source>
        <translation>Spellen kaarten</translation>
    </message>
    <message>
        <source>Jokers</source>
        <translation>Jokers</translation>
    </message>
    <message>
        <source>Jokers per meld at most</source>
        <translation>Hoogstens jokers per combinatie</translation>
    </message>
    <message>
        <source>From the discard pile a player may take</source>
        <translation>Van de aflegstapel mag een speler nemen</translation>
    </message>
    <message>
        <source>the top card</source>
        <translation>de bovenste kaart</translation>
    </message>
    <message>
        <source>the top card, before opening only to use it in the opening</source>
        <translation>de bovenste kaart, voor de opening alleen om hem in de opening te gebruiken</translation>
    </message>
    <message>
        <source>any card with every card above it</source>
        <translation>elke kaart met alle kaarten erboven</translation>
    </message>
    <message>
        <source>The top card taken alone need not be used</source>
        <translation>De bovenste kaart alleen hoeft niet gebruikt te worden</translation>
    </message>
    <message>
        <source>Opening: at least</source>
        <translation>Opening: minstens</translation>
    </message>
    <message>
        <source>The opening must hold a run</source>
        <translation>De opening moet een rij bevatten</translation>
    </message>
    <message>
        <source>any melds may open</source>
        <translation>elke combinatie mag openen</translation>
    </message>
    <message>
        <source>The opening turn ends with a discard that is not a joker</source>
        <translation>De openingsbeurt eindigt met een afgelegde kaart die geen joker is</translation>
    </message>
    <message>
        <source>any card may end the opening turn</source>
        <translation>elke kaart mag de openingsbeurt beëindigen</translation>
    </message>
    <message>
        <source>Cards may be laid off before a player has melded</source>
        <translation>Aanleggen mag al voordat een speler een combinatie legde</translation>
    </message>
    <message>
        <source>lay off only after melding</source>
        <translation>aanleggen pas na een eigen combinatie</translation>
    </message>
    <message>
        <source>Cards added to one run per turn at most</source>
        <translation>Hoogstens aangelegde kaarten per rij per beurt</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>geen grens</translation>
    </message>
    <message>
        <source>The last card leaves the hand</source>
        <translation>De laatste kaart verlaat de hand</translation>
    </message>
    <message>
        <source>melded, laid off or discarded</source>
        <translation>gelegd, aangelegd of afgelegd</translation>
    </message>
    <message>
        <source>only as the discard</source>
        <translation>alleen als afgelegde kaart</translation>
    </message>
    <message>
        <source>When the stock is empty</source>
        <translation>Als de stapel op is</translation>
    </message>
    <message>
        <source>the discard pile is turned over</source>
        <translation>wordt de aflegstapel omgedraaid</translation>
    </message>
    <message>
        <source>the discard pile but its top card is shuffled</source>
        <translation>wordt de aflegstapel op de bovenste kaart na geschud</translation>
    </message>
    <message>
        <source>the round ends</source>
        <translation>eindigt de ronde</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Telling</translation>
    </message>
    <message>
        <source>the others pay the winner their cards</source>
        <translation>de anderen betalen de winnaar hun kaarten</translation>
    </message>
    <message>
        <source>penalty points for cards left in hand</source>
        <translation>strafpunten voor kaarten in de hand</translation>
    </message>
    <message>
        <source>points of cards laid minus cards in hand</source>
        <translation>punten van gelegde kaarten min kaarten in de hand</translation>
    </message>
    <message>
        <source>Going out in one turn without melding before doubles</source>
        <translation>In één beurt uitgaan zonder eerder te leggen telt dubbel</translation>
    </message>
    <message>
        <source>going out in one turn scores as usual</source>
        <translation>in één beurt uitgaan telt gewoon</translation>
    </message>
    <message>
        <source>A joker counts</source>
        <translation>Een joker telt</translation>
    </message>
    <message>
        <source>A laid joker scores as the card it stands for</source>
        <translation>Een gelegde joker telt als de kaart waarvoor hij staat</translation>
    </message>
    <message>
        <source>a laid joker scores its own points</source>
        <translation>een gelegde joker telt zijn eigen punten</translation>
    </message>
    <message>
        <source>The match ends</source>
        <translation>De partij eindigt</translation>
    </message>
    <message>
        <source>after a number of deals</source>
        <translation>na een aantal rondes</translation>
    </message>
    <message>
        <source>when a player reaches a score</source>
        <translation>als een speler een score haalt</translation>
    </message>
    <message>
        <source>when one player is left</source>
        <translation>als er één speler over is</translation>
    </message>
    <message>
        <source>Deals in a match</source>
        <translation>Rondes in een partij</translation>
    </message>
    <message>
        <source>Score that wins the match</source>
        <translation>Score die de partij wint</translation>
    </message>
    <message>
        <source>A player is out at</source>
        <translation>Een speler ligt eruit bij</translation>
    </message>
    <message>
        <source>Turn timer</source>
        <translation>Beurttijd</translation>
    </message>
    <message>
        <source>off</source>
        <translation>uit</translation>
    </message>
    <message>
        <source>the deepest card taken, also the top card alone, must be used at once</source>
        <translation>de diepste genomen kaart, ook de bovenste kaart alleen, moet meteen gebruikt worden</translation>
    </message>
    <message>
        <source>Time bank per player</source>
        <translation>Tijdreserve per speler</translation>
    </message>
</context>
<context>
    <name>CardReplay</name>
    <message>
        <source>no cards</source>
        <translation>geen kaarten</translation>
    </message>
    <message>
        <source>Every hand</source>
        <translation>Alle handen</translation>
    </message>
    <message>
        <source>No hands until the game is over</source>
        <translation>Geen handen tot het spel voorbij is</translation>
    </message>
    <message>
        <source>Hands stay hidden until the game is over.</source>
        <translation>De handen blijven verborgen tot het spel voorbij is.</translation>
    </message>
</context>
<context>
    <name>CardRoundEnd</name>
    <message>
        <source>Match over</source>
        <translation>Partij voorbij</translation>
    </message>
    <message>
        <source>Round over</source>
        <translation>Ronde voorbij</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <source>Cards left</source>
        <translation>Kaarten over</translation>
    </message>
    <message>
        <source>Laid - in hand</source>
        <translation>Uitgelegd - in de hand</translation>
    </message>
    <message>
        <source>This round</source>
        <translation>Deze ronde</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totaal</translation>
    </message>
    <message>
        <source>%1 (out)</source>
        <translation>%1 (eruit)</translation>
    </message>
    <message>
        <source>%1 (wins the match)</source>
        <translation>%1 (wint de partij)</translation>
    </message>
    <message>
        <source>The match so far</source>
        <translation>De partij tot nu toe</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nieuw spel</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>Volgende ronde</translation>
    </message>
    <message>
        <source>Watch this game again</source>
        <translation>Dit spel nog eens bekijken</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
    <message>
        <source>The stock ran out: the round is over.</source>
        <translation>De stapel is op: de ronde is voorbij.</translation>
    </message>
    <message>
        <source>Nobody can go out any more (no card left fits the table): the round is over.</source>
        <translation>Niemand kan meer uitgaan (geen overgebleven kaart past nog op tafel): de ronde is voorbij.</translation>
    </message>
    <message>
        <source>%1 went out in one go: rummy, double!</source>
        <translation>%1 ging in één keer uit: rummy, dubbel!</translation>
    </message>
    <message>
        <source>%1 went out.</source>
        <translation>%1 ging uit.</translation>
    </message>
    <message>
        <source>%1 wins the match.</source>
        <translation>%1 wint de partij.</translation>
    </message>
    <message>
        <source>Penalty points: a player whose total reaches %1 is out; the last one left wins.</source>
        <translation>Strafpunten: een speler met een totaal van %1 ligt eruit; de laatste die overblijft, wint.</translation>
    </message>
    <message>
        <source>Out: %1.</source>
        <translation>Eruit: %1.</translation>
    </message>
    <message>
        <source>The first to reach %1 points wins.</source>
        <translation>Wie het eerst %1 punten haalt, wint.</translation>
    </message>
    <message>
        <source>All %1 deals are played.</source>
        <translation>Alle %1 rondes zijn gespeeld.</translation>
    </message>
    <message>
        <source>Deals left: %1.</source>
        <translation>Rondes te gaan: %1.</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Ronde %1</translation>
    </message>
    <message>
        <source>Nobody went out: the stock was used up and renewed three times without anyone laying a card, so the round is over.</source>
        <translation>Niemand ging uit: de stapel raakte drie keer op en werd vernieuwd zonder dat iemand een kaart legde, dus de ronde is voorbij.</translation>
    </message>
    <message>
        <source>Nobody went out: for 50 turns nobody laid a card or drew from the stock (only the discard went back and forth), so the round is over.</source>
        <translation>Niemand ging uit: 50 beurten lang legde niemand een kaart en pakte niemand van de stapel (alleen de afgelegde kaart ging heen en weer), dus de ronde is voorbij.</translation>
    </message>
    <message>
        <source>%1 and %2 share the win.</source>
        <translation>%1 en %2 delen de overwinning.</translation>
    </message>
    <message>
        <source>Everyone still in went over the limit in this round: of them, the lowest total wins.</source>
        <translation>Iedereen die nog meedeed, ging deze ronde over de grens: van hen wint het laagste totaal.</translation>
    </message>
    <message>
        <source>The match ends after %1 rounds: the best total wins.</source>
        <translation>De partij eindigt na %1 rondes: het beste totaal wint.</translation>
    </message>
    <message>
        <source>%1 (shares the win)</source>
        <translation>%1 (deelt de overwinning)</translation>
    </message>
</context>
<context>
    <name>CardRules</name>
    <message>
        <source>you have drawn already: meld, lay off or discard</source>
        <translation>je hebt al gepakt: leg neer, leg aan of leg af</translation>
    </message>
    <message>
        <source>the turn of your opening must end with a discard that is not a joker</source>
        <translation>de beurt van je opening moet eindigen met een afgelegde kaart die geen joker is</translation>
    </message>
    <message>
        <source>{card} was just taken from the discard pile and may not be discarded</source>
        <translation>{card} is net van de aflegstapel genomen en mag niet worden afgelegd</translation>
    </message>
    <message>
        <source>{card} is a twin of a card just taken from the discard pile and may not be discarded</source>
        <translation>{card} is een tweeling van een kaart die net van de aflegstapel is genomen en mag niet worden afgelegd</translation>
    </message>
    <message>
        <source>begin your turn by drawing: from the stock or the discard pile</source>
        <translation>begin je beurt met pakken: van de stapel of van de aflegstapel</translation>
    </message>
    <message>
        <source>the round is over</source>
        <translation>de ronde is voorbij</translation>
    </message>
    <message>
        <source>the match is over</source>
        <translation>de partij is afgelopen</translation>
    </message>
    <message>
        <source>the joker&apos;s card is fixed: it stays {card}</source>
        <translation>de kaart van de joker ligt vast: hij blijft {card}</translation>
    </message>
    <message>
        <source>the joker in a set of three is won only by laying both missing suits ({cards})</source>
        <translation>de joker in een set van drie win je alleen door beide ontbrekende kleuren te leggen ({cards})</translation>
    </message>
    <message>
        <source>the joker stands for {card}: only that card may take its place</source>
        <translation>de joker staat voor {card}: alleen die kaart mag zijn plaats innemen</translation>
    </message>
    <message>
        <source>keep one card to discard: the last card must be discarded</source>
        <translation>houd een kaart over om af te leggen: de laatste kaart moet worden afgelegd</translation>
    </message>
    <message>
        <source>you may lay off only after laying a meld of your own</source>
        <translation>je mag pas aanleggen nadat je zelf een combinatie hebt gelegd</translation>
    </message>
    <message>
        <source>the cards share neither a suit (run) nor a rank (set)</source>
        <translation>de kaarten hebben geen gemeenschappelijke kleur (rij) of waarde (set)</translation>
    </message>
    <message>
        <source>a meld needs at least one card that is not a joker</source>
        <translation>een combinatie heeft minstens één kaart nodig die geen joker is</translation>
    </message>
    <message>
        <source>a meld may hold at most {max} jokers</source>
        <translation>een combinatie mag hooguit {max} jokers bevatten</translation>
    </message>
    <message>
        <source>a meld may hold only one joker</source>
        <translation>een combinatie mag maar één joker bevatten</translation>
    </message>
    <message>
        <source>a meld needs at least 3 cards</source>
        <translation>een combinatie heeft minstens 3 kaarten nodig</translation>
    </message>
    <message>
        <source>{card}, taken from the discard pile, must be used in your opening</source>
        <translation>{card}, genomen van de aflegstapel, moet in je opening worden gebruikt</translation>
    </message>
    <message>
        <source>{card}, taken from the discard pile, must be used in a meld or lay-off now</source>
        <translation>{card}, genomen van de aflegstapel, moet nu in een combinatie of worden aangelegd</translation>
    </message>
    <message>
        <source>only cards just taken from the discard pile may be put back</source>
        <translation>alleen kaarten die je net van de aflegstapel nam, mogen terug</translation>
    </message>
    <message>
        <source>choose at least one card</source>
        <translation>kies minstens één kaart</translation>
    </message>
    <message>
        <source>{cards} is not in your hand</source>
        <translation>{cards} zit niet in je hand</translation>
    </message>
    <message>
        <source>keep a card you may discard: {cards} may not end this turn</source>
        <translation>houd een kaart over die je mag afleggen: {cards} mag deze beurt niet beëindigen</translation>
    </message>
    <message>
        <source>meld {number} holds no joker</source>
        <translation>combinatie {number} bevat geen joker</translation>
    </message>
    <message>
        <source>there is no meld {number} on the table</source>
        <translation>er ligt geen combinatie {number} op tafel</translation>
    </message>
    <message>
        <source>there is no seat {number}</source>
        <translation>er is geen plaats {number}</translation>
    </message>
    <message>
        <source>the opening must contain at least one run</source>
        <translation>de opening moet minstens één rij bevatten</translation>
    </message>
    <message>
        <source>an opening is laid in one go: all its melds together</source>
        <translation>een opening wordt in één keer gelegd: al haar combinaties samen</translation>
    </message>
    <message>
        <source>an opening needs at least {needed} points; these melds make {points}</source>
        <translation>een opening heeft minstens {needed} punten nodig; deze combinaties maken er {points}</translation>
    </message>
    <message>
        <source>you may lay off only after your opening</source>
        <translation>je mag pas aanleggen na je opening</translation>
    </message>
    <message>
        <source>you may win a joker only after your opening</source>
        <translation>je mag pas een joker winnen na je opening</translation>
    </message>
    <message>
        <source>the discard pile is empty</source>
        <translation>de aflegstapel is leeg</translation>
    </message>
    <message>
        <source>cards put back may not be taken again this turn: draw from the stock</source>
        <translation>teruggelegde kaarten mag je deze beurt niet opnieuw nemen: pak van de stapel</translation>
    </message>
    <message>
        <source>before opening, the top discard may be taken only to use it in your opening this turn</source>
        <translation>voor de opening mag je de bovenste afgelegde kaart alleen nemen om hem deze beurt in je opening te gebruiken</translation>
    </message>
    <message>
        <source>the discard pile holds only {count} cards</source>
        <translation>de aflegstapel heeft maar {count} kaarten</translation>
    </message>
    <message>
        <source>only the top card of the discard pile may be taken</source>
        <translation>alleen de bovenste kaart van de aflegstapel mag worden genomen</translation>
    </message>
    <message>
        <source>the round is still being played</source>
        <translation>de ronde wordt nog gespeeld</translation>
    </message>
    <message>
        <source>a run cannot turn the corner from king to ace to 2 ({cards})</source>
        <translation>een rij kan niet rond van heer via aas naar 2 ({cards})</translation>
    </message>
    <message>
        <source>the cards of a run must follow one another ({cards})</source>
        <translation>de kaarten van een rij moeten op elkaar volgen ({cards})</translation>
    </message>
    <message>
        <source>at most {limit} cards may be added to one run in a turn; three or more in sequence are laid as a new run</source>
        <translation>hoogstens {limit} kaarten mogen per beurt bij één rij worden aangelegd; drie of meer op volgorde worden als nieuwe rij gelegd</translation>
    </message>
    <message>
        <source>a run goes from ace to king, or 2 to ace, never further</source>
        <translation>een rij gaat van aas tot heer, of van 2 tot aas, nooit verder</translation>
    </message>
    <message>
        <source>a hand is arranged with exactly its own cards</source>
        <translation>een hand wordt geordend met precies zijn eigen kaarten</translation>
    </message>
    <message>
        <source>the joker cannot stand for {card}: that suit is already in the set</source>
        <translation>de joker kan niet voor {card} staan: die kleur zit al in de set</translation>
    </message>
    <message>
        <source>a set cannot hold two cards of the same suit ({cards})</source>
        <translation>een set kan geen twee kaarten van dezelfde kleur bevatten ({cards})</translation>
    </message>
    <message>
        <source>a set has at most 4 cards, one of each suit</source>
        <translation>een set heeft hoogstens 4 kaarten, één van elke kleur</translation>
    </message>
</context>
<context>
    <name>CardTable</name>
    <message>
        <source>No card game yet.</source>
        <translation>Nog geen kaartspel.</translation>
    </message>
    <message>
        <source>Stock %1</source>
        <translation>Stapel %1</translation>
    </message>
    <message>
        <source>Discard pile %1</source>
        <translation>Aflegstapel %1</translation>
    </message>
    <message>
        <source>1 card</source>
        <translation>1 kaart</translation>
    </message>
    <message>
        <source>%1 cards</source>
        <translation>%1 kaarten</translation>
    </message>
    <message>
        <source>total %1</source>
        <translation>totaal %1</translation>
    </message>
    <message>
        <source>laid %1</source>
        <translation>gelegd %1</translation>
    </message>
    <message>
        <source>out</source>
        <translation>eruit</translation>
    </message>
    <message>
        <source>opened</source>
        <translation>geopend</translation>
    </message>
    <message>
        <source>Drop cards here to lay a meld</source>
        <translation>Laat hier kaarten los om een combinatie te leggen</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>put out: %1 of %2 points</source>
        <translation>klaargelegd: %1 van %2 punten</translation>
    </message>
    <message>
        <source>The hand is hidden until its player is ready.</source>
        <translation>De hand blijft verborgen tot de speler klaar is.</translation>
    </message>
    <message>
        <source>Hands are hidden while the computer plays.</source>
        <translation>De handen zijn verborgen terwijl de computer speelt.</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Jouw hand</translation>
    </message>
    <message>
        <source>Hand of %1</source>
        <translation>Hand van %1</translation>
    </message>
    <message>
        <source>the stock is empty: take from the pile, or press Draw</source>
        <translation>de stapel is op: neem van de aflegstapel, of druk op Pakken</translation>
    </message>
    <message>
        <source>draw from the stock or the pile</source>
        <translation>pak van de stapel of de aflegstapel</translation>
    </message>
    <message>
        <source>meld, lay off, then discard onto the pile</source>
        <translation>leg neer, leg aan, en leg dan af op de aflegstapel</translation>
    </message>
    <message>
        <source>%1 s left</source>
        <translation>nog %1 s</translation>
    </message>
</context>
<context>
    <name>CardWindow</name>
    <message>
        <source>Why a move was refused</source>
        <translation>Waarom een zet geweigerd werd</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Pakken</translation>
    </message>
    <message>
        <source>Take the top card of the stock</source>
        <translation>Pak de bovenste kaart van de stapel</translation>
    </message>
    <message>
        <source>Take discard</source>
        <translation>Afgelegde nemen</translation>
    </message>
    <message>
        <source>Take the top card of the discard pile</source>
        <translation>Neem de bovenste kaart van de aflegstapel</translation>
    </message>
    <message>
        <source>Put back</source>
        <translation>Terugleggen</translation>
    </message>
    <message>
        <source>Put the cards taken from the pile back, to draw instead</source>
        <translation>Leg de genomen kaarten terug, om in plaats daarvan te pakken</translation>
    </message>
    <message>
        <source>Lay meld</source>
        <translation>Combinatie leggen</translation>
    </message>
    <message>
        <source>Lay the selected cards as a new meld</source>
        <translation>Leg de gekozen kaarten als nieuwe combinatie</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Ongedaan maken</translation>
    </message>
    <message>
        <source>Take back your last step</source>
        <translation>Neem je laatste stap terug</translation>
    </message>
    <message>
        <source>Reset turn</source>
        <translation>Beurt herstellen</translation>
    </message>
    <message>
        <source>Take back the whole turn since your draw</source>
        <translation>Neem de hele beurt sinds het pakken terug</translation>
    </message>
    <message>
        <source>Sort by suit</source>
        <translation>Op kleur sorteren</translation>
    </message>
    <message>
        <source>Runs side by side</source>
        <translation>Rijen naast elkaar</translation>
    </message>
    <message>
        <source>Sort by rank</source>
        <translation>Op waarde sorteren</translation>
    </message>
    <message>
        <source>Sets side by side</source>
        <translation>Sets naast elkaar</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spel</translation>
    </message>
    <message>
        <source>&amp;New game...</source>
        <translation>&amp;Nieuw spel...</translation>
    </message>
    <message>
        <source>&amp;Continue the last card game</source>
        <translation>Laatste kaartspel &amp;voortzetten</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>&amp;Openen...</translation>
    </message>
    <message>
        <source>Save &amp;as...</source>
        <translation>Opslaan &amp;als...</translation>
    </message>
    <message>
        <source>Re&amp;play a game...</source>
        <translation>Spel te&amp;rugkijken...</translation>
    </message>
    <message>
        <source>S&amp;tatistics...</source>
        <translation>S&amp;tatistieken...</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Afsluiten</translation>
    </message>
    <message>
        <source>&amp;Turn</source>
        <translation>&amp;Beurt</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Ongedaan maken</translation>
    </message>
    <message>
        <source>&amp;Reset turn</source>
        <translation>Beurt &amp;herstellen</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>Be&amp;eld</translation>
    </message>
    <message>
        <source>&amp;Four-colour suits</source>
        <translation>&amp;Vierkleurige kaarten</translation>
    </message>
    <message>
        <source>Clubs green and diamonds blue, for colour-blind players</source>
        <translation>Klaveren groen en ruiten blauw, voor kleurenblinde spelers</translation>
    </message>
    <message>
        <source>&amp;Large cards</source>
        <translation>&amp;Grote kaarten</translation>
    </message>
    <message>
        <source>Computer &amp;speed</source>
        <translation>&amp;Snelheid computer</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;Rules of this game</source>
        <translation>&amp;Regels van dit spel</translation>
    </message>
    <message>
        <source>&amp;Learn to play</source>
        <translation>&amp;Leer spelen</translation>
    </message>
    <message>
        <source>%1 - Rummy Desktop</source>
        <translation>%1 - Rummy Desktop</translation>
    </message>
    <message>
        <source>There is no unfinished card game to continue.</source>
        <translation>Er is geen onafgemaakt kaartspel om voort te zetten.</translation>
    </message>
    <message>
        <source>Saved as %1.</source>
        <translation>Opgeslagen als %1.</translation>
    </message>
    <message>
        <source>Card game</source>
        <translation>Kaartspel</translation>
    </message>
    <message>
        <source>Saved card games (*.json)</source>
        <translation>Opgeslagen kaartspellen (*.json)</translation>
    </message>
    <message>
        <source>Discard one card at a time.</source>
        <translation>Leg één kaart tegelijk af.</translation>
    </message>
    <message>
        <source>Drop the card on your hand to take it.</source>
        <translation>Laat de kaart los op je hand om hem te nemen.</translation>
    </message>
    <message>
        <source>Drop the meld on your hand to take it back.</source>
        <translation>Laat de combinatie los op je hand om haar terug te nemen.</translation>
    </message>
    <message>
        <source>Drop cards on the table to meld, on a meld to lay off, on the pile to discard.</source>
        <translation>Laat kaarten los op tafel om te leggen, op een combinatie om aan te leggen, op de aflegstapel om af te leggen.</translation>
    </message>
    <message>
        <source>The joker stands for:</source>
        <translation>De joker staat voor:</translation>
    </message>
    <message>
        <source>Statistics are not kept in this session.</source>
        <translation>In deze sessie worden geen statistieken bijgehouden.</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tip</translation>
    </message>
    <message>
        <source>Show the best melds and lay-offs for your hand, step by step, to you alone</source>
        <translation>Toon de beste combinaties en aanleggingen voor je hand, stap voor stap, alleen aan jou</translation>
    </message>
</context>
<context>
    <name>CardWords</name>
    <message>
        <source>joker</source>
        <translation>joker</translation>
    </message>
</context>
<context>
    <name>Controller</name>
    <message>
        <source>the round is not over</source>
        <translation>de ronde is nog niet voorbij</translation>
    </message>
    <message>
        <source>no one is waiting to start a turn</source>
        <translation>niemand wacht om een beurt te beginnen</translation>
    </message>
    <message>
        <source>only a running turn timer can be paused</source>
        <translation>alleen een lopende beurtklok kan worden gepauzeerd</translation>
    </message>
    <message>
        <source>the game is not paused</source>
        <translation>het spel is niet gepauzeerd</translation>
    </message>
    <message>
        <source>there is no time left in your time bank</source>
        <translation>je tijdreserve is op</translation>
    </message>
    <message>
        <source>one cell per tile is needed</source>
        <translation>er is één vak per steen nodig</translation>
    </message>
    <message>
        <source>%1 was on the table when your turn began: it must stay on the table</source>
        <translation>%1 lag al op tafel toen je beurt begon: die moet op tafel blijven</translation>
    </message>
    <message>
        <source>no rack is shown</source>
        <translation>er wordt geen plankje getoond</translation>
    </message>
    <message>
        <source>those tiles are not on the rack</source>
        <translation>die stenen liggen niet op het plankje</translation>
    </message>
    <message>
        <source>nothing to undo</source>
        <translation>er is niets om ongedaan te maken</translation>
    </message>
    <message>
        <source>Time is up for %1.</source>
        <translation>De tijd van %1 is om.</translation>
    </message>
    <message>
        <source>hints need the solver, which is not installed</source>
        <translation>tips hebben de oplosser nodig, die niet is geïnstalleerd</translation>
    </message>
    <message>
        <source>The hint could not be found.</source>
        <translation>Er is geen tip gevonden.</translation>
    </message>
    <message>
        <source>Hint: no play found. Your tiles make no melds worth %1 points together, which your first play needs: draw a tile.</source>
        <translation>Tip: geen zet gevonden. Je stenen vormen samen geen combinaties van %1 punten, en die heeft je eerste uitleg nodig: pak een steen.</translation>
    </message>
    <message>
        <source>Hint: no play found. None of your tiles makes a new meld or fits a meld on the table, even with the table rearranged: draw a tile.</source>
        <translation>Tip: geen zet gevonden. Geen van je stenen vormt een nieuwe combinatie of past aan een combinatie op tafel, ook niet als je de tafel omlegt: pak een steen.</translation>
    </message>
    <message>
        <source>the game is paused: resume it first</source>
        <translation>het spel is gepauzeerd: ga eerst verder</translation>
    </message>
    <message>
        <source>wait: the computer is playing</source>
        <translation>wacht: de computer is aan de beurt</translation>
    </message>
    <message>
        <source>click to start your turn first</source>
        <translation>klik eerst om je beurt te beginnen</translation>
    </message>
    <message>
        <source>it is nobody&apos;s turn</source>
        <translation>niemand is aan de beurt</translation>
    </message>
    <message>
        <source>%1 played %2.</source>
        <translation>%1 legde %2.</translation>
    </message>
    <message>
        <source>%1 drew a tile.</source>
        <translation>%1 pakte een steen.</translation>
    </message>
    <message>
        <source>%1 passed.</source>
        <translation>%1 paste.</translation>
    </message>
    <message>
        <source>%1 moved.</source>
        <translation>%1 was aan de beurt.</translation>
    </message>
    <message>
        <source>you have taken your tile: end the turn with a discard</source>
        <translation>je hebt je steen al genomen: sluit de beurt af door een steen af te leggen</translation>
    </message>
    <message>
        <source>these rules have no discard</source>
        <translation>met deze regels wordt er niet afgelegd</translation>
    </message>
    <message>
        <source>discard one tile at a time</source>
        <translation>leg één steen tegelijk af</translation>
    </message>
    <message>
        <source>%1 took %2 from the stack.</source>
        <translation>%1 nam %2 van de aflegstapel.</translation>
    </message>
    <message>
        <source>%1 discarded %2.</source>
        <translation>%1 legde %2 af.</translation>
    </message>
    <message>
        <source>A move by %1 was refused by the rules.</source>
        <translation>Een zet van %1 werd door de regels geweigerd.</translation>
    </message>
    <message>
        <source>%1 could not decide and takes the usual turn.</source>
        <translation>%1 kon niet beslissen en doet de gewone beurt.</translation>
    </message>
    <message>
        <source>%1 drew %2 penalty tiles.</source>
        <translation>%1: %2 strafstenen gepakt.</translation>
    </message>
    <message>
        <source>Time&apos;s up: your tiles went back to your rack and you draw %1.</source>
        <translation>De tijd is om: je stenen gingen terug naar je plankje en je pakt er %1.</translation>
    </message>
    <message>
        <source>Time&apos;s up for %2: the tiles went back to the rack, %1 penalty tiles drawn.</source>
        <translation>Tijd om voor %2: de stenen gingen terug naar het plankje, %1 strafstenen gepakt.</translation>
    </message>
    <message>
        <source>The table was not valid: your tiles went back to your rack and you draw %1.</source>
        <translation>De tafel was niet geldig: je stenen gingen terug naar je plankje en je pakt er %1.</translation>
    </message>
    <message>
        <source>Penalty for %2: the table was not valid, the tiles went back to the rack, %1 penalty tiles drawn.</source>
        <translation>Straf voor %2: de tafel was niet geldig, de stenen gingen terug naar het plankje, %1 strafstenen gepakt.</translation>
    </message>
    <message>
        <source>Time&apos;s up: nothing was laid, so you draw a tile.</source>
        <translation>De tijd is om: er is niets gelegd, dus je pakt een steen.</translation>
    </message>
    <message>
        <source>Time&apos;s up for %1: nothing was laid, a tile drawn.</source>
        <translation>Tijd om voor %1: niets gelegd, een steen gepakt.</translation>
    </message>
    <message>
        <source>Time&apos;s up: the pool is empty, so you pass.</source>
        <translation>De tijd is om: de pot is leeg, dus je past.</translation>
    </message>
    <message>
        <source>Time&apos;s up for %1: the pool is empty, a pass.</source>
        <translation>Tijd om voor %1: de pot is leeg, gepast.</translation>
    </message>
    <message>
        <source>Time&apos;s up: your valid melds stay on the table.</source>
        <translation>De tijd is om: je geldige combinaties blijven op tafel.</translation>
    </message>
    <message>
        <source>Time&apos;s up for %1: the valid melds stay on the table.</source>
        <translation>Tijd om voor %1: de geldige combinaties blijven op tafel.</translation>
    </message>
    <message>
        <source>no tiles to put down</source>
        <translation>geen stenen om neer te leggen</translation>
    </message>
    <message>
        <source>this joker stands for %1: only such a tile may take its place</source>
        <translation>deze joker staat voor %1: alleen zo&apos;n steen mag zijn plaats innemen</translation>
    </message>
    <message>
        <source>there is no hint to follow</source>
        <translation>er is geen tip om te volgen</translation>
    </message>
    <message>
        <source>Hint: %1 of your tiles can be played.</source>
        <translation>Tip: %1 van je stenen kunnen gelegd worden.</translation>
    </message>
</context>
<context>
    <name>Drag</name>
    <message>
        <source>drop tiles on the table or on your rack</source>
        <translation>leg stenen op de tafel of op je plankje</translation>
    </message>
    <message>
        <source>that is outside the table</source>
        <translation>dat is buiten de tafel</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <source>Saved games (*.json);;All files (*)</source>
        <translation>Opgeslagen spellen (*.json);;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>Open saved game</source>
        <translation>Opgeslagen spel openen</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Spel opslaan</translation>
    </message>
    <message>
        <source>There is no game to save.</source>
        <translation>Er is geen spel om op te slaan.</translation>
    </message>
    <message>
        <source>Save game as</source>
        <translation>Spel opslaan als</translation>
    </message>
    <message>
        <source>The game was not saved</source>
        <translation>Het spel is niet opgeslagen</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation>Opgeslagen in %1</translation>
    </message>
    <message>
        <source>Cannot open this saved game</source>
        <translation>Dit opgeslagen spel kan niet worden geopend</translation>
    </message>
    <message>
        <source>%1

The file was not changed.</source>
        <translation>%1

Het bestand is niet veranderd.</translation>
    </message>
    <message>
        <source>The backup was opened</source>
        <translation>De reservekopie is geopend</translation>
    </message>
    <message>
        <source>%1

The backup copy %2 was good and was opened instead. The damaged file was not changed.</source>
        <translation>%1

De reservekopie %2 was in orde en is in plaats daarvan geopend. Het beschadigde bestand is niet veranderd.</translation>
    </message>
    <message>
        <source>Continue the last game (%1; round %2, turn %3) where it was left?</source>
        <translation>Het laatste spel (%1; ronde %2, beurt %3) voortzetten waar het gebleven was?</translation>
    </message>
    <message>
        <source>Continue the last game?</source>
        <translation>Laatste spel voortzetten?</translation>
    </message>
    <message>
        <source>%1

Choose another folder or name.</source>
        <translation>%1

Kies een andere map of naam.</translation>
    </message>
    <message>
        <source>The last autosave is damaged (%1), so the game can only continue from its backup, one turn earlier.</source>
        <translation>De laatste automatische opslag is beschadigd (%1), dus het spel kan alleen verder vanaf de reservekopie, één beurt eerder.</translation>
    </message>
    <message>
        <source>Games cannot be saved in %1: %2.</source>
        <translation>Spellen kunnen niet worden opgeslagen in %1: %2.</translation>
    </message>
    <message>
        <source>For now they are saved in %1. Choose another folder?</source>
        <translation>Voorlopig worden ze opgeslagen in %1. Een andere map kiezen?</translation>
    </message>
    <message>
        <source>The game goes on without an autosave. Choose another folder?</source>
        <translation>Het spel gaat door zonder automatische opslag. Een andere map kiezen?</translation>
    </message>
    <message>
        <source>Games cannot be saved</source>
        <translation>Spellen kunnen niet worden opgeslagen</translation>
    </message>
    <message>
        <source>Choose folder…</source>
        <translation>Map kiezen…</translation>
    </message>
    <message>
        <source>Folder for saved games</source>
        <translation>Map voor opgeslagen spellen</translation>
    </message>
    <message>
        <source>Games are saved in %1</source>
        <translation>Spellen worden opgeslagen in %1</translation>
    </message>
</context>
<context>
    <name>HandoverScreen</name>
    <message>
        <source>Pass to %1, then click to start your turn</source>
        <translation>Geef door aan %1 en klik dan om je beurt te beginnen</translation>
    </message>
    <message>
        <source>Start the turn of %1</source>
        <translation>Beurt van %1 beginnen</translation>
    </message>
    <message>
        <source>%1: start my turn</source>
        <translation>%1: mijn beurt beginnen</translation>
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
&lt;h2&gt;Zo speel je&lt;/h2&gt;
&lt;p&gt;Iedereen begint met een plankje stenen (14 bij de meeste regels). De stenen
lopen van 1 tot 13 in vier kleuren, elk twee keer, plus twee jokers. Elke kleur
heeft ook een eigen symbool: zwart &amp;#9824;, blauw &amp;#9827;, oranje &amp;#9830;,
rood &amp;#9829;. Wie als eerste al zijn stenen kwijt is, wint.&lt;/p&gt;

&lt;h3&gt;Combinaties&lt;/h3&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;Rij&lt;/b&gt;: drie of meer stenen van één kleur op volgorde, zoals
blauw 4&amp;nbsp;5&amp;nbsp;6. Een 1 mag alleen vóór een 2: 12&amp;nbsp;13&amp;nbsp;1 is geen
rij.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Groep&lt;/b&gt;: drie of vier stenen met hetzelfde getal, elk in een andere
kleur, zoals zwart 7, blauw 7, rood 7.&lt;/li&gt;
&lt;li&gt;Een &lt;b&gt;joker&lt;/b&gt; vervangt elke steen. In een rij is hij het getal op zijn
plaats; in een groep een ontbrekende kleur.&lt;/li&gt;
&lt;/ul&gt;

&lt;h3&gt;Jouw beurt&lt;/h3&gt;
&lt;p&gt;Leg stenen van je plankje op tafel, of pak een steen uit de pot als je niet
kunt of wilt leggen. Sleep stenen van je plankje naar de tafel; stenen naast
elkaar in een rij vormen één combinatie. Een combinatie met een rode
stippellijn is nog niet geldig. &lt;b&gt;Klaar&lt;/b&gt; kan pas als alles op tafel klopt;
de lijst onder de tafel zegt wat nog niet klopt.&lt;/p&gt;

&lt;p&gt;&lt;b&gt;Eerste uitleg.&lt;/b&gt; De eerste keer dat je legt, moeten je nieuwe
combinaties samen minstens 30 punten waard zijn (50 bij &quot;Tiles 50&quot;), alleen
met je eigen stenen, en je mag de stenen die al op tafel liggen niet
aanraken.&lt;/p&gt;

&lt;p&gt;&lt;b&gt;Daarna&lt;/b&gt; mag je de hele tafel omgooien: aanleggen, een rij splitsen,
stenen tussen combinaties ruilen, een steen uit de ene combinatie halen om een
andere te beginnen. Aan het eind van je beurt moet elke combinatie geldig zijn,
moet elke steen die op tafel lag er nog liggen, en moet je minstens één steen
van je plankje hebben gelegd. &lt;b&gt;Beurt herstellen&lt;/b&gt; zet alles terug zoals
het was; &lt;b&gt;Ongedaan maken&lt;/b&gt; neemt je laatste zet terug.&lt;/p&gt;

&lt;h3&gt;Het einde van een ronde&lt;/h3&gt;
&lt;p&gt;Wie als eerste zijn plankje leeg heeft, wint de ronde. De anderen verliezen
de punten die nog op hun plankje liggen (een joker kost 30, of 25 bij de
online-regels) en de winnaar krijgt ze allemaal. Raakt de pot leeg, dan kan
de ronde eindigen zonder dat iemand uitgaat; dan wint het kleinste
plankje.&lt;/p&gt;

&lt;h3&gt;Samen aan één scherm&lt;/h3&gt;
&lt;p&gt;Als meerdere mensen het scherm delen, is het plankje tussen de beurten
verborgen. Geef de computer door en klik om je eigen beurt te beginnen.&lt;/p&gt;

&lt;h3&gt;Handige toetsen&lt;/h3&gt;
&lt;p&gt;Klaar: Ctrl+Enter &amp;middot; Steen pakken: Ctrl+D &amp;middot; Ongedaan maken:
Ctrl+Z &amp;middot; Beurt herstellen: Ctrl+R &amp;middot; Tip: Ctrl+H &amp;middot;
Sorteren op kleur: Ctrl+1 &amp;middot; Sorteren op getal: Ctrl+2 &amp;middot; Zoomen:
Ctrl+plus, Ctrl+min, Ctrl+0. Ctrl-klik kiest meerdere stenen; dubbelklik op
een combinatie op tafel om hem in zijn geheel op te pakken.&lt;/p&gt;

&lt;p&gt;&lt;b&gt;Zonder muis:&lt;/b&gt; Tab springt tussen de tafel, het plankje en de knoppen.
De pijltjestoetsen verplaatsen de cursor; Spatie of Enter pakt de steen onder
de cursor op (nog eens op andere stenen om er meer mee te nemen) en legt de
opgepakte stenen bij de cursor neer; Escape legt ze terug.&lt;/p&gt;
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
&lt;p&gt;Steentjesrummy voor aan de familietafel: samen aan één scherm en tegen
computerspelers.&lt;/p&gt;
&lt;p&gt;Uitgebracht onder de MIT-licentie.&lt;/p&gt;
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
&lt;h3&gt;Afleggen (een huisregel)&lt;/h3&gt;
&lt;p&gt;Elke beurt begint met het nemen van één steen: de bovenste uit de pot
(&lt;b&gt;Uit de pot nemen&lt;/b&gt;), of de bovenste steen van de open aflegstapel van
de vorige speler, die je van naast je rek naar je rek of meteen naar de tafel
sleept. Een steen van een aflegstapel moet je in dezelfde beurt spelen in een
nieuwe reeks of groep met minstens twee andere stenen van jou (na je eerste
uitleg tellen stenen van de tafel ook mee). Speel daarna als je wilt, en sluit
de beurt af door één steen van je rek op je eigen aflegstapel te slepen, of
door hem bij een reeks of groep op tafel aan te leggen en op &lt;b&gt;Klaar&lt;/b&gt; te
drukken. Wie zijn rek leegmaakt, door te spelen of met die laatste afgelegde
steen, wint de ronde. Stenen op de aflegstapels tellen voor niemand. Zonder
muis: T in het rek pakt de steen van de aflegstapel, D legt de steen onder de
cursor af.&lt;/p&gt;
</translation>
    </message>
</context>
<context>
    <name>HintBar</name>
    <message>
        <source>Step %1 of %2:</source>
        <translation>Stap %1 van %2:</translation>
    </message>
    <message>
        <source>take these tiles back to your rack.</source>
        <translation>neem deze stenen terug op je plankje.</translation>
    </message>
    <message>
        <source>put these tiles from your rack and the table on the gold places.</source>
        <translation>leg deze stenen van je plankje en van de tafel op de gouden plekken.</translation>
    </message>
    <message>
        <source>put these tiles from your rack on the gold places.</source>
        <translation>leg deze stenen van je plankje op de gouden plekken.</translation>
    </message>
    <message>
        <source>move these tiles of the table to the gold places.</source>
        <translation>schuif deze stenen van de tafel naar de gouden plekken.</translation>
    </message>
    <message>
        <source>Show next step</source>
        <translation>Volgende stap tonen</translation>
    </message>
    <message>
        <source>Do it for me</source>
        <translation>Doe het voor mij</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
    <message>
        <source>Make the moves of the hint; Undo takes them back</source>
        <translation>Doe de zetten van de tip; Ongedaan maken neemt ze terug</translation>
    </message>
    <message>
        <source>Looking for a hint…</source>
        <translation>Tip zoeken…</translation>
    </message>
</context>
<context>
    <name>Keyboard</name>
    <message>
        <source>; carrying %1</source>
        <translation>; in de hand: %1</translation>
    </message>
    <message>
        <source>no tiles</source>
        <translation>geen stenen</translation>
    </message>
    <message>
        <source>after the last tile</source>
        <translation>na de laatste steen</translation>
    </message>
    <message>
        <source>%1, %2 of %3</source>
        <translation>%1, %2 van %3</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leeg</translation>
    </message>
    <message>
        <source>row %1, column %2: %3</source>
        <translation>rij %1, kolom %2: %3</translation>
    </message>
    <message>
        <source>no stack tile may be taken now</source>
        <translation>er mag nu geen steen van een aflegstapel worden genomen</translation>
    </message>
</context>
<context>
    <name>Level</name>
    <message>
        <source>Easy</source>
        <translation>Makkelijk</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Gemiddeld</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Moeilijk</translation>
    </message>
    <message>
        <source>Plays like a beginner: it lays new melds from its rack and adds tiles to the ends of melds on the table, and now and then it misses a chance.</source>
        <translation>Speelt als een beginner: legt nieuwe combinaties uit het eigen plankje, legt stenen aan de uiteinden van combinaties op tafel aan, en laat soms een kans liggen.</translation>
    </message>
    <message>
        <source>Every turn it finds the play that lays the most tiles, rearranging the whole table to do so.</source>
        <translation>Vindt elke beurt de zet die de meeste stenen neerlegt, en herschikt daarvoor de hele tafel.</translation>
    </message>
    <message>
        <source>Keeps its tiles at home and draws until it can lay out its whole rack in one turn, so the table gives the others little to work with; as the round nears its end it empties its rack in time, but waits while its tiles would let another player go out.</source>
        <translation>Houdt zijn stenen bij zich en pakt tot hij zijn hele plankje in één beurt kan uitleggen, zodat de anderen weinig aan de tafel hebben; tegen het einde van de ronde maakt hij zijn plankje op tijd leeg, maar hij wacht zolang een ander met zijn stenen uit zou kunnen gaan.</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <source>Keeps most of its tiles at home and goes out in one turn as soon as its whole rack fits, but lays a tile on about two turns in five, always the one that gives the others least to build on, and none once another player is down to four tiles.</source>
        <translation>Houdt de meeste stenen bij zich en gaat in één beurt uit zodra zijn hele plankje past, maar legt in ongeveer twee van de vijf beurten een steen aan, steeds de steen waar de anderen het minst op kunnen voortbouwen, en geen meer zodra een ander nog vier stenen of minder heeft.</translation>
    </message>
</context>
<context>
    <name>LongRead</name>
    <message>
        <source>Opening a saved game</source>
        <translation>Opgeslagen spel openen</translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation>%1 wordt geopend…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message>
        <source>Checking move %1 of %2…</source>
        <translation>Zet %1 van %2 wordt gecontroleerd…</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Welcome! Would you like to learn a game in a short guided game (about five minutes): tile rummy, or rummy with cards? You can also start either later from Help &gt; Learn to play.</source>
        <translation>Welkom! Wil je een spel leren in een kort spel met uitleg (ongeveer vijf minuten): rummy met stenen, of rummy met kaarten? Je kunt ze ook later starten via Help &gt; Leer spelen.</translation>
    </message>
    <message>
        <source>Tile rummy</source>
        <translation>Rummy met stenen</translation>
    </message>
    <message>
        <source>Cards (Rummy 51)</source>
        <translation>Kaarten (Rummy 51)</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Nu niet</translation>
    </message>
    <message>
        <source>Rummy Desktop</source>
        <translation>Rummy Desktop</translation>
    </message>
    <message>
        <source>&amp;Done</source>
        <translation>&amp;Klaar</translation>
    </message>
    <message>
        <source>D&amp;raw a tile</source>
        <translation>Steen &amp;pakken</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Ongedaan maken</translation>
    </message>
    <message>
        <source>&amp;Reset turn</source>
        <translation>Beurt &amp;herstellen</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tip</translation>
    </message>
    <message>
        <source>Sort by &amp;colour</source>
        <translation>Sorteren op &amp;kleur</translation>
    </message>
    <message>
        <source>Sort by &amp;number</source>
        <translation>Sorteren op &amp;getal</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nieuw spel…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Openen…</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Opslaan &amp;als…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistieken…</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Instellingen…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Afsluiten</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>&amp;Inzoomen</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>&amp;Uitzoomen</translation>
    </message>
    <message>
        <source>&amp;Fit table</source>
        <translation>Tafel &amp;passend maken</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regels</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;Over</translation>
    </message>
    <message>
        <source>What is still wrong</source>
        <translation>Wat nog niet klopt</translation>
    </message>
    <message>
        <source>End your turn</source>
        <translation>Beëindig je beurt</translation>
    </message>
    <message>
        <source>Re&amp;play a game…</source>
        <translation>Spel te&amp;rugkijken…</translation>
    </message>
    <message>
        <source>Draw a tile and end your turn</source>
        <translation>Pak een steen en beëindig je beurt</translation>
    </message>
    <message>
        <source>Take back your last move</source>
        <translation>Neem je laatste zet terug</translation>
    </message>
    <message>
        <source>Put every tile back where it was</source>
        <translation>Leg elke steen terug waar hij lag</translation>
    </message>
    <message>
        <source>Runs side by side</source>
        <translation>Rijen naast elkaar</translation>
    </message>
    <message>
        <source>Groups side by side</source>
        <translation>Groepen naast elkaar</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spel</translation>
    </message>
    <message>
        <source>&amp;Turn</source>
        <translation>&amp;Beurt</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>Be&amp;eld</translation>
    </message>
    <message>
        <source>Computer &amp;speed</source>
        <translation>&amp;Snelheid computer</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>Cannot start this game</source>
        <translation>Dit spel kan niet beginnen</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistieken</translation>
    </message>
    <message>
        <source>Statistics are not kept in this session.</source>
        <translation>In deze sessie worden geen statistieken bijgehouden.</translation>
    </message>
    <message>
        <source>Rack hidden until the next player starts</source>
        <translation>Plankje verborgen tot de volgende speler begint</translation>
    </message>
    <message>
        <source>Hints need the solver, which is not installed</source>
        <translation>Tips hebben de oplosser nodig, die niet is geïnstalleerd</translation>
    </message>
    <message>
        <source>It is not your turn</source>
        <translation>Je bent niet aan de beurt</translation>
    </message>
    <message>
        <source>Your turn: drag tiles from your rack to the table, or draw a tile.</source>
        <translation>Jouw beurt: sleep stenen van je plankje naar de tafel, of pak een steen.</translation>
    </message>
    <message>
        <source>Play at least one tile first, or draw</source>
        <translation>Leg eerst minstens één steen, of pak er een</translation>
    </message>
    <message>
        <source>Not done yet:</source>
        <translation>Nog niet klaar:</translation>
    </message>
    <message>
        <source>All melds are valid.</source>
        <translation>Alle combinaties zijn geldig.</translation>
    </message>
    <message>
        <source>Press Done.</source>
        <translation>Druk op Klaar.</translation>
    </message>
    <message>
        <source>End your turn (Ctrl+Enter)</source>
        <translation>Beëindig je beurt (Ctrl+Enter)</translation>
    </message>
    <message>
        <source>Start a new game from the Game menu.</source>
        <translation>Begin een nieuw spel via het menu Spel.</translation>
    </message>
    <message>
        <source>Waiting for %1 to start.</source>
        <translation>Wachten tot %1 begint.</translation>
    </message>
    <message>
        <source>The round is over.</source>
        <translation>De ronde is voorbij.</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>De partij is afgelopen.</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nieuw spel…</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>Volgende ronde</translation>
    </message>
    <message>
        <source>Rummy Desktop · round %1 · %2</source>
        <translation>Rummy Desktop · ronde %1 · %2</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regels</translation>
    </message>
    <message>
        <source>About Rummy Desktop</source>
        <translation>Over Rummy Desktop</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>The pool is empty: pass (or drag the stack top)</source>
        <translation>De pot is leeg: pas (of sleep de bovenste steen van de aflegstapel)</translation>
    </message>
    <message>
        <source>Take from pool</source>
        <translation>Uit de pot nemen</translation>
    </message>
    <message>
        <source>Begin your turn with the pool&apos;s top tile</source>
        <translation>Begin je beurt met de bovenste steen uit de pot</translation>
    </message>
    <message>
        <source>Your turn: take from the pool, or drag %1 from the stack of %2 onto your rack or the table.</source>
        <translation>Jouw beurt: neem uit de pot, of sleep %1 van de aflegstapel van %2 naar je rek of de tafel.</translation>
    </message>
    <message>
        <source>Your turn: take a tile from the pool.</source>
        <translation>Jouw beurt: neem een steen uit de pot.</translation>
    </message>
    <message>
        <source>Play if you like, then end your turn: drag a tile onto your stack, or add it to a meld and press Done.</source>
        <translation>Speel als je wilt en sluit dan je beurt af: sleep een steen op je aflegstapel, of leg hem aan bij een reeks of groep en druk op Klaar.</translation>
    </message>
    <message>
        <source>Your turn: drag tiles from your rack to the table, or pass.</source>
        <translation>Jouw beurt: sleep stenen van je plankje naar de tafel, of pas.</translation>
    </message>
    <message>
        <source>Play at least one tile first, or pass</source>
        <translation>Leg eerst minstens één steen, of pas</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>&amp;Passen</translation>
    </message>
    <message>
        <source>The pool is empty: end your turn without a tile</source>
        <translation>De pot is leeg: beëindig je beurt zonder steen</translation>
    </message>
    <message>
        <source>The tiles you moved this turn go back where they were, and you pass. Pass?</source>
        <translation>De stenen die je deze beurt hebt verschoven gaan terug, en je past. Passen?</translation>
    </message>
    <message>
        <source>The tiles you moved this turn go back where they were, and you draw a tile. Draw?</source>
        <translation>De stenen die je deze beurt hebt verschoven gaan terug, en je pakt een steen. Pakken?</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Pakken</translation>
    </message>
    <message>
        <source>Turn of %1: thinking…</source>
        <translation>Beurt van %1: denkt na…</translation>
    </message>
    <message>
        <source>Turn of %1: playing…</source>
        <translation>Beurt van %1: speelt…</translation>
    </message>
    <message>
        <source>Save &amp;folder…</source>
        <translation>Opslag&amp;map…</translation>
    </message>
    <message>
        <source>Show a good play step by step, to you alone</source>
        <translation>Toon een goede zet stap voor stap, alleen aan jou</translation>
    </message>
    <message>
        <source>The statistics cannot be read: %1.

Start new statistics? The old file is kept beside the new one.</source>
        <translation>De statistieken kunnen niet worden gelezen: %1.

Nieuwe statistieken beginnen? Het oude bestand blijft naast het nieuwe bewaard.</translation>
    </message>
    <message>
        <source>This round could not be added to the statistics: %1</source>
        <translation>Deze ronde kon niet aan de statistieken worden toegevoegd: %1</translation>
    </message>
    <message>
        <source>&amp;Learn to play…</source>
        <translation>&amp;Leer spelen…</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Leer spelen</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>You</source>
        <translation>Jij</translation>
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
        <translation>Plaats %1</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Mens</translation>
    </message>
    <message>
        <source>Computer: %1</source>
        <translation>Computer: %1</translation>
    </message>
    <message>
        <source>as the table</source>
        <translation>als de tafel</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 punten</translation>
    </message>
    <message>
        <source>Name of seat %1</source>
        <translation>Naam op plaats %1</translation>
    </message>
    <message>
        <source>Who plays seat %1</source>
        <translation>Wie speelt op plaats %1</translation>
    </message>
    <message>
        <source>Own initial meld of seat %1</source>
        <translation>Eigen eerste uitleg van plaats %1</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nieuw spel</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
    <message>
        <source>Own timer</source>
        <translation>Eigen tijd</translation>
    </message>
    <message>
        <source>Own initial meld</source>
        <translation>Eigen eerste uitleg</translation>
    </message>
    <message>
        <source>Computer players are not installed: people only.</source>
        <translation>Computerspelers zijn niet geïnstalleerd: alleen mensen.</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regels</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>Regelset</translation>
    </message>
    <message>
        <source>Turn timer</source>
        <translation>Beurttijd</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Rondes</translation>
    </message>
    <message>
        <source>First to</source>
        <translation>Eerst tot</translation>
    </message>
    <message>
        <source> points</source>
        <translation> punten</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Partij</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Huisregels</translation>
    </message>
    <message>
        <source>Start game</source>
        <translation>Spel beginnen</translation>
    </message>
    <message>
        <source>Unticked: %1</source>
        <translation>Uitgevinkt: %1</translation>
    </message>
    <message>
        <source>every player needs a name</source>
        <translation>elke speler heeft een naam nodig</translation>
    </message>
    <message>
        <source>there are not enough tiles for that many large racks</source>
        <translation>er zijn niet genoeg stenen voor zoveel grote plankjes</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Stenen</translation>
    </message>
    <message>
        <source>Cards: %1</source>
        <translation>Kaarten: %1</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>no timer</source>
        <translation>geen beurttijd</translation>
    </message>
    <message>
        <source>This player's own turn timer: no timer, or more time, for a child or a player who listens to the table with a screen reader</source>
        <translation>De eigen beurttijd van deze speler: geen beurttijd, of meer tijd, voor een kind of voor wie de tafel met een schermlezer beluistert</translation>
    </message>
    <message>
        <source>Turn timer of seat %1</source>
        <translation>Beurttijd van plaats %1</translation>
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
        <translation>Deze melding verbergen</translation>
    </message>
</context>
<context>
    <name>OnlineCardPlay</name>
    <message>
        <source>Lay the melds you put out first, or take them back to your hand.</source>
        <translation>Leg eerst de combinaties die je klaarlegde, of neem ze terug in je hand.</translation>
    </message>
    <message>
        <source>The melds put out are not laid yet: %1. Lay more with them, or take them back to your hand.</source>
        <translation>De klaargelegde combinaties liggen nog niet op tafel: %1. Leg er meer bij, of neem ze terug in je hand.</translation>
    </message>
    <message>
        <source>Put out, not laid yet: %1.</source>
        <translation>Klaargelegd, nog niet neergelegd: %1.</translation>
    </message>
    <message>
        <source>Those are not the cards in hand.</source>
        <translation>Dat zijn niet de kaarten in je hand.</translation>
    </message>
</context>
<context>
    <name>OnlineCardWindow</name>
    <message>
        <source>Lay what is put out</source>
        <translation>Leg het klaargelegde uit</translation>
    </message>
</context>
<context>
    <name>OnlineHost</name>
    <message>
        <source>Watch code (to watch without playing): &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>Kijkcode (om mee te kijken zonder te spelen): &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>New match, same seats</source>
        <translation>Nieuwe partij, zelfde plaatsen</translation>
    </message>
    <message>
        <source>Deals a new match at this table for the same players; their seat tokens stay.</source>
        <translation>Deelt een nieuwe partij aan deze tafel voor dezelfde spelers; hun plaatssleutels blijven.</translation>
    </message>
    <message>
        <source>A new match: Start opens the windows of the people here; guests choose Join the new match in their window.</source>
        <translation>Een nieuwe partij: Starten opent de vensters van de mensen hier; gasten kiezen Meedoen aan de nieuwe partij in hun venster.</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pauze</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Verder</translation>
    </message>
    <message>
        <source>Stops every clock at the table; nobody can play until you resume.</source>
        <translation>Zet elke klok aan de tafel stil; niemand kan spelen tot je verdergaat.</translation>
    </message>
    <message>
        <source>End the game</source>
        <translation>Het spel beëindigen</translation>
    </message>
    <message>
        <source>End the game for everyone? The scores stay as they are and nobody wins.</source>
        <translation>Het spel voor iedereen beëindigen? De punten blijven zoals ze zijn en niemand wint.</translation>
    </message>
    <message>
        <source>Host a table</source>
        <translation>Een tafel openen</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <source>Who plays</source>
        <translation>Wie speelt</translation>
    </message>
    <message>
        <source>Me</source>
        <translation>Ik</translation>
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
        <translation>iemand aan deze computer</translation>
    </message>
    <message>
        <source>a person joining from elsewhere</source>
        <translation>iemand die van elders meedoet</translation>
    </message>
    <message>
        <source>computer: %1</source>
        <translation>computer: %1</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>niemand</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Regels:</translation>
    </message>
    <message>
        <source>Only through this computer (invite codes)</source>
        <translation>Alleen via deze computer (uitnodigingscodes)</translation>
    </message>
    <message>
        <source>Also from the local network (connect to address)</source>
        <translation>Ook vanaf het lokale netwerk (verbinden met adres)</translation>
    </message>
    <message>
        <source>Open the table</source>
        <translation>Tafel openen</translation>
    </message>
    <message>
        <source>Let the computer play</source>
        <translation>Laat de computer spelen</translation>
    </message>
    <message>
        <source>A computer plays the seat of someone whose connection is lost; they take it back when they return.</source>
        <translation>Een computer speelt de plaats van iemand wiens verbinding verbroken is; bij terugkomst neemt diegene de plaats weer over.</translation>
    </message>
    <message>
        <source>Away:</source>
        <translation>Weg:</translation>
    </message>
    <message>
        <source>Make an invite code</source>
        <translation>Uitnodigingscode maken</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Every seat needs a name.</source>
        <translation>Elke plaats heeft een naam nodig.</translation>
    </message>
    <message>
        <source>A game needs at least two seats.</source>
        <translation>Een spel heeft minstens twee plaatsen nodig.</translation>
    </message>
    <message>
        <source>Two seats have the same name.</source>
        <translation>Twee plaatsen hebben dezelfde naam.</translation>
    </message>
    <message>
        <source>At least one person plays at this computer.</source>
        <translation>Minstens één persoon speelt aan deze computer.</translation>
    </message>
    <message>
        <source>Address: %1</source>
        <translation>Adres: %1</translation>
    </message>
    <message>
        <source>Table code: &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>Tafelcode: &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>From another computer, use this computer&apos;s own address.</source>
        <translation>Gebruik vanaf een andere computer het eigen adres van deze computer.</translation>
    </message>
    <message>
        <source>Invite code: &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>Uitnodigingscode: &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>joined</source>
        <translation>aangeschoven</translation>
    </message>
    <message>
        <source>waiting; seat token: &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>wacht; plaatssleutel: &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>at this computer</source>
        <translation>aan deze computer</translation>
    </message>
    <message>
        <source>away; the computer (%1) plays until they return</source>
        <translation>weg; de computer (%1) speelt tot diegene terugkomt</translation>
    </message>
    <message>
        <source>&lt;b&gt;connection lost&lt;/b&gt;; the seat waits</source>
        <translation>&lt;b&gt;verbinding verbroken&lt;/b&gt;; de plaats wacht</translation>
    </message>
    <message>
        <source>Reopen the table</source>
        <translation>Tafel weer openen</translation>
    </message>
    <message>
        <source>Forget it</source>
        <translation>Vergeten</translation>
    </message>
    <message>
        <source>Your table %1 (%2) was still open when the game closed. Reopen it on port %3: guests who joined by address come back by themselves.</source>
        <translation>Je tafel %1 (%2) was nog open toen het spel sloot. Open hem weer op poort %3: gasten die via een adres aanschoven, komen vanzelf terug.</translation>
    </message>
    <message>
        <source>The table %1 is gone: its game was over, or nobody played at it for a long time.</source>
        <translation>De tafel %1 is er niet meer: het spel was voorbij, of er speelde lang niemand aan.</translation>
    </message>
    <message>
        <source>joined; seat token: &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>aangeschoven; plaatssleutel: &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>(seat token: &lt;b&gt;%1&lt;/b&gt;)</source>
        <translation>(plaatssleutel: &lt;b&gt;%1&lt;/b&gt;)</translation>
    </message>
    <message>
        <source>Where the two computers meet to pair their invite code; the guest uses the same.</source>
        <translation>Waar de twee computers elkaar treffen om hun uitnodigingscode te koppelen; de gast gebruikt dezelfde.</translation>
    </message>
    <message>
        <source>Cannot open a table server on %1:%2: %3</source>
        <translation>Kan geen tafelserver openen op %1:%2: %3</translation>
    </message>
    <message>
        <source>Guests who came with an invite code need a new one: make it and read it out; they choose Rejoin in Join and type it.</source>
        <translation>Gasten die met een uitnodigingscode kwamen, hebben een nieuwe nodig: maak die en lees hem voor; zij kiezen Weer aanschuiven in Aanschuiven en typen hem in.</translation>
    </message>
</context>
<context>
    <name>OnlineJoin</name>
    <message>
        <source>Join a table</source>
        <translation>Aanschuiven aan een tafel</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>Je naam:</translation>
    </message>
    <message>
        <source>Invite code</source>
        <translation>Uitnodigingscode</translation>
    </message>
    <message>
        <source>Connect to address</source>
        <translation>Verbinden met adres</translation>
    </message>
    <message>
        <source>Code:</source>
        <translation>Code:</translation>
    </message>
    <message>
        <source>Rendezvous server:</source>
        <translation>Ontmoetingsserver:</translation>
    </message>
    <message>
        <source>Address:</source>
        <translation>Adres:</translation>
    </message>
    <message>
        <source>Table code:</source>
        <translation>Tafelcode:</translation>
    </message>
    <message>
        <source>Seat token:</source>
        <translation>Plaatssleutel:</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Aanschuiven</translation>
    </message>
    <message>
        <source>Invite by code needs the online extra with fowl</source>
        <translation>Uitnodigen met een code vraagt de online-uitbreiding met fowl</translation>
    </message>
    <message>
        <source>Type your name.</source>
        <translation>Typ je naam.</translation>
    </message>
    <message>
        <source>An invite code is a number and words, like 7-guitarist-revenge.</source>
        <translation>Een uitnodigingscode is een getal en woorden, zoals 7-guitarist-revenge.</translation>
    </message>
    <message>
        <source>An address starts with ws:// or wss://, like ws://host:8765.</source>
        <translation>Een adres begint met ws:// of wss://, zoals ws://host:8765.</translation>
    </message>
    <message>
        <source>A table code is six letters and digits, like ABC234.</source>
        <translation>Een tafelcode is zes letters en cijfers, zoals ABC234.</translation>
    </message>
    <message>
        <source>Type the seat token the host gave you.</source>
        <translation>Typ de plaatssleutel die je van de gastheer kreeg.</translation>
    </message>
    <message>
        <source>Joining…</source>
        <translation>Aanschuiven…</translation>
    </message>
    <message>
        <source>Your seats:</source>
        <translation>Je plaatsen:</translation>
    </message>
    <message>
        <source>Your seats</source>
        <translation>Je plaatsen</translation>
    </message>
    <message>
        <source>Rejoin</source>
        <translation>Weer aanschuiven</translation>
    </message>
    <message>
        <source>Type the new invite code the host&apos;s computer made, then press Join.</source>
        <translation>Typ de nieuwe uitnodigingscode die de computer van de gastheer maakte en druk dan op Aanschuiven.</translation>
    </message>
    <message>
        <source>Table %1, seat %2 (by invite code)</source>
        <translation>Tafel %1, plaats %2 (met uitnodigingscode)</translation>
    </message>
    <message>
        <source>Table %1, seat %2 at %3</source>
        <translation>Tafel %1, plaats %2 op %3</translation>
    </message>
    <message>
        <source>The seat token has a mistake: a character is not what the host read out. Check it with the host.</source>
        <translation>De plaatssleutel bevat een fout: een teken is niet wat de gastheer voorlas. Controleer hem samen met de gastheer.</translation>
    </message>
</context>
<context>
    <name>OnlineMenu</name>
    <message>
        <source>&amp;Watch a table…</source>
        <translation>&amp;Meekijken aan een tafel…</translation>
    </message>
    <message>
        <source>Online play needs the websockets package, which is missing from this installation.

Install it with:
%1
and start the game again.</source>
        <translation>Online spelen heeft het pakket websockets nodig, dat in deze installatie ontbreekt.

Installeer het met:
%1
en start het spel opnieuw.</translation>
    </message>
    <message>
        <source>Invite by code is not installed: %1 adds it.</source>
        <translation>Uitnodigen met een code is niet geïnstalleerd: %1 voegt het toe.</translation>
    </message>
    <message>
        <source>Play &amp;online</source>
        <translation>&amp;Online spelen</translation>
    </message>
    <message>
        <source>&amp;Host…</source>
        <translation>Tafel &amp;openen…</translation>
    </message>
    <message>
        <source>&amp;Join…</source>
        <translation>&amp;Aanschuiven…</translation>
    </message>
    <message>
        <source>Play online</source>
        <translation>Online spelen</translation>
    </message>
    <message>
        <source>Online play needs the online extra, which is not installed.

Install it with:
%1
and start the game again.</source>
        <translation>Online spelen vraagt de online-uitbreiding, en die is niet geïnstalleerd.

Installeer haar met:
%1
en start het spel opnieuw.</translation>
    </message>
    <message>
        <source>%1 at table %2</source>
        <translation>%1 aan tafel %2</translation>
    </message>
    <message>
        <source>Could not join: %1</source>
        <translation>Aanschuiven lukte niet: %1</translation>
    </message>
</context>
<context>
    <name>OnlinePlay</name>
    <message>
        <source>Paused by the host</source>
        <translation>Gepauzeerd door de gastheer</translation>
    </message>
    <message>
        <source>The host ended the game.</source>
        <translation>De gastheer heeft het spel beëindigd.</translation>
    </message>
    <message>
        <source>this is a table of the card game %1</source>
        <translation>dit is een tafel van het kaartspel %1</translation>
    </message>
    <message>
        <source>the window plays tile tables only</source>
        <translation>het venster speelt alleen aan steentafels</translation>
    </message>
    <message>
        <source>the table moved on before your move arrived: look again</source>
        <translation>de tafel was al verder voordat je zet aankwam: kijk nog eens</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>het spel is afgelopen</translation>
    </message>
    <message>
        <source>the game starts once every seat has joined</source>
        <translation>het spel begint zodra alle plaatsen bezet zijn</translation>
    </message>
    <message>
        <source>Connection lost, reconnecting…</source>
        <translation>Verbinding verbroken, opnieuw verbinden…</translation>
    </message>
    <message>
        <source>Waiting for the host to start…</source>
        <translation>Wachten tot de gastheer begint…</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>De partij is afgelopen.</translation>
    </message>
    <message>
        <source>%1 is playing…</source>
        <translation>Aan zet: %1…</translation>
    </message>
    <message>
        <source>your move is on its way to the table</source>
        <translation>je zet is onderweg naar de tafel</translation>
    </message>
    <message>
        <source>it is not your turn</source>
        <translation>je bent niet aan de beurt</translation>
    </message>
    <message>
        <source>no tiles to put down</source>
        <translation>geen stenen om neer te leggen</translation>
    </message>
    <message>
        <source>those tiles are not on the rack</source>
        <translation>die stenen liggen niet op je plankje</translation>
    </message>
    <message>
        <source>draw and discard is not played online yet</source>
        <translation>trekken en afleggen kan nog niet online gespeeld worden</translation>
    </message>
    <message>
        <source>The game cannot go on at this table.</source>
        <translation>Het spel kan aan deze tafel niet verder.</translation>
    </message>
    <message>
        <source>the table is gone: its game is over, or its host no longer has it</source>
        <translation>de tafel is er niet meer: het spel is voorbij, of de gastheer heeft hem niet meer</translation>
    </message>
    <message>
        <source>the table has not answered for %1 min; join again (Rejoin) once its host has it open</source>
        <translation>de tafel antwoordt al %1 min niet; schuif weer aan (Weer aanschuiven) zodra de gastheer hem open heeft</translation>
    </message>
</context>
<context>
    <name>OnlineWindow</name>
    <message>
        <source>Join the new match</source>
        <translation>Meedoen aan de nieuwe partij</translation>
    </message>
    <message>
        <source>Once the host has started a new match at this table, take your seat in it.</source>
        <translation>Neem je plaats in zodra de gastheer een nieuwe partij aan deze tafel is begonnen.</translation>
    </message>
    <message>
        <source>The host has not started a new match yet.</source>
        <translation>De gastheer is nog geen nieuwe partij begonnen.</translation>
    </message>
    <message>
        <source>Another seat is being taken: wait.</source>
        <translation>Er wordt al een andere plaats ingenomen: even wachten.</translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>Chat</translation>
    </message>
    <message>
        <source>Chat with the table</source>
        <translation>Chat met de tafel</translation>
    </message>
    <message>
        <source>Chat line</source>
        <translation>Chatregel</translation>
    </message>
    <message>
        <source>Say</source>
        <translation>Zeg</translation>
    </message>
    <message>
        <source>Waiting for the table…</source>
        <translation>Wachten op de tafel…</translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation>Jij bent aan de beurt.</translation>
    </message>
    <message>
        <source>%1: %2 tiles, %3 points</source>
        <translation>%1: %2 stenen, %3 punten</translation>
    </message>
    <message>
        <source>(away)</source>
        <translation>(weg)</translation>
    </message>
    <message>
        <source>(a computer plays for now)</source>
        <translation>(een computer speelt voorlopig)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Cannot play at this table: %1</source>
        <translation>Aan deze tafel kan niet gespeeld worden: %1</translation>
    </message>
    <message>
        <source>%1 s left</source>
        <translation>nog %1 s</translation>
    </message>
    <message>
        <source>What was played</source>
        <translation>Wat er gespeeld is</translation>
    </message>
</context>
<context>
    <name>Options</name>
    <message>
        <source>Tiles dealt per player</source>
        <translation>Stenen per speler bij het delen</translation>
    </message>
    <message>
        <source>Initial meld: at least</source>
        <translation>Eerste uitleg: minstens</translation>
    </message>
    <message>
        <source>Joker in the initial meld counts</source>
        <translation>Joker telt bij de eerste uitleg als</translation>
    </message>
    <message>
        <source>the value it stands for</source>
        <translation>de waarde die hij vervangt</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>niets</translation>
    </message>
    <message>
        <source>A joker on the table may leave its meld</source>
        <translation>Een joker op tafel mag zijn combinatie verlaten</translation>
    </message>
    <message>
        <source>freely</source>
        <translation>vrij</translation>
    </message>
    <message>
        <source>once replaced</source>
        <translation>zodra vervangen</translation>
    </message>
    <message>
        <source>once replaced from the rack</source>
        <translation>zodra vervangen vanaf het plankje</translation>
    </message>
    <message>
        <source>A meld holding a joker may not lose tiles</source>
        <translation>Een combinatie met joker mag geen stenen verliezen</translation>
    </message>
    <message>
        <source>a meld holding a joker may be split like any other</source>
        <translation>een combinatie met joker mag net als elke andere worden gesplitst</translation>
    </message>
    <message>
        <source>A won joker may only start a new meld</source>
        <translation>Een gewonnen joker mag alleen een nieuwe combinatie beginnen</translation>
    </message>
    <message>
        <source>a won joker may go into any meld</source>
        <translation>een gewonnen joker mag in elke combinatie</translation>
    </message>
    <message>
        <source>A won joker may be kept on the rack</source>
        <translation>Een gewonnen joker mag op het plankje blijven</translation>
    </message>
    <message>
        <source>a won joker stays on the table</source>
        <translation>een gewonnen joker blijft op tafel</translation>
    </message>
    <message>
        <source>Joker in a group of three is freed by</source>
        <translation>Joker in een groep van drie komt vrij met</translation>
    </message>
    <message>
        <source>either missing colour</source>
        <translation>een van de ontbrekende kleuren</translation>
    </message>
    <message>
        <source>both missing colours</source>
        <translation>beide ontbrekende kleuren</translation>
    </message>
    <message>
        <source>Jokers per meld at most</source>
        <translation>Hoogstens jokers per combinatie</translation>
    </message>
    <message>
        <source>Tiles per turn at most</source>
        <translation>Hoogstens stenen per beurt</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>geen grens</translation>
    </message>
    <message>
        <source>When the pool is empty</source>
        <translation>Als de pot leeg is</translation>
    </message>
    <message>
        <source>play on until all pass</source>
        <translation>doorspelen tot iedereen past</translation>
    </message>
    <message>
        <source>the round ends</source>
        <translation>eindigt de ronde</translation>
    </message>
    <message>
        <source>A joker left on the rack costs</source>
        <translation>Een joker op het plankje kost</translation>
    </message>
    <message>
        <source>Penalty for ending an invalid turn</source>
        <translation>Straf voor het beëindigen van een ongeldige beurt</translation>
    </message>
    <message>
        <source>an invalid turn cannot be ended</source>
        <translation>een ongeldige beurt kan niet worden beëindigd</translation>
    </message>
    <message>
        <source>Penalty tiles</source>
        <translation>Strafstenen</translation>
    </message>
    <message>
        <source>Turn timer</source>
        <translation>Beurttijd</translation>
    </message>
    <message>
        <source>Time bank per player</source>
        <translation>Tijdreserve per speler</translation>
    </message>
    <message>
        <source>off</source>
        <translation>uit</translation>
    </message>
    <message>
        <source>Going out in one go doubles the score</source>
        <translation>In één keer uitgaan verdubbelt de score</translation>
    </message>
    <message>
        <source>going out in one go scores as usual</source>
        <translation>in één keer uitgaan telt gewoon</translation>
    </message>
    <message>
        <source>The last tile of the pool lies open</source>
        <translation>De laatste steen van de pot ligt open</translation>
    </message>
    <message>
        <source>the last tile is drawn like any other</source>
        <translation>de laatste steen wordt getrokken als elke andere</translation>
    </message>
    <message>
        <source>Draw and discard: take a tile, end by discarding one</source>
        <translation>Pakken en afleggen: neem een steen, eindig met er een af te leggen</translation>
    </message>
    <message>
        <source>a turn either plays or draws</source>
        <translation>een beurt speelt of pakt een steen</translation>
    </message>
    <message>
        <source>Who starts a round</source>
        <translation>Wie begint een ronde</translation>
    </message>
    <message>
        <source>highest drawn tile</source>
        <translation>hoogste getrokken steen</translation>
    </message>
    <message>
        <source>at random</source>
        <translation>willekeurig</translation>
    </message>
    <message>
        <source>the next seat each round</source>
        <translation>elke ronde de volgende plaats</translation>
    </message>
    <message>
        <source>Direction of play</source>
        <translation>Speelrichting</translation>
    </message>
    <message>
        <source>clockwise</source>
        <translation>met de klok mee</translation>
    </message>
    <message>
        <source>counter-clockwise</source>
        <translation>tegen de klok in</translation>
    </message>
    <message>
        <source>The match ends</source>
        <translation>De partij eindigt</translation>
    </message>
    <message>
        <source>after a number of rounds</source>
        <translation>na een aantal rondes</translation>
    </message>
    <message>
        <source>when a player reaches a score</source>
        <translation>als een speler een score haalt</translation>
    </message>
    <message>
        <source>after a time limit</source>
        <translation>na een tijdslimiet</translation>
    </message>
    <message>
        <source>never</source>
        <translation>nooit</translation>
    </message>
    <message>
        <source>Rounds in a match</source>
        <translation>Rondes in een partij</translation>
    </message>
    <message>
        <source>Score that wins the match</source>
        <translation>Score die de partij wint</translation>
    </message>
    <message>
        <source>Minutes a match lasts</source>
        <translation>Minuten die een partij duurt</translation>
    </message>
    <message>
        <source>Classic (box rules)</source>
        <translation>Klassiek (doosregels)</translation>
    </message>
    <message>
        <source>RRRummy</source>
        <translation>RRRummy</translation>
    </message>
    <message>
        <source>Tiles 50</source>
        <translation>Stenen 50</translation>
    </message>
    <message>
        <source>Dutch Rummy</source>
        <translation>Nederlandse rummy</translation>
    </message>
    <message>
        <source>Easy Rummy</source>
        <translation>Makkelijke rummy</translation>
    </message>
    <message>
        <source>Online edition</source>
        <translation>Online-editie</translation>
    </message>
</context>
<context>
    <name>PlayWords</name>
    <message>
        <source>%1 won a joker.</source>
        <translation>%1 won een joker.</translation>
    </message>
    <message>
        <source>%1 won %2 jokers.</source>
        <translation>%1 won %2 jokers.</translation>
    </message>
    <message>
        <source>%1 to a run</source>
        <translation>%1 aan een reeks</translation>
    </message>
    <message>
        <source>%1 to a group</source>
        <translation>%1 aan een groep</translation>
    </message>
    <message>
        <source>%1 to a meld</source>
        <translation>%1 aan een combinatie</translation>
    </message>
    <message>
        <source>%1 laid %2 and added %3.</source>
        <translation>%1 legde %2 neer en legde %3 aan.</translation>
    </message>
    <message>
        <source>%1 added %2.</source>
        <translation>%1 legde %2 aan.</translation>
    </message>
    <message>
        <source>%1 laid %2.</source>
        <translation>%1 legde %2 neer.</translation>
    </message>
    <message>
        <source>1 meld</source>
        <translation>1 combinatie</translation>
    </message>
    <message>
        <source>%1 melds</source>
        <translation>%1 combinaties</translation>
    </message>
    <message>
        <source>1 tile</source>
        <translation>1 steen</translation>
    </message>
    <message>
        <source>%1 tiles</source>
        <translation>%1 stenen</translation>
    </message>
    <message>
        <source>%1 laid %2 and added %3 (%4).</source>
        <translation>%1 legde %2 neer en legde %3 aan (%4).</translation>
    </message>
    <message>
        <source>%1 laid %2 (%3).</source>
        <translation>%1 legde %2 neer (%3).</translation>
    </message>
</context>
<context>
    <name>PlayersPanel</name>
    <message>
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Stenen</translation>
    </message>
    <message>
        <source>Meld</source>
        <translation>Uitleg</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Spelverloop</translation>
    </message>
    <message>
        <source>Time left: %1</source>
        <translation>Tijd over: %1</translation>
    </message>
    <message>
        <source>No game yet</source>
        <translation>Nog geen spel</translation>
    </message>
    <message>
        <source>computer, %1</source>
        <translation>computer, %1</translation>
    </message>
    <message>
        <source>initial meld made</source>
        <translation>eerste uitleg gedaan</translation>
    </message>
    <message>
        <source>initial meld not made yet</source>
        <translation>eerste uitleg nog niet gedaan</translation>
    </message>
    <message>
        <source>Round %1 · turn %2</source>
        <translation>Ronde %1 · beurt %2</translation>
    </message>
    <message>
        <source>Pool: %1 tiles</source>
        <translation>Pot: %1 stenen</translation>
    </message>
    <message>
        <source>Open last tile: %1 (only to go out)</source>
        <translation>Open laatste steen: %1 (alleen om uit te gaan)</translation>
    </message>
    <message>
        <source>Turn of %1: thinking…</source>
        <translation>Beurt van %1: denkt na…</translation>
    </message>
    <message>
        <source>Meld: ✓ initial meld made, ! not made yet</source>
        <translation>Uitleg: ✓ eerste uitleg gedaan, ! nog niet</translation>
    </message>
    <message>
        <source>Turn of %1: playing…</source>
        <translation>Beurt van %1: speelt…</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>Round %1 is dealt; %2 begins.</source>
        <translation>Ronde %1 is gedeeld; %2 begint.</translation>
    </message>
    <message>
        <source>Replay: %1</source>
        <translation>Terugkijken: %1</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Begin</translation>
    </message>
    <message>
        <source>To the first deal</source>
        <translation>Naar het eerste delen</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Terug</translation>
    </message>
    <message>
        <source>One turn back</source>
        <translation>Eén beurt terug</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Afspelen</translation>
    </message>
    <message>
        <source>Play on</source>
        <translation>Vanzelf verder spelen</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Vooruit</translation>
    </message>
    <message>
        <source>One turn forward</source>
        <translation>Eén beurt vooruit</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Einde</translation>
    </message>
    <message>
        <source>To the end</source>
        <translation>Naar het einde</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Snelheid</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Beurt</translation>
    </message>
    <message>
        <source>Turn to jump to</source>
        <translation>Beurt om naartoe te springen</translation>
    </message>
    <message>
        <source>Go</source>
        <translation>Ga</translation>
    </message>
    <message>
        <source>Jump to this turn</source>
        <translation>Spring naar deze beurt</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Toon</translation>
    </message>
    <message>
        <source>Every rack</source>
        <translation>Alle plankjes</translation>
    </message>
    <message>
        <source>What %1 saw</source>
        <translation>Wat %1 zag</translation>
    </message>
    <message>
        <source>Whose view</source>
        <translation>Wiens blik</translation>
    </message>
    <message>
        <source>The game is not over: what the players hold stays hidden until its end.</source>
        <translation>Het spel is niet voorbij: wat de spelers in handen hebben, blijft verborgen tot het einde.</translation>
    </message>
    <message>
        <source>The game is not over: what the others hold stays hidden until its end.</source>
        <translation>Het spel is niet voorbij: wat de anderen in handen hebben, blijft verborgen tot het einde.</translation>
    </message>
    <message>
        <source>Keep this game</source>
        <translation>Dit spel bewaren</translation>
    </message>
    <message>
        <source>A kept game is never dropped from the finished games</source>
        <translation>Een bewaard spel wordt nooit uit de afgelopen spellen verwijderd</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pauze</translation>
    </message>
    <message>
        <source>Turn %1 of %2 · round %3</source>
        <translation>Beurt %1 van %2 · ronde %3</translation>
    </message>
    <message>
        <source>The first deal; %1 begins.</source>
        <translation>Het eerste delen; %1 begint.</translation>
    </message>
    <message>
        <source>No racks until the game is over</source>
        <translation>Geen plankjes tot het spel voorbij is</translation>
    </message>
    <message>
        <source>1 tile</source>
        <translation>1 steen</translation>
    </message>
    <message>
        <source>%1 tiles</source>
        <translation>%1 stenen</translation>
    </message>
</context>
<context>
    <name>ReplayChooser</name>
    <message>
        <source>%1 · cannot be read: %2</source>
        <translation>%1 · kan niet worden gelezen: %2</translation>
    </message>
    <message>
        <source>Tile rummy, %1</source>
        <translation>Steentjesrummy, %1</translation>
    </message>
    <message>
        <source>kept</source>
        <translation>bewaard</translation>
    </message>
    <message>
        <source>Replay a game</source>
        <translation>Spel terugkijken</translation>
    </message>
    <message>
        <source>Recent finished games:</source>
        <translation>Recent afgelopen spellen:</translation>
    </message>
    <message>
        <source>Recent finished games</source>
        <translation>Recent afgelopen spellen</translation>
    </message>
    <message>
        <source>No finished game is kept yet: every game played to its end is kept here.</source>
        <translation>Er is nog geen afgelopen spel bewaard: elk spel dat wordt uitgespeeld, komt hier.</translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>Bekijken</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Bewaren</translation>
    </message>
    <message>
        <source>Open a saved game…</source>
        <translation>Een opgeslagen spel openen…</translation>
    </message>
    <message>
        <source>Do not keep</source>
        <translation>Niet bewaren</translation>
    </message>
</context>
<context>
    <name>Replays</name>
    <message>
        <source>Replay a saved game</source>
        <translation>Een opgeslagen spel terugkijken</translation>
    </message>
    <message>
        <source>Replay a game</source>
        <translation>Spel terugkijken</translation>
    </message>
    <message>
        <source>Preparing the replay…</source>
        <translation>Het terugkijken wordt voorbereid…</translation>
    </message>
    <message>
        <source>Cannot replay this game</source>
        <translation>Dit spel kan niet worden teruggekeken</translation>
    </message>
    <message>
        <source>%1

The file was not changed.</source>
        <translation>%1

Het bestand is niet veranderd.</translation>
    </message>
</context>
<context>
    <name>RoundEnd</name>
    <message>
        <source>Round %1 is a draw.</source>
        <translation>Ronde %1 eindigt onbeslist.</translation>
    </message>
    <message>
        <source>All in one go: the penalties count double!</source>
        <translation>Alles in één keer: de strafpunten tellen dubbel!</translation>
    </message>
    <message>
        <source>The match is over. %1 won with %2 points.</source>
        <translation>De partij is voorbij. %1 wint met %2 punten.</translation>
    </message>
    <message>
        <source> and </source>
        <translation> en </translation>
    </message>
    <message>
        <source>The pool is empty: %1 share the smallest rack and round %2.</source>
        <translation>De pot is leeg: %1 hebben samen het kleinste plankje en delen ronde %2.</translation>
    </message>
    <message>
        <source>Match over</source>
        <translation>Partij voorbij</translation>
    </message>
    <message>
        <source>Round %1 over</source>
        <translation>Ronde %1 voorbij</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <source>Tiles left</source>
        <translation>Overgebleven stenen</translation>
    </message>
    <message>
        <source>Rack value</source>
        <translation>Waarde plankje</translation>
    </message>
    <message>
        <source>This round</source>
        <translation>Deze ronde</translation>
    </message>
    <message>
        <source>Match table</source>
        <translation>Scorebord</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Ronde %1</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totaal</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>Volgende ronde</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nieuw spel</translation>
    </message>
    <message>
        <source>Watch this game again</source>
        <translation>Dit spel nog eens bekijken</translation>
    </message>
    <message>
        <source>%1 went out and won round %2.</source>
        <translation>%1 ging uit en won ronde %2.</translation>
    </message>
    <message>
        <source>The pool is empty: round %2 goes to %1, with the smallest rack.</source>
        <translation>De pot is leeg: ronde %2 gaat naar %1, met het kleinste plankje.</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>{tiles} did not come from your rack or the table</source>
        <translation>{tiles} kwam niet van je rek of van de tafel</translation>
    </message>
    <message>
        <source>a group cannot hold two tiles of the same colour ({tiles})</source>
        <translation>een groep mag geen twee stenen van dezelfde kleur bevatten ({tiles})</translation>
    </message>
    <message>
        <source>a group has at most 4 tiles, one of each colour</source>
        <translation>een groep heeft hooguit 4 stenen, één van elke kleur</translation>
    </message>
    <message>
        <source>initial meld: {points} of {needed} points</source>
        <translation>eerste uitleg: {points} van {needed} punten</translation>
    </message>
    <message>
        <source>until your initial meld is made you may only lay down new melds from your own rack, without touching the table</source>
        <translation>zolang je eerste uitleg niet gedaan is, mag je alleen nieuwe combinaties uit je eigen rek neerleggen, zonder de tafel aan te raken</translation>
    </message>
    <message>
        <source>row {row} is not a valid meld ({tiles}): {reason}</source>
        <translation>rij {row} is geen geldige combinatie ({tiles}): {reason}</translation>
    </message>
    <message>
        <source>no tile may be taken out of {meld}: it holds a joker that has not been replaced</source>
        <translation>uit {meld} mag geen steen worden weggenomen: er ligt een joker in die nog niet vervangen is</translation>
    </message>
    <message>
        <source>the joker in {meld} may leave its meld only when all the tiles it may stand for ({tiles}) are added from your rack</source>
        <translation>de joker in {meld} mag zijn combinatie pas verlaten als alle stenen die hij kan voorstellen ({tiles}) uit je rek worden toegevoegd</translation>
    </message>
    <message>
        <source>the joker in {meld} may leave its meld only when all the tiles it may stand for ({tiles}) are added</source>
        <translation>de joker in {meld} mag zijn combinatie pas verlaten als alle stenen die hij kan voorstellen ({tiles}) worden toegevoegd</translation>
    </message>
    <message>
        <source>the joker in {meld} may leave its meld only when a tile it stands for ({tiles}) from your rack takes its place</source>
        <translation>de joker in {meld} mag zijn combinatie pas verlaten als een steen die hij voorstelt ({tiles}) uit je rek zijn plaats inneemt</translation>
    </message>
    <message>
        <source>the joker in {meld} may leave its meld only when a tile it stands for ({tiles}) takes its place</source>
        <translation>de joker in {meld} mag zijn combinatie pas verlaten als een steen die hij voorstelt ({tiles}) zijn plaats inneemt</translation>
    </message>
    <message>
        <source>the tiles share neither a colour (run) nor a number (group)</source>
        <translation>de stenen hebben geen gemeenschappelijke kleur (reeks) en geen gemeenschappelijk getal (groep)</translation>
    </message>
    <message>
        <source>a meld may hold only one joker</source>
        <translation>een combinatie mag maar één joker bevatten</translation>
    </message>
    <message>
        <source>a meld cannot be made of jokers only</source>
        <translation>een combinatie kan niet alleen uit jokers bestaan</translation>
    </message>
    <message>
        <source>a meld may hold at most {max} jokers</source>
        <translation>een combinatie mag hooguit {max} jokers bevatten</translation>
    </message>
    <message>
        <source>a meld needs at least 3 tiles</source>
        <translation>een combinatie heeft minstens 3 stenen nodig</translation>
    </message>
    <message>
        <source>play at least one tile from your rack, or draw</source>
        <translation>speel minstens één steen uit je rek, of pak een steen</translation>
    </message>
    <message>
        <source>the open last tile {tile} may only be taken by a player who goes out with it</source>
        <translation>de open laatste steen {tile} mag alleen worden genomen door wie ermee uitgaat</translation>
    </message>
    <message>
        <source>a joker won from the table may only go into a new meld made with tiles from your rack, not into row {row} ({tiles})</source>
        <translation>een van de tafel gewonnen joker mag alleen in een nieuwe combinatie met stenen uit je rek, niet in rij {row} ({tiles})</translation>
    </message>
    <message>
        <source>a run cannot go above 13 (a joker would stand for 14 or more)</source>
        <translation>een reeks kan niet boven 13 uitkomen (een joker zou 14 of meer voorstellen)</translation>
    </message>
    <message>
        <source>a run cannot go below 1 (a joker would stand for 0 or less)</source>
        <translation>een reeks kan niet onder 1 komen (een joker zou 0 of minder voorstellen)</translation>
    </message>
    <message>
        <source>{tile} appears twice in the run</source>
        <translation>{tile} komt twee keer voor in de reeks</translation>
    </message>
    <message>
        <source>the numbers are not consecutive at {tile}</source>
        <translation>de getallen lopen niet door bij {tile}</translation>
    </message>
    <message>
        <source>a run cannot go on from 13 to 1</source>
        <translation>een reeks kan niet van 13 naar 1 doorlopen</translation>
    </message>
    <message>
        <source>{tiles} must stay on the table: tiles taken from the table must be played this turn</source>
        <translation>{tiles} moet op tafel blijven: stenen die je van tafel neemt, moet je deze beurt weer spelen</translation>
    </message>
    <message>
        <source>a tile cannot stand on the table twice</source>
        <translation>een steen kan niet twee keer op tafel liggen</translation>
    </message>
    <message>
        <source>at most {limit} tiles may be played in one turn ({count} now)</source>
        <translation>er mogen hooguit {limit} stenen per beurt gespeeld worden (nu {count})</translation>
    </message>
    <message>
        <source>not a valid meld: {reason}</source>
        <translation>geen geldige combinatie: {reason}</translation>
    </message>
    <message>
        <source>run worth {value} points</source>
        <translation>reeks, {value} punten waard</translation>
    </message>
    <message>
        <source>group worth {value} points</source>
        <translation>groep, {value} punten waard</translation>
    </message>
    <message>
        <source>begin your turn by taking a tile: the top of the pool or the previous player&apos;s stack top</source>
        <translation>begin je beurt met het nemen van een steen: de bovenste uit de pot of de bovenste van de aflegstapel van de vorige speler</translation>
    </message>
    <message>
        <source>{tile}, taken from the stack, must be played this turn in a new meld with at least two tiles from your rack or, after your initial meld, from the table</source>
        <translation>{tile}, genomen van de aflegstapel, moet deze beurt in een nieuwe reeks of groep worden gespeeld, met minstens twee stenen uit je rek of, na je eerste uitleg, van de tafel</translation>
    </message>
    <message>
        <source>end your turn by discarding a tile: onto your own stack, or added to a meld</source>
        <translation>sluit je beurt af door een steen af te leggen: op je eigen aflegstapel, of aangelegd bij een reeks of groep</translation>
    </message>
    <message>
        <source>the discard {tile} must be added to one meld on the table, keeping it valid</source>
        <translation>de afgelegde steen {tile} moet bij één reeks of groep op tafel worden aangelegd, die geldig moet blijven</translation>
    </message>
    <message>
        <source>until your initial meld is made, your discard goes onto your own stack</source>
        <translation>zolang je eerste uitleg niet gedaan is, gaat je afgelegde steen op je eigen aflegstapel</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Instellingen</translation>
    </message>
    <message>
        <source>Tile theme</source>
        <translation>Thema van de stenen</translation>
    </message>
    <message>
        <source>Tile &amp;theme</source>
        <translation>&amp;Thema van de stenen</translation>
    </message>
    <message>
        <source>Large tiles</source>
        <translation>Grote stenen</translation>
    </message>
    <message>
        <source>Computer speed</source>
        <translation>Snelheid computer</translation>
    </message>
    <message>
        <source>Computer &amp;speed</source>
        <translation>&amp;Snelheid computer</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Taal van het systeem</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Taal</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>T&amp;aal</translation>
    </message>
    <message>
        <source>Sound at the start of a turn</source>
        <translation>Geluid aan het begin van een beurt</translation>
    </message>
    <message>
        <source>A new language is used from the next start.</source>
        <translation>Een nieuwe taal wordt gebruikt vanaf de volgende start.</translation>
    </message>
</context>
<context>
    <name>Speed</name>
    <message>
        <source>Slow</source>
        <translation>Langzaam</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normaal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Snel</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Direct</translation>
    </message>
</context>
<context>
    <name>Stacks</name>
    <message>
        <source>Stack of %1</source>
        <translation>Aflegstapel van %1</translation>
    </message>
    <message>
        <source>Your stack</source>
        <translation>Jouw aflegstapel</translation>
    </message>
    <message>
        <source>1 tile</source>
        <translation>1 steen</translation>
    </message>
    <message>
        <source>%1 tiles</source>
        <translation>%1 stenen</translation>
    </message>
    <message>
        <source>drag to take</source>
        <translation>sleep om te nemen</translation>
    </message>
    <message>
        <source>drop to discard</source>
        <translation>hier afleggen</translation>
    </message>
    <message>
        <source>Top of the previous player&apos;s stack: %1</source>
        <translation>Bovenste steen van de aflegstapel van de vorige speler: %1</translation>
    </message>
    <message>
        <source>Top of your stack: %1</source>
        <translation>Bovenste steen van je aflegstapel: %1</translation>
    </message>
    <message>
        <source>stack empty</source>
        <translation>aflegstapel leeg</translation>
    </message>
    <message>
        <source>stack: %1 (%2)</source>
        <translation>aflegstapel: %1 (%2)</translation>
    </message>
</context>
<context>
    <name>StatsWindow</name>
    <message>
        <source>Tiles</source>
        <translation>Stenen</translation>
    </message>
    <message>
        <source>Results over time</source>
        <translation>Resultaten door de tijd</translation>
    </message>
    <message>
        <source>No finished games yet</source>
        <translation>Nog geen afgelopen spellen</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistieken</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>Sp&amp;el</translation>
    </message>
    <message>
        <source>&amp;Player</source>
        <translation>&amp;Speler</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Gespeelde spellen</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Gewonnen spellen</translation>
    </message>
    <message>
        <source>Rounds played</source>
        <translation>Gespeelde rondes</translation>
    </message>
    <message>
        <source>Rounds won</source>
        <translation>Gewonnen rondes</translation>
    </message>
    <message>
        <source>Points, all rounds</source>
        <translation>Punten, alle rondes</translation>
    </message>
    <message>
        <source>Best round</source>
        <translation>Beste ronde</translation>
    </message>
    <message>
        <source>Penalty points (Rummy 30 and 51) count below zero.</source>
        <translation>Strafpunten (Rummy 30 en 51) tellen onder nul.</translation>
    </message>
    <message>
        <source>Against the computer</source>
        <translation>Tegen de computer</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spellen</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Match totals over time</source>
        <translation>Eindstanden door de tijd</translation>
    </message>
    <message>
        <source>Recent games</source>
        <translation>Recente spellen</translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>Bekijken</translation>
    </message>
    <message>
        <source>Watch this game again, while it is among the finished games</source>
        <translation>Dit spel nog eens bekijken, zolang het bij de afgelopen spellen staat</translation>
    </message>
    <message>
        <source>total %1</source>
        <translation>totaal %1</translation>
    </message>
    <message>
        <source>can be watched</source>
        <translation>terug te kijken</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <source>Classic</source>
        <translation>Klassiek</translation>
    </message>
    <message>
        <source>black</source>
        <translation>zwart</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blauw</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>oranje</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rood</translation>
    </message>
    <message>
        <source>Suits</source>
        <translation>Kaartsymbolen</translation>
    </message>
    <message>
        <source>green</source>
        <translation>groen</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>geel</translation>
    </message>
    <message>
        <source>Box edition</source>
        <translation>Doosuitgave</translation>
    </message>
    <message>
        <source>brown</source>
        <translation>bruin</translation>
    </message>
    <message>
        <source>white</source>
        <translation>wit</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Hoog contrast</translation>
    </message>
</context>
<context>
    <name>Tile</name>
    <message>
        <source>joker</source>
        <translation>joker</translation>
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
        <translation>geen stenen</translation>
    </message>
</context>
<context>
    <name>TimerBar</name>
    <message>
        <source>Time left in this turn</source>
        <translation>Resterende tijd in deze beurt</translation>
    </message>
    <message>
        <source>Time left: %1</source>
        <translation>Resterende tijd: %1</translation>
    </message>
</context>
<context>
    <name>TimerControls</name>
    <message>
        <source>Paused</source>
        <translation>Gepauzeerd</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Verder</translation>
    </message>
    <message>
        <source>%1 left in this turn</source>
        <translation>Nog %1 in deze beurt</translation>
    </message>
    <message>
        <source>P&amp;ause</source>
        <translation>Pau&amp;ze</translation>
    </message>
    <message>
        <source>+%1 s from the time &amp;bank</source>
        <translation>+%1 s uit de tijdre&amp;serve</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pauze</translation>
    </message>
    <message>
        <source>Stop the clock; the board is hidden until you resume</source>
        <translation>Zet de klok stil; de tafel is verborgen tot je verdergaat</translation>
    </message>
    <message>
        <source>+%1 s</source>
        <translation>+%1 s</translation>
    </message>
    <message>
        <source>Move %1 seconds from your time bank to this turn</source>
        <translation>Zet %1 seconden uit je tijdreserve bij deze beurt</translation>
    </message>
    <message>
        <source>Add %1 seconds from the time bank</source>
        <translation>%1 seconden uit de tijdreserve toevoegen</translation>
    </message>
    <message>
        <source>Time banks</source>
        <translation>Tijdreserves</translation>
    </message>
    <message>
        <source>Time bank: %1</source>
        <translation>Tijdreserve: %1</translation>
    </message>
    <message>
        <source>Resu&amp;me</source>
        <translation>&amp;Verder</translation>
    </message>
    <message>
        <source>Time bank:</source>
        <translation>Tijdreserve:</translation>
    </message>
    <message>
        <source>Paused · %1 left</source>
        <translation>Gepauzeerd · nog %1</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <source>Faster: Ctrl-click the three tiles to pick them all, then drag one of them, and they go together.</source>
        <translation>Sneller: Ctrl-klik op de drie stenen om ze allemaal te kiezen en sleep er dan één: ze gaan samen mee.</translation>
    </message>
    <message>
        <source>In a game, Sort by colour (Ctrl+1) puts the tiles of a run side by side, and Sort by number (Ctrl+2) those of a group.</source>
        <translation>In een spel zet Sorteren op kleur (Ctrl+1) de stenen van een reeks naast elkaar, en Sorteren op getal (Ctrl+2) die van een groep.</translation>
    </message>
    <message>
        <source>Not sure whether you can play? In a game, Hint (Ctrl+H) shows a good play step by step, to you alone. Pause (Ctrl+P) stops the turn timer and covers the board when you need a break.</source>
        <translation>Weet je niet of je kunt spelen? In een spel toont Tip (Ctrl+H) stap voor stap een goede zet, alleen aan jou. Pauze (Ctrl+P) zet de beurttimer stil en bedekt het bord als je even rust nodig hebt.</translation>
    </message>
    <message>
        <source>That is a valid meld, but not a run. A run is one colour, numbers in a row: use your red 9, 10 and 11.</source>
        <translation>Dat is een geldige combinatie, maar geen reeks. Een reeks is één kleur met opeenvolgende getallen: gebruik je rode 9, 10 en 11.</translation>
    </message>
    <message>
        <source>That is a valid meld, but not a group. A group is one number in different colours: use your three 10s.</source>
        <translation>Dat is een geldige combinatie, maar geen groep. Een groep is één getal in verschillende kleuren: gebruik je drie 10-en.</translation>
    </message>
    <message>
        <source>You laid a new meld. This step asks you to add your tile to a meld that is already on the table.</source>
        <translation>Je hebt een nieuwe combinatie gelegd. In deze stap leg je je steen aan bij een combinatie die al op tafel ligt.</translation>
    </message>
    <message>
        <source>This step asks you to split the orange run so that both halves hold an orange 8.</source>
        <translation>In deze stap splits je de oranje reeks, zodat in beide helften een oranje 8 ligt.</translation>
    </message>
    <message>
        <source>The joker is won only by the tile it stands for: drop your black 8 right onto the joker.</source>
        <translation>Een joker win je alleen met de steen die hij voorstelt: laat je zwarte 8 precies op de joker vallen.</translation>
    </message>
    <message>
        <source>You still have tiles on your rack: play them all to go out.</source>
        <translation>Er liggen nog stenen op je rek: speel ze allemaal om uit te gaan.</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Jij</translation>
    </message>
    <message>
        <source>Sam</source>
        <translation>Sam</translation>
    </message>
    <message>
        <source>You took the top card of the discard pile. This step is about the stock: press Put back, then drag the face-down stock onto your hand.</source>
        <translation>Je nam de bovenste kaart van de aflegstapel. Deze stap gaat over de stapel: druk op Terugleggen en sleep dan de gesloten stapel naar je hand.</translation>
    </message>
    <message>
        <source>That card came from the stock. A card from the stock has been seen and cannot go back, so the cards are dealt again: this time drag the top card of the discard pile onto your hand.</source>
        <translation>Die kaart kwam van de stapel. Een kaart van de stapel heb je gezien en kan niet terug, dus worden de kaarten opnieuw gedeeld: sleep nu de bovenste kaart van de aflegstapel naar je hand.</translation>
    </message>
    <message>
        <source>That is a valid meld, but not a set. A set is one rank in different suits: press Undo and lay your king of clubs, diamonds and hearts.</source>
        <translation>Dat is een geldige combinatie, maar geen set. Een set is één waarde in verschillende kleuren: druk op Ongedaan maken en leg je klaveren-, ruiten- en hartenheer.</translation>
    </message>
    <message>
        <source>That is not the run this step asks for: press Undo and lay the ace, 2 and 3 of spades.</source>
        <translation>Dat is niet de rij die deze stap vraagt: druk op Ongedaan maken en leg schoppen aas, 2 en 3.</translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation>Pak van de stapel</translation>
    </message>
    <message>
        <source>This is Rummy 51. Every turn begins with a draw. Drag the face-down stock (top left) onto your hand at the bottom.</source>
        <translation>Dit is Rummy 51. Elke beurt begint met een kaart pakken. Sleep de gesloten stapel (linksboven) naar je hand onderaan.</translation>
    </message>
    <message>
        <source>You drew a card from the stock.</source>
        <translation>Je pakte een kaart van de stapel.</translation>
    </message>
    <message>
        <source>Discard to end your turn</source>
        <translation>Leg af om je beurt te beëindigen</translation>
    </message>
    <message>
        <source>Every turn ends with a discard. Your queen of clubs fits nothing: drag it onto the discard pile, face up next to the stock.</source>
        <translation>Elke beurt eindigt met afleggen. Je klaverenvrouw past nergens bij: sleep haar naar de aflegstapel, open naast de stapel.</translation>
    </message>
    <message>
        <source>Your turn is over, and the queen is on the discard pile.</source>
        <translation>Je beurt is voorbij en de vrouw ligt op de aflegstapel.</translation>
    </message>
    <message>
        <source>Take the discard</source>
        <translation>Neem de afgelegde kaart</translation>
    </message>
    <message>
        <source>A new hand. The top card of the discard pile, the 9 of hearts, fits your 7 and 8 of hearts. Instead of the stock you may take it: drag it onto your hand. Before your opening you may do this only if the card goes into your opening this very turn.</source>
        <translation>Een nieuwe hand. De bovenste kaart van de aflegstapel, harten 9, past bij je harten 7 en 8. In plaats van de stapel mag je die nemen: sleep haar naar je hand. Voor je opening mag dat alleen als de kaart nog deze beurt in je opening komt.</translation>
    </message>
    <message>
        <source>You took the 9 of hearts; it is marked in your hand.</source>
        <translation>Je nam harten 9; ze is gemarkeerd in je hand.</translation>
    </message>
    <message>
        <source>Lay a set</source>
        <translation>Leg een set</translation>
    </message>
    <message>
        <source>A set is three or four cards of one rank, each of another suit. Click your king of clubs, of diamonds and of hearts to select them, then drag one of them onto the green table.</source>
        <translation>Een set is drie of vier kaarten van één waarde, elk in een andere kleur. Klik op je klaveren-, ruiten- en hartenheer om ze te kiezen en sleep er dan één naar de groene tafel.</translation>
    </message>
    <message>
        <source>A set of kings: 30 points. It waits beside the table until your opening is complete.</source>
        <translation>Een set heren: 30 punten. Hij wacht naast de tafel tot je opening compleet is.</translation>
    </message>
    <message>
        <source>Lay a run</source>
        <translation>Leg een rij</translation>
    </message>
    <message>
        <source>A run is three or more cards of one suit in sequence. The ace is low (A 2 3) or high (Q K A), but a run never goes around the corner: K A 2 is not a run. Select your ace, 2 and 3 of spades and drag them onto the table.</source>
        <translation>Een rij is drie of meer opeenvolgende kaarten van één kleur. De aas is laag (A 2 3) of hoog (V H A), maar een rij gaat nooit rond: H A 2 is geen rij. Kies je schoppen aas, 2 en 3 en sleep ze naar de tafel.</translation>
    </message>
    <message>
        <source>A run with a low ace: it counts 1 + 2 + 3 = 6 points.</source>
        <translation>Een rij met een lage aas: die telt 1 + 2 + 3 = 6 punten.</translation>
    </message>
    <message>
        <source>Open with 51 points</source>
        <translation>Open met 51 punten</translation>
    </message>
    <message>
        <source>Your first melds, your opening, must be worth 51 points or more and hold a run. Your kings (30) and A 2 3 (6) make only 36. Lay your 7, 8 and the 9 of hearts you took as a run (24 more): 60 points in all, and all your melds go on the table at once.</source>
        <translation>Je eerste combinaties, je opening, moeten samen 51 punten of meer waard zijn en een rij bevatten. Je heren (30) en A 2 3 (6) maken pas 36. Leg je harten 7, 8 en de genomen 9 als rij (24 erbij): 60 punten in totaal, en al je combinaties gaan tegelijk op tafel.</translation>
    </message>
    <message>
        <source>60 points: you have opened.</source>
        <translation>60 punten: je hebt geopend.</translation>
    </message>
    <message>
        <source>Lay off on a meld</source>
        <translation>Leg aan bij een combinatie</translation>
    </message>
    <message>
        <source>Once you have opened you may add cards to any meld on the table, yours or Sam&apos;s. Drag your 10 of hearts onto the right end of the heart run.</source>
        <translation>Na je opening mag je kaarten aanleggen bij elke combinatie op tafel, van jou of van Sam. Sleep je harten 10 naar het rechtereinde van de hartenrij.</translation>
    </message>
    <message>
        <source>The heart run grew to 7 8 9 10.</source>
        <translation>De hartenrij is nu 7 8 9 10.</translation>
    </message>
    <message>
        <source>Exchange a joker</source>
        <translation>Ruil een joker</translation>
    </message>
    <message>
        <source>Some turns later. Sam&apos;s club run holds a joker that stands for the 6 of clubs. Whoever holds that card may put it in the joker&apos;s place and take the joker: drag your 6 of clubs right onto the joker.</source>
        <translation>Een paar beurten later. In Sams klaverenrij ligt een joker die voor klaveren 6 staat. Wie die kaart heeft, mag haar op de plaats van de joker leggen en de joker nemen: sleep je klaveren 6 precies op de joker.</translation>
    </message>
    <message>
        <source>The joker is yours now.</source>
        <translation>De joker is nu van jou.</translation>
    </message>
    <message>
        <source>To win the round, get rid of every card; the last one must be a discard. Lay your 8 and 9 of diamonds with the joker as a run (select all three and drag them onto the table), then discard your jack of spades.</source>
        <translation>Om de ronde te winnen raak je al je kaarten kwijt; de laatste moet je afleggen. Leg je ruiten 8 en 9 met de joker als rij (kies alle drie en sleep ze naar de tafel) en leg dan je schoppenboer af.</translation>
    </message>
    <message>
        <source>You went out: Sam pays a penalty for every card in hand.</source>
        <translation>Je bent uit: Sam krijgt strafpunten voor elke kaart in zijn hand.</translation>
    </message>
    <message>
        <source>Drawing, taking the discard, sets and runs, the opening of 51, laying off, the joker and going out: that is Rummy 51. Help &gt; Rules of this game has the details, and Help &gt; Learn to play brings you back here.</source>
        <translation>Pakken, de afgelegde kaart nemen, sets en rijen, de opening van 51, aanleggen, de joker en uitgaan: dat is Rummy 51. Help &gt; Regels van dit spel geeft de details, en Help &gt; Leer spelen brengt je hier terug.</translation>
    </message>
    <message>
        <source>Not yet: %1</source>
        <translation>Nog niet: %1</translation>
    </message>
    <message>
        <source>Every meld is valid. Press Done.</source>
        <translation>Alle combinaties zijn geldig. Druk op Klaar.</translation>
    </message>
    <message>
        <source>The referee says: %1</source>
        <translation>De scheidsrechter zegt: %1</translation>
    </message>
    <message>
        <source>Not now: drawing would end your turn, and this step wants you to play. Follow the steps on the right, then press Done.</source>
        <translation>Nu niet: een steen pakken beëindigt je beurt, en in deze stap ga je spelen. Volg de aanwijzingen rechts en druk dan op Klaar.</translation>
    </message>
    <message>
        <source>Not Done this time: this step is about drawing. Press Draw a tile.</source>
        <translation>Deze keer niet Klaar: deze stap gaat over een steen pakken. Druk op Steen pakken.</translation>
    </message>
    <message>
        <source>First lay both melds: the red run 2 3 4 5 and the group of three 5s.</source>
        <translation>Leg eerst beide combinaties: de rode reeks 2 3 4 5 en de groep van drie 5-en.</translation>
    </message>
    <message>
        <source>Make a run</source>
        <translation>Maak een reeks</translation>
    </message>
    <message>
        <source>A run is three or more tiles of one colour with numbers in a row. Drag your red 9, 10 and 11 (marked in green) from your rack onto the table, one by one, side by side. Then press Done.</source>
        <translation>Een reeks is drie of meer stenen van één kleur met opeenvolgende getallen. Sleep je rode 9, 10 en 11 (groen omlijnd) een voor een van je rek naar de tafel, naast elkaar. Druk dan op Klaar.</translation>
    </message>
    <message>
        <source>Well done: that is a run.</source>
        <translation>Goed zo: dat is een reeks.</translation>
    </message>
    <message>
        <source>Make a group</source>
        <translation>Maak een groep</translation>
    </message>
    <message>
        <source>A group is three or four tiles of the same number, each in another colour. Drag your black, orange and blue 10 onto the table, side by side. Then press Done.</source>
        <translation>Een groep is drie of vier stenen met hetzelfde getal, elk in een andere kleur. Sleep je zwarte, oranje en blauwe 10 naar de tafel, naast elkaar. Druk dan op Klaar.</translation>
    </message>
    <message>
        <source>Well done: that is a group.</source>
        <translation>Goed zo: dat is een groep.</translation>
    </message>
    <message>
        <source>The initial meld</source>
        <translation>De eerste uitleg</translation>
    </message>
    <message>
        <source>Your first play in a game is your initial meld. Try it: drag your red 2, 3, 4 and 5 onto the table as a run, and your black, blue and orange 5 as a group. Then read what the referee says below.</source>
        <translation>Je eerste zet in een spel is je eerste uitleg. Probeer het: sleep je rode 2, 3, 4 en 5 als reeks naar de tafel, en je zwarte, blauwe en oranje 5 als groep. Lees dan hieronder wat de scheidsrechter zegt.</translation>
    </message>
    <message>
        <source>Draw a tile</source>
        <translation>Steen pakken</translation>
    </message>
    <message>
        <source>Your melds are worth 2+3+4+5 and 5+5+5: 29 points. The initial meld must be worth 30 or more, and no other tile of yours helps. When you cannot play, you draw one tile from the pool and your turn ends. Press Draw a tile: your tiles go back to your rack.</source>
        <translation>Je combinaties zijn 2+3+4+5 en 5+5+5 waard: 29 punten. De eerste uitleg moet minstens 30 punten waard zijn, en geen andere steen van jou helpt. Als je niet kunt spelen, pak je één steen uit de pot en is je beurt voorbij. Druk op Steen pakken: je stenen gaan terug naar je rek.</translation>
    </message>
    <message>
        <source>You drew the red 6.</source>
        <translation>Je hebt de rode 6 gepakt.</translation>
    </message>
    <message>
        <source>The initial meld, again</source>
        <translation>De eerste uitleg, nog een keer</translation>
    </message>
    <message>
        <source>Sam drew a tile, and it is your turn again. With the red 6 your run 2 3 4 5 6 and the group of 5s are worth 35 points. Lay them both, then press Done.</source>
        <translation>Sam heeft een steen gepakt en jij bent weer aan de beurt. Met de rode 6 zijn je reeks 2 3 4 5 6 en de groep 5-en samen 35 punten waard. Leg ze allebei en druk dan op Klaar.</translation>
    </message>
    <message>
        <source>35 points: your initial meld is made. From now on you may use the table&apos;s tiles too.</source>
        <translation>35 punten: je eerste uitleg staat. Vanaf nu mag je ook de stenen op tafel gebruiken.</translation>
    </message>
    <message>
        <source>Add to a meld</source>
        <translation>Aanleggen</translation>
    </message>
    <message>
        <source>A few turns later. After your initial meld you may add tiles to any meld on the table. Drop your red 7 just right of the red run (after the red 6). Then press Done.</source>
        <translation>Een paar beurten later. Na je eerste uitleg mag je stenen aanleggen bij elke combinatie op tafel. Laat je rode 7 rechts naast de rode reeks vallen (na de rode 6). Druk dan op Klaar.</translation>
    </message>
    <message>
        <source>Well done: the run grew by one tile.</source>
        <translation>Goed zo: de reeks is een steen langer.</translation>
    </message>
    <message>
        <source>Split a run</source>
        <translation>Een reeks splitsen</translation>
    </message>
    <message>
        <source>Sam laid an orange run. Your orange 8 belongs in its middle, where an 8 already is. Split the run: drag the orange 9 and then the orange 10 to an empty row below, side by side. Drop your orange 8 just left of the 9. Then press Done.</source>
        <translation>Sam heeft een oranje reeks gelegd. Jouw oranje 8 hoort in het midden, waar al een 8 ligt. Splits de reeks: sleep de oranje 9 en daarna de oranje 10 naar een lege rij eronder, naast elkaar. Laat je oranje 8 links naast de 9 vallen. Druk dan op Klaar.</translation>
    </message>
    <message>
        <source>Well done: one run became two, and your 8 is in.</source>
        <translation>Goed zo: van één reeks zijn er twee gemaakt, en je 8 ligt erin.</translation>
    </message>
    <message>
        <source>Win a joker</source>
        <translation>Een joker winnen</translation>
    </message>
    <message>
        <source>Sam laid a black run with a joker, which stands for the black 8. Under the classic rules you win a joker by putting the tile it stands for, from your rack, in its place: drop your black 8 right onto the joker. The joker moves aside and must be played this turn: drop your red 10 and 11 next to it. Then press Done.</source>
        <translation>Sam heeft een zwarte reeks met een joker gelegd; de joker staat voor de zwarte 8. Volgens de klassieke regels win je een joker door de steen die hij voorstelt uit je rek op zijn plaats te leggen: laat je zwarte 8 precies op de joker vallen. De joker schuift opzij en moet deze beurt gespeeld worden: laat je rode 10 en 11 ernaast vallen. Druk dan op Klaar.</translation>
    </message>
    <message>
        <source>Well done: you won the joker and used it.</source>
        <translation>Goed zo: je hebt de joker gewonnen en gebruikt.</translation>
    </message>
    <message>
        <source>Go out</source>
        <translation>Uitgaan</translation>
    </message>
    <message>
        <source>Two tiles left! Empty your rack to win the round. Put your red 1 before the red 2, and your black 10 after the black 9. Then press Done.</source>
        <translation>Nog twee stenen! Maak je rek leeg om de ronde te winnen. Leg je rode 1 voor de rode 2, en je zwarte 10 na de zwarte 9. Druk dan op Klaar.</translation>
    </message>
    <message>
        <source>You went out and won the round!</source>
        <translation>Je bent uitgegaan en hebt de ronde gewonnen!</translation>
    </message>
    <message>
        <source>What to do</source>
        <translation>Wat je moet doen</translation>
    </message>
    <message>
        <source>What the referee says</source>
        <translation>Wat de scheidsrechter zegt</translation>
    </message>
    <message>
        <source>Skip this step</source>
        <translation>Deze stap overslaan</translation>
    </message>
    <message>
        <source>Leave tutorial</source>
        <translation>Uitleg verlaten</translation>
    </message>
    <message>
        <source>Play a game</source>
        <translation>Een spel spelen</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Stap %1 van %2</translation>
    </message>
    <message>
        <source>Tutorial complete</source>
        <translation>Uitleg voltooid</translation>
    </message>
    <message>
        <source>You know the game</source>
        <translation>Je kent het spel</translation>
    </message>
    <message>
        <source>Runs, groups, the initial meld of 30, drawing, adding, splitting and winning a joker: that is all of it. Help &gt; Rules has the details, and Help &gt; Learn to play brings you back here.</source>
        <translation>Reeksen, groepen, de eerste uitleg van 30, een steen pakken, aanleggen, splitsen en een joker winnen: dat is alles. Help &gt; Regels heeft de details, en Help &gt; Leer spelen brengt je hier terug.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Leer spelen</translation>
    </message>
    <message>
        <source>Learn to play Rummy 51</source>
        <translation>Leer Rummy 51 spelen</translation>
    </message>
</context>
<context>
    <name>Announcer</name>
    <message>
        <source>Latest news</source>
        <translation>Laatste nieuws</translation>
    </message>
</context>
<context>
    <name>CardReader</name>
    <message>
        <source>%1 of %2</source>
        <translation>%1 van %2</translation>
    </message>
    <message>
        <source>%1, selected</source>
        <translation>%1, gekozen</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Kaarttafel</translation>
    </message>
    <message>
        <source>Cards in the stock: %1.</source>
        <translation>Kaarten op de stapel: %1.</translation>
    </message>
    <message>
        <source>Discard pile, from the bottom: %1.</source>
        <translation>Aflegstapel, van onder naar boven: %1.</translation>
    </message>
    <message>
        <source>Discard pile, top: %2; %1 in the pile.</source>
        <translation>Aflegstapel, bovenop: %2; %1 op de aflegstapel.</translation>
    </message>
    <message>
        <source>Hand hidden</source>
        <translation>Hand verborgen</translation>
    </message>
    <message>
        <source>No melds on the table.</source>
        <translation>Geen combinaties op tafel.</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Stapel</translation>
    </message>
    <message>
        <source>The discard pile is empty.</source>
        <translation>De aflegstapel is leeg.</translation>
    </message>
    <message>
        <source>Your hand (%1)</source>
        <translation>Je hand (%1)</translation>
    </message>
    <message>
        <source>Your hand (%1): %2.</source>
        <translation>Je hand (%1): %2.</translation>
    </message>
    <message>
        <source>Your turn, %1. Your hand (%2).</source>
        <translation>Je beurt, %1. Je hand (%2).</translation>
    </message>
    <message>
        <source>joker as %1</source>
        <translation>joker als %1</translation>
    </message>
    <message>
        <source>meld %1, %2 of %3: %4</source>
        <translation>combinatie %1, %2 van %3: %4</translation>
    </message>
    <message>
        <source>put out, not yet laid: %1</source>
        <translation>klaargelegd, nog niet uitgelegd: %1</translation>
    </message>
    <message>
        <source>run</source>
        <translation>rij</translation>
    </message>
    <message>
        <source>set</source>
        <translation>set</translation>
    </message>
    <message>
        <source>Left and Right choose a card, Space selects it, Enter lays the selection. H reads your hand, M the melds, P the pile, N what happened since your last turn, W why a move was refused.</source>
        <translation>Links en rechts kiezen een kaart, spatie selecteert hem, Enter legt de selectie uit. H leest je hand voor, M de combinaties, P de aflegstapel, N wat er sinds je vorige beurt gebeurde, W waarom een zet geweigerd werd.</translation>
    </message>
</context>
<context>
    <name>ScreenReader</name>
    <message>
        <source>%1 of %2</source>
        <translation>%1 van %2</translation>
    </message>
    <message>
        <source>%1 seconds left.</source>
        <translation>Nog %1 seconden.</translation>
    </message>
    <message>
        <source>%1: %2 tiles, initial meld made.</source>
        <translation>%1: %2 stenen, eerste uitleg gedaan.</translation>
    </message>
    <message>
        <source>%1: %2 tiles, no initial meld yet.</source>
        <translation>%1: %2 stenen, nog geen eerste uitleg.</translation>
    </message>
    <message>
        <source>Melds</source>
        <translation>Combinaties</translation>
    </message>
    <message>
        <source>Nobody played since.</source>
        <translation>Sindsdien heeft niemand gespeeld.</translation>
    </message>
    <message>
        <source>Nothing is known yet of your last turn.</source>
        <translation>Van je vorige beurt is nog niets bekend.</translation>
    </message>
    <message>
        <source>Nothing to read.</source>
        <translation>Niets om voor te lezen.</translation>
    </message>
    <message>
        <source>Pool: %1 tiles.</source>
        <translation>Pot: %1 stenen.</translation>
    </message>
    <message>
        <source>Since your last turn: %1</source>
        <translation>Sinds je vorige beurt: %1</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Stenen</translation>
    </message>
    <message>
        <source>Your turn, %1. Your rack (%2).</source>
        <translation>Je beurt, %1. Je plankje (%2).</translation>
    </message>
    <message>
        <source>The game is paused.</source>
        <translation>Het spel is gepauzeerd.</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leeg</translation>
    </message>
    <message>
        <source>Stack of %1, top: %2</source>
        <translation>Aflegstapel van %1, bovenop: %2</translation>
    </message>
    <message>
        <source>Your stack, top: %1</source>
        <translation>Je aflegstapel, bovenop: %1</translation>
    </message>
    <message>
        <source>T takes it</source>
        <translation>T neemt hem</translation>
    </message>
    <message>
        <source>%1 to row %2, column %3</source>
        <translation>%1 naar rij %2, kolom %3</translation>
    </message>
    <message>
        <source>Back to your rack: %1.</source>
        <translation>Terug naar je plankje: %1.</translation>
    </message>
</context>
<context>
    <name>TableWords</name>
    <message>
        <source> or </source>
        <translation> of </translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1 op %2</translation>
    </message>
    <message>
        <source>%1 melds on the table.</source>
        <translation>%1 combinaties op tafel.</translation>
    </message>
    <message>
        <source>Meld %1, %2: %3.</source>
        <translation>Combinatie %1, %2: %3.</translation>
    </message>
    <message>
        <source>Melds gone or rebuilt: %1.</source>
        <translation>Combinaties weg of omgebouwd: %1.</translation>
    </message>
    <message>
        <source>New or changed melds: %1.</source>
        <translation>Nieuwe of veranderde combinaties: %1.</translation>
    </message>
    <message>
        <source>The table is as it was.</source>
        <translation>De tafel is zoals hij was.</translation>
    </message>
    <message>
        <source>The table is empty.</source>
        <translation>De tafel is leeg.</translation>
    </message>
    <message>
        <source>Your rack is empty.</source>
        <translation>Je plankje is leeg.</translation>
    </message>
    <message>
        <source>Your rack (%1): %2.</source>
        <translation>Je plankje (%1): %2.</translation>
    </message>
    <message>
        <source>group: %1</source>
        <translation>groep: %1</translation>
    </message>
    <message>
        <source>joker as %1</source>
        <translation>joker als %1</translation>
    </message>
    <message>
        <source>not a valid meld: %1</source>
        <translation>geen geldige combinatie: %1</translation>
    </message>
    <message>
        <source>row %1, columns %2 to %3</source>
        <translation>rij %1, kolommen %2 tot %3</translation>
    </message>
    <message>
        <source>run: %1</source>
        <translation>reeks: %1</translation>
    </message>
</context>
<context>
    <name>OnlineWatch</name>
    <message>
        <source>%1: %2 cards, %3 points</source>
        <translation>%1: %2 kaarten, %3 punten</translation>
    </message>
    <message>
        <source>Watching: no rack is shown.</source>
        <translation>Je kijkt mee: er wordt geen plankje getoond.</translation>
    </message>
    <message>
        <source>No melds on the table yet.</source>
        <translation>Nog geen combinaties op tafel.</translation>
    </message>
    <message>
        <source>Cannot watch this table: %1</source>
        <translation>Kan niet meekijken aan deze tafel: %1</translation>
    </message>
    <message>
        <source>Watch a table</source>
        <translation>Meekijken aan een tafel</translation>
    </message>
    <message>
        <source>Address:</source>
        <translation>Adres:</translation>
    </message>
    <message>
        <source>Table code:</source>
        <translation>Tafelcode:</translation>
    </message>
    <message>
        <source>Watch code:</source>
        <translation>Kijkcode:</translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>Meekijken</translation>
    </message>
    <message>
        <source>Fill in the address, the table code and the watch code.</source>
        <translation>Vul het adres, de tafelcode en de kijkcode in.</translation>
    </message>
    <message>
        <source>Watching table %1</source>
        <translation>Meekijken aan tafel %1</translation>
    </message>
</context>
</TS>
