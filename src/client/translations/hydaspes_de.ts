<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>ActionWords</name>
    <message>
        <source>%1 %2, facing %3</source>
        <comment>units, cells, compass point</comment>
        <translation>%1 %2, Ausrichtung %3</translation>
    </message>
    <message>
        <source>the enemy main leader has fallen</source>
        <translation>der feindliche Hauptanführer ist gefallen</translation>
    </message>
    <message>
        <source>half of the enemy army is eliminated</source>
        <translation>die Hälfte der feindlichen Armee ist eliminiert</translation>
    </message>
    <message>
        <source>bigger stack (%1 against %2)</source>
        <translation>größerer Stapel (%1 gegen %2)</translation>
    </message>
    <message>
        <source>attack into the flank</source>
        <translation>Angriff in die Flanke</translation>
    </message>
    <message>
        <source>attack into the rear</source>
        <translation>Angriff in den Rücken</translation>
    </message>
    <message>
        <source>defender in the river</source>
        <translation>Verteidiger im Fluss</translation>
    </message>
    <message>
        <source>defending in clear</source>
        <translation>Verteidigung im offenen Gelände</translation>
    </message>
    <message>
        <source>defending in forest</source>
        <translation>Verteidigung im Wald</translation>
    </message>
    <message>
        <source>defending in hills</source>
        <translation>Verteidigung auf Hügeln</translation>
    </message>
    <message>
        <source>defending in river</source>
        <translation>Verteidigung im Fluss</translation>
    </message>
    <message>
        <source>support: %1</source>
        <translation>Unterstützung: %1</translation>
    </message>
    <message>
        <source>won the last round</source>
        <translation>letzte Runde gewonnen</translation>
    </message>
    <message>
        <source>ends the turn</source>
        <translation>beendet den Zug</translation>
    </message>
    <message>
        <source>ends the %1 phase</source>
        <translation>beendet die Phase %1</translation>
    </message>
    <message>
        <source>%1: looks at %2&apos;s hand</source>
        <translation>%1: schaut in die Hand von %2</translation>
    </message>
    <message>
        <source>discards the %1 card</source>
        <translation>wirft die Karte %1 ab</translation>
    </message>
    <message>
        <source>Free move</source>
        <translation>Freie Bewegung</translation>
    </message>
    <message>
        <source>negates the move with %1</source>
        <translation>blockiert die Bewegung mit %1</translation>
    </message>
    <message>
        <source>cancels the negate with %1</source>
        <translation>hebt die Blockade mit %1 auf</translation>
    </message>
    <message>
        <source>lets the move stand</source>
        <translation>lässt die Bewegung zu</translation>
    </message>
    <message>
        <source>lets the negate stand</source>
        <translation>lässt die Blockade bestehen</translation>
    </message>
    <message>
        <source>answers the attack with no card</source>
        <translation>antwortet ohne Karte auf den Angriff</translation>
    </message>
    <message>
        <source>plays no card</source>
        <translation>spielt keine Karte</translation>
    </message>
    <message>
        <source>defends with %1: the combat ends</source>
        <translation>verteidigt mit %1: Kampfende</translation>
    </message>
    <message>
        <source>chooses the casualty</source>
        <translation>wählt den Verlust</translation>
    </message>
    <message>
        <source>discards the %1 card from it</source>
        <translation>wirft daraus die Karte %1 ab</translation>
    </message>
    <message>
        <source>+1 with %1</source>
        <translation>+1 mit %1</translation>
    </message>
    <message>
        <source>fights on</source>
        <translation>kämpft weiter</translation>
    </message>
    <message>
        <source>breaks off</source>
        <translation>bricht ab</translation>
    </message>
    <message numerus="yes">
        <source>draws %n</source>
        <translation>
            <numerusform>zieht %n</numerusform>
            <numerusform>zieht %n</numerusform>
        </translation>
    </message>
    <message>
        <source>the move is negated</source>
        <translation>die Bewegung ist blockiert</translation>
    </message>
    <message>
        <source>attack %1→%2</source>
        <translation>Angriff %1→%2</translation>
    </message>
    <message>
        <source>%1 eliminated</source>
        <translation>%1 eliminiert</translation>
    </message>
    <message>
        <source>tie: the combat ends, no loss</source>
        <translation>unentschieden: Kampfende ohne Verlust</translation>
    </message>
    <message>
        <source>%1 wins: %2</source>
        <translation>%1 gewinnt: %2</translation>
    </message>
    <message>
        <source>being declared</source>
        <translation>wird angesagt</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a side, what it answered</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Turn %1 · %2: %3</source>
        <translation>Zug %1 · %2: %3</translation>
    </message>
    <message>
        <source>answers the attack</source>
        <translation>antwortet auf den Angriff</translation>
    </message>
    <message>
        <source>%1 may negate it</source>
        <translation>%1 kann sie blockieren</translation>
    </message>
    <message>
        <source>%1 may cancel it</source>
        <translation>%1 kann die Blockade aufheben</translation>
    </message>
    <message>
        <source>the %1 card</source>
        <translation>die Karte %1</translation>
    </message>
    <message>
        <source>support: the %1 card</source>
        <translation>Unterstützung: Karte %1</translation>
    </message>
    <message>
        <source>defends with the %1 card: the combat ends</source>
        <translation>verteidigt mit der Karte %1: Kampfende</translation>
    </message>
    <message>
        <source>+1 with the %1 card</source>
        <translation>+1 mit der Karte %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 draws %n for the turn</source>
        <translation>
            <numerusform>%1 zieht %n Karte für den Zug</numerusform>
            <numerusform>%1 zieht %n Karten für den Zug</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2 (%3) against %4 %5 (%6)</source>
        <comment>a combat round: attacker, total, its modifiers, defender, total, its modifiers</comment>
        <translation>%1 %2 (%3) gegen %4 %5 (%6)</translation>
    </message>
</context>
<context>
    <name>AtomicWrite</name>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>CombatSummaryWords</name>
    <message>
        <source>At stake: if %1 wins a round, %2 may be chosen as the loss, and %1 wins the battle (V1).</source>
        <translation>Es steht viel auf dem Spiel: Gewinnt %1 eine Runde, kann %2 als Verlust gewählt werden, und %1 gewinnt die Schlacht (V1).</translation>
    </message>
    <message>
        <source>At stake: if %1 wins a round, %2&apos;s loss makes half of the army, and %1 wins the battle (V1).</source>
        <translation>Es steht viel auf dem Spiel: Gewinnt %1 eine Runde, macht der Verlust von %2 die Hälfte des Heeres voll, und %1 gewinnt die Schlacht (V1).</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>Hydaspes: Alexander against Porus, 326 BC</source>
        <translation>Hydaspes: Alexander gegen Porus, 326 v. Chr.</translation>
    </message>
    <message>
        <source>Render the window to FILE (PNG) and exit.</source>
        <translation>Das Fenster in FILE (PNG) zeichnen und beenden.</translation>
    </message>
    <message>
        <source>Open this saved game.</source>
        <translation>Diesen Spielstand öffnen.</translation>
    </message>
    <message>
        <source>Window size, e.g. 1600x1000.</source>
        <translation>Fenstergröße, z. B. 1600x1000.</translation>
    </message>
    <message>
        <source>Seed of a new game.</source>
        <translation>Startwert (Seed) eines neuen Spiels.</translation>
    </message>
    <message>
        <source>Start a solo game (both hands open).</source>
        <translation>Ein Solospiel starten (beide Hände offen).</translation>
    </message>
    <message>
        <source>Open this saved game as a replay.</source>
        <translation>Diesen Spielstand als Wiedergabe öffnen.</translation>
    </message>
    <message>
        <source>With --replay: show the game after N decisions.</source>
        <translation>Mit --replay: das Spiel nach N Entscheidungen zeigen.</translation>
    </message>
    <message>
        <source>With --replay: 0 or 1 to see one side&apos;s hidden information only.</source>
        <translation>Mit --replay: 0 oder 1, um nur die verdeckten Informationen einer Seite zu sehen.</translation>
    </message>
    <message>
        <source>Start a game against the computer, which plays SIDE (alexander or porus).</source>
        <translation>Ein Spiel gegen den Computer starten, der SIDE spielt (alexander oder porus).</translation>
    </message>
    <message>
        <source>With --computer: its level, 1-%1 (default %2).</source>
        <translation>Mit --computer: seine Stufe, 1-%1 (Standard %2).</translation>
    </message>
    <message>
        <source>With --screenshot: list what does not fit (the board out of view, a cut name) and exit 3 if anything.</source>
        <translation>Mit --screenshot: auflisten, was nicht passt (Spielplan außer Sicht, abgeschnittener Name), und mit Code 3 beenden, falls etwas nicht passt.</translation>
    </message>
    <message>
        <source>Speak this language: en or de, or pseudo (every text 40% longer, to find clipped labels). Default: as in Settings, else the system&apos;s.</source>
        <translation>Diese Sprache verwenden: en oder de, oder pseudo (jeder Text 40 % länger, um abgeschnittene Beschriftungen zu finden). Standard: wie in den Einstellungen, sonst die des Systems.</translation>
    </message>
    <message>
        <source>A saved game to open.</source>
        <translation>Ein zu öffnender Spielstand.</translation>
    </message>
    <message>
        <source>Hydaspes cannot start</source>
        <translation>Hydaspes kann nicht starten</translation>
    </message>
