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
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Systolic array</source>
        <translation type="unfinished"></translation>
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
    <name>ts::SystolicPainter</name>
    <message>
        <source>idle (padding)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>loading</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>filling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>active</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>draining</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B →</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A →</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B ↓</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B ↓ (load), 0 ↓</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A ↓ (load), 0 ↓</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C ↓ out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  (filled: final)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>output final</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1×%2 %3 · GEMM %4×%5×%6 · cycle %7 / %8 · fold %9 / %10</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ts::SystolicView</name>
    <message>
        <source>Play or pause (Space)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One cycle back (Left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One cycle forward (Right)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scrub through the cycles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Dataflow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;M</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;K</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cycles/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cycle %1 / %2   ·   Fold %3 / %4   ·   Utilization %5 % (so far %6 %)   ·   Mapping efficiency %7 %</source>
        <translation type="unfinished"></translation>
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
    <name>ts::cli::DevicesCommand</name>
    <message>
        <source>List the accelerator catalog, or show one device with its sources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;show ID&apos; prints every field of one device and its sources.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[show ID]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only devices of this kind: gpu, tpu or other.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KIND</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also load this catalog file, after the shipped catalog and the user folder (repeatable).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FILE</source>
        <translation type="unfinished">DATEI</translation>
    </message>
    <message>
        <source>Print JSON (keys as in docs/catalog.md).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print CSV (list form only).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exit with 1 if loading the catalogs reported anything.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tensorscope devices: --json and --csv cannot be combined.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tensorscope devices: expected no arguments or &apos;show ID&apos;, found &apos;%1&apos;.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tensorscope devices show: --csv is for the list form only.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tensorscope devices: --kind &apos;%1&apos;: expected gpu, tpu or other.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tensorscope devices show: no device with id &apos;%1&apos;; run &apos;tensorscope devices&apos; for the list.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NAME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VENDOR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BF16 TFLOP/S</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MEMORY GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BW GB/S</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TDP W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>$/CHIP-H</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n device(s). Peaks are dense; &apos;tensorscope devices show ID&apos; lists every field and its sources.
</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2 %3, %4, %5)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loaded from: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sources:
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (supports: %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes:
</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ts::cli::EstimateCommand</name>
    <message>
        <source>Estimate a workload step on catalog devices: time, MFU, memory, energy and cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A preset id or a workload file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>WORKLOAD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Catalog ids, comma-separated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ID[,ID...]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also load this catalog file (repeatable).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FILE</source>
        <translation type="unfinished">DATEI</translation>
    </message>
    <message>
        <source>Print JSON (keys in the README).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print one CSV row per device.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print a Markdown table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also print every operator&apos;s derivation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>choose one of --json, --csv and --markdown.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--workload PRESET|FILE is required; &apos;tensorscope workload list&apos; lists the presets.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--device ID[,ID...] is required; &apos;tensorscope devices&apos; lists them.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no device with id &apos;%1&apos;; &apos;tensorscope devices&apos; lists them.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot run this workload (no matrix rate for its precision).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2, batch %3, seq %4, %5

</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MFU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>energy/step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cost/step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mostly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NO, does not fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no TDP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
%1: every operator (time per execution x count; bound; model; losses)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  %1 x%2: %3, %4-bound, %5, %6 of the roof used, losses x%7; compute %8, memory %9
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  notes: %1
</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ts::cli::GemmCommand</name>
    <message>
        <source>Estimate one matrix multiply on catalog devices, with its losses and bound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rows of A and C.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>M</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Columns of B and C.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The reduction dimension.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>K</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Independent products (default 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One of %1 (default bf16).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Catalog ids, comma-separated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ID[,ID...]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also load this catalog file (repeatable).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FILE</source>
        <translation type="unfinished">DATEI</translation>
    </message>
    <message>
        <source>Print JSON (keys in the README).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tensorscope gemm: --%1 is required.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tensorscope gemm: --%1 &apos;%2&apos; %3.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tensorscope gemm: --precision &apos;%1&apos;: expected one of %2.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tensorscope gemm: --device ID[,ID...] is required; &apos;tensorscope devices&apos; lists them.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tensorscope gemm: no device with id &apos;%1&apos;; &apos;tensorscope devices&apos; lists them.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GEMM %1 x (%2x%3 . %3x%4) %5
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tensorscope gemm: %1 has no matrix rate for %2 or a fallback.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tensorscope gemm: the GEMM is too large to estimate.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 s, %3 TFLOP/s, %4 of the %5 peak, %6-bound (%7)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  tile %1x%2, split-K %3, %4 waves; losses: tile %5, wave %6, alignment %7
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  %1 folds; losses: padding %2, fill/drain %3, distribution %4
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  compute %1 s, memory %2 s, overhead %3 s
</source>
        <translation type="unfinished"></translation>
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
    <message>
        <source>start or systolic (default start).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TAB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>systolic tab: the cycle to show (default: a third into the first fold).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tensorscope screenshot: --tab &apos;%1&apos;: expected start or systolic.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tensorscope screenshot: --cycle &apos;%1&apos; %2.
</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ts::cli::SimulateCommand</name>
    <message>
        <source>Run a simulator in batch mode: &apos;simulate systolic&apos; runs a GEMM on a systolic array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What to simulate: systolic.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Systolic array rows (PEs).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Systolic array columns (PEs).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>os (output stationary), ws (weight stationary) or is (input stationary).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DATAFLOW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GEMM rows of A and C.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>M</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GEMM reduction dimension.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>K</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GEMM columns of B and C.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>auto (default: simulate unless the GEMM is too large), simulate or closed-form.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>METHOD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the result as JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tensorscope simulate: expected one target, e.g. &apos;tensorscope simulate systolic --rows 8 --cols 8 --dataflow ws --m 64 --k 64 --n 64&apos;.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tensorscope simulate: unknown target &apos;%1&apos;; expected: systolic.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 is required.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 &apos;%2&apos;: expected an integer from 1 to %3.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--dataflow is required (os, ws or is).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--dataflow &apos;%1&apos;: expected os, ws or is.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--method &apos;%1&apos;: expected auto, simulate or closed-form.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the cycle count of this GEMM on this array does not fit in 64 bits.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this GEMM is too large to simulate (%1 PE-updates, limit %2; at most %3 elements per matrix); use --method auto or closed-form.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the simulator rejected this shape.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Systolic array %1x%2, %3 dataflow, GEMM M=%4 K=%5 N=%6
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Method:             %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>simulated (register level)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>closed form (too large to simulate)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cycles:             %1 (SCALE-Sim Total Cycles)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Folds:              %1 (%2 x %3), %4 cycles each
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Utilization:        %1 %
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mapping efficiency: %1 %
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Product check:      %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not run (closed form)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exact match with Eigen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MISMATCH</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ts::cli::WorkloadCommand</name>
    <message>
        <source>List the workload presets, or show a workload&apos;s operators, FLOPs and memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>list or show.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>show: a preset id or a workload file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[PRESET|FILE]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print machine-readable JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tensorscope workload: expected &apos;list&apos; or &apos;show PRESET|FILE&apos;.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run &apos;tensorscope workload --help&apos; for its options.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2): %3, global batch %4, micro-batch %5, seq %6, %7
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parameters:      %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, active %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FLOPs per step:  %1 (%2FLOP), %3 tokens or samples
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KV cache:        %1 bytes per token
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory (one device): weights %1, gradients %2, optimizer %3, activations %4, KV cache %5, workspace %6, total %7
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shape (b*MxNxK)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FLOPs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FLOP/B</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ts::cli::WorkloadOptions</name>
    <message>
        <source>training, prefill or decode.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PHASE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Global batch (sequences or samples).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequence (prompt) length in tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weights and activations: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 &apos;%2&apos; %3.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--phase &apos;%1&apos;: expected training, prefill or decode.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--precision &apos;%1&apos;: expected one of %2.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is neither a preset nor a file; &apos;tensorscope workload list&apos; lists the presets.
</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
