<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>main</name>
    <message>
        <source>tensorscope: unknown option &apos;%1&apos;. Run &apos;tensorscope --help&apos; for usage.
</source>
        <translation>tensorscope: unbekannte Option &apos;%1&apos;. &apos;tensorscope --help&apos; zeigt die Verwendung.
</translation>
    </message>
</context>
<context>
    <name>ts::AboutDialog</name>
    <message>
        <source>About Tensorscope</source>
        <translation>Über Tensorscope</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Tensorscope %1&lt;/h2&gt;&lt;p&gt;See, not just read, how GPUs and TPUs differ on deep-learning work.&lt;/p&gt;&lt;p&gt;Running on Qt %2 (built with Qt %3).&lt;/p&gt;&lt;p&gt;Licensed under the %4 licence.&lt;/p&gt;</source>
        <extracomment>%1 is the program version, %2 the Qt version it runs on, %3 the Qt version it was built with, %4 the licence name.</extracomment>
        <translation>&lt;h2&gt;Tensorscope %1&lt;/h2&gt;&lt;p&gt;Sehen, nicht nur lesen, wie sich GPUs und TPUs bei Deep-Learning-Arbeit unterscheiden.&lt;/p&gt;&lt;p&gt;Läuft mit Qt %2 (erstellt mit Qt %3).&lt;/p&gt;&lt;p&gt;Lizenziert unter der %4-Lizenz.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>ts::MainWindow</name>
    <message>
        <source>Tensorscope</source>
        <translation>Tensorscope</translation>
    </message>
    <message>
        <source>Tensorscope %1 - ready</source>
        <translation>Tensorscope %1 – bereit</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Farbschema</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Hell</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Dunkel</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About Tensorscope</source>
        <translation>Ü&amp;ber Tensorscope</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
</context>
<context>
    <name>ts::StartPanel</name>
    <message>
        <source>Tensorscope</source>
        <translation>Tensorscope</translation>
    </message>
    <message>
        <source>See, not just read, how GPUs and TPUs differ on deep-learning work.</source>
        <translation>Sehen, nicht nur lesen, wie sich GPUs und TPUs bei Deep-Learning-Arbeit unterscheiden.</translation>
    </message>
    <message>
        <source>1  Build a workload</source>
        <translation>1  Arbeitslast bauen</translation>
    </message>
    <message>
        <source>2  Pick accelerators</source>
        <translation>2  Beschleuniger wählen</translation>
    </message>
    <message>
        <source>3  Watch and compare</source>
        <translation>3  Zusehen und vergleichen</translation>
    </message>
    <message>
        <source>A transformer, CNN or MLP; training or inference; batch, sequence, precision and parallelism.</source>
        <translation>Ein Transformer, CNN oder MLP; Training oder Inferenz; Batch, Sequenz, Genauigkeit und Parallelität.</translation>
    </message>
    <message>
        <source>GPUs and TPUs from a sourced catalog, or your own what-if chip.</source>
        <translation>GPUs und TPUs aus einem belegten Katalog oder Ihr eigener Was-wäre-wenn-Chip.</translation>
    </message>
    <message>
        <source>An animated systolic array and SIMT execution beside charts of time, cost and energy.</source>
        <translation>Ein animiertes systolisches Array und SIMT-Ausführung neben Diagrammen zu Zeit, Kosten und Energie.</translation>
    </message>
</context>
<context>
    <name>ts::cli::CommandLine</name>
    <message>
        <source>Run &apos;tensorscope %1 --help&apos; for its options.
</source>
        <translation>&apos;tensorscope %1 --help&apos; zeigt die Optionen.
</translation>
    </message>
    <message>
        <source>Usage: tensorscope [COMMAND] [OPTIONS]

Tensorscope compares GPUs and TPUs on deep-learning work. Run it without a
command to open the application window.

Commands:
%1
Options:
  -h, --help     Show this help; &apos;tensorscope COMMAND --help&apos; shows a command&apos;s
  -v, --version  Show the version

Exit status: 0 success, 1 failure, 2 bad command line.
</source>
        <translation>Verwendung: tensorscope [BEFEHL] [OPTIONEN]

Tensorscope vergleicht GPUs und TPUs bei Deep-Learning-Arbeit. Ohne Befehl
öffnet es das Anwendungsfenster.

Befehle:
%1
Optionen:
  -h, --help     Diese Hilfe; &apos;tensorscope BEFEHL --help&apos; zeigt die eines Befehls
  -v, --version  Die Version anzeigen

Rückgabewert: 0 Erfolg, 1 Fehlschlag, 2 fehlerhafte Befehlszeile.
</translation>
    </message>
    <message>
        <source>tensorscope: unknown command &apos;%1&apos;. Run &apos;tensorscope --help&apos; for the list.
</source>
        <translation>tensorscope: unbekannter Befehl &apos;%1&apos;. &apos;tensorscope --help&apos; zeigt die Liste.
</translation>
    </message>
</context>
<context>
    <name>ts::cli::ScreenshotCommand</name>
    <message>
        <source>Render the main window offscreen to a PNG file (no display needed)</source>
        <translation>Das Hauptfenster ohne Bildschirm in eine PNG-Datei zeichnen</translation>
    </message>
    <message>
        <source>PNG file to write.</source>
        <translation>Zu schreibende PNG-Datei.</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>DATEI</translation>
    </message>
    <message>
        <source>Window size in pixels, from %1 to %2 a side (default 1600x1000).</source>
        <translation>Fenstergröße in Pixeln, %1 bis %2 je Seite (Standard 1600x1000).</translation>
    </message>
    <message>
        <source>WxH</source>
        <translation>BxH</translation>
    </message>
    <message>
        <source>light or dark (default light).</source>
        <translation>light (hell) oder dark (dunkel), Standard light.</translation>
    </message>
    <message>
        <source>THEME</source>
        <translation>SCHEMA</translation>
    </message>
    <message>
        <source>tensorscope screenshot: --out FILE.png is required.
</source>
        <translation>tensorscope screenshot: --out DATEI.png ist erforderlich.
</translation>
    </message>
    <message>
        <source>tensorscope screenshot: &apos;%1&apos;: the output must be a .png file.
</source>
        <translation>tensorscope screenshot: &apos;%1&apos;: die Ausgabe muss eine .png-Datei sein.
</translation>
    </message>
    <message>
        <source>tensorscope screenshot: --size &apos;%1&apos;: expected WxH with each side from %2 to %3, e.g. 1600x1000.
</source>
        <translation>tensorscope screenshot: --size &apos;%1&apos;: erwartet BxH mit %2 bis %3 je Seite, z. B. 1600x1000.
</translation>
    </message>
    <message>
        <source>tensorscope screenshot: --theme &apos;%1&apos;: expected light or dark.
</source>
        <translation>tensorscope screenshot: --theme &apos;%1&apos;: erwartet light oder dark.
</translation>
    </message>
    <message>
        <source>tensorscope screenshot: cannot write &apos;%1&apos;: %2
</source>
        <translation>tensorscope screenshot: &apos;%1&apos; kann nicht geschrieben werden: %2
</translation>
    </message>
    <message>
        <source>Wrote %1 (%2x%3, %4 theme)
</source>
        <translation>%1 geschrieben (%2x%3, Schema %4)
</translation>
    </message>
</context>
</TS>