</context>
<context>
    <name>DataWords</name>
    <message>
        <source>Alexander</source>
        <translation>Alexander</translation>
    </message>
    <message>
        <source>Greeks</source>
        <translation>Griechen</translation>
    </message>
    <message>
        <source>Porus</source>
        <translation>Porus</translation>
    </message>
    <message>
        <source>Indians</source>
        <translation>Inder</translation>
    </message>
    <message>
        <source>Alexander the Great</source>
        <translation>Alexander der Große</translation>
    </message>
    <message>
        <source>Coenus Cavalry</source>
        <translation>Reiterei des Coenus</translation>
    </message>
    <message>
        <source>Coenus</source>
        <translation>Coenus</translation>
    </message>
    <message>
        <source>Companion Cavalry</source>
        <translation>Hetairenreiterei</translation>
    </message>
    <message>
        <source>Companions</source>
        <translation>Hetairen</translation>
    </message>
    <message>
        <source>Craterus Phalanx</source>
        <translation>Phalanx des Craterus</translation>
    </message>
    <message>
        <source>Craterus</source>
        <translation>Craterus</translation>
    </message>
    <message>
        <source>Macedonian Phalanx</source>
        <translation>Makedonische Phalanx</translation>
    </message>
    <message>
        <source>Phalanx</source>
        <translation>Phalanx</translation>
    </message>
    <message>
        <source>Greek Peltasts</source>
        <translation>Griechische Peltasten</translation>
    </message>
    <message>
        <source>Peltasts</source>
        <translation>Peltasten</translation>
    </message>
    <message>
        <source>Persian &amp; Indian Allies</source>
        <translation>Persische &amp; indische Verbündete</translation>
    </message>
    <message>
        <source>Allies</source>
        <translation>Alliierte</translation>
    </message>
    <message>
        <source>King Porus</source>
        <translation>König Porus</translation>
    </message>
    <message>
        <source>Prince</source>
        <translation>Prinz</translation>
    </message>
    <message>
        <source>War Elephants</source>
        <translation>Kriegselefanten</translation>
    </message>
    <message>
        <source>Elephants</source>
        <translation>Elefanten</translation>
    </message>
    <message>
        <source>Cavalry</source>
        <translation>Reiterei</translation>
    </message>
    <message>
        <source>Chariots</source>
        <translation>Wagen</translation>
    </message>
    <message>
        <source>Punjab Infantry</source>
        <translation>Fußvolk des Pandschab</translation>
    </message>
    <message>
        <source>Infantry</source>
        <translation>Fußvolk</translation>
    </message>
    <message>
        <source>elephants</source>
        <translation>Elefanten</translation>
    </message>
    <message>
        <source>leader</source>
        <translation>Anführer</translation>
    </message>
    <message>
        <source>Greek cavalry or phalanx</source>
        <translation>griechische Reiterei oder Phalanx</translation>
    </message>
    <message>
        <source>Frequent Feints</source>
        <translation>Häufige Finten</translation>
    </message>
    <message>
        <source>Demonstration</source>
        <translation>Demonstration</translation>
    </message>
    <message>
        <source>Deception</source>
        <translation>Täuschung</translation>
    </message>
    <message>
        <source>Patrol</source>
        <translation>Patrouille</translation>
    </message>
    <message>
        <source>Decoy</source>
        <translation>Lockvogel</translation>
    </message>
    <message>
        <source>Night Movements</source>
        <translation>Nachtmärsche</translation>
    </message>
    <message>
        <source>Shadow</source>
        <translation>Beschattung</translation>
    </message>
    <message>
        <source>Screening Force</source>
        <translation>Abschirmung</translation>
    </message>
    <message>
        <source>Tactics</source>
        <translation>Taktik</translation>
    </message>
    <message>
        <source>Discard to draw 2 cards</source>
        <translation>Abwerfen und 2 Karten ziehen</translation>
    </message>
    <message>
        <source>Unopposed Crossing</source>
        <translation>Ungehinderter Übergang</translation>
    </message>
    <message>
        <source>Must be used to cross River</source>
        <translation>Nur für eine Flussüberquerung</translation>
    </message>
    <message>
        <source>Suitable Crossing</source>
        <translation>Geeigneter Übergang</translation>
    </message>
    <message>
        <source>Cancel a Negate Move Card</source>
        <translation>Hebt eine Blockadekarte auf</translation>
    </message>
    <message>
        <source>Alternate Ford</source>
        <translation>Ausweichfurt</translation>
    </message>
    <message>
        <source>Floats &amp; Boats</source>
        <translation>Flöße &amp; Boote</translation>
    </message>
    <message>
        <source>Overflowing</source>
        <translation>Hochwasser</translation>
    </message>
    <message>
        <source>Target unit entering or leaving River</source>
        <translation>Gegen Einheit, die den Fluss betritt oder verlässt</translation>
    </message>
    <message>
        <source>Monsoon</source>
        <translation>Monsun</translation>
    </message>
    <message>
        <source>Move Upstream</source>
        <translation>Flussaufwärts</translation>
    </message>
    <message>
        <source>Move must follow the River</source>
        <translation>Bewegung muss dem Fluss folgen</translation>
    </message>
    <message>
        <source>Only the Alexander Unit OUSWI</source>
        <translation>Nur Alexander und sein Stapel (OUSWI)</translation>
    </message>
    <message>
        <source>Only the Craterus Unit OUSWI</source>
        <translation>Nur Craterus und sein Stapel (OUSWI)</translation>
    </message>
    <message>
        <source>Only the Coenus Unit OUSWI</source>
        <translation>Nur Coenus und sein Stapel (OUSWI)</translation>
    </message>
    <message>
        <source>Only the Porus Unit OUSWI</source>
        <translation>Nur Porus und sein Stapel (OUSWI)</translation>
    </message>
    <message>
        <source>Only the Prince Unit OUSWI</source>
        <translation>Nur der Prinz und sein Stapel (OUSWI)</translation>
    </message>
    <message>
        <source>Mud</source>
        <translation>Schlamm</translation>
    </message>
    <message>
        <source>Only vs. Chariot Unit</source>
        <translation>Nur gegen Streitwagen</translation>
    </message>
    <message>
        <source>Routed</source>
        <translation>Zersprengt</translation>
    </message>
    <message>
        <source>Haste</source>
        <translation>Eile</translation>
    </message>
    <message>
        <source>Disrupt Landing</source>
        <translation>Landung stören</translation>
    </message>
    <message>
        <source>Only vs. Units in River</source>
        <translation>Nur gegen Einheiten im Fluss</translation>
    </message>
    <message>
        <source>Prevent Crossing</source>
        <translation>Übergang verhindern</translation>
    </message>
    <message>
        <source>Detachment</source>
        <translation>Abteilung</translation>
    </message>
    <message>
        <source>Only 1 Unit not Stack</source>
        <translation>Nur 1 Einheit, kein Stapel</translation>
    </message>
    <message>
        <source>Repulsed</source>
        <translation>Abgewehrt</translation>
    </message>
    <message>
        <source>Out of Control</source>
        <translation>Außer Kontrolle</translation>
    </message>
    <message>
        <source>Vs Elephant &amp; stacked Units</source>
        <translation>Gegen Elefanten &amp; gestapelte Einheiten</translation>
    </message>
    <message>
        <source>Wreak Havoc</source>
        <translation>Chaos anrichten</translation>
    </message>
    <message>
        <source>Discipline</source>
        <translation>Disziplin</translation>
    </message>
    <message>
        <source>Phalanx only</source>
        <translation>Nur Phalanx</translation>
    </message>
    <message>
        <source>Cavalry Charge</source>
        <translation>Reiterangriff</translation>
    </message>
    <message>
        <source>Greek Cavalry only</source>
        <translation>Nur griechische Reiterei</translation>
    </message>
    <message>
        <source>Mounted Archers</source>
        <translation>Berittene Bogenschützen</translation>
    </message>
    <message>
        <source>Dense Pikes</source>
        <translation>Dichte Piken</translation>
    </message>
    <message>
        <source>Towering Elephants</source>
        <translation>Turmhohe Elefanten</translation>
    </message>
    <message>
        <source>Use by Elephants only</source>
        <translation>Nur durch Elefanten</translation>
    </message>
    <message>
        <source>Trample, Club, &amp; Gore</source>
        <translation>Trampeln, Hauen &amp; Spießen</translation>
    </message>
    <message>
        <source>Panic Horses</source>
        <translation>Pferde in Panik</translation>
    </message>
    <message>
        <source>Use by Elephants vs. Cavalry only</source>
        <translation>Nur Elefanten gegen Reiterei</translation>
    </message>
    <message>
        <source>Weaken Wing</source>
        <translation>Flügel schwächen</translation>
    </message>
    <message>
        <source>Use vs. Unit with exposed Flank only</source>
        <translation>Nur gegen Einheit mit offener Flanke</translation>
    </message>
    <message>
        <source>Complicated Maneuver</source>
        <translation>Kompliziertes Manöver</translation>
    </message>
    <message>
        <source>Confusion</source>
        <translation>Verwirrung</translation>
    </message>
    <message>
        <source>Advance</source>
        <translation>Vormarsch</translation>
    </message>
    <message>
        <source>Lock Shields</source>
        <translation>Schildwall</translation>
    </message>
    <message>
        <source>Flee</source>
        <translation>Flucht</translation>
    </message>
    <message>
        <source>Break</source>
        <translation>Durchbruch</translation>
    </message>
    <message>
        <source>Retreat</source>
        <translation>Rückzug</translation>
    </message>
    <message>
        <source>Exhausted</source>
        <translation>Erschöpft</translation>
    </message>
    <message>
        <source>War Skills</source>
        <translation>Kriegskunst</translation>
    </message>
    <message>
        <source>Brave Fight</source>
        <translation>Tapferer Kampf</translation>
    </message>
    <message>
        <source>Surrender</source>
        <translation>Kapitulation</translation>
    </message>
    <message>
        <source>Challenge</source>
        <translation>Herausforderung</translation>
    </message>
    <message>
        <source>Only by 1 Leader vs. Another</source>
        <translation>Nur 1 Anführer gegen einen anderen</translation>
    </message>
    <message>
        <source>Duel</source>
        <translation>Duell</translation>
    </message>
    <message>
        <source>Captured</source>
        <translation>Überwältigt</translation>
    </message>
    <message>
        <source>Prisoners</source>
        <translation>Gefangene</translation>
    </message>
    <message>
        <source>Outflank</source>
        <translation>Überflügeln</translation>
    </message>
    <message>
        <source>Cavalry Only</source>
        <translation>Nur Reiterei</translation>
    </message>
    <message>
        <source>Outmaneuver</source>
        <translation>Ausmanövrieren</translation>
    </message>
    <message>
        <source>Evasion</source>
        <translation>Ausweichen</translation>
    </message>
    <message>
        <source>March</source>
        <translation>Marsch</translation>
    </message>
    <message>
        <source>Maneuver</source>
        <translation>Manöver</translation>
    </message>
    <message>
        <source>Rush</source>
        <translation>Gewaltmarsch</translation>
    </message>
    <message>
        <source>Gallop</source>
        <translation>Galopp</translation>
    </message>
    <message>
        <source>Cavalry only</source>
        <translation>Nur Reiterei</translation>
    </message>
    <message>
        <source>Moving and facing</source>
        <translation>Bewegung und Ausrichtung</translation>
    </message>
    <message>
        <source>The free move, moving with a card, Maximum Move and choosing which way a stack faces.</source>
        <translation>Die freie Bewegung, die Bewegung mit einer Karte, die Maximalbewegung und die Wahl, wohin ein Stapel ausgerichtet ist.</translation>
    </message>
    <message>
        <source>Welcome, Alexander! It is your Maneuver phase, and every Maneuver phase starts with one free move: one unit or a whole stack steps a single cell, straight or diagonally (rules T4, B3). Choose the free move, pick the Macedonian Phalanx in b6 and send it one cell north to b5.</source>
        <translation>Willkommen, Alexander! Die Manöverphase läuft, und jede Manöverphase beginnt mit einer freien Bewegung: Eine Einheit oder ein ganzer Stapel zieht ein einziges Feld weit, gerade oder diagonal (Regeln T4, B3). „Freie Bewegung“ wählen, die Makedonische Phalanx auf b6 nehmen und sie ein Feld nach Norden auf b5 ziehen.</translation>
    </message>
    <message>
        <source>A stack always faces one of the eight compass directions, and you pick it at the end of every move (rule M1). The three cells in front of it are the ones it can attack; the sides are its flanks and the back is its rear, where it is weakest (rule B4). Face the Phalanx N, toward Porus&apos;s army in b4.</source>
        <translation>Ein Stapel ist immer in eine der acht Himmelsrichtungen ausgerichtet, und die Ausrichtung wird am Ende jeder Bewegung gewählt (Regel M1). Die drei Felder vor ihm kann er angreifen; seine Seiten sind die Flanken, und hinten liegt sein Rücken, wo er am schwächsten ist (Regel B4). Die Phalanx nach N ausrichten, zum Heer des Porus auf b4 hin.</translation>
    </message>
    <message>
        <source>Now a card move. Outmaneuver has value 6, but a group can never go further than the smallest Maximum Move among its units (rule M2): Alexander could ride 6 cells, the Companions only 5. Play Outmaneuver, take the whole stack in d6 and ride five cells east to i6, then pick any facing you like.</source>
        <translation>Nun eine Bewegung mit Karte. „Ausmanövrieren“ hat den Wert 6, aber eine Gruppe kommt nie weiter als die kleinste Maximalbewegung unter ihren Einheiten (Regel M2): Alexander könnte 6 Felder weit reiten, die Hetairen nur 5. „Ausmanövrieren“ spielen, den ganzen Stapel auf d6 nehmen, fünf Felder nach Osten bis i6 reiten und dann eine beliebige Ausrichtung wählen.</translation>
    </message>
    <message>
        <source>Each unit may move only once per turn, whether by the free move or by a card (rule M9), and a move always has to end in a different cell, so you cannot just turn on the spot (rule M8). You have nothing left to move: end the Maneuver phase.</source>
        <translation>Jede Einheit darf nur einmal pro Zug ziehen, ob mit der freien Bewegung oder mit einer Karte (Regel M9), und eine Bewegung muss immer auf einem anderen Feld enden; auf der Stelle drehen geht also nicht (Regel M8). Es ist nichts mehr zu ziehen: die Manöverphase beenden.</translation>
    </message>
    <message>
        <source>Forest, hills and the river</source>
        <translation>Wald, Hügel und der Fluss</translation>
    </message>
    <message>
        <source>Forest slows a move down; hills and the river stop it on the spot.</source>
        <translation>Wald bremst eine Bewegung; Hügel und der Fluss beenden sie auf der Stelle.</translation>
    </message>
    <message>
        <source>The battlefield has four kinds of ground: clear, forest, hills and the river Hydaspes across row 3 (rule B2). Forest is slow going: a unit whose path enters a forest cell loses 1 from its Maximum Move for that move (rule M2). The Phalanx in e7 has Maximum Move 3, so e4, three cells away through the forest of e5, is out of its reach. Play Advance (value 3) and march it from e7 to f4 over the clear cells f6 and f5 instead.</source>
        <translation>Das Schlachtfeld kennt vier Geländearten: offenes Gelände, Wald, Hügel und den Fluss Hydaspes quer durch Reihe 3 (Regel B2). Im Wald geht es nur langsam voran: Eine Einheit, deren Weg ein Waldfeld betritt, verliert für diese Bewegung 1 von ihrer Maximalbewegung (Regel M2). Die Phalanx auf e7 hat Maximalbewegung 3, also ist e4, drei Felder entfernt durch den Wald auf e5, außer Reichweite. Stattdessen „Vormarsch“ (Wert 3) spielen und sie von e7 über die offenen Felder f6 und f5 nach f4 marschieren lassen.</translation>
    </message>
    <message>
        <source>Hills stop a move the moment you step onto them (rule M4), however much the card had left; in return, a stack on hills defends with +1 (rule K3). Play Rush (value 4) and ride the Companions from e2 up onto the hill at e1: that is as far as they get.</source>
        <translation>Hügel beenden eine Bewegung, sobald sie betreten werden (Regel M4), ganz gleich, wie viel die Karte noch übrig hätte; dafür verteidigt ein Stapel auf Hügeln mit +1 (Regel K3). „Gewaltmarsch“ (Wert 4) spielen und die Hetairen von e2 hinauf auf den Hügel e1 reiten lassen: Weiter kommen sie nicht.</translation>
    </message>
    <message>
        <source>The river stops a move too: an ordinary move card can take you into the water but never across it (rule M4), and enemies attack a stack standing in the river with +3 (rule K3). Play Haste (value 4), click the stack in b2, tick only Greek Peltasts 1 in the list that opens, and send it into the river at b3. See how no cell on the far bank is offered.</source>
        <translation>Auch der Fluss beendet eine Bewegung: Eine gewöhnliche Bewegungskarte führt ins Wasser, aber nie hinüber (Regel M4), und Feinde greifen einen Stapel im Fluss mit +3 an (Regel K3). „Eile“ (Wert 4) spielen, den Stapel auf b2 anklicken, in der Liste, die sich öffnet, nur Griechische Peltasten 1 ankreuzen und sie in den Fluss auf b3 schicken. Wie zu sehen ist, wird kein Feld am anderen Ufer angeboten.</translation>
    </message>
    <message>
        <source>Crossing the river</source>
        <translation>Den Fluss überqueren</translation>
    </message>
    <message>
        <source>River-crossing cards carry a stack from bank to bank; a stack in the water must climb out with its first step.</source>
        <translation>Flussüberquerungskarten bringen einen Stapel von Ufer zu Ufer; ein Stapel im Wasser muss mit seinem ersten Schritt herausklettern.</translation>
    </message>
    <message>
        <source>To get across the Hydaspes in one go you need a river-crossing card, type R (rule C3). Such a move starts on one bank, wades through the river and must finish on the other bank, within the card&apos;s value (rule M6). Play Floats &amp; Boats (value 2), take Craterus and both Phalanxes in e2, and land them in f4 by way of e3.</source>
        <translation>Um den Hydaspes auf einmal zu überqueren, ist eine Flussüberquerungskarte nötig, Typ R (Regel C3). Eine solche Bewegung beginnt an einem Ufer, watet durch den Fluss und muss innerhalb des Kartenwerts am anderen Ufer enden (Regel M6). „Flöße &amp; Boote“ (Wert 2) spielen, Craterus und beide Phalangen auf e2 nehmen und sie über e3 nach f4 übersetzen.</translation>
    </message>
    <message>
        <source>A stack that starts its move in the river must climb out with its very first step, to either bank, and its move then ends on land: it may never wade up or down the stream (rule M5). Play Advance and lead the Allies out of h3. They can go on to i5 by way of i4, or back north to h2, but never to g3 or i3.</source>
        <translation>Ein Stapel, der seine Bewegung im Fluss beginnt, muss mit seinem allerersten Schritt herausklettern, an das eine oder das andere Ufer, und seine Bewegung endet dann an Land: Er darf nie flussauf- oder flussabwärts waten (Regel M5). „Vormarsch“ spielen und die Alliierten aus h3 herausführen. Sie können über i4 weiter bis i5 ziehen oder zurück nach Norden auf h2, aber nie nach g3 oder i3.</translation>
    </message>
    <message>
        <source>Well done: Greek troops stand on the southern bank. Remember that an ordinary move card stops in the water (rule M4), so keep your R cards for the crossing itself. End the Maneuver phase.</source>
        <translation>Gut gemacht: Griechische Truppen stehen am Südufer. Nicht vergessen: Eine gewöhnliche Bewegungskarte bleibt im Wasser stehen (Regel M4), also die R-Karten für die Überquerung selbst aufheben. Die Manöverphase beenden.</translation>
    </message>
    <message>
        <source>Negate and cancel</source>
        <translation>Blockieren und aufheben</translation>
    </message>
    <message>
        <source>The other side can negate a declared move with an N card, and Suitable Crossing can cancel that negate.</source>
        <translation>Die andere Seite kann eine angesagte Bewegung mit einer N-Karte blockieren, und „Geeigneter Übergang“ kann diese Blockade aufheben.</translation>
    </message>
    <message>
        <source>A move is first declared in full (card, units, destination, facing) and only then carried out, because the other side gets a chance to stop it (rule T4). Declare a crossing: play Floats &amp; Boats, take the Peltasts in c2 and send them across to c4.</source>
        <translation>Eine Bewegung wird zuerst vollständig angesagt (Karte, Einheiten, Ziel, Ausrichtung) und erst dann ausgeführt, denn die andere Seite erhält die Gelegenheit, sie zu verhindern (Regel T4). Eine Überquerung ansagen: „Flöße &amp; Boote“ spielen, die Peltasten auf c2 nehmen und sie hinüber nach c4 schicken.</translation>
    </message>
    <message>
        <source>In these lessons you play both sides, so now you are Porus. He holds Monsoon and Overflowing, Negate cards (type N) that can cancel any move going into or out of the river (rule C5). Negate Alexander&apos;s crossing with one of them.</source>
        <translation>In diesen Lektionen spielt man beide Seiten, jetzt also Porus. Er hat „Monsun“ und „Hochwasser“ auf der Hand, Blockadekarten (Typ N), die jede Bewegung in den Fluss hinein oder aus ihm heraus blockieren können (Regel C5). Alexanders Überquerung mit einer davon blockieren.</translation>
    </message>
    <message>
        <source>Back to Alexander. Suitable Crossing is a special card that wipes out a Negate just played against your move (rule C3). Cancel Porus&apos;s negate with it.</source>
        <translation>Zurück zu Alexander. „Geeigneter Übergang“ ist eine Spezialkarte, die eine soeben gegen die eigene Bewegung gespielte Blockade aufhebt (Regel C3). Damit die Blockade von Porus aufheben.</translation>
    </message>
    <message>
        <source>Porus may answer again, and the exchange goes on until someone has nothing left to play. Play his second Negate card. Alexander has no cancel left, so the crossing fails: the Peltasts stay in c2 and Floats &amp; Boats is spent anyway.</source>
        <translation>Porus darf erneut antworten, und der Schlagabtausch geht weiter, bis eine Seite nichts mehr zu spielen hat. Seine zweite Blockadekarte spielen. Alexander kann keine Blockade mehr aufheben, also scheitert die Überquerung: Die Peltasten bleiben auf c2, und „Flöße &amp; Boote“ ist trotzdem verbraucht.</translation>
    </message>
    <message>
        <source>The Peltasts are still in c2. A unit whose move was negated counts as not having moved, so it may try again this turn (rule M9). Play March and step them into the river at c3: Porus has no Negate left to stop it.</source>
        <translation>Die Peltasten stehen noch auf c2. Eine Einheit, deren Bewegung blockiert wurde, gilt als nicht gezogen und darf es in diesem Zug noch einmal versuchen (Regel M9). „Marsch“ spielen und sie in den Fluss auf c3 ziehen: Porus hat keine Blockadekarte mehr, um das zu verhindern.</translation>
    </message>
    <message>
        <source>Attacking, modifiers and odds</source>
        <translation>Angriff, Modifikatoren und Chancen</translation>
    </message>
    <message>
        <source>Attack an enemy stack in your front, add up the modifiers, roll the dice and pick the casualty.</source>
        <translation>Einen feindlichen Stapel vor der eigenen Front angreifen, die Modifikatoren zusammenzählen, würfeln und den Verlust wählen.</translation>
    </message>
    <message>
        <source>It is the Attack phase. An attack needs a card that can attack, such as Routed (type A), and a target: an enemy stack within reach in one of your three front cells (rule K1). Alexander and the Companions in e6 face E, so f5, f6 and f7 are in front of them. Play Routed, attack from e6 and pick the enemy stack in f6.</source>
        <translation>Es ist die Angriffsphase. Ein Angriff braucht eine Karte, die angreifen kann, etwa „Zersprengt“ (Typ A), und ein Ziel: einen feindlichen Stapel in Reichweite auf einem der drei Felder vor der eigenen Front (Regel K1). Alexander und die Hetairen auf e6 sind nach O ausgerichtet, also liegen f5, f6 und f7 vor ihnen. „Zersprengt“ spielen, von e6 aus angreifen und den feindlichen Stapel auf f6 wählen.</translation>
    </message>
    <message>
        <source>Each side rolls two dice and adds its modifiers (rule K3). Alexander gets +1 for a leader, +1 for Greek cavalry and +1 because he strikes the enemy&apos;s flank: the stack in f6 faces N, and e6 is on its side (rule K11). The Indians get +1 for their elephants. The dice were 6+6 against 1+1: 15 against 3. The higher total wins the round, and the winner chooses which enemy unit is removed (rule K4). Remove the War Elephants.</source>
        <translation>Jede Seite würfelt mit zwei Würfeln und zählt ihre Modifikatoren dazu (Regel K3). Alexander erhält +1 für einen Anführer, +1 für griechische Reiterei und +1, weil er den Feind in die Flanke trifft: Der Stapel auf f6 ist nach N ausgerichtet, und e6 liegt an seiner Seite (Regel K11). Die Inder erhalten +1 für ihre Elefanten. Gewürfelt wurde 6+6 gegen 1+1: 15 gegen 3. Die höhere Summe gewinnt die Runde, und der Sieger wählt, welche feindliche Einheit eliminiert wird (Regel K4). Die Kriegselefanten eliminieren.</translation>
    </message>
    <message>
        <source>After a won round the attacker may fight another round or break off (rule K5). Next round you also get +1 for the bigger stack (two units against one) and +1 for winning the round before. Fight on: continue.</source>
        <translation>Nach einer gewonnenen Runde darf der Angreifer eine weitere Runde kämpfen oder abbrechen (Regel K5). In der nächsten Runde gibt es außerdem +1 für den größeren Stapel (zwei Einheiten gegen eine) und +1 für den Sieg in der Runde davor. Den Kampf fortsetzen: „Weiterkämpfen“.</translation>
    </message>
    <message>
        <source>Cards in combat</source>
        <translation>Karten im Kampf</translation>
    </message>
    <message>
        <source>Support a combat round with an extra card for +1, and stop a combat with a Defence card.</source>
        <translation>Eine Kampfrunde mit einer zusätzlichen Karte für +1 unterstützen und einen Kampf mit einer Verteidigungskarte beenden.</translation>
    </message>
    <message>
        <source>The Persian &amp; Indian Allies in e6 face two Punjab Infantry in f6. Start an attack: play Routed, attack from e6 and pick the stack in f6 (rule K1).</source>
        <translation>Die persischen &amp; indischen Verbündeten auf e6 stehen zwei Einheiten Fußvolk des Pandschab auf f6 gegenüber. Einen Angriff beginnen: „Zersprengt“ spielen, von e6 aus angreifen und den Stapel auf f6 wählen (Regel K1).</translation>
    </message>
    <message>
        <source>Every combat round opens with a window for cards (rule K2). The attacker goes first and may add one more attack card as support, worth +1 for this round only. Play Confusion as support.</source>
        <translation>Jede Kampfrunde beginnt mit einem Zeitfenster für Karten (Regel K2). Der Angreifer ist zuerst dran und darf eine weitere Angriffskarte als Unterstützung dazulegen, die nur in dieser Runde +1 wert ist. „Verwirrung“ als Unterstützung spielen.</translation>
    </message>
    <message>
        <source>Now you are Porus, the defender. He may support too, or play a Defence card to stop the combat at once (rule K2). This time, answer with Break as support: +1 for the Indians, who also get +1 for the bigger stack (rule K3).</source>
        <translation>Jetzt kommt Porus an die Reihe, der Verteidiger. Er darf ebenfalls unterstützen oder eine Verteidigungskarte spielen, die den Kampf sofort beendet (Regel K2). Diesmal mit „Durchbruch“ als Unterstützung antworten: +1 für die Inder, die außerdem +1 für den größeren Stapel erhalten (Regel K3).</translation>
    </message>
    <message>
        <source>The dice are rolled: 6+6 plus 1 for Confusion makes 13 for the Allies, against 1+1 plus 2 for the Indians, 4. Alexander won the round, so he picks the casualty (rule K4): remove one of the Infantry.</source>
        <translation>Die Würfel sind gefallen: 6+6 plus 1 für „Verwirrung“ ergibt 13 für die Alliierten, gegen 1+1 plus 2 für die Inder, also 4. Alexander hat die Runde gewonnen und wählt daher den Verlust (Regel K4): eine Einheit Fußvolk eliminieren.</translation>
    </message>
    <message>
        <source>Fight another round: continue (rule K5). The support cards were used up in the first round; this round Alexander gets +1 for having won the last one.</source>
        <translation>Eine weitere Runde kämpfen: „Weiterkämpfen“ (Regel K5). Die Unterstützungskarten wurden in der ersten Runde verbraucht; in dieser Runde erhält Alexander +1, weil er die letzte gewonnen hat.</translation>
    </message>
    <message>
        <source>Alexander has no card left to support with, so the window passes straight to Porus. He holds Evasion, a Defence card (type D): the defender may play it instead of supporting, and the combat ends at once, before any dice are rolled (rules C3, K2). Play it and save the last Infantry.</source>
        <translation>Alexander hat keine Karte mehr zum Unterstützen, also geht das Zeitfenster direkt an Porus. Er hat „Ausweichen“ auf der Hand, eine Verteidigungskarte (Typ D): Der Verteidiger darf sie statt einer Unterstützung spielen, und der Kampf endet sofort, noch bevor gewürfelt wird (Regeln C3, K2). Die Karte spielen und das letzte Fußvolk retten.</translation>
    </message>
    <message>
        <source>Deception and the hand limit</source>
        <translation>Täuschung und Handlimit</translation>
    </message>
    <message>
        <source>Alexander&apos;s Deception cards reveal Porus&apos;s hand and throw one of his cards away; at the end of a turn you discard down to your hand limit.</source>
        <translation>Alexanders Täuschungskarten decken die Hand von Porus auf und werfen eine seiner Karten ab; am Ende eines Zuges wird bis zum Handlimit abgeworfen.</translation>
    </message>
    <message>
        <source>Every turn runs through five phases: Tactics, Deception, Maneuver, Attack and End (rule T1). The Deception phase is Alexander&apos;s alone: he may play one Deception card (type X) to look at every card in Porus&apos;s hand (rule T3). Play Deception.</source>
        <translation>Jeder Zug durchläuft fünf Phasen: Taktik, Täuschung, Manöver, Angriff und Ende (Regel T1). Die Täuschungsphase gehört Alexander allein: Er darf eine Täuschungskarte (Typ X) spielen, um sich jede Karte auf der Hand von Porus anzusehen (Regel T3). „Täuschung“ spielen.</translation>
    </message>
    <message>
        <source>Porus&apos;s hand lies open: Monsoon, &quot;Trample, Club, &amp; Gore&quot;, Evasion and Patrol. Choose one of them to throw onto the discard pile. Monsoon is a good pick: it is the Negate card that could stop your next river crossing.</source>
        <translation>Die Hand von Porus liegt offen: „Monsun“, „Trampeln, Hauen &amp; Spießen“, „Ausweichen“ und „Patrouille“. Eine davon auswählen und auf den Ablagestapel werfen. „Monsun“ ist eine gute Wahl: Es ist die Blockadekarte, die Alexanders nächste Flussüberquerung verhindern könnte.</translation>
    </message>
    <message>
        <source>In the End phase a player holding more cards than the hand limit must throw away cards of their choice until they are at the limit: 7 for Alexander, 5 for Porus (rule T6). Alexander holds 8 cards, so discard one of them.</source>
        <translation>In der Endphase muss ein Spieler mit mehr Karten als dem Handlimit Karten seiner Wahl abwerfen, bis er beim Limit ist: 7 für Alexander, 5 für Porus (Regel T6). Alexander hat 8 Karten, also eine davon abwerfen.</translation>
    </message>
    <message>
        <source>Winning the battle</source>
        <translation>Die Schlacht gewinnen</translation>
    </message>
    <message>
        <source>Remove the enemy commander or half of the enemy army and the game is won on the spot.</source>
        <translation>Den feindlichen Oberbefehlshaber oder die Hälfte der feindlichen Armee eliminieren, und das Spiel ist auf der Stelle gewonnen.</translation>
    </message>
    <message>
        <source>There is no turn limit: the battle is won the moment the enemy loses its commander-in-chief (King Porus or Alexander the Great) or half of the units it started with, 8 Indian or 6 Greek units (rules V1, V2). King Porus has waded into the river at c3 with one Punjab Infantry. Play Routed to attack him.</source>
        <translation>Es gibt kein Zuglimit: Die Schlacht ist in dem Moment gewonnen, in dem der Feind seinen Oberbefehlshaber verliert (König Porus oder Alexander der Große) oder die Hälfte der Einheiten, mit denen er begonnen hat, also 8 indische oder 6 griechische Einheiten (Regeln V1, V2). König Porus ist mit einer Einheit Fußvolk des Pandschab in den Fluss auf c3 gewatet. „Zersprengt“ spielen, um ihn anzugreifen.</translation>
    </message>
    <message>
        <source>Attack from c2 and pick the stack in c3. A stack standing in the river is very exposed: the attacker gets +3 against it (rule K3), on top of +1 for the bigger stack, +1 for leaders and +1 for Greek cavalry.</source>
        <translation>Von c2 aus angreifen und den Stapel auf c3 wählen. Ein Stapel im Fluss ist sehr verwundbar: Der Angreifer erhält +3 gegen ihn (Regel K3), zusätzlich zu +1 für den größeren Stapel, +1 für Anführer und +1 für griechische Reiterei.</translation>
    </message>
    <message>
        <source>6+6+6 makes 18 for Alexander against 1+1+2, 4 for Porus, who gets +1 for his elephant and +1 as a leader. You won the round, so you choose the casualty (rule K4). Remove King Porus and win the battle!</source>
        <translation>6+6+6 ergibt 18 für Alexander gegen 1+1+2, also 4 für Porus, der +1 für seinen Elefanten und +1 als Anführer erhält. Die Runde ist gewonnen, also wählt Alexander den Verlust (Regel K4). König Porus eliminieren und die Schlacht gewinnen!</translation>
    </message>
    <message>
        <source>or/and units stacked with it</source>
        <translation>und/oder mit ihm gestapelte Einheiten</translation>
    </message>
    <message>
        <source>You won again, 15 against 4. With only one unit left there was nothing to choose, so the engine removed it for you (rule K10), and with no defender left the combat is over. Nobody advances after a fight (rule K6). Your attack card is spent: end the Attack phase, and with it your turn (End turn).</source>
        <translation>Wieder gewonnen, 15 gegen 4. Bei nur einer verbliebenen Einheit gab es nichts zu wählen, also hat das Programm sie selbst eliminiert (Regel K10), und ohne Verteidiger ist der Kampf vorbei. Nach einem Gefecht rückt niemand vor (Regel K6). Die Angriffskarte ist verbraucht: die Angriffsphase beenden und mit ihr den Zug („Zug beenden“).</translation>
    </message>
    <message>
        <source>Only one Deception card may be played per turn, so the Maneuver phase has begun. Today you rest: end the Maneuver phase, then the Attack phase, which ends your turn (End turn).</source>
        <translation>Pro Zug darf nur eine Täuschungskarte gespielt werden, also hat die Manöverphase begonnen. Heute wird gerastet: die Manöverphase beenden und danach die Angriffsphase, die den Zug beendet („Zug beenden“).</translation>
    </message>
</context>
<context>
    <name>DestinationWords</name>
    <message>
        <source>in the river: an attack on it gets +%1 (K3)</source>
        <translation>im Fluss: ein Angriff darauf erhält +%1 (K3)</translation>
    </message>
    <message>
        <source>hills end the move (M4) and defend at +%1 (K3)</source>
        <translation>Hügel beenden die Bewegung (M4) und verteidigen mit +%1 (K3)</translation>
    </message>
    <message>
        <source>hills end the move (M4)</source>
        <translation>Hügel beenden die Bewegung (M4)</translation>
    </message>
    <message>
        <source>in the front of the stack of the %1 in %2, which may attack it (K1)</source>
        <translation>vor der Front des Stapels der %1 auf %2, der ihn angreifen kann (K1)</translation>
    </message>
    <message>
        <source>%1 goes with it: a round this stack loses may cost him the battle (V1, K4)</source>
        <translation>%1 zieht mit: eine Runde, die dieser Stapel verliert, kann ihn die Schlacht kosten (V1, K4)</translation>
    </message>
</context>
<context>
    <name>GameExport</name>
    <message>
        <source>The board could not be drawn as PNG</source>
        <translation>Der Spielplan konnte nicht als PNG gezeichnet werden</translation>
    </message>
    <message>
        <source>Hydaspes board</source>
        <translation>Hydaspes-Spielplan</translation>
    </message>
</context>
<context>
    <name>GestureWords</name>
    <message>
        <source>%1, MM %2</source>
        <translation>%1, MM %2</translation>
    </message>
    <message>
        <source>No unit here</source>
        <translation>Keine Einheit hier</translation>
    </message>
    <message>
        <source>No unit is ticked</source>
        <translation>Keine Einheit angehakt</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <source>%1: winning chance %2% (%3–%4%)</source>
        <translation>%1: Siegchance %2 % (%3–%4 %)</translation>
    </message>
    <message>
        <source>; its first round: won %1%, tied %2%, lost %3%</source>
        <translation>; erste Kampfrunde: gewonnen %1 %, unentschieden %2 %, verloren %3 %</translation>
    </message>
    <message>
        <source>%1 may negate a move in %2% of the hands they may hold</source>
        <translation>%1 kann in %2 % der möglichen Kartenhände eine Bewegung blockieren</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>As the system (%1)</source>
        <translation>Wie das System (%1)</translation>
    </message>
</context>
<context>
    <name>LastRound</name>
    <message>
        <source>%1 wins the battle: %2</source>
        <translation>%1 gewinnt die Schlacht: %2</translation>
    </message>
    <message>
        <source>Tie: the combat ends, no loss</source>
        <translation>Unentschieden: Kampfende ohne Verlust</translation>
    </message>
    <message>
        <source>%1 wins the round: %2 loses a unit, %1 chooses which</source>
        <translation>%1 gewinnt die Runde: %2 verliert eine Einheit, %1 wählt welche</translation>
    </message>
    <message>
        <source>%1 wins the round: %2 eliminated</source>
        <translation>%1 gewinnt die Runde: %2 eliminiert</translation>
    </message>
</context>
<context>
    <name>LogRowWords</name>
    <message numerus="yes">
        <source>… %n more …</source>
        <translation>
            <numerusform>… %n weiterer …</numerusform>
            <numerusform>… %n weitere …</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PresentationWords</name>
    <message>
        <source>Not now: %1</source>
        <translation>Jetzt nicht: %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Turn %1 · %2</source>
        <translation>Zug %1 · %2</translation>
    </message>
    <message>
        <source>Deck %1 · Discard %2</source>
        <translation>Ziehstapel %1 · Ablage %2</translation>
    </message>
    <message>
        <source>A replay: nothing is played from here</source>
        <translation>Eine Wiedergabe: Hier wird nichts gespielt</translation>
    </message>
    <message>
        <source>%1&apos;s hand: discard %2 of %3 (the hand limit is %4)</source>
        <translation>Hand von %1: %2 von %3 abwerfen (Handlimit %4)</translation>
    </message>
    <message>
        <source>%1&apos;s hand, revealed by your Deception: pick the card to discard</source>
        <translation>Hand von %1, durch Täuschung aufgedeckt: abzuwerfende Karte wählen</translation>
    </message>
    <message>
        <source>%1 holds %2, %3 holds %4</source>
        <translation>%1 hat %2, %3 hat %4</translation>
    </message>
    <message>
        <source>%1&apos;s hand (%2; %3 holds %4)</source>
        <translation>Hand von %1 (%2; %3 hat %4)</translation>
    </message>
    <message>
        <source>%1 does not decide now</source>
        <translation>%1 entscheidet jetzt nicht</translation>
    </message>
    <message>
        <source>%1&apos;s hand (%2)</source>
        <translation>Hand von %1 (%2)</translation>
    </message>
    <message>
        <source>%1 decides: %1&apos;s hand (%2); %3&apos;s to its right</source>
        <translation>%1 entscheidet: Hand von %1 (%2); rechts daneben die von %3</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (the computer) is deciding…</source>
        <translation>%1 (der Computer) entscheidet…</translation>
    </message>
    <message>
        <source>Turn %1 · the battle is decided</source>
        <translation>Zug %1 · die Schlacht ist entschieden</translation>
    </message>
    <message>
        <source>%1&apos;s hand, %2 (%3 holds %4)</source>
        <translation>Hand von %1, %2 (%3 hat %4)</translation>
    </message>
    <message>
        <source>%1 has won. Both hands open: %1&apos;s (%2), then %3&apos;s (%4)</source>
        <translation>%1 hat gewonnen. Beide Hände offen: die von %1 (%2), dann die von %3 (%4)</translation>
    </message>
    <message>
        <source>In play: %1</source>
        <translation>Im Spiel: %1</translation>
    </message>
    <message>
        <source>%1&apos;s hand, shown to %2 by a Deception: %2 picks one of its cards to discard</source>
        <translation>Hand von %1, %2 durch eine Täuschung gezeigt: %2 wählt eine ihrer Karten zum Abwerfen</translation>
    </message>
    <message>
        <source>%1 decides here · a replay: Play from here takes the game over</source>
        <translation>%1 entscheidet hier · eine Wiedergabe: „Ab hier spielen“ übernimmt das Spiel</translation>
    </message>
    <message>
        <source>%1 drew, and held no Tactics card to play: passed over (rule T7)</source>
        <translation>%1 hat gezogen und keine Taktikkarte zu spielen: übersprungen (Regel T7)</translation>
    </message>
    <message>
        <source>%1 has no Deception play (rule T3)</source>
        <translation>%1 spielt keine Täuschung (Regel T3)</translation>
    </message>
    <message>
        <source>%1 held no Deception card: passed over (rule T7)</source>
        <translation>%1 hatte keine Täuschungskarte: übersprungen (Regel T7)</translation>
    </message>
    <message>
        <source>%1 had nothing to do in it: passed over (rule T7)</source>
        <translation>%1 hatte darin nichts zu tun: übersprungen (Regel T7)</translation>
    </message>
    <message>
        <source>%1 can never play it</source>
        <translation>%1 kann sie nie ausspielen</translation>
    </message>
    <message>
        <source>%1 has fallen: it can no longer be played</source>
        <translation>%1 ist gefallen: sie kann nicht mehr ausgespielt werden</translation>
    </message>
    <message>
        <source>Not now: %1 decides</source>
        <translation>Jetzt nicht: %1 entscheidet</translation>
    </message>
</context>
<context>
    <name>RefusalWords</name>
    <message>
        <source>%1 (rule %2)</source>
        <translation>%1 (Regel %2)</translation>
    </message>
    <message>
        <source>The game is over: %1 has won</source>
        <translation>Das Spiel ist vorbei: %1 hat gewonnen</translation>
    </message>
    <message>
        <source>Not now: %1 may play a Tactics card or end the Tactics phase</source>
        <translation>Jetzt nicht: %1 kann eine Taktikkarte spielen oder die Taktikphase beenden</translation>
    </message>
    <message>
        <source>Not now: %1 may play a Deception card or end the Deception phase</source>
        <translation>Jetzt nicht: %1 kann eine Täuschungskarte spielen oder die Täuschungsphase beenden</translation>
    </message>
    <message>
        <source>Not now: %1 may move (free move or a card) or end the Maneuver phase</source>
        <translation>Jetzt nicht: %1 kann ziehen (freie Bewegung oder Karte) oder die Manöverphase beenden</translation>
    </message>
    <message>
        <source>Not now: %1 may attack with a card or end the Attack phase</source>
        <translation>Jetzt nicht: %1 kann mit einer Karte angreifen oder die Angriffsphase beenden</translation>
    </message>
    <message>
        <source>Not now: %1 must discard down to the hand limit</source>
        <translation>Jetzt nicht: %1 muss bis zum Handlimit abwerfen</translation>
    </message>
    <message>
        <source>Not now: %1 must pick a card from %2&apos;s hand to discard</source>
        <translation>Jetzt nicht: %1 muss eine Karte aus der Hand von %2 zum Abwerfen wählen</translation>
    </message>
    <message>
        <source>Not now: %1 must choose the cell the units start from</source>
        <translation>Jetzt nicht: %1 muss das Feld wählen, von dem die Einheiten ziehen</translation>
    </message>
    <message>
        <source>Not now: %1 must take units or choose the destination</source>
        <translation>Jetzt nicht: %1 muss Einheiten nehmen oder das Ziel wählen</translation>
    </message>
    <message>
        <source>Not now: %1 must choose the final facing</source>
        <translation>Jetzt nicht: %1 muss die endgültige Ausrichtung wählen</translation>
    </message>
    <message>
        <source>Not now: %1 may negate the move or pass</source>
        <translation>Jetzt nicht: %1 kann die Bewegung blockieren oder passen</translation>
    </message>
    <message>
        <source>Not now: %1 may cancel the negate or pass</source>
        <translation>Jetzt nicht: %1 kann die Blockade aufheben oder passen</translation>
    </message>
    <message>
        <source>Not now: %1 must choose the enemy stack to attack</source>
        <translation>Jetzt nicht: %1 muss den anzugreifenden feindlichen Stapel wählen</translation>
    </message>
    <message>
        <source>Not now: %1 is choosing a support card (+1) or passing</source>
        <translation>Jetzt nicht: %1 wählt eine Unterstützungskarte (+1) oder passt</translation>
    </message>
    <message>
        <source>Not now: %1 is answering the attack: a support card (+1), a Defence card or a pass</source>
        <translation>Jetzt nicht: %1 antwortet auf den Angriff: Unterstützungskarte (+1), Verteidigungskarte oder passen</translation>
    </message>
    <message>
        <source>Not now: %1 must choose the casualty</source>
        <translation>Jetzt nicht: %1 muss den Verlust wählen</translation>
    </message>
    <message>
        <source>Not now: %1 must continue the combat or break off</source>
        <translation>Jetzt nicht: %1 muss den Kampf fortsetzen oder abbrechen</translation>
    </message>
    <message>
        <source>There is no such card</source>
        <translation>Diese Karte gibt es nicht</translation>
    </message>
    <message>
        <source>There is no such cell</source>
        <translation>Dieses Feld gibt es nicht</translation>
    </message>
    <message>
        <source>There is no such unit</source>
        <translation>Diese Einheit gibt es nicht</translation>
    </message>
    <message>
        <source>There is no such facing</source>
        <translation>Diese Ausrichtung gibt es nicht</translation>
    </message>
    <message>
        <source>%1 holds no %2</source>
        <translation>%1 hat %2 nicht auf der Hand</translation>
    </message>
    <message>
        <source>%1 cannot be played by %2</source>
        <translation>%1 kann nicht von %2 gespielt werden</translation>
    </message>
    <message>
        <source>%1 moves and attacks: play it in the Attack phase</source>
        <translation>%1 bewegt und greift an: in der Angriffsphase spielen</translation>
    </message>
    <message>
        <source>%1 cannot move units</source>
        <translation>%1 kann keine Einheiten bewegen</translation>
    </message>
    <message>
        <source>%1 cannot start an attack</source>
        <translation>%1 kann keinen Angriff beginnen</translation>
    </message>
    <message>
        <source>%1 cannot negate a move</source>
        <translation>%1 kann keine Bewegung blockieren</translation>
    </message>
    <message>
        <source>%1 cannot cancel a negate</source>
        <translation>%1 kann keine Blockade aufheben</translation>
    </message>
    <message>
        <source>%1 cannot support a combat</source>
        <translation>%1 kann keinen Kampf unterstützen</translation>
    </message>
    <message>
        <source>%1 cannot defend</source>
        <translation>%1 kann nicht verteidigen</translation>
    </message>
    <message>
        <source>%1 cannot deceive</source>
        <translation>%1 kann nicht täuschen</translation>
    </message>
    <message>
        <source>%1 cannot draw two cards</source>
        <translation>%1 kann keine zwei Karten ziehen</translation>
    </message>
    <message>
        <source>%1 has no Deception phase</source>
        <translation>%1 hat keine Täuschungsphase</translation>
    </message>
    <message>
        <source>Only one Deception card may be played a turn</source>
        <translation>Pro Zug darf nur eine Täuschungskarte gespielt werden</translation>
    </message>
    <message>
        <source>The enemy hand is empty: nothing to deceive</source>
        <translation>Die gegnerische Hand ist leer: Täuschung zwecklos</translation>
    </message>
    <message>
        <source>%1 fits no unit of %2 now</source>
        <translation>%1 passt jetzt zu keiner Einheit von %2</translation>
    </message>
    <message>
        <source>%1 does not fit this situation</source>
        <translation>%1 passt nicht zu dieser Lage</translation>
    </message>
    <message>
        <source>No unit of %1 has a move with %2</source>
        <translation>Keine Einheit von %1 kann mit %2 ziehen</translation>
    </message>
    <message>
        <source>No stack of %1 has an enemy stack in reach in front of it</source>
        <translation>Kein Stapel von %1 hat einen feindlichen Stapel in Reichweite vor sich</translation>
    </message>
    <message>
        <source>The free move has been used this turn</source>
        <translation>Die freie Bewegung wurde in diesem Zug schon genutzt</translation>
    </message>
    <message>
        <source>No unit of %1 can make the free move</source>
        <translation>Keine Einheit von %1 kann die freie Bewegung ausführen</translation>
    </message>
    <message>
        <source>Every unit of %1 has already moved this turn</source>
        <translation>Alle Einheiten von %1 sind in diesem Zug schon gezogen</translation>
    </message>
    <message>
        <source>No unit of %1 stands in %2</source>
        <translation>Keine Einheit von %1 steht auf %2</translation>
    </message>
    <message>
        <source>%1 cannot attack from %2</source>
        <translation>%1 kann nicht von %2 aus angreifen</translation>
    </message>
    <message>
        <source>The stack in %1 has no enemy in reach in front of it</source>
        <translation>Der Stapel auf %1 hat keinen Feind in Reichweite vor sich</translation>
    </message>
    <message>
        <source>Every unit in %1 has already moved this turn</source>
        <translation>Alle Einheiten auf %1 sind in diesem Zug schon gezogen</translation>
    </message>
    <message>
        <source>No unit in %1 can make this move</source>
        <translation>Keine Einheit auf %1 kann diese Bewegung ausführen</translation>
    </message>
    <message>
        <source>Units are already taken</source>
        <translation>Es sind schon Einheiten genommen</translation>
    </message>
    <message>
        <source>The whole stack cannot make this move together</source>
        <translation>Der ganze Stapel kann diese Bewegung nicht gemeinsam ausführen</translation>
    </message>
    <message>
        <source>%1 is the only unit here that may move: take it by name</source>
        <translation>%1 ist hier die einzige Einheit, die ziehen darf: namentlich nehmen</translation>
    </message>
    <message>
        <source>%1 is already taken</source>
        <translation>%1 ist schon genommen</translation>
    </message>
    <message>
        <source>%1 has been eliminated</source>
        <translation>%1 wurde eliminiert</translation>
    </message>
    <message>
        <source>%1 is not in %2</source>
        <translation>%1 ist nicht auf %2</translation>
    </message>
    <message>
        <source>%1 is an enemy unit</source>
        <translation>%1 ist eine feindliche Einheit</translation>
    </message>
    <message>
        <source>%1 has already moved this turn</source>
        <translation>%1 ist in diesem Zug schon gezogen</translation>
    </message>
    <message>
        <source>%1 cannot move %2</source>
        <translation>%1 kann %2 nicht bewegen</translation>
    </message>
    <message>
        <source>With %1 the group could reach no cell</source>
        <translation>Mit %1 könnte die Gruppe kein Feld erreichen</translation>
    </message>
    <message>
        <source>Take the units that move first</source>
        <translation>Zuerst die ziehenden Einheiten nehmen</translation>
    </message>
    <message>
        <source>A move must leave %1: a stack cannot turn in place</source>
        <translation>Eine Bewegung muss %1 verlassen: Ein Stapel kann nicht auf der Stelle drehen</translation>
    </message>
    <message>
        <source>%1 is held by the enemy</source>
        <translation>%1 ist vom Feind besetzt</translation>
    </message>
    <message>
        <source>Move Upstream must follow the river: %1 is not a river cell</source>
        <translation>„Flussaufwärts“ muss dem Fluss folgen: %1 ist kein Flussfeld</translation>
    </message>
    <message>
        <source>A crossing starts on a bank, not in the river</source>
        <translation>Eine Überquerung beginnt am Ufer, nicht im Fluss</translation>
    </message>
    <message>
        <source>A crossing ends on the far bank, not in the water</source>
        <translation>Eine Überquerung endet am anderen Ufer, nicht im Wasser</translation>
    </message>
    <message>
        <source>A crossing card must end on the far bank of the river</source>
        <translation>Eine Überquerungskarte muss am anderen Flussufer enden</translation>
    </message>
    <message>
        <source>Units in the river can only cross or go back, and their move ends on land: they cannot follow the river</source>
        <translation>Einheiten im Fluss können nur überqueren oder umkehren, und ihre Bewegung endet an Land: Sie können dem Fluss nicht folgen</translation>
    </message>
    <message>
        <source>Forest slows the move: a path through forest lowers the Maximum Move by 1, and %1 is then out of reach</source>
        <translation>Wald bremst: Ein Weg durch Wald senkt die Maximalbewegung (MM) um 1, dann ist %1 außer Reichweite</translation>
    </message>
    <message numerus="yes">
        <source>%1 is out of reach: this move goes at most %n cell(s)</source>
        <translation>
            <numerusform>%1 ist außer Reichweite: Diese Bewegung reicht höchstens %n Feld</numerusform>
            <numerusform>%1 ist außer Reichweite: Diese Bewegung reicht höchstens %n Felder</numerusform>
        </translation>
    </message>
    <message>
        <source>Hills end a move: every way to %1 goes on after entering hills</source>
        <translation>Hügel beenden die Bewegung: Jeder Weg nach %1 ginge nach dem Betreten von Hügeln weiter</translation>
    </message>
    <message>
        <source>Entering the river ends a move: %1 lies beyond it (cross with a river-crossing card)</source>
        <translation>Das Betreten des Flusses beendet die Bewegung: %1 liegt dahinter (mit einer Flussüberquerungskarte überqueren)</translation>
    </message>
    <message>
        <source>Enemy stacks block every way to %1</source>
        <translation>Feindliche Stapel versperren jeden Weg nach %1</translation>
    </message>
    <message>
        <source>%1 cannot be reached by this move</source>
        <translation>%1 ist mit dieser Bewegung nicht erreichbar</translation>
    </message>
    <message>
        <source>No enemy stack stands in %1</source>
        <translation>Auf %1 steht kein feindlicher Stapel</translation>
    </message>
    <message>
        <source>%1 is out of reach of %2</source>
        <translation>%1 ist außer Reichweite von %2</translation>
    </message>
    <message>
        <source>%1 is not in front of the stack in %2 (it faces %3)</source>
        <translation>%1 liegt nicht vor dem Stapel auf %2 (Ausrichtung %3)</translation>
    </message>
    <message>
        <source>The enemy stack in %1 blocks the line to %2</source>
        <translation>Der feindliche Stapel auf %1 versperrt die Linie nach %2</translation>
    </message>
    <message>
        <source>%1 cannot attack the stack in %2</source>
        <translation>%1 kann den Stapel auf %2 nicht angreifen</translation>
    </message>
    <message>
        <source>%1 is not in the losing stack</source>
        <translation>%1 ist nicht im unterlegenen Stapel</translation>
    </message>
    <message>
        <source>This decision is not legal now</source>
        <translation>Diese Entscheidung ist jetzt nicht erlaubt</translation>
    </message>
    <message>
        <source>Not now: answer the move first (negate it, or let it stand)</source>
        <translation>Jetzt nicht: zuerst auf die Bewegung antworten (blockieren oder zulassen)</translation>
    </message>
    <message>
        <source>Not now: answer the negate first (cancel it, or let it stand)</source>
        <translation>Jetzt nicht: zuerst auf die Blockade antworten (aufheben oder bestehen lassen)</translation>
    </message>
    <message>
        <source>Not now: answer the combat first (play a card for it, or pass)</source>
        <translation>Jetzt nicht: zuerst auf den Kampf antworten (eine Karte dafür spielen oder passen)</translation>
    </message>
    <message>
        <source>Not now: choose the casualty first</source>
        <translation>Jetzt nicht: zuerst den Verlust wählen</translation>
    </message>
    <message>
        <source>Not now: fight on or break off first</source>
        <translation>Jetzt nicht: zuerst weiterkämpfen oder abbrechen</translation>
    </message>
    <message>
        <source>Not now: pick the card to discard from the revealed hand first</source>
        <translation>Jetzt nicht: zuerst die abzuwerfende Karte aus der aufgedeckten Hand wählen</translation>
    </message>
    <message>
        <source>Not now: choose the facing of the move first</source>
        <translation>Jetzt nicht: zuerst die Ausrichtung der Bewegung wählen</translation>
    </message>
    <message>
        <source>Not now: choose the stack to attack first</source>
        <translation>Jetzt nicht: zuerst den anzugreifenden Stapel wählen</translation>
    </message>
    <message>
        <source>The battle is decided</source>
        <translation>Die Schlacht ist entschieden</translation>
    </message>
    <message>
        <source>No move is being made now</source>
        <translation>Gerade wird keine Bewegung ausgeführt</translation>
    </message>
    <message>
        <source>The free move is used: choose a move card in your hand first</source>
        <translation>Die freie Bewegung ist verbraucht: zuerst eine Bewegungskarte aus der Hand wählen</translation>
    </message>
    <message>
        <source>Choose a card in your hand to attack with</source>
        <translation>Zum Angreifen eine Karte aus der Hand wählen</translation>
    </message>
    <message>
        <source>Units move only in the Maneuver phase</source>
        <translation>Einheiten ziehen nur in der Manöverphase</translation>
    </message>
    <message>
        <source>Attacks are made in the Attack phase</source>
        <translation>Angriffe gibt es nur in der Angriffsphase</translation>
    </message>
    <message>
        <source>No attack is being declared now</source>
        <translation>Gerade wird kein Angriff angesagt</translation>
    </message>
    <message>
        <source>This move starts from %1</source>
        <translation>Diese Bewegung beginnt auf %1</translation>
    </message>
    <message>
        <source>No unit here can make this move</source>
        <translation>Keine Einheit hier kann diese Bewegung ausführen</translation>
    </message>
    <message>
        <source>These units can go nowhere with this move</source>
        <translation>Diese Einheiten kommen mit dieser Bewegung nirgendwohin</translation>
    </message>
    <message>
        <source>nothing has been done yet</source>
        <translation>es wurde noch nichts getan</translation>
    </message>
    <message>
        <source>the game was opened here; what came before was not played at this screen</source>
        <translation>das Spiel wurde hier geöffnet; was davor geschah, wurde nicht an diesem Bildschirm gespielt</translation>
    </message>
    <message>
        <source>the battle is decided</source>
        <translation>die Schlacht ist entschieden</translation>
    </message>
    <message>
        <source>the last action was %1&apos;s</source>
        <translation>die letzte Aktion war die von %1</translation>
    </message>
    <message>
        <source>%1&apos;s hand has been shown</source>
        <translation>die Hand von %1 wurde gezeigt</translation>
    </message>
    <message>
        <source>the dice have been rolled</source>
        <translation>die Würfel sind gefallen</translation>
    </message>
    <message>
        <source>the deck has been reshuffled</source>
        <translation>der Ziehstapel wurde neu gemischt</translation>
    </message>
    <message>
        <source>cards have been drawn</source>
        <translation>Karten wurden gezogen</translation>
    </message>
    <message>
        <source>%1 (%2 card)</source>
        <translation>%1 (Karte vom Typ %2)</translation>
    </message>
    <message>
        <source>it is now known that %1 holds no card to negate the move</source>
        <translation>nun ist bekannt, dass %1 keine Karte hält, um die Bewegung zu blockieren</translation>
    </message>
    <message>
        <source>it is now known that %1 holds no card to support or defend</source>
        <translation>nun ist bekannt, dass %1 keine Karte hält, um zu unterstützen oder zu verteidigen</translation>
    </message>
    <message>
        <source>%1 has fallen: the %2 card can no longer be played</source>
        <translation>%1 ist gefallen: die Karte %2 kann nicht mehr gespielt werden</translation>
    </message>
</context>
<context>
    <name>StackLooks</name>
    <message>
        <source>%1 (%2), MM %3%4</source>
        <translation>%1 (%2), MM %3%4</translation>
    </message>
    <message>
        <source>, moved this turn</source>
        <translation>, in diesem Zug gezogen</translation>
    </message>
    <message>
        <source>Stack of the %1 in %2, facing %3:</source>
        <translation>Stapel der %1 auf %2, Ausrichtung %3:</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>Play %1 (draw 2)</source>
        <translation>%1 spielen (2 ziehen)</translation>
    </message>
    <message>
        <source>Deceive with %1</source>
        <translation>Mit %1 täuschen</translation>
    </message>
    <message>
        <source>Discard %1</source>
        <translation>%1 abwerfen</translation>
    </message>
    <message>
        <source>Free move</source>
        <translation>Freie Bewegung</translation>
    </message>
    <message>
        <source>Move with %1</source>
        <translation>Mit %1 ziehen</translation>
    </message>
    <message>
        <source>Attack with %1</source>
        <translation>Mit %1 angreifen</translation>
    </message>
    <message>
        <source>Take %1</source>
        <translation>%1 nehmen</translation>
    </message>
    <message>
        <source>To %1</source>
        <translation>Nach %1</translation>
    </message>
    <message>
        <source>Face %1</source>
        <translation>Ausrichtung %1</translation>
    </message>
    <message>
        <source>Negate with %1</source>
        <translation>Mit %1 blockieren</translation>
    </message>
    <message>
        <source>Cancel the negate with %1</source>
        <translation>Blockade mit %1 aufheben</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>Attack %1</source>
        <translation>%1 angreifen</translation>
    </message>
    <message>
        <source>Support with %1 (+1)</source>
        <translation>Mit %1 unterstützen (+1)</translation>
    </message>
    <message>
        <source>Eliminate %1</source>
        <translation>%1 eliminieren</translation>
    </message>
    <message>
        <source>Fight on</source>
        <translation>Weiterkämpfen</translation>
    </message>
    <message>
        <source>Break off</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Bewegung</translation>
    </message>
    <message>
        <source>River crossing</source>
        <translation>Flussüberquerung</translation>
    </message>
    <message>
        <source>Negate move</source>
        <translation>Blockade</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Angriff</translation>
    </message>
    <message>
        <source>Defence</source>
        <translation>Verteidigung</translation>
    </message>
    <message>
        <source>Negate, attack or defence</source>
        <translation>Blockade, Angriff oder Verteidigung</translation>
    </message>
    <message>
        <source>Move, then attack</source>
        <translation>Bewegung, dann Angriff</translation>
    </message>
    <message>
        <source>Defence or attack</source>
        <translation>Verteidigung oder Angriff</translation>
    </message>
    <message>
        <source>Special</source>
        <translation>Spezial</translation>
    </message>
    <message>
        <source>Leader</source>
        <translation>Anführer</translation>
    </message>
    <message>
        <source>Deception</source>
        <translation>Täuschung</translation>
    </message>
    <message>
        <source>Greek</source>
        <translation>Griechen</translation>
    </message>
    <message>
        <source>Indian</source>
        <translation>Inder</translation>
    </message>
    <message>
        <source>Both</source>
        <translation>Beide</translation>
    </message>
    <message>
        <source>Tactics</source>
        <translation>Taktik</translation>
    </message>
    <message>
        <source>Maneuver</source>
        <translation>Manöver</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Ende</translation>
    </message>
    <message>
        <source>%1 has won</source>
        <translation>%1 hat gewonnen</translation>
    </message>
    <message>
        <source>%1 may play a Tactics card</source>
        <translation>%1 kann eine Taktikkarte spielen</translation>
    </message>
    <message>
        <source>%1 may play a Deception card</source>
        <translation>%1 kann eine Täuschungskarte spielen</translation>
    </message>
    <message>
        <source>%1 moves: drag a stack (free move, or pick a move card first); click a stack to move only some of its units</source>
        <translation>%1 manövriert: Stapel ziehen (freie Bewegung oder erst Bewegungskarte wählen); Stapel anklicken, um nur einige seiner Einheiten zu bewegen</translation>
    </message>
    <message>
        <source>%1 attacks: pick an attack card, then drag a stack onto an enemy stack</source>
        <translation>%1 greift an: eine Angriffskarte wählen, dann einen Stapel auf einen feindlichen ziehen</translation>
    </message>
    <message>
        <source>%1 discards down to the hand limit</source>
        <translation>%1 wirft bis zum Handlimit ab</translation>
    </message>
    <message>
        <source>%1 picks a card of %2&apos;s hand to discard</source>
        <translation>%1 wählt aus der Hand von %2 eine Karte zum Abwerfen</translation>
    </message>
    <message>
        <source>%1: click the stack that acts</source>
        <translation>%1: den handelnden Stapel anklicken</translation>
    </message>
    <message>
        <source>%1: take units, then drag or click the destination</source>
        <translation>%1: Einheiten nehmen, dann zum Ziel ziehen oder es anklicken</translation>
    </message>
    <message>
        <source>%1: choose the facing</source>
        <translation>%1: Ausrichtung wählen</translation>
    </message>
    <message>
        <source>%1 may cancel the negate</source>
        <translation>%1 kann die Blockade aufheben</translation>
    </message>
    <message>
        <source>%1 may add a card for +1</source>
        <translation>%1 kann eine Karte für +1 dazulegen</translation>
    </message>
    <message>
        <source>%1 may add a card for +1 or defend</source>
        <translation>%1 kann eine Karte für +1 dazulegen oder verteidigen</translation>
    </message>
    <message>
        <source>%1 chooses the casualty</source>
        <translation>%1 wählt den Verlust</translation>
    </message>
    <message>
        <source>%1 fights on or breaks off</source>
        <translation>%1 kämpft weiter oder bricht ab</translation>
    </message>
    <message>
        <source>N</source>
        <comment>compass point</comment>
        <translation>N</translation>
    </message>
    <message>
        <source>NE</source>
        <comment>compass point</comment>
        <translation>NO</translation>
    </message>
    <message>
        <source>E</source>
        <comment>compass point</comment>
        <translation>O</translation>
    </message>
    <message>
        <source>SE</source>
        <comment>compass point</comment>
        <translation>SO</translation>
    </message>
    <message>
        <source>S</source>
        <comment>compass point</comment>
        <translation>S</translation>
    </message>
    <message>
        <source>SW</source>
        <comment>compass point</comment>
        <translation>SW</translation>
    </message>
    <message>
        <source>W</source>
        <comment>compass point</comment>
        <translation>W</translation>
    </message>
    <message>
        <source>NW</source>
        <comment>compass point</comment>
        <translation>NW</translation>
    </message>
    <message>
        <source>%1 has no Tactics card to play: end the phase</source>
        <translation>%1 hat keine Taktikkarte zu spielen: die Phase beenden</translation>
    </message>
    <message>
        <source>%1 has no Deception card to play: end the phase</source>
        <translation>%1 hat keine Täuschungskarte zu spielen: die Phase beenden</translation>
    </message>
    <message>
        <source>%1 has nothing more to move: end the Maneuver phase</source>
        <translation>%1 hat nichts mehr zu ziehen: die Manöverphase beenden</translation>
    </message>
    <message>
        <source>%1 has no attack to make: end the Attack phase</source>
        <translation>%1 hat keinen Angriff zu führen: die Angriffsphase beenden</translation>
    </message>
    <message>
        <source>The stack in %1</source>
        <translation>Der Stapel auf %1</translation>
    </message>
    <message>
        <source>Defend with %1 (ends the combat)</source>
        <translation>Mit %1 verteidigen (beendet das Gefecht)</translation>
    </message>
    <message>
        <source>Move one unit or a whole stack one cell, with no card (rule T4)</source>
        <translation>Eine Einheit oder einen ganzen Stapel ein Feld weit ziehen, ohne Karte (Regel T4)</translation>
    </message>
    <message>
        <source>Act with the stack in %1, then choose its units (as a click on the stack does)</source>
        <translation>Mit dem Stapel auf %1 handeln und dann seine Einheiten wählen (wie ein Klick auf den Stapel)</translation>
    </message>
    <message>
        <source>%1 goes with the units that move</source>
        <translation>%1 zieht mit den Einheiten, die ziehen</translation>
    </message>
    <message>
        <source>Every unit of the stack that may move goes</source>
        <translation>Jede Einheit des Stapels, die ziehen darf, zieht</translation>
    </message>
    <message>
        <source>The move ends facing %1</source>
        <translation>Die Bewegung endet mit Ausrichtung %1</translation>
    </message>
    <message>
        <source>Play no card now</source>
        <translation>Jetzt keine Karte spielen</translation>
    </message>
    <message>
        <source>Attack the enemy stack in %1</source>
        <translation>Den feindlichen Stapel auf %1 angreifen</translation>
    </message>
    <message>
        <source>%1 is the round&apos;s loss and leaves the board</source>
        <translation>%1 ist der Verlust der Runde und verlässt das Brett</translation>
    </message>
    <message>
        <source>Fight another round: the cards&apos; window opens again (rule K2)</source>
        <translation>Eine weitere Runde kämpfen: das Kartenfenster öffnet sich erneut (Regel K2)</translation>
    </message>
    <message>
        <source>End the combat here: the survivors stay where they fought (rule K6)</source>
        <translation>Das Gefecht hier beenden: die Überlebenden bleiben, wo sie gekämpft haben (Regel K6)</translation>
    </message>
    <message>
        <source>%1 moves: pick a move card, then drag a stack (click it to move only some of its units)</source>
        <translation>%1 manövriert: eine Bewegungskarte wählen, dann einen Stapel ziehen (anklicken, um nur einige seiner Einheiten zu bewegen)</translation>
    </message>
    <message>
        <source>%1: choose the facing; the attack follows on an enemy in front of it (rule K9)</source>
        <translation>%1: Ausrichtung wählen; auf einen Feind vor der Front folgt der Angriff (Regel K9)</translation>
    </message>
    <message>
        <source> (%1: %2)</source>
        <comment>a short form of the printed note and what it stands for</comment>
        <translation> (%1: %2)</translation>
    </message>
    <message>
        <source>%1: click the enemy stack to attack (the combat panel gives the odds)</source>
        <translation>%1: Ziel des Angriffs anklicken (die Chancen stehen im Fenster „Kampf“)</translation>
    </message>
    <message>
        <source>%1 may negate the move of %2 from %3 to %4, facing %5</source>
        <translation>%1 kann die Bewegung von %2 von %3 nach %4 (Ausrichtung %5) blockieren</translation>
    </message>
    <message>
        <source>The %1 %2 in the stack are alike: one of them is the round&apos;s loss and leaves the board</source>
        <translation>Die %1 × %2 im Stapel sind gleich: eine davon ist der Verlust der Runde und verlässt das Brett</translation>
    </message>
    <message>
        <source>%1 (moved this turn)</source>
        <translation>%1 (in diesem Zug bewegt)</translation>
    </message>
    <message>
        <source>%1 (not moved this turn)</source>
        <translation>%1 (in diesem Zug nicht bewegt)</translation>
    </message>
    <message>
        <source>The %1 %2 in the stack are alike: one of them goes with the units that move</source>
        <translation>Die %1 × %2 im Stapel sind gleich: eine davon zieht mit den Einheiten, die ziehen</translation>
    </message>
    <message>
        <source>one of %2 %1</source>
        <comment>one of several alike units of a type: one of 8 Punjab Infantry</comment>
        <translation>%1 (eine von %2)</translation>
    </message>
    <message>
        <source>one of %2 %1 (moved this turn)</source>
        <translation>%1 (eine von %2, in diesem Zug bewegt)</translation>
    </message>
    <message>
        <source>one of %2 %1 (not moved this turn)</source>
        <translation>%1 (eine von %2, in diesem Zug nicht bewegt)</translation>
    </message>
    <message>
        <source>Take all that may move</source>
        <translation>Alle nehmen, die ziehen dürfen</translation>
    </message>
    <message>
        <source>%1 may add a card for +1 (no card in hand can defend here)</source>
        <translation>%1 kann eine Karte für +1 dazulegen (keine Karte auf der Hand erlaubt hier eine Verteidigung)</translation>
    </message>
    <message>
        <source>%1 may defend (no card in hand can add +1 here)</source>
        <translation>%1 kann verteidigen (keine Karte auf der Hand gibt hier +1)</translation>
    </message>
    <message>
        <source>Moves one unit or stack up to its value in cells (rule T4)</source>
        <translation>Bewegt eine Einheit oder einen Stapel um bis zu so viele Felder, wie der Kartenwert angibt (Regel T4)</translation>
    </message>
    <message>
        <source>Takes a unit or stack across the river, bank to bank, up to its value in cells (rule M6)</source>
        <translation>Bringt eine Einheit oder einen Stapel über den Fluss, von Ufer zu Ufer, um bis zu so viele Felder, wie der Kartenwert angibt (Regel M6)</translation>
    </message>
    <message>
        <source>Stops a move the enemy declares (rule T4)</source>
        <translation>Blockiert eine Bewegung, die der Feind ansagt (Regel T4)</translation>
    </message>
    <message>
        <source>Starts an attack on an enemy stack in front of one of yours, or adds +1 in a combat (rules K1, K2)</source>
        <translation>Beginnt einen Angriff auf einen feindlichen Stapel vor der Front eines Ihrer Stapel oder gibt +1 im Kampf (Regeln K1, K2)</translation>
    </message>
    <message>
        <source>Ends a combat you defend in, before its round is rolled (rule K2)</source>
        <translation>Beendet einen Kampf, in dem Sie verteidigen, bevor seine Runde gewürfelt wird (Regel K2)</translation>
    </message>
    <message>
        <source>Stops an enemy move, starts an attack or adds +1, or ends a combat you defend in (rule C3)</source>
        <translation>Blockiert eine feindliche Bewegung, beginnt einen Angriff oder gibt +1, oder beendet einen Kampf, in dem Sie verteidigen (Regel C3)</translation>
    </message>
    <message>
        <source>Moves a stack one cell, then it attacks from there (rule K7)</source>
        <translation>Bewegt einen Stapel um ein Feld, dann greift er von dort an (Regel K7)</translation>
    </message>
    <message>
        <source>Ends a combat you defend in, or starts an attack or adds +1 (rule C3)</source>
        <translation>Beendet einen Kampf, in dem Sie verteidigen, oder beginnt einen Angriff oder gibt +1 (Regel C3)</translation>
    </message>
    <message>
        <source>Played for what its note says (rule C3)</source>
        <translation>Wirkung laut Kartentext (Regel C3)</translation>
    </message>
    <message>
        <source>Moves, attacks or defends, for its leader&apos;s stack only (rule C7)</source>
        <translation>Bewegt, greift an oder verteidigt, nur für den Stapel des Anführers, den die Karte nennt (Regel C7)</translation>
    </message>
    <message>
        <source>Played in the Deception phase: see the enemy hand and discard one of its cards (rule T3)</source>
        <translation>Wird in der Täuschungsphase gespielt: die gegnerische Hand ansehen und eine ihrer Karten abwerfen (Regel T3)</translation>
    </message>
    <message>
        <source>%1 may only pass (no card in hand can add +1 or defend here)</source>
        <translation>%1 kann nur passen (keine Karte auf der Hand gibt hier +1 oder erlaubt eine Verteidigung)</translation>
    </message>
    <message>
        <source>End Tactics phase</source>
        <translation>Taktikphase beenden</translation>
    </message>
    <message>
        <source>End Deception phase</source>
        <translation>Täuschungsphase beenden</translation>
    </message>
    <message>
        <source>End Maneuver phase</source>
        <translation>Manöverphase beenden</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Zug beenden</translation>
    </message>
    <message>
        <source>End the Tactics phase and go on to the Deception phase</source>
        <translation>Die Taktikphase beenden und zur Täuschungsphase gehen</translation>
    </message>
    <message>
        <source>End the Deception phase and go on to the Maneuver phase</source>
        <translation>Die Täuschungsphase beenden und zur Manöverphase gehen</translation>
    </message>
    <message>
        <source>End the Maneuver phase and go on to the Attack phase</source>
        <translation>Die Manöverphase beenden und zur Angriffsphase gehen</translation>
    </message>
    <message>
        <source>End the Attack phase and with it the turn; a hand over its limit discards first (rule T6)</source>
        <translation>Die Angriffsphase und mit ihr den Zug beenden; eine Hand über dem Handlimit wirft vorher ab (Regel T6)</translation>
    </message>
</context>
<context>
    <name>hydaspes::client::BoardController</name>
    <message>
        <source>This is a replay: choose Play from here to take over the game at this point</source>
        <translation>Dies ist eine Wiedergabe: „Ab hier spielen“ wählen, um das Spiel an dieser Stelle zu übernehmen</translation>
    </message>
    <message>
        <source>Picked up the stack in %1: move with the arrow keys, Enter to put it down, Escape to cancel</source>
        <translation>Stapel auf %1 aufgenommen: mit den Pfeiltasten bewegen, Enter zum Absetzen, Escape zum Abbrechen</translation>
    </message>
    <message>
        <source>Stack in %1: tick the units that move, then drag the stack or click where they go</source>
        <translation>Stapel auf %1: ziehende Einheiten anhaken, dann den Stapel ziehen oder das Ziel anklicken</translation>
    </message>
    <message>
        <source>Choose the casualty</source>
        <translation>Verlust wählen</translation>
    </message>
    <message>
        <source>Stack in %1: this card moves one unit only. Tick it, then drag the stack or click where it goes</source>
        <translation>Stapel auf %1: diese Karte bewegt nur eine Einheit. Sie anhaken, dann den Stapel ziehen oder das Ziel anklicken</translation>
    </message>
</context>
<context>
    <name>hydaspes::client::BoardScene</name>
    <message numerus="yes">
        <source>%1 · %n unit(s)</source>
        <translation>
            <numerusform>%1 · %n Einheit</numerusform>
            <numerusform>%1 · %n Einheiten</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hydaspes::client::CardDelegate</name>
    <message>
        <source>%1
discarded</source>
        <comment>an empty place in the hand where a card was discarded</comment>
        <translation>%1
abgeworfen</translation>
    </message>
</context>
<context>
    <name>hydaspes::client::CardStrip</name>
    <message>
        <source>Bring the cards out of sight on the left into sight</source>
        <translation>Die Karten links außer Sicht ins Bild holen</translation>
    </message>
    <message>
        <source>Bring the cards out of sight on the right into sight</source>
        <translation>Die Karten rechts außer Sicht ins Bild holen</translation>
    </message>
    <message numerus="yes">
        <source>%n more</source>
        <comment>cards out of sight at one end of the hand</comment>
        <translation>
            <numerusform>%n weitere</numerusform>
            <numerusform>%n weitere</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hydaspes::client::CatchUpPanel</name>
    <message>
        <source>What the other side did</source>
        <translation>Was die andere Seite getan hat</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Zurück</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Weiter ▶</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <source>The action before</source>
        <translation>Die vorige Aktion</translation>
    </message>
    <message>
        <source>The next action (Space)</source>
        <translation>Die nächste Aktion (Space)</translation>
    </message>
    <message>
        <source>Put the catch-up away (Escape)</source>
        <translation>Rückblick schließen (Escape)</translation>
    </message>
    <message>
        <source>&lt;b&gt;While you were away&lt;/b&gt; · %1 · action %2 of %3</source>
        <translation>&lt;b&gt;In der Zwischenzeit&lt;/b&gt; · %1 · Aktion %2 von %3</translation>
    </message>
    <message>
        <source>Done ✓</source>
        <translation>Fertig ✓</translation>
    </message>
    <message>
        <source>Dice were rolled</source>
        <translation>Es wurde gewürfelt</translation>
    </message>
    <message>
        <source>&lt;b&gt;While you were away&lt;/b&gt; · the round your answer rolled · action %1 of %2</source>
        <translation>&lt;b&gt;In der Zwischenzeit&lt;/b&gt; · die Runde, die die eigene Antwort ausgelöst hat · Aktion %1 von %2</translation>
    </message>
</context>
<context>
    <name>hydaspes::client::CellItem</name>
    <message>
        <source>Clear</source>
        <translation>Offenes Gelände</translation>
    </message>
    <message>
        <source>Forest</source>
        <translation>Wald</translation>
    </message>
    <message>
        <source>Hills</source>
        <translation>Hügel</translation>
    </message>
    <message>
        <source>River</source>
        <translation>Fluss</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a cell&apos;s name and ground</comment>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>hydaspes::client::ChanceChart</name>
    <message>
        <source>Alexander&apos;s winning chance over the game</source>
        <translation>Alexanders Siegchance im Spielverlauf</translation>
    </message>
    <message>
        <source>Alexander&apos;s winning chance, action by action</source>
        <translation>Alexanders Siegchance, Aktion für Aktion</translation>
    </message>
</context>
<context>
    <name>hydaspes::client::CombatPanel</name>
    <message>
        <source>&lt;i&gt;no modifier&lt;/i&gt;</source>
        <translation>&lt;i&gt;kein Modifikator&lt;/i&gt;</translation>
    </message>
    <message>
        <source>&lt;i&gt;No combat in progress.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Kein Kampf im Gange.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Round %1 rolled&lt;/b&gt;</source>
        <translation>&lt;b&gt;Runde %1 gewürfelt&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Round %1 rolled&lt;/b&gt;: %2+%3 = %4 against %5+%6 = %7</source>
        <translation>&lt;b&gt;Runde %1 gewürfelt&lt;/b&gt;: %2+%3 = %4 gegen %5+%6 = %7</translation>
    </message>
    <message>
        <source>&lt;i&gt;The next round, if the attacker fights on&lt;/i&gt;&lt;br&gt;</source>
        <translation>&lt;i&gt;Die nächste Runde, falls der Angreifer weiterkämpft&lt;/i&gt;&lt;br&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Round %1&lt;/b&gt;</source>
        <translation>&lt;b&gt;Runde %1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Totals&lt;/b&gt;: 2D6 %1 against 2D6 %2&lt;br&gt;</source>
        <translation>&lt;b&gt;Summen&lt;/b&gt;: 2W6 %1 gegen 2W6 %2&lt;br&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Next round&lt;/b&gt;: attacker wins %1%, tie %2%, defender wins %3%&lt;br&gt;</source>
        <translation>&lt;b&gt;Nächste Runde&lt;/b&gt;: Angreifer siegt %1 %, unentschieden %2 %, Verteidiger siegt %3 %&lt;br&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Cards played&lt;/b&gt;: %1</source>
        <translation>&lt;b&gt;Gespielte Karten&lt;/b&gt;: %1</translation>
    </message>
    <message>
        <source>&lt;i&gt;That combat is over.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Dieser Kampf ist vorbei.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Choose the stack to attack&lt;/b&gt; from %1 (%2)</source>
        <translation>&lt;b&gt;Den anzugreifenden Stapel wählen&lt;/b&gt;, von %1 aus (%2)</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2): a first round won %3%, tied %4%, lost %5% (2D6 %6 against 2D6 %7)&lt;br&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; (%2): erste Runde gewonnen %3 %, unentschieden %4 %, verloren %5 % (2W6 %6 gegen 2W6 %7)&lt;br&gt;</translation>
    </message>
    <message>
        <source>&lt;i&gt;Cards played in the round may add +1 to either side.&lt;/i&gt;</source>
        <translation>&lt;i&gt;In der Runde gespielte Karten können jeder Seite +1 geben.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Attacker&lt;/b&gt; %1, stack in %2: %3&lt;br&gt;%4&lt;br&gt;</source>
        <translation>&lt;b&gt;Angreifer&lt;/b&gt; %1, Stapel auf %2: %3&lt;br&gt;%4&lt;br&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Defender&lt;/b&gt; %1, stack in %2: %3&lt;br&gt;%4&lt;br&gt;</source>
        <translation>&lt;b&gt;Verteidiger&lt;/b&gt; %1, Stapel auf %2: %3&lt;br&gt;%4&lt;br&gt;</translation>
    </message>
    <message>
        <source>&lt;i&gt;If the attacker fights on:&lt;/i&gt;&lt;br&gt;</source>
        <translation>&lt;i&gt;Falls der Angreifer weiterkämpft:&lt;/i&gt;&lt;br&gt;</translation>
    </message>
    <message>
        <source>&lt;hr&gt;&lt;i&gt;The round just rolled&lt;/i&gt;&lt;br&gt;</source>
        <translation>&lt;hr&gt;&lt;i&gt;Die eben gewürfelte Runde&lt;/i&gt;&lt;br&gt;</translation>
    </message>
    <message>
        <source>&lt;hr&gt;&lt;i&gt;The next round in detail&lt;/i&gt;&lt;br&gt;</source>
        <translation>&lt;hr&gt;&lt;i&gt;Die nächste Runde im Einzelnen&lt;/i&gt;&lt;br&gt;</translation>
    </message>
    <message>
        <source>&lt;i&gt;If the battle goes on once the loss is chosen, and the attacker fights on:&lt;/i&gt;&lt;br&gt;</source>
        <translation>&lt;i&gt;Falls die Schlacht nach der Wahl des Verlusts weitergeht und der Angreifer weiterkämpft:&lt;/i&gt;&lt;br&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Choose the stack that attacks&lt;/b&gt;, then the stack to attack</source>
        <translation>&lt;b&gt;Den angreifenden Stapel wählen&lt;/b&gt;, dann den anzugreifenden Stapel</translation>
    </message>
    <message>
        <source>%1→%2</source>
        <comment>the stack that attacks, the stack attacked: c4→b4</comment>
        <translation>%1→%2</translation>
    </message>
    <message>
        <source>&lt;b&gt;Combat over&lt;/b&gt; (turn %1, %2→%3): its last round</source>
        <translation>&lt;b&gt;Kampf vorbei&lt;/b&gt; (Zug %1, %2→%3): seine letzte Runde</translation>
    </message>
    <message>
        <source>&lt;b&gt;Combat over&lt;/b&gt;: its last round</source>
        <translation>&lt;b&gt;Kampf vorbei&lt;/b&gt;: seine letzte Runde</translation>
    </message>
</context>
<context>
    <name>hydaspes::client::ComputerPlayer</name>
    <message>
        <source>the computer found nothing to do</source>
        <translation>der Computer fand nichts zu tun</translation>
    </message>
</context>
<context>
    <name>hydaspes::client::CoverScreen</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Pass the mouse to %1.
The other player looks away.</source>
        <translation>Maus an %1 übergeben.
Der andere Spieler schaut weg.</translation>
    </message>
    <message>
        <source>I am %1: show my cards</source>
        <translation>Ich bin %1: meine Karten zeigen</translation>
    </message>
</context>
<context>
    <name>hydaspes::client::DecisionBar</name>
    <message>
        <source>Where the units go (or drag them on the board)</source>
        <translation>Ziel der Einheiten (oder auf dem Spielplan ziehen)</translation>
    </message>
    <message>
        <source>Move there</source>
        <translation>Dorthin ziehen</translation>
    </message>
    <message>
        <source>Eliminate:</source>
        <comment>before the buttons naming the units the round&apos;s loss may be</comment>
        <translation>Eliminieren:</translation>
    </message>
    <message>
        <source>Take:</source>
        <comment>before the buttons naming the units that may go with a move</comment>
        <translation>Nehmen:</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Take back the action being declared: its card returns to the hand (Ctrl+Z)</source>
        <translation>Die begonnene Aktion zurücknehmen: ihre Karte kehrt auf die Hand zurück (Strg+Z)</translation>
    </message>
    <message>
        <source>The battle is decided:</source>
        <translation>Die Schlacht ist entschieden:</translation>
    </message>
    <message>
        <source>Review the game</source>
        <translation>Spiel analysieren</translation>
    </message>
    <message>
        <source>Go through the game with the computer&apos;s view of each action&apos;s winning chances (Ctrl+R)</source>
        <translation>Das Spiel durchgehen, mit der Einschätzung des Computers zu den Siegchancen jeder Aktion (Strg+R)</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Neues Spiel…</translation>
    </message>
    <message>
        <source>Start another battle (Ctrl+N)</source>
        <translation>Eine neue Schlacht beginnen (Strg+N)</translation>
    </message>
    <message>
        <source>Choose a cell</source>
        <comment>the destination list, before one is chosen</comment>
        <translation>Feld wählen</translation>
    </message>
    <message>
        <source>The computer plays its actions one by one; Game &gt; Pause the computer stops it again (Pause)</source>
        <translation>Der Computer spielt seine Aktionen eine nach der anderen; Spiel &gt; Computer anhalten hält ihn wieder an (Pause)</translation>
    </message>
</context>
<context>
    <name>hydaspes::client::DiceView</name>
    <message>
        <source>Dice</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <source>%1 rolled %2 and %3, total %4; %5 rolled %6 and %7, total %8</source>
        <translation>%1 würfelte %2 und %3, Summe %4; %5 würfelte %6 und %7, Summe %8</translation>
    </message>
</context>
<context>
    <name>hydaspes::client::DiscardPileDialog</name>
    <message>
        <source>Discard pile</source>
        <translation>Ablagestapel</translation>
    </message>
    <message>
        <source>The discard pile is empty.</source>
        <translation>Der Ablagestapel ist leer.</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s), newest first:</source>
        <comment>the discard pile</comment>
        <translation>
            <numerusform>%n Karte, die neueste zuerst:</numerusform>
            <numerusform>%n Karten, die neueste zuerst:</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
</context>
<context>
    <name>hydaspes::client::FacingPicker</name>
    <message>
        <source>Choose the facing the units end the move with</source>
        <translation>Ausrichtung der Einheiten am Ende der Bewegung wählen</translation>
    </message>
</context>
<context>
    <name>hydaspes::client::GameSession</name>
    <message>
        <source>Computer, level %1</source>
        <translation>Computer, Stufe %1</translation>
    </message>
    <message>
        <source>A new game: %1 against %2</source>
        <translation>Neues Spiel: %1 gegen %2</translation>
    </message>
    <message>
        <source>Tutorial: %1</source>
        <translation>Tutorial: %1</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>%1 could not be saved: %2</source>
        <translation>%1 konnte nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <source>Not now: the computer is deciding</source>
        <translation>Jetzt nicht: Der Computer entscheidet</translation>
    </message>
    <message>
        <source>no game is open</source>
        <translation>kein Spiel geöffnet</translation>
    </message>
    <message>
        <source>the battle is decided</source>
        <translation>die Schlacht ist entschieden</translation>
    </message>
    <message>
        <source>hints are for a player alone (solo, or against the computer): in hot-seat they would help one side</source>
        <translation>Tipps gibt es nur für Einzelspieler (solo oder gegen den Computer): Im Hot-Seat würden sie einer Seite helfen</translation>
    </message>
    <message>
        <source>the computer is deciding</source>
        <translation>der Computer entscheidet</translation>
    </message>
    <message>
        <source>the computer has played since</source>
        <translation>der Computer hat inzwischen gespielt</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Playing on from decision %1 of %2, as a new game</source>
        <translation>Weiterspielen ab Entscheidung %1 von %2, als neues Spiel</translation>
    </message>
    <message>
        <source>The battle is decided: no more decisions</source>
        <translation>Die Schlacht ist entschieden: keine Entscheidungen mehr</translation>
    </message>
    <message>
        <source>Not in this lesson: the lesson panel says what to do now</source>
        <translation>Nicht in dieser Lektion: Das Lektionsfeld sagt, was jetzt zu tun ist</translation>
    </message>
    <message>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message>
        <source>“%1”</source>
        <comment>a button&apos;s words, quoted</comment>
        <translation>„%1“</translation>
    </message>
    <message>
        <source>Not in this lesson: it asks for %1 now</source>
        <translation>Nicht in dieser Lektion: sie verlangt jetzt %1</translation>
    </message>
    <message>
        <source>%1 negates the move to %2 with %3: the units stay in %4</source>
        <translation>%1 blockiert die Bewegung nach %2 mit %3: die Einheiten bleiben in %4</translation>
    </message>
    <message>
        <source>The units join the stack in %1 and face %2 as it does (rule K10)</source>
        <translation>Die Einheiten schließen sich dem Stapel in %1 an und blicken wie er nach %2 (Regel K10)</translation>
    </message>
    <message>
        <source>%1 negates the free move to %2 with %3: the units stay in %4, and the free move is spent (rule T4)</source>
        <translation>%1 blockiert den freien Zug nach %2 mit %3: die Einheiten bleiben in %4, und der freie Zug ist verbraucht (Regel T4)</translation>
    </message>
    <message>
        <source>%1 played %2, saw your hand and discarded your %3 card from it (rule T3)</source>
        <translation>%1 spielte %2, sah Ihre Hand und warf Ihre Karte %3 daraus ab (Regel T3)</translation>
    </message>
    <message>
        <source>The %1 card is discarded: Undo (Ctrl+Z) takes it back</source>
        <translation>Die Karte %1 ist abgeworfen: Rückgängig (Strg+Z) holt sie zurück</translation>
    </message>
    <message>
        <source>%1 wins on turn %2 after %3 actions. Losses: %4 %5 of %6, %7 %8 of %9.</source>
        <translation>%1 gewinnt in Zug %2 nach %3 Aktionen. Verluste: %4 %5 von %6, %7 %8 von %9.</translation>
    </message>
    <message>
        <source>Back to the game left for the tutorial: %1 against %2</source>
        <translation>Zurück zum Spiel, das für das Tutorial beiseitegelegt wurde: %1 gegen %2</translation>
    </message>
    <message>
        <source>The %1 phase was passed over: %2 had nothing to do in it (rule T7)</source>
        <translation>Die Phase %1 wurde übersprungen: %2 hatte darin nichts zu tun (Regel T7)</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>the last of a list of phases</comment>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>a list of phases</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>The %1 phases were passed over: %2 had nothing to do in them (rule T7)</source>
        <translation>Die Phasen %1 wurden übersprungen: %2 hatte darin nichts zu tun (Regel T7)</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <comment>a discard&apos;s undo hint, then the phases passed over</comment>
        <translation>%1. %2</translation>
    </message>
</context>
<context>
    <name>hydaspes::client::HandModel</name>
    <message>
        <source>Discarded: Undo (Ctrl+Z) takes it back</source>
        <translation>Abgeworfen: Rückgängig (Strg+Z) holt sie zurück</translation>
    </message>
    <message>
        <source>%1 (discarded)</source>
        <translation>%1 (abgeworfen)</translation>
    </message>
</context>
<context>
    <name>hydaspes::client::LessonPanel</name>
    <message>
        <source>What to do now</source>
        <translation>Was jetzt zu tun ist</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Neu starten</translation>
    </message>
    <message>
        <source>Play this lesson again from its start</source>
        <translation>Diese Lektion noch einmal von vorn spielen</translation>
    </message>
    <message>
        <source>Next lesson ▶</source>
        <translation>Nächste Lektion ▶</translation>
    </message>
    <message>
        <source>Lessons…</source>
        <translation>Lektionen…</translation>
    </message>
    <message>
        <source>Every lesson, and which you have done</source>
        <translation>Alle Lektionen und welche erledigt sind</translation>
    </message>
    <message>
        <source>Lesson complete ✓</source>
        <translation>Lektion geschafft ✓</translation>
    </message>
    <message>
        <source>&lt;b&gt;Well done!&lt;/b&gt; You have finished this lesson.</source>
        <translation>&lt;b&gt;Gut gemacht!&lt;/b&gt; Diese Lektion ist geschafft.</translation>
    </message>
    <message>
        <source> Go on with the next one, or play it again.</source>
        <translation> Weiter mit der nächsten oder diese noch einmal spielen.</translation>
    </message>
    <message>
        <source> That was the last lesson: you know the game. Start a game from File &gt; New game.</source>
        <translation> Das war die letzte Lektion: Das Spiel ist nun bekannt. Ein Spiel über Datei &gt; Neues Spiel starten.</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Schritt %1 von %2</translation>
    </message>
    <message>
        <source>◀ Back to your game</source>
        <translation>◀ Zurück zu Ihrem Spiel</translation>
    </message>
    <message>
        <source>Leave the lesson and go on with the game you left for it, as you left it</source>
        <translation>Die Lektion beenden und das Spiel, das Sie dafür unterbrochen haben, dort fortsetzen, wo Sie aufgehört haben</translation>
    </message>
    <message>
        <source> Go on with the next one, play it again, or go back to your game.</source>
        <translation> Weiter mit der nächsten, diese noch einmal spielen oder zurück zu Ihrem Spiel.</translation>
    </message>
    <message>
        <source> That was the last lesson: you know the game. Go back to your game.</source>
        <translation> Das war die letzte Lektion: Sie kennen das Spiel. Kehren Sie zu Ihrem Spiel zurück.</translation>
    </message>
</context>
<context>
    <name>hydaspes::client::LogDock</name>
    <message>
        <source>Log</source>
        <translation>Protokoll</translation>
    </message>
</context>
<context>
    <name>hydaspes::client::MainWindow</name>
    <message>
        <source>Hydaspes</source>
        <translation>Hydaspes</translation>
    </message>
    <message>
        <source>Combat</source>
        <translation>Kampf</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>The review is ready</source>
        <translation>Die Analyse ist fertig</translation>
    </message>
    <message>
        <source>Tutorial</source>
        <translation>Tutorial</translation>
    </message>
    <message>
        <source>The computer is thinking…</source>
        <translation>Der Computer denkt nach…</translation>
    </message>
    <message>
        <source>No hint: %1</source>
        <translation>Kein Tipp: %1</translation>
    </message>
    <message>
        <source>The computer cannot go on</source>
        <translation>Der Computer kann nicht weiterspielen</translation>
    </message>
    <message>
        <source>The battle is decided</source>
        <translation>Die Schlacht ist entschieden</translation>
    </message>
    <message>
        <source>Review the game</source>
        <translation>Spiel analysieren</translation>
    </message>
    <message>
        <source>Read the rule in the Rules window (F1)</source>
        <translation>Die Regel im Regelfenster lesen (F1)</translation>
    </message>
    <message>
        <source>Rule %1</source>
        <translation>Regel %1</translation>
    </message>
    <message>
        <source>Welcome to the Hydaspes</source>
        <translation>Willkommen am Hydaspes</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
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
        <source>Open as re&amp;play…</source>
        <translation>Als &amp;Wiedergabe öffnen…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Exportieren</translation>
    </message>
    <message>
        <source>Board as &amp;PNG…</source>
        <translation>Spielplan als &amp;PNG…</translation>
    </message>
    <message>
        <source>Board as &amp;SVG…</source>
        <translation>Spielplan als &amp;SVG…</translation>
    </message>
    <message>
        <source>Game record (&amp;Markdown)…</source>
        <translation>Spielprotokoll (&amp;Markdown)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;End phase</source>
        <translation>Phase &amp;beenden</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>&amp;Passen</translation>
    </message>
    <message>
        <source>&amp;Free move</source>
        <translation>&amp;Freie Bewegung</translation>
    </message>
    <message>
        <source>&amp;Board (cell cursor)</source>
        <translation>&amp;Spielplan (Feldcursor)</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>The best three choices for your action now, with their winning chances (solo and against the computer)</source>
        <translation>Die drei besten Möglichkeiten für die aktuelle Aktion, mit ihren Siegchancen (solo und gegen den Computer)</translation>
    </message>
    <message>
        <source>&amp;Review the game</source>
        <translation>Spiel &amp;analysieren</translation>
    </message>
    <message>
        <source>The search&apos;s winning chances over the game, and the actions that cost 10 points or more</source>
        <translation>Die Siegchancen laut Suche im Spielverlauf und die Aktionen, die 10 Punkte oder mehr kosteten</translation>
    </message>
    <message>
        <source>Pa&amp;use the computer</source>
        <translation>Computer an&amp;halten</translation>
    </message>
    <message>
        <source>Stop the computer between its actions, to look at the board; uncheck to let it go on</source>
        <translation>Den Computer zwischen seinen Aktionen anhalten, um den Spielplan anzusehen; Haken entfernen, damit er weiterspielt</translation>
    </message>
    <message>
        <source>Play &amp;card</source>
        <translation>&amp;Karte spielen</translation>
    </message>
    <message>
        <source>Card %1 from the left</source>
        <translation>Karte %1 von links</translation>
    </message>
    <message>
        <source>There is no card %1 in the hand</source>
        <translation>Keine Karte %1 auf der Hand</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
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
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Rules and cards</source>
        <translation>&amp;Regeln und Karten</translation>
    </message>
    <message>
        <source>&amp;Tutorial…</source>
        <translation>&amp;Tutorial…</translation>
    </message>
    <message>
        <source>A game is reviewed once it is over, or from a replay (File &gt; Open as replay)</source>
        <translation>Ein Spiel wird analysiert, sobald es vorbei ist, oder aus einer Wiedergabe (Datei &gt; Als Wiedergabe öffnen)</translation>
    </message>
    <message>
        <source>the game just played</source>
        <translation>das gerade gespielte Spiel</translation>
    </message>
    <message>
        <source>The game cannot be reviewed</source>
        <translation>Das Spiel kann nicht analysiert werden</translation>
    </message>
    <message>
        <source>No tutorial</source>
        <translation>Kein Tutorial</translation>
    </message>
    <message>
        <source>No lesson was found.</source>
        <translation>Keine Lektion gefunden.</translation>
    </message>
    <message>
        <source>The lesson cannot be started</source>
        <translation>Die Lektion kann nicht gestartet werden</translation>
    </message>
    <message>
        <source>The game cannot start</source>
        <translation>Das Spiel kann nicht starten</translation>
    </message>
    <message>
        <source>The game cannot be opened</source>
        <translation>Das Spiel kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>%1 cannot be opened:
%2</source>
        <translation>%1 kann nicht geöffnet werden:
%2</translation>
    </message>
    <message>
        <source>Open a game</source>
        <translation>Spiel öffnen</translation>
    </message>
    <message>
        <source>The replay cannot be opened</source>
        <translation>Die Wiedergabe kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Replay: step with ← →, turns with Page Up/Down, phases with ↑ ↓, combats with C</source>
        <translation>Wiedergabe: Schritte mit ← →, Züge mit Page Up/Down, Phasen mit ↑ ↓, Kämpfe mit C</translation>
    </message>
    <message>
        <source>Open a game to replay</source>
        <translation>Spiel zur Wiedergabe öffnen</translation>
    </message>
    <message>
        <source>A new game from this point: save it to keep it; the replayed file is unchanged</source>
        <translation>Ein neues Spiel ab dieser Stelle: zum Behalten speichern; die wiedergegebene Datei bleibt unverändert</translation>
    </message>
    <message>
        <source>Export the board</source>
        <translation>Spielplan exportieren</translation>
    </message>
    <message>
        <source>SVG images (*.svg)</source>
        <translation>SVG-Bilder (*.svg)</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <source>The board is in %1</source>
        <translation>Spielplan gespeichert in %1</translation>
    </message>
    <message>
        <source>Export the game record</source>
        <translation>Spielprotokoll exportieren</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>The game record is in %1</source>
        <translation>Spielprotokoll gespeichert in %1</translation>
    </message>
    <message>
        <source>Decision %1 of %2 · turn %3, %4</source>
        <translation>Entscheidung %1 von %2 · Zug %3, %4</translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation>Nicht gespeichert</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation>Gespeichert in %1</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Spiel speichern</translation>
    </message>
    <message>
        <source>Save the game?</source>
        <translation>Spiel speichern?</translation>
    </message>
    <message>
        <source>The game in progress has not been saved.</source>
        <translation>Das laufende Spiel wurde nicht gespeichert.</translation>
    </message>
    <message>
        <source>Recover the last game?</source>
        <translation>Letztes Spiel wiederherstellen?</translation>
    </message>
    <message>
        <source>Hydaspes did not close properly. Recover the game in progress?</source>
        <translation>Hydaspes wurde nicht ordnungsgemäß beendet. Das laufende Spiel wiederherstellen?</translation>
    </message>
    <message>
        <source>This is a replay: choose Play from here to take over the game at this point</source>
        <translation>Dies ist eine Wiedergabe: „Ab hier spielen“ wählen, um das Spiel an dieser Stelle zu übernehmen</translation>
    </message>
    <message>
        <source>%1 cannot be played now</source>
        <translation>%1 kann jetzt nicht gespielt werden</translation>
    </message>
    <message>
        <source>%1 cannot be played now: %2</source>
        <translation>%1 kann jetzt nicht gespielt werden: %2</translation>
    </message>
    <message>
        <source>Hydaspes — replay of %1</source>
        <translation>Hydaspes — Wiedergabe von %1</translation>
    </message>
    <message>
        <source>Hydaspes — %1%2</source>
        <translation>Hydaspes — %1%2</translation>
    </message>
    <message>
        <source>new game</source>
        <translation>neues Spiel</translation>
    </message>
    <message>
        <source>Undo is not possible: %1</source>
        <translation>Rückgängig nicht möglich: %1</translation>
    </message>
    <message>
        <source>No hint in a replay: choose Play from here to take over the game</source>
        <translation>Kein Tipp in einer Wiedergabe: „Ab hier spielen“ wählen, um das Spiel zu übernehmen</translation>
    </message>
    <message>
        <source>No hint now: %1</source>
        <translation>Jetzt kein Tipp: %1</translation>
    </message>
    <message>
        <source>Weighing the choices for a hint…</source>
        <translation>Möglichkeiten für einen Tipp werden abgewogen…</translation>
    </message>
    <message numerus="yes">
        <source>The best choices now, from what you can see (%n playouts):</source>
        <translation>
            <numerusform>Die besten Möglichkeiten nach sichtbarer Lage (%n Simulation):</numerusform>
            <numerusform>Die besten Möglichkeiten nach sichtbarer Lage (%n Simulationen):</numerusform>
        </translation>
    </message>
    <message>
        <source>The combat&apos;s exact odds are in the Combat panel.</source>
        <translation>Die genauen Kampfchancen stehen im Bereich „Kampf“.</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>Hydaspes games (*.hydaspes *.json)</source>
        <translation>Hydaspes-Spiele (*.hydaspes *.json)</translation>
    </message>
    <message>
        <source>%1: tick the units that move, then drag the stack or click where they go</source>
        <translation>%1: ziehende Einheiten anhaken, dann den Stapel ziehen oder das Ziel anklicken</translation>
    </message>
    <message>
        <source>The dice are rolling…</source>
        <translation>Die Würfel rollen …</translation>
    </message>
    <message>
        <source>%1: drop the stack where it goes</source>
        <translation>%1: den Stapel dort ablegen, wo er hinzieht</translation>
    </message>
    <message>
        <source>The game has changes not yet saved to %1.</source>
        <translation>Das Spiel hat Änderungen, die noch nicht in %1 gespeichert sind.</translation>
    </message>
    <message>
        <source>&amp;Discard pile…</source>
        <translation>&amp;Ablagestapel…</translation>
    </message>
    <message>
        <source>The computer is paused: it stops before its next action (Pause to let it go on)</source>
        <translation>Der Computer ist angehalten: er hält vor seiner nächsten Aktion an (Pause lässt ihn weitermachen)</translation>
    </message>
    <message>
        <source>The computer goes on</source>
        <translation>Der Computer macht weiter</translation>
    </message>
    <message>
        <source>Nothing to undo</source>
        <translation>Nichts rückgängig zu machen</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a cell and what to know of it</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The finished game has not been saved: saved, it can be replayed later.</source>
        <translation>Das beendete Spiel wurde nicht gespeichert: gespeichert lässt es sich später noch einmal abspielen.</translation>
    </message>
    <message>
        <source>%1: tick the one unit that moves, then drag the stack or click where it goes</source>
        <translation>%1: die eine ziehende Einheit anhaken, dann den Stapel ziehen oder das Ziel anklicken</translation>
    </message>
    <message>
        <source>Back to your game, as you left it</source>
        <translation>Wieder in Ihrem Spiel, so wie Sie es verlassen haben</translation>
    </message>
    <message>
        <source>The game you left for the tutorial has not been saved.</source>
        <translation>Das Spiel, das Sie für das Tutorial unterbrochen haben, wurde nicht gespeichert.</translation>
    </message>
    <message>
        <source>The game you left for the tutorial has changes not yet saved to %1.</source>
        <translation>Das Spiel, das Sie für das Tutorial unterbrochen haben, hat Änderungen, die noch nicht in %1 gespeichert sind.</translation>
    </message>
    <message>
        <source>%1 (the computer) moves first: let it begin when you are ready</source>
        <translation>%1 (der Computer) zieht zuerst: lassen Sie ihn beginnen, wenn Sie bereit sind</translation>
    </message>
    <message>
        <source>%1 (the computer) is paused: let it go on when you are ready</source>
        <translation>%1 (der Computer) ist angehalten: lassen Sie ihn weitermachen, wenn Sie bereit sind</translation>
    </message>
    <message>
        <source>%1, the computer, moves first. Look the board over, then:</source>
        <translation>%1, der Computer, zieht zuerst. Sehen Sie sich den Spielplan an, dann:</translation>
    </message>
    <message>
        <source>Let %1 begin</source>
        <translation>%1 beginnen lassen</translation>
    </message>
    <message>
        <source>%1, the computer, is paused:</source>
        <translation>%1, der Computer, ist angehalten:</translation>
    </message>
    <message>
        <source>Let %1 go on</source>
        <translation>%1 weitermachen lassen</translation>
    </message>
</context>
<context>
    <name>hydaspes::client::NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Hot-seat: two players at this computer</source>
        <translation>Hot-Seat: zwei Spieler an diesem Rechner</translation>
    </message>
    <message>
        <source>&amp;Mode</source>
        <translation>&amp;Modus</translation>
    </message>
    <message>
        <source>Porus (you play Alexander)</source>
        <translation>Porus (eigene Seite: Alexander)</translation>
    </message>
    <message>
        <source>Alexander (you play Porus)</source>
        <translation>Alexander (eigene Seite: Porus)</translation>
    </message>
    <message>
        <source>The computer &amp;plays</source>
        <translation>Der &amp;Computer spielt</translation>
    </message>
    <message>
        <source>1 plays fast and loosely; %1 searches longest</source>
        <translation>1 spielt schnell und locker; %1 rechnet am längsten</translation>
    </message>
    <message>
        <source>Computer &amp;level</source>
        <translation>Computer&amp;stufe</translation>
    </message>
    <message>
        <source>Alexander</source>
        <translation>Alexander</translation>
    </message>
    <message>
        <source>Porus</source>
        <translation>Porus</translation>
    </message>
    <message>
        <source>Player as &amp;Alexander</source>
        <translation>Spieler als &amp;Alexander</translation>
    </message>
    <message>
        <source>Player as &amp;Porus</source>
        <translation>Spieler als &amp;Porus</translation>
    </message>
    <message>
        <source>random</source>
        <translation>zufällig</translation>
    </message>
    <message>
        <source>&amp;Seed</source>
        <translation>Start&amp;wert</translation>
    </message>
    <message>
        <source>Always ask before each reaction (the question reveals nothing)</source>
        <translation>Vor jeder Reaktion immer fragen (die Frage verrät nichts)</translation>
    </message>
    <message>
        <source>Solo practice: you play both sides, both hands open</source>
        <translation>Solo zum Üben: Sie spielen beide Seiten, beide Hände offen</translation>
    </message>
    <message>
        <source>Against the computer: you play one side</source>
        <translation>Gegen den Computer: Sie spielen eine Seite</translation>
    </message>
    <message>
        <source>Beginner: picks among sensible actions without thinking ahead</source>
        <translation>Anfänger: wählt unter sinnvollen Aktionen, ohne vorauszudenken</translation>
    </message>
    <message>
        <source>Novice: thinks ahead for half of its actions</source>
        <translation>Neuling: denkt bei der Hälfte seiner Aktionen voraus</translation>
    </message>
    <message>
        <source>Intermediate: thinks ahead for most of its actions</source>
        <translation>Fortgeschritten: denkt bei den meisten seiner Aktionen voraus</translation>
    </message>
    <message>
        <source>Strongest: thinks ahead for every action</source>
        <translation>Am stärksten: denkt bei jeder Aktion voraus</translation>
    </message>
</context>
<context>
    <name>hydaspes::client::ReplayBar</name>
    <message>
        <source>Start</source>
        <translation>Anfang</translation>
    </message>
    <message>
        <source>To the opening</source>
        <translation>Zur Ausgangsstellung</translation>
    </message>
    <message>
        <source>◀ Turn</source>
        <translation>◀ Zug</translation>
    </message>
    <message>
        <source>Back to the start of this or the previous turn</source>
        <translation>Zurück zum Beginn dieses oder des vorigen Zuges</translation>
    </message>
    <message>
        <source>◀ Phase</source>
        <translation>◀ Phase</translation>
    </message>
    <message>
        <source>Back to the previous phase</source>
        <translation>Zurück zur vorigen Phase</translation>
    </message>
    <message>
        <source>◀ Combat</source>
        <translation>◀ Kampf</translation>
    </message>
    <message>
        <source>Back to the previous combat</source>
        <translation>Zurück zum vorigen Kampf</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>One decision back</source>
        <translation>Eine Entscheidung zurück</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Abspielen</translation>
    </message>
    <message>
        <source>Play or pause</source>
        <translation>Abspielen oder anhalten</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Vor</translation>
    </message>
    <message>
        <source>One decision forward</source>
        <translation>Eine Entscheidung vor</translation>
    </message>
    <message>
        <source>Combat ▶</source>
        <translation>Kampf ▶</translation>
    </message>
    <message>
        <source>On to the next combat</source>
        <translation>Weiter zum nächsten Kampf</translation>
    </message>
    <message>
        <source>Phase ▶</source>
        <translation>Phase ▶</translation>
    </message>
    <message>
        <source>On to the next phase</source>
        <translation>Weiter zur nächsten Phase</translation>
    </message>
    <message>
        <source>Turn ▶</source>
        <translation>Zug ▶</translation>
    </message>
    <message>
        <source>On to the next turn</source>
        <translation>Weiter zum nächsten Zug</translation>
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
        <source>Decisions per second while playing</source>
        <translation>Entscheidungen pro Sekunde beim Abspielen</translation>
    </message>
    <message>
        <source>%1 per second</source>
        <translation>%1 pro Sekunde</translation>
    </message>
    <message>
        <source>Whose hidden information to show</source>
        <translation>Wessen verdeckte Informationen zeigen</translation>
    </message>
    <message>
        <source>Start a new game from this point; the saved game is not changed</source>
        <translation>Ein neues Spiel ab dieser Stelle starten; der Spielstand bleibt unverändert</translation>
    </message>
    <message>
        <source>Drag to scrub through the game</source>
        <translation>Ziehen, um durch das Spiel zu spulen</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Everything</source>
        <translation>Alles</translation>
    </message>
    <message>
        <source>As %1 saw it</source>
        <translation>Aus Sicht von %1</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Play from he&amp;re</source>
        <translation>Ab hier s&amp;pielen</translation>
    </message>
</context>
<context>
    <name>hydaspes::client::ReplaySession</name>
    <message>
        <source>Replay of %1: %2 against %3, %4 decisions</source>
        <translation>Wiedergabe von %1: %2 gegen %3, %4 Entscheidungen</translation>
    </message>
</context>
<context>
    <name>hydaspes::client::ReviewPanel</name>
    <message>
        <source>Actions that cost their maker 10 points or more</source>
        <translation>Aktionen, die ihren Urheber 10 Punkte oder mehr kosteten</translation>
    </message>
    <message>
        <source>The search reviews every action from its maker&apos;s own information…</source>
        <translation>Die Suche prüft jede Aktion mit dem Wissen ihres Urhebers…</translation>
    </message>
    <message>
        <source>No action cost its maker 10 points of winning chance.</source>
        <translation>Keine Aktion kostete ihren Urheber 10 Punkte Siegchance.</translation>
    </message>
    <message>
        <source>%1
%2&apos;s winning chance: %3% as played, %4% with %5 (−%6)</source>
        <translation>%1
Siegchance von %2: %3 % wie gespielt, %4 % mit %5 (−%6)</translation>
    </message>
    <message numerus="yes">
        <source>%n action(s) cost their maker 10 points or more (red on the chart). Click one to go there.</source>
        <translation>
            <numerusform>%n Aktion kostete ihren Urheber 10 Punkte oder mehr (rot im Diagramm). Zum Hinspringen anklicken.</numerusform>
            <numerusform>%n Aktionen kosteten ihren Urheber 10 Punkte oder mehr (rot im Diagramm). Zum Hinspringen eine anklicken.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hydaspes::client::RulesWindow</name>
    <message>
        <source>Hydaspes — rules</source>
        <translation>Hydaspes — Regeln</translation>
    </message>
    <message>
        <source>Search the rules, or a ruling&apos;s ID such as M4</source>
        <translation>Regeln durchsuchen oder Regel-ID wie M4</translation>
    </message>
    <message>
        <source>The rules text is missing from this build.</source>
        <translation>Der Regeltext fehlt in diesem Build.</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regeln</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Used by</source>
        <translation>Seite</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Copies</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <source>Restriction</source>
        <translation>Einschränkung</translation>
    </message>
    <message>
        <source>&amp;Cards</source>
        <translation>&amp;Karten</translation>
    </message>
    <message>
        <source>not found</source>
        <translation>nicht gefunden</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2</source>
        <comment>a short form of the card notes and what it stands for</comment>
        <translation>&lt;b&gt;%1&lt;/b&gt;: %2</translation>
    </message>
    <message>
        <source>A leader card (L) moves, attacks or defends for its leader&apos;s stack only: the leader&apos;s unit, the units stacked with him, or both (&lt;a href=&quot;C7&quot;&gt;C7&lt;/a&gt;).</source>
        <translation>Eine Anführerkarte (L) bewegt, greift an oder verteidigt nur für den Stapel ihres Anführers: die Einheit des Anführers, die mit ihm gestapelten Einheiten oder beide (&lt;a href=&quot;C7&quot;&gt;C7&lt;/a&gt;).</translation>
    </message>
</context>
<context>
    <name>hydaspes::client::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Alexander</source>
        <translation>Alexander</translation>
    </message>
    <message>
        <source>Porus</source>
        <translation>Porus</translation>
    </message>
    <message>
        <source>Player as &amp;Alexander</source>
        <translation>Spieler als &amp;Alexander</translation>
    </message>
    <message>
        <source>Player as &amp;Porus</source>
        <translation>Spieler als &amp;Porus</translation>
    </message>
    <message>
        <source>Always ask before each reaction (the question reveals nothing)</source>
        <translation>Vor jeder Reaktion immer fragen (die Frage verrät nichts)</translation>
    </message>
    <message>
        <source>H3: without it, a player who holds no card that fits a reaction is not asked</source>
        <translation>H3: Ohne diese Option wird ein Spieler ohne passende Reaktionskarte nicht gefragt</translation>
    </message>
    <message>
        <source>Reactions</source>
        <translation>Reaktionen</translation>
    </message>
    <message>
        <source>Off: changes show at once</source>
        <translation>Aus: Änderungen sofort zeigen</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>&amp;Moves and losses on the board</source>
        <translation>&amp;Bewegungen und Verluste animieren</translation>
    </message>
    <message>
        <source>1 plays fast and loosely; %1 searches longest</source>
        <translation>1 spielt schnell und locker; %1 rechnet am längsten</translation>
    </message>
    <message>
        <source>Computer &amp;level for new games</source>
        <translation>Computer&amp;stufe für neue Spiele</translation>
    </message>
    <message>
        <source>Takes effect when Hydaspes starts again</source>
        <translation>Wirkt beim nächsten Start von Hydaspes</translation>
    </message>
    <message>
        <source>The new language shows when Hydaspes starts again.</source>
        <translation>Die neue Sprache erscheint beim nächsten Start von Hydaspes.</translation>
    </message>
    <message>
        <source>L&amp;anguage</source>
        <translation>Sp&amp;rache</translation>
    </message>
</context>
<context>
    <name>hydaspes::client::TurnBar</name>
    <message>
        <source>Click to see the discard pile, newest first (Ctrl+D)</source>
        <translation>Klicken, um den Ablagestapel zu sehen, neueste Karte zuerst (Strg+D)</translation>
    </message>
</context>
<context>
    <name>hydaspes::client::TutorialDialog</name>
    <message>
        <source>Tutorial</source>
        <translation>Tutorial</translation>
    </message>
    <message>
        <source>Learn the game one idea at a time. Each lesson sets up a small battle, says what to do and marks where; you play both sides.</source>
        <translation>Das Spiel Idee für Idee lernen. Jede Lektion baut ein kleines Gefecht auf, sagt, was zu tun ist, und markiert, wo; man spielt beide Seiten.</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Erledigt</translation>
    </message>
    <message>
        <source>Not done yet</source>
        <translation>Noch nicht erledigt</translation>
    </message>
    <message>
        <source>Start the lesson</source>
        <translation>Lektion starten</translation>
    </message>
    <message>
        <source>Your game waits while you take a lesson: “Back to your game” in the Tutorial panel returns to it, as you left it.</source>
        <translation>Ihr Spiel wartet, während Sie eine Lektion spielen: „Zurück zu Ihrem Spiel“ im Tutorial-Bereich setzt es dort fort, wo Sie aufgehört haben.</translation>
    </message>
    <message>
        <source>A lesson takes the board: the finished game on it gives way, and if it has not been saved you are asked first whether to save it.</source>
        <translation>Eine Lektion übernimmt den Spielplan: Das beendete Spiel darauf wird geschlossen; wurde es nicht gespeichert, werden Sie vorher gefragt, ob Sie es speichern möchten.</translation>
    </message>
</context>
<context>
    <name>hydaspes::client::UnitPicker</name>
    <message>
        <source>&amp;All</source>
        <translation>A&amp;lle</translation>
    </message>
    <message>
        <source>&amp;None</source>
        <translation>&amp;Keine</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>%1
    %2</source>
        <translation>%1
    %2</translation>
    </message>
</context>
<context>
    <name>hydaspes::client::WholeActionWindow</name>
    <message>
        <source>The whole action</source>
        <translation>Die ganze Aktion</translation>
    </message>
</context>
</TS>
