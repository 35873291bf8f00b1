<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AccuracyText</name>
    <message>
        <source>NVIDIA GPUs</source>
        <translation>NVIDIA-GPUs</translation>
    </message>
    <message>
        <source>GEMM</source>
        <translation>GEMM</translation>
    </message>
    <message>
        <source>memory bandwidth</source>
        <translation>Speicherbandbreite</translation>
    </message>
    <message>
        <source>collectives</source>
        <translation>Kollektive</translation>
    </message>
    <message>
        <source>end-to-end training</source>
        <translation>Training Ende-zu-Ende</translation>
    </message>
    <message>
        <source>training throughput</source>
        <translation>Trainingsdurchsatz</translation>
    </message>
    <message>
        <source>inference</source>
        <translation>Inferenz</translation>
    </message>
    <message>
        <source>matrix fraction assumed (%1 from %2)</source>
        <extracomment>An assumed input of the step time: the matrix units&apos; achievable fraction of their peak at precision %1 is taken from the measured precision %2.</extracomment>
        <translation>Matrixanteil angenommen (%1 von %2)</translation>
    </message>
    <message>
        <source>peak clock assumed sustained</source>
        <translation>Spitzentakt als dauerhaft angenommen</translation>
    </message>
    <message>
        <source>GPU clock assumed</source>
        <translation>GPU-Takt angenommen</translation>
    </message>
    <message>
        <source>%1%2%</source>
        <extracomment>A signed percentage: %1 is the sign (− or +), %2 the number.</extracomment>
        <translation>%1%2 %</translation>
    </message>
    <message>
        <source>±%1%</source>
        <extracomment>A symmetric uncertainty band, e.g. &quot;±17%&quot;.</extracomment>
        <translation>±%1 %</translation>
    </message>
    <message>
        <source>%1 … %2</source>
        <extracomment>An uncertainty band that is not centred on the prediction, e.g. &quot;−2% … +40%&quot;.</extracomment>
        <translation>%1 … %2</translation>
    </message>
    <message>
        <source>every device (fewer than %2 on %1)</source>
        <extracomment>Where a band comes from when the device&apos;s vendor family has too few measurements: %1 is a family such as &quot;Google TPUs&quot;, %2 the minimum number of measurements.</extracomment>
        <translation>allen Geräten (weniger als %2 auf %1)</translation>
    </message>
    <message>
        <source>%1 — %2 rows on %3, %4 measurements (Help › Accuracy, docs/validation.md)</source>
        <extracomment>%1 the band (e.g. &quot;±17%&quot;), %2 the validation category (e.g. &quot;inference&quot;), %3 the devices (e.g. &quot;NVIDIA GPUs&quot;), %4 the number of measurements.</extracomment>
        <translation>%1 — Zeilen „%2“ auf %3, %4 Messungen (Hilfe › Genauigkeit, docs/validation.md)</translation>
    </message>
    <message>
        <source>; widened ×%1: %2</source>
        <extracomment>Appended to a band&apos;s provenance: %1 the widening factor (e.g. &quot;2&quot;), %2 the assumed inputs.</extracomment>
        <translation>; verbreitert ×%1: %2</translation>
    </message>
    <message>
        <source>Uncertainty of %1: %2</source>
        <extracomment>%1 a metric&apos;s name (e.g. &quot;Step time&quot;), %2 its band (e.g. &quot;±17%&quot;).</extracomment>
        <translation>Unsicherheit von %1: %2</translation>
    </message>
    <message>
        <source>training, eager PyTorch</source>
        <extracomment>A validation category: training steps run by PyTorch in eager mode (Hugging Face)</extracomment>
        <translation>Training, PyTorch im Eager-Modus</translation>
    </message>
    <message>
        <source>AMD GPUs</source>
        <extracomment>The devices a band comes from, after &quot;on&quot;: &quot;inference rows on AMD GPUs&quot;</extracomment>
        <translation>AMD-GPUs</translation>
    </message>
    <message>
        <source>Google TPUs</source>
        <extracomment>The devices a band comes from, after &quot;on&quot;: &quot;inference rows on Google TPUs&quot;</extracomment>
        <translation>Google-TPUs</translation>
    </message>
    <message>
        <source>Intel accelerators</source>
        <extracomment>The devices a band comes from, after &quot;on&quot;: &quot;inference rows on Intel accelerators&quot;</extracomment>
        <translation>Intel-Beschleunigern</translation>
    </message>
    <message>
        <source>AWS accelerators</source>
        <extracomment>The devices a band comes from, after &quot;on&quot;: &quot;inference rows on AWS accelerators&quot;</extracomment>
        <translation>AWS-Beschleunigern</translation>
    </message>
    <message>
        <source>%1 devices</source>
        <extracomment>The devices of a vendor named in a user&apos;s device file, read after &quot;on&quot;: &quot;inference rows on Cerebras devices&quot;.</extracomment>
        <translation>Geräten von %1</translation>
    </message>
    <message>
        <source>long context (context parallel)</source>
        <extracomment>A validation category: training steps on long sequences split by context parallelism</extracomment>
        <translation>langer Kontext (Kontextparallelität)</translation>
    </message>
    <message>
        <source>every device</source>
        <extracomment>Where a band comes from when the device names no vendor.</extracomment>
        <translation>allen Geräten</translation>
    </message>
</context>
<context>
    <name>DeveloperOptions</name>
    <message>
        <source>tensorscope: unknown option &apos;%1&apos;. Run &apos;tensorscope --help&apos; for usage.</source>
        <extracomment>%1 is the option as typed, e.g. --frobnicate</extracomment>
        <translation>tensorscope: unbekannte Option &apos;%1&apos;. &apos;tensorscope --help&apos; zeigt die Verwendung.</translation>
    </message>
    <message>
        <source>tensorscope: option &apos;%1&apos; needs a value.</source>
        <translation>tensorscope: Option &apos;%1&apos; braucht einen Wert.</translation>
    </message>
    <message>
        <source>tensorscope: option &apos;--recover&apos; expects ask, yes or no, found &apos;%1&apos;.</source>
        <translation>tensorscope: Option &apos;--recover&apos; erwartet ask, yes oder no, gefunden &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>tensorscope: option &apos;%1&apos;: &apos;%2&apos; %3.</source>
        <translation>tensorscope: Option &apos;%1&apos;: &apos;%2&apos; %3.</translation>
    </message>
</context>
<context>
    <name>DeviceDetails</name>
    <message>
        <source>Peak %1 (dense)</source>
        <translation>Spitze %1 (dicht)</translation>
    </message>
    <message>
        <source>%1 TFLOP/s</source>
        <translation>%1 TFLOP/s</translation>
    </message>
    <message>
        <source>Vector FP32</source>
        <translation>Vektor FP32</translation>
    </message>
    <message>
        <source>Boost clock</source>
        <translation>Boost-Takt</translation>
    </message>
    <message>
        <source>%1 MHz</source>
        <translation>%1 MHz</translation>
    </message>
    <message>
        <source>Sustained matrix clock</source>
        <translation>Dauertakt unter Matrixlast</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>Memory bandwidth</source>
        <translation>Speicherbandbreite</translation>
    </message>
    <message>
        <source>%1 TB/s</source>
        <translation>%1 TB/s</translation>
    </message>
    <message>
        <source>On-chip %1</source>
        <translation>On-Chip-%1</translation>
    </message>
    <message>
        <source>%1 MB</source>
        <translation>%1 MB</translation>
    </message>
    <message>
        <source>SMs / CUs</source>
        <translation>SMs / CUs</translation>
    </message>
    <message>
        <source>Cores per chip</source>
        <translation>Kerne pro Chip</translation>
    </message>
    <message>
        <source>Matrix units per core</source>
        <translation>Matrixeinheiten pro Kern</translation>
    </message>
    <message>
        <source>Matrix unit</source>
        <translation>Matrixeinheit</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>TDP</source>
        <translation>TDP</translation>
    </message>
    <message>
        <source>%1 W</source>
        <translation>%1 W</translation>
    </message>
    <message>
        <source>Idle power</source>
        <translation>Leerlaufleistung</translation>
    </message>
    <message>
        <source>Interconnect %1</source>
        <translation>Verbindung %1</translation>
    </message>
    <message>
        <source>%1 GB/s per direction</source>
        <translation>%1 GB/s je Richtung</translation>
    </message>
    <message>
        <source>Price (%1)</source>
        <translation>Preis (%1)</translation>
    </message>
    <message>
        <source>$%1 / chip-hour</source>
        <translation>%1 $ / Chip-Stunde</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Kennzahl</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Price %1: %2, %3, observed %4</source>
        <translation>Preis %1: %2, %3, beobachtet %4</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Quellen</translation>
    </message>
    <message>
        <source>Loaded from %1</source>
        <translation>Geladen aus %1</translation>
    </message>
    <message>
        <source>%1 (%2–%3 W)</source>
        <translation>%1 (%2–%3 W)</translation>
    </message>
    <message>
        <source>Power, measured maximum</source>
        <translation>Leistung, gemessenes Maximum</translation>
    </message>
    <message>
        <source>Power, estimated</source>
        <translation>Leistung, geschätzt</translation>
    </message>
    <message>
        <source>Power, measured mean</source>
        <translation>Leistung, gemessener Mittelwert</translation>
    </message>
    <message>
        <source>Purchase (%1)</source>
        <extracomment>a purchase price in the device details: &quot;Purchase (list)&quot; or &quot;Purchase (reported)&quot;</extracomment>
        <translation>Kaufpreis (%1)</translation>
    </message>
    <message>
        <source>$%1 a chip</source>
        <translation>%1 $ pro Chip</translation>
    </message>
    <message>
        <source>No rental price: %1</source>
        <translation>Kein Mietpreis: %1</translation>
    </message>
    <message>
        <source>none in the catalog</source>
        <translation>keiner im Katalog</translation>
    </message>
    <message>
        <source>Purchase %1: %2, %3</source>
        <translation>Kaufpreis %1: %2, %3</translation>
    </message>
    <message>
        <source>%1 GiB %2</source>
        <translation>%1 GiB %2</translation>
    </message>
</context>
<context>
    <name>Diagnostic</name>
    <message>
        <source>a legal split of %1 chips</source>
        <translation>eine zulässige Aufteilung auf %1 Chips</translation>
    </message>
    <message>
        <source>none (see the divisibility rules in docs/scaling.md)</source>
        <translation>keine (siehe die Teilbarkeitsregeln in docs/scaling.md)</translation>
    </message>
    <message>
        <source>%1 more problems in this file, not listed</source>
        <translation>%1 weitere Probleme in dieser Datei, nicht aufgeführt</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>ein Ordner</translation>
    </message>
    <message>
        <source>a special file (FIFO, device or socket)</source>
        <translation>eine Spezialdatei (FIFO, Gerät oder Socket)</translation>
    </message>
    <message>
        <source>each key once in an object</source>
        <translation>jeden Schlüssel einmal pro Objekt</translation>
    </message>
    <message>
        <source>key &quot;%1&quot; again (its last value is used)</source>
        <translation>Schlüssel „%1“ erneut (sein letzter Wert gilt)</translation>
    </message>
    <message>
        <source>%1 more duplicate keys</source>
        <translation>%1 weitere doppelte Schlüssel</translation>
    </message>
    <message>
        <source>valid JSON</source>
        <translation>gültiges JSON</translation>
    </message>
    <message>
        <source>a readable regular file</source>
        <translation>eine lesbare reguläre Datei</translation>
    </message>
    <message>
        <source>at most %1 bytes</source>
        <translation>höchstens %1 Bytes</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 Bytes</translation>
    </message>
    <message>
        <source>more</source>
        <translation>mehr</translation>
    </message>
    <message>
        <source>object</source>
        <translation>Objekt</translation>
    </message>
    <message>
        <source>array</source>
        <translation>Array</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>number %1</source>
        <translation>Zahl %1</translation>
    </message>
    <message>
        <source>string &quot;%1&quot;</source>
        <translation>Zeichenkette „%1“</translation>
    </message>
    <message>
        <source>string</source>
        <translation>Zeichenkette</translation>
    </message>
    <message>
        <source>string of at most %1 characters</source>
        <translation>Zeichenkette mit höchstens %1 Zeichen</translation>
    </message>
    <message>
        <source>string of %1 characters</source>
        <translation>Zeichenkette mit %1 Zeichen</translation>
    </message>
    <message>
        <source>one of %1</source>
        <translation>eines von %1</translation>
    </message>
    <message>
        <source>number</source>
        <translation>Zahl</translation>
    </message>
    <message>
        <source>number &gt; 0</source>
        <translation>Zahl &gt; 0</translation>
    </message>
    <message>
        <source>number &gt;= 0</source>
        <translation>Zahl &gt;= 0</translation>
    </message>
    <message>
        <source>integer in [%1, %2]</source>
        <translation>ganze Zahl in [%1, %2]</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true oder false</translation>
    </message>
    <message>
        <source>array of at most %1 entries</source>
        <translation>Array mit höchstens %1 Einträgen</translation>
    </message>
    <message>
        <source>array of %1 entries</source>
        <translation>Array mit %1 Einträgen</translation>
    </message>
    <message>
        <source>a known field</source>
        <translation>ein bekanntes Feld</translation>
    </message>
    <message>
        <source>unknown key &quot;%1&quot;</source>
        <translation>unbekannter Schlüssel „%1“</translation>
    </message>
    <message>
        <source>known fields</source>
        <translation>bekannte Felder</translation>
    </message>
    <message>
        <source>%1 more unknown keys</source>
        <translation>%1 weitere unbekannte Schlüssel</translation>
    </message>
    <message>
        <source>at most %1</source>
        <translation>höchstens %1</translation>
    </message>
    <message>
        <source>string, or object of strings keyed by language (%1)</source>
        <translation>Zeichenkette oder Objekt von Zeichenketten nach Sprache (%1)</translation>
    </message>
    <message>
        <source>a language: %1</source>
        <translation>eine Sprache: %1</translation>
    </message>
    <message>
        <source>languages</source>
        <translation>Sprachen</translation>
    </message>
    <message>
        <source>the id of a device loaded earlier or in this file</source>
        <translation>die ID eines früher oder in dieser Datei geladenen Geräts</translation>
    </message>
    <message>
        <source>a base device that loads</source>
        <translation>ein Basisgerät, das sich laden lässt</translation>
    </message>
    <message>
        <source>&quot;%1&quot;, which failed to load</source>
        <translation>„%1“, das nicht geladen werden konnte</translation>
    </message>
    <message>
        <source>a base chain of at most %1 links</source>
        <translation>eine Basiskette mit höchstens %1 Gliedern</translation>
    </message>
    <message>
        <source>%1 links from &quot;%2&quot;</source>
        <translation>%1 Glieder ab „%2“</translation>
    </message>
    <message>
        <source>a base chain that ends at a complete device</source>
        <translation>eine Basiskette, die bei einem vollständigen Gerät endet</translation>
    </message>
    <message>
        <source>cycle %1</source>
        <translation>Zyklus %1</translation>
    </message>
    <message>
        <source>object with schema_version and devices</source>
        <translation>Objekt mit schema_version und devices</translation>
    </message>
    <message>
        <source>schema_version &lt;= %1</source>
        <translation>schema_version &lt;= %1</translation>
    </message>
    <message>
        <source>a non-empty id</source>
        <translation>eine nicht leere ID</translation>
    </message>
    <message>
        <source>an id not already used at %1</source>
        <translation>eine ID, die nicht schon bei %1 verwendet wird</translation>
    </message>
    <message>
        <source>a plausible value in [%1, %2]</source>
        <translation>ein plausibler Wert in [%1, %2]</translation>
    </message>
    <message>
        <source>a precision (%1)</source>
        <translation>eine Genauigkeit (%1)</translation>
    </message>
    <message>
        <source>key &quot;%1&quot;</source>
        <translation>Schlüssel „%1“</translation>
    </message>
    <message>
        <source>at least one precision</source>
        <translation>mindestens eine Genauigkeit</translation>
    </message>
    <message>
        <source>an empty object</source>
        <translation>ein leeres Objekt</translation>
    </message>
    <message>
        <source>&quot;measured&quot; or &quot;estimated&quot; with max_w</source>
        <translation>&quot;measured&quot; oder &quot;estimated&quot; zusammen mit max_w</translation>
    </message>
    <message>
        <source>%1 with basis &quot;%2&quot;</source>
        <translation>%1 bei basis &quot;%2&quot;</translation>
    </message>
    <message>
        <source>at most %1 (%2)</source>
        <translation>höchstens %1 (%2)</translation>
    </message>
    <message>
        <source>a fraction of the peak in (0, 1]</source>
        <translation>ein Anteil der Spitzenleistung in (0, 1]</translation>
    </message>
    <message>
        <source>at most the peak&apos;s clock (%1 MHz)</source>
        <translation>höchstens der Takt der Spitzenleistung (%1 MHz)</translation>
    </message>
    <message>
        <source>at most boost_mhz (%1)</source>
        <translation>höchstens boost_mhz (%1)</translation>
    </message>
    <message>
        <source>either capacity_gb or capacity_gib</source>
        <translation>entweder capacity_gb oder capacity_gib</translation>
    </message>
    <message>
        <source>both</source>
        <translation>beide</translation>
    </message>
    <message>
        <source>capacity_gb (1e9 bytes) or capacity_gib (2^30 bytes)</source>
        <translation>capacity_gb (1e9 Bytes) oder capacity_gib (2^30 Bytes)</translation>
    </message>
    <message>
        <source>array of objects</source>
        <translation>Array von Objekten</translation>
    </message>
    <message>
        <source>element %1: %2</source>
        <translation>Element %1: %2</translation>
    </message>
    <message>
        <source>an MMA shape like &quot;m16n8k16&quot;</source>
        <translation>eine MMA-Form wie &quot;m16n8k16&quot;</translation>
    </message>
    <message>
        <source>warp_size × max_warps_per_sm = %1</source>
        <translation>warp_size × max_warps_per_sm = %1</translation>
    </message>
    <message>
        <source>array of strings like &quot;4x4x4&quot;</source>
        <translation>Array von Zeichenketten wie &quot;4x4x4&quot;</translation>
    </message>
    <message>
        <source>a per-step latency of at most 1000 us</source>
        <translation>eine Latenz pro Schritt von höchstens 1000 us</translation>
    </message>
    <message>
        <source>a fraction of the link rate in (0, 1]</source>
        <translation>ein Anteil der Verbindungsrate in (0, 1]</translation>
    </message>
    <message>
        <source>at most %1 USD per chip-hour</source>
        <translation>höchstens %1 USD pro Chip-Stunde</translation>
    </message>
    <message>
        <source>at most %1 USD per chip</source>
        <translation>höchstens %1 USD pro Chip</translation>
    </message>
    <message>
        <source>at least one source</source>
        <translation>mindestens eine Quelle</translation>
    </message>
    <message>
        <source>an empty array</source>
        <translation>ein leeres Array</translation>
    </message>
    <message>
        <source>array of strings</source>
        <translation>Array von Zeichenketten</translation>
    </message>
    <message>
        <source>an id of 1 to %1 letters, digits, &apos;.&apos;, &apos;_&apos;, &apos;+&apos; or &apos;-&apos;</source>
        <translation>eine ID aus 1 bis %1 Buchstaben, Ziffern, &apos;.&apos;, &apos;_&apos;, &apos;+&apos; oder &apos;-&apos;</translation>
    </message>
    <message>
        <source>1 (experts in every layer after the dense ones)</source>
        <translation>1 (Experten in jeder Schicht nach den dichten)</translation>
    </message>
    <message>
        <source>at most n_routed_experts (%1)</source>
        <translation>höchstens n_routed_experts (%1)</translation>
    </message>
    <message>
        <source>the main model only</source>
        <translation>nur das Hauptmodell</translation>
    </message>
    <message>
        <source>%1 multi-token prediction module(s), not counted (the published totals leave them out too)</source>
        <translation>%1 Multi-Token-Vorhersagemodul(e), nicht mitgezählt (die veröffentlichten Summen lassen sie ebenfalls weg)</translation>
    </message>
    <message>
        <source>at most num_local_experts (%1)</source>
        <translation>höchstens num_local_experts (%1)</translation>
    </message>
    <message>
        <source>a multiple of num_attention_heads (%1), or a head_dim</source>
        <translation>ein Vielfaches von num_attention_heads (%1) oder ein head_dim</translation>
    </message>
    <message>
        <source>a divisor of num_attention_heads (%1)</source>
        <translation>ein Teiler von num_attention_heads (%1)</translation>
    </message>
    <message>
        <source>SiLU gating (the same three matrices and FLOPs)</source>
        <translation>SiLU-Gating (dieselben drei Matrizen und FLOPs)</translation>
    </message>
    <message>
        <source>GELU gating (GeGLU), modeled as SwiGLU</source>
        <translation>GELU-Gating (GeGLU), modelliert als SwiGLU</translation>
    </message>
    <message>
        <source>integer &gt;= 1</source>
        <translation>ganze Zahl &gt;= 1</translation>
    </message>
    <message>
        <source>integer &gt;= 1 (or 0 for the workload&apos;s)</source>
        <translation>ganze Zahl &gt;= 1 (oder 0 für den der Arbeitslast)</translation>
    </message>
    <message>
        <source>0, 1, 2 or 3</source>
        <translation>0, 1, 2 oder 3</translation>
    </message>
    <message>
        <source>1: only transformers are split by tensor, pipeline, context or expert parallelism</source>
        <translation>1: nur Transformer werden durch Tensor-, Pipeline-, Kontext- oder Expertenparallelität aufgeteilt</translation>
    </message>
    <message>
        <source>a divisor of the %1 attention heads</source>
        <translation>ein Teiler der %1 Attention-Köpfe</translation>
    </message>
    <message>
        <source>a divisor or multiple of the %1 KV heads</source>
        <translation>ein Teiler oder Vielfaches der %1 KV-Köpfe</translation>
    </message>
    <message>
        <source>a divisor of the %1 KV heads</source>
        <translation>ein Teiler der %1 KV-Köpfe</translation>
    </message>
    <message>
        <source>a divisor of the MLP width %1</source>
        <translation>ein Teiler der MLP-Breite %1</translation>
    </message>
    <message>
        <source>a divisor of the %1 layers</source>
        <translation>ein Teiler der %1 Schichten</translation>
    </message>
    <message>
        <source>pp x virtual stages dividing the %1 layers</source>
        <translation>pp x virtuelle Stufen, die die %1 Schichten teilen</translation>
    </message>
    <message>
        <source>a divisor of both the %1 experts and dp %2</source>
        <translation>ein Teiler sowohl der %1 Experten als auch von dp %2</translation>
    </message>
    <message>
        <source>1 for a decode step (context parallelism splits the tokens of a training step or a prefill)</source>
        <translation>1 für einen Decode-Schritt (Kontextparallelität teilt die Token eines Trainings- oder Prefill-Schritts)</translation>
    </message>
    <message>
        <source>%1 dividing the sequence length %2</source>
        <translation>%1, das die Sequenzlänge %2 teilt</translation>
    </message>
    <message>
        <source>dp x micro-batch (%1 x %2) dividing the global batch %3</source>
        <translation>dp x Micro-Batch (%1 x %2), das den globalen Batch %3 teilt</translation>
    </message>
    <message>
        <source>remainder %1</source>
        <translation>Rest %1</translation>
    </message>
    <message>
        <source>a divisor of the batch %1</source>
        <translation>ein Teiler der Batchgröße %1</translation>
    </message>
    <message>
        <source>0 for inference (ZeRO shards training state)</source>
        <translation>0 für Inferenz (ZeRO teilt Trainingszustand auf)</translation>
    </message>
    <message>
        <source>sizes whose FLOPs, bytes and parameters fit 64-bit integers</source>
        <translation>Größen, deren FLOPs, Bytes und Parameter in 64-Bit-Ganzzahlen passen</translation>
    </message>
    <message>
        <source>overflow in %1</source>
        <translation>Überlauf in %1</translation>
    </message>
    <message>
        <source>integer in [1, %1]</source>
        <translation>ganze Zahl in [1, %1]</translation>
    </message>
    <message>
        <source>a probability from 0 to 1</source>
        <translation>eine Wahrscheinlichkeit von 0 bis 1</translation>
    </message>
    <message>
        <source>seconds from 0 to 86400</source>
        <translation>Sekunden von 0 bis 86400</translation>
    </message>
    <message>
        <source>&quot;recompute&quot;: &quot;custom&quot; beside it</source>
        <translation>daneben &quot;recompute&quot;: &quot;custom&quot;</translation>
    </message>
    <message>
        <source>each tensor&apos;s placement for &quot;recompute&quot;: &quot;custom&quot;</source>
        <translation>die Platzierung jedes Tensors für &quot;recompute&quot;: &quot;custom&quot;</translation>
    </message>
    <message>
        <source>the placement of query_proj (q, k and v are kept together)</source>
        <translation>die Platzierung von query_proj (q, k und v bleiben zusammen)</translation>
    </message>
    <message>
        <source>&quot;device&quot; or &quot;offload&quot; (recomputation starts from it)</source>
        <translation>&quot;device&quot; oder &quot;offload&quot; (die Neuberechnung beginnt dort)</translation>
    </message>
    <message>
        <source>integer &gt; 0</source>
        <translation>ganze Zahl &gt; 0</translation>
    </message>
    <message>
        <source>a positive number</source>
        <translation>eine positive Zahl</translation>
    </message>
    <message>
        <source>a divisor of hidden (%1)</source>
        <translation>ein Teiler von hidden (%1)</translation>
    </message>
    <message>
        <source>a divisor of heads (%1)</source>
        <translation>ein Teiler von heads (%1)</translation>
    </message>
    <message>
        <source>at most experts (%1)</source>
        <translation>höchstens experts (%1)</translation>
    </message>
    <message>
        <source>integer &gt;= 0</source>
        <translation>ganze Zahl &gt;= 0</translation>
    </message>
    <message>
        <source>at most layers (%1)</source>
        <translation>höchstens layers (%1)</translation>
    </message>
    <message>
        <source>a sliding_window to go with it</source>
        <translation>ein sliding_window dazu</translation>
    </message>
    <message>
        <source>more than one expert with shared_experts, expert_ffn or dense_layers</source>
        <translation>mehr als einen Experten bei shared_experts, expert_ffn oder dense_layers</translation>
    </message>
    <message>
        <source>fewer than layers (%1), so that some layers have experts</source>
        <translation>weniger als layers (%1), damit einige Schichten Experten haben</translation>
    </message>
    <message>
        <source>integer &gt; 0 with kv_lora_rank (the decoupled rotary key)</source>
        <translation>ganze Zahl &gt; 0 bei kv_lora_rank (der entkoppelte Rotationsschlüssel)</translation>
    </message>
    <message>
        <source>integer &gt; 0 with kv_lora_rank</source>
        <translation>ganze Zahl &gt; 0 bei kv_lora_rank</translation>
    </message>
    <message>
        <source>the per-head width of q and k without the rotary part, with kv_lora_rank</source>
        <translation>die Breite pro Kopf von q und k ohne Rotationsanteil, bei kv_lora_rank</translation>
    </message>
    <message>
        <source>heads (%1): latent attention gives every head its keys</source>
        <translation>heads (%1): latente Attention gibt jedem Kopf seine Schlüssel</translation>
    </message>
    <message>
        <source>integer &gt; 0 with q_lora_rank, rope_head_dim or value_head_dim (latent attention)</source>
        <translation>ganze Zahl &gt; 0 bei q_lora_rank, rope_head_dim oder value_head_dim (latente Attention)</translation>
    </message>
    <message>
        <source>at most max_positions (%1) tokens with learned positions</source>
        <translation>höchstens max_positions (%1) Token bei gelernten Positionen</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation>%1 Token</translation>
    </message>
    <message>
        <source>1, or more for a decode step (speculative verification)</source>
        <translation>1, oder mehr für einen Decode-Schritt (spekulative Prüfung)</translation>
    </message>
    <message>
        <source>training or prefill for an encoder (decode needs a causal model)</source>
        <translation>Training oder Prefill bei einem Encoder (Decode braucht ein kausales Modell)</translation>
    </message>
    <message>
        <source>at most the padded input (%1×%2)</source>
        <translation>höchstens die aufgefüllte Eingabe (%1×%2)</translation>
    </message>
    <message>
        <source>adapters for a training step (fine-tuning)</source>
        <translation>Adapter für einen Trainingsschritt (Feinabstimmung)</translation>
    </message>
    <message>
        <source>rank %1 in a %2 step</source>
        <translation>Rang %1 in einem %2-Schritt</translation>
    </message>
    <message>
        <source>adapters on a transformer&apos;s linear layers</source>
        <translation>Adapter auf den linearen Schichten eines Transformers</translation>
    </message>
    <message>
        <source>rank %1 on another model</source>
        <translation>Rang %1 auf einem anderen Modell</translation>
    </message>
    <message>
        <source>at most hidden (%1)</source>
        <translation>höchstens hidden (%1)</translation>
    </message>
    <message>
        <source>adapters on the attention, the MLP or both</source>
        <translation>Adapter auf der Attention, dem MLP oder beiden</translation>
    </message>
    <message>
        <source>neither</source>
        <translation>keines von beiden</translation>
    </message>
    <message>
        <source>a storage precision (fp32, bf16, fp16, fp8, int8, int4)</source>
        <translation>eine Speichergenauigkeit (fp32, bf16, fp16, fp8, int8, int4)</translation>
    </message>
    <message>
        <source>a KV-cache precision for prefill or decode only</source>
        <translation>eine KV-Cache-Genauigkeit nur für Prefill oder Decode</translation>
    </message>
    <message>
        <source>&quot;%1&quot; in a training step</source>
        <translation>„%1“ in einem Trainingsschritt</translation>
    </message>
    <message>
        <source>speculative decoding with static batching (continuous batching with a draft is not modelled)</source>
        <translation>spekulatives Decoding mit statischem Batching (kontinuierliches Batching mit Entwurfsmodell wird nicht modelliert)</translation>
    </message>
    <message>
        <source>draft &quot;%1&quot; with continuous batching</source>
        <translation>Entwurfsmodell „%1“ mit kontinuierlichem Batching</translation>
    </message>
    <message>
        <source>0 (no chunking) or at least 2 tokens a step</source>
        <translation>0 (kein Chunking) oder mindestens 2 Token pro Schritt</translation>
    </message>
    <message>
        <source>int4 weights for prefill or decode only (weight-only quantization)</source>
        <translation>int4-Gewichte nur für Prefill oder Decode (reine Gewichtsquantisierung)</translation>
    </message>
    <message>
        <source>a divisor of global_batch (%1)</source>
        <translation>ein Teiler von global_batch (%1)</translation>
    </message>
    <message>
        <source>at least one stage</source>
        <translation>mindestens eine Stufe</translation>
    </message>
    <message>
        <source>empty array</source>
        <translation>leeres Array</translation>
    </message>
    <message>
        <source>at least 32 pixels (five stride-2 stages)</source>
        <translation>mindestens 32 Pixel (fünf Stufen mit Schrittweite 2)</translation>
    </message>
    <message>
        <source>at least one layer</source>
        <translation>mindestens eine Schicht</translation>
    </message>
    <message>
        <source>at least one operator</source>
        <translation>mindestens ein Operator</translation>
    </message>
    <message>
        <source>training or prefill (decode needs a causal transformer)</source>
        <translation>Training oder Prefill (Decode braucht einen kausalen Transformer)</translation>
    </message>
    <message>
        <source>an integer from 1 to %1</source>
        <translation>eine ganze Zahl von 1 bis %1</translation>
    </message>
    <message>
        <source>a number above 0 and at most %1</source>
        <translation>eine Zahl über 0 und höchstens %1</translation>
    </message>
    <message>
        <source>a split of %1 chips the workload allows</source>
        <translation>eine Aufteilung auf %1 Chips, die die Arbeitslast zulässt</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>a readable CSV file</source>
        <translation>eine lesbare CSV-Datei</translation>
    </message>
    <message>
        <source>a larger file</source>
        <translation>eine größere Datei</translation>
    </message>
    <message>
        <source>the header arrival_s,prompt_tokens,output_tokens</source>
        <translation>die Kopfzeile arrival_s,prompt_tokens,output_tokens</translation>
    </message>
    <message>
        <source>at most %1 requests</source>
        <translation>höchstens %1 Anfragen</translation>
    </message>
    <message>
        <source>more rows</source>
        <translation>mehr Zeilen</translation>
    </message>
    <message>
        <source>3 fields (arrival_s,prompt_tokens,output_tokens)</source>
        <translation>3 Felder (arrival_s,prompt_tokens,output_tokens)</translation>
    </message>
    <message>
        <source>%1 fields</source>
        <translation>%1 Felder</translation>
    </message>
    <message>
        <source>seconds from 0 to %1</source>
        <translation>Sekunden von 0 bis %1</translation>
    </message>
    <message>
        <source>a whole number of tokens from 1 to %1</source>
        <translation>eine ganze Zahl von Token von 1 bis %1</translation>
    </message>
    <message>
        <source>an empty file</source>
        <translation>eine leere Datei</translation>
    </message>
    <message>
        <source>at least one request</source>
        <translation>mindestens eine Anfrage</translation>
    </message>
    <message>
        <source>an empty field</source>
        <translation>ein leeres Feld</translation>
    </message>
    <message>
        <source>a closing double quote</source>
        <translation>ein schließendes Anführungszeichen</translation>
    </message>
    <message>
        <source>the end of the file</source>
        <translation>das Dateiende</translation>
    </message>
    <message>
        <source>a header line</source>
        <translation>eine Kopfzeile</translation>
    </message>
    <message>
        <source>%1 fields, as the header has</source>
        <translation>%1 Felder wie in der Kopfzeile</translation>
    </message>
    <message>
        <source>a column &quot;%1&quot; in the header</source>
        <translation>eine Spalte „%1“ in der Kopfzeile</translation>
    </message>
    <message>
        <source>a value</source>
        <translation>ein Wert</translation>
    </message>
    <message>
        <source>a number &gt; 0</source>
        <translation>eine Zahl &gt; 0</translation>
    </message>
    <message>
        <source>a whole number from %1 to %2</source>
        <translation>eine ganze Zahl von %1 bis %2</translation>
    </message>
    <message>
        <source>exactly one of %1</source>
        <translation>genau eines von %1</translation>
    </message>
    <message>
        <source>an id of the measurement files</source>
        <translation>eine ID aus den Messdateien</translation>
    </message>
    <message>
        <source>a row either rebuilt or not expressible</source>
        <translation>eine Zeile, die entweder nachgebaut oder nicht ausdrückbar ist</translation>
    </message>
    <message>
        <source>both for %1</source>
        <translation>beides für %1</translation>
    </message>
    <message>
        <source>an id no other row has</source>
        <translation>eine ID, die keine andere Zeile hat</translation>
    </message>
    <message>
        <source>bytes / time_us / 1000 = %1</source>
        <translation>bytes / time_us / 1000 = %1</translation>
    </message>
    <message>
        <source>an XLA element type such as F32 or BF16</source>
        <translation>ein XLA-Elementtyp wie F32 oder BF16</translation>
    </message>
    <message>
        <source>shape_elems x %1 bytes = %2</source>
        <translation>shape_elems x %1 Bytes = %2</translation>
    </message>
    <message>
        <source>%1 (shape_bytes x devices_per_group)</source>
        <translation>%1 (shape_bytes x devices_per_group)</translation>
    </message>
    <message>
        <source>%1 (shape_bytes)</source>
        <translation>%1 (shape_bytes)</translation>
    </message>
    <message>
        <source>an id that no earlier measurement file has</source>
        <translation>eine ID, die keine frühere Messdatei hat</translation>
    </message>
    <message>
        <source>a &quot;workload&quot; object or a &quot;preset&quot; id</source>
        <translation>ein &quot;workload&quot;-Objekt oder eine &quot;preset&quot;-ID</translation>
    </message>
    <message>
        <source>%1 to %2 choices</source>
        <translation>%1 bis %2 Antworten</translation>
    </message>
    <message>
        <source>1 choice</source>
        <translation>1 Antwort</translation>
    </message>
    <message>
        <source>%1 choices</source>
        <translation>%1 Antworten</translation>
    </message>
    <message>
        <source>each device once</source>
        <translation>jedes Gerät einmal</translation>
    </message>
    <message>
        <source>%1 again</source>
        <translation>%1 erneut</translation>
    </message>
    <message>
        <source>one of the scene&apos;s devices: %1</source>
        <translation>eines der Geräte der Szene: %1</translation>
    </message>
    <message>
        <source>at least one device id</source>
        <translation>mindestens eine Geräte-ID</translation>
    </message>
    <message>
        <source>device id (non-empty string)</source>
        <translation>Geräte-ID (nicht leere Zeichenkette)</translation>
    </message>
    <message>
        <source>device id of at most %1 characters</source>
        <translation>Geräte-ID mit höchstens %1 Zeichen</translation>
    </message>
    <message>
        <source>a device id of the catalog</source>
        <translation>eine Geräte-ID aus dem Katalog</translation>
    </message>
    <message>
        <source>cycles per second from 1 to 10000000</source>
        <translation>Zyklen pro Sekunde von 1 bis 10000000</translation>
    </message>
    <message>
        <source>scalar</source>
        <translation>Skalar</translation>
    </message>
    <message>
        <source>at least one scene</source>
        <translation>mindestens eine Szene</translation>
    </message>
    <message>
        <source>the file cannot be read</source>
        <translation>die Datei kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>the file is not well formed</source>
        <translation>die Datei ist nicht wohlgeformt</translation>
    </message>
    <message>
        <source>a required field is missing</source>
        <translation>ein Pflichtfeld fehlt</translation>
    </message>
    <message>
        <source>a value has the wrong type</source>
        <translation>ein Wert hat den falschen Typ</translation>
    </message>
    <message>
        <source>a number is not greater than zero</source>
        <translation>eine Zahl ist nicht größer als null</translation>
    </message>
    <message>
        <source>a number is negative</source>
        <translation>eine Zahl ist negativ</translation>
    </message>
    <message>
        <source>a number is not finite</source>
        <translation>eine Zahl ist nicht endlich</translation>
    </message>
    <message>
        <source>a value is out of range</source>
        <translation>ein Wert liegt außerhalb des Bereichs</translation>
    </message>
    <message>
        <source>a value is not one of those allowed</source>
        <translation>ein Wert gehört nicht zu den erlaubten</translation>
    </message>
    <message>
        <source>an id is used twice</source>
        <translation>eine ID wird doppelt verwendet</translation>
    </message>
    <message>
        <source>a reference names nothing that exists</source>
        <translation>ein Verweis nennt nichts Vorhandenes</translation>
    </message>
    <message>
        <source>references form a cycle</source>
        <translation>Verweise bilden einen Zyklus</translation>
    </message>
    <message>
        <source>sizes too large to compute with</source>
        <translation>zu große Größen zum Rechnen</translation>
    </message>
    <message>
        <source>values contradict each other</source>
        <translation>Werte widersprechen einander</translation>
    </message>
    <message>
        <source>an unknown field</source>
        <translation>ein unbekanntes Feld</translation>
    </message>
    <message>
        <source>a key is given twice</source>
        <translation>ein Schlüssel ist doppelt angegeben</translation>
    </message>
    <message>
        <source>more problems</source>
        <translation>weitere Probleme</translation>
    </message>
    <message>
        <source>line %1, column %2, %3</source>
        <translation>Zeile %1, Spalte %2, %3</translation>
    </message>
    <message>
        <source>line %1, %2</source>
        <extracomment>%1 a line of a CSV file, %2 the name of its column</extracomment>
        <translation>Zeile %1, %2</translation>
    </message>
    <message>
        <source>line %1, column %2</source>
        <translation>Zeile %1, Spalte %2</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <source>%1: expected %2, found %3</source>
        <extracomment>%1 where in the file (a JSON path like $.devices[2].name, or a line), %2 what the program needs there, %3 what the file has</extracomment>
        <translation>%1: erwartet %2, gefunden %3</translation>
    </message>
    <message>
        <source>%1: expected %2</source>
        <translation>%1: erwartet %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: %2</source>
        <extracomment>%1 a file name, %2 a problem found in it</extracomment>
        <translation>&apos;%1&apos;: %2</translation>
    </message>
    <message>
        <source>the file is newer than this program understands</source>
        <translation>die Datei ist neuer, als dieses Programm versteht</translation>
    </message>
    <message>
        <source>a serving engine for prefill or decode only</source>
        <translation>eine Serving-Engine nur für Prefill oder Decode</translation>
    </message>
    <message>
        <source>%1 at most %2 chips</source>
        <translation>%1 höchstens %2 Chips</translation>
    </message>
    <message>
        <source>%1 of at most %2 chips</source>
        <translation>%1 von höchstens %2 Chips</translation>
    </message>
</context>
<context>
    <name>ExecutionModel</name>
    <message>
        <source>Vector units</source>
        <translation>Vektoreinheiten</translation>
    </message>
    <message>
        <source>FLOPs at the vector rate (CUDA cores, or the VPU lanes of a systolic chip)</source>
        <translation>FLOPs mit der Vektorrate (CUDA-Kerne oder die VPU-Lanes eines systolischen Chips)</translation>
    </message>
    <message>
        <source>Serving attention</source>
        <translation>Attention im Serving</translation>
    </message>
    <message>
        <source>Paged, split-KV attention as serving engines run it: the larger of the KV cache&apos;s bytes at the achievable bandwidth and the FLOPs at the fused-attention rate</source>
        <translation>Paged Attention mit über die Sequenz aufgeteiltem KV, wie Serving-Engines sie ausführen: das Größere aus den Bytes des KV-Cache bei der erreichbaren Bandbreite und den FLOPs bei der Rate fusionierter Attention</translation>
    </message>
    <message>
        <source>tile quantization</source>
        <translation>Kachel-Quantisierung</translation>
    </message>
    <message>
        <source>Edges of the matrices fill their last CTA tiles only partly.</source>
        <translation>Die Ränder der Matrizen füllen ihre letzten CTA-Kacheln nur teilweise.</translation>
    </message>
    <message>
        <source>wave quantization</source>
        <translation>Wellen-Quantisierung</translation>
    </message>
    <message>
        <source>The tiles run in waves over the SMs; the last wave is partly empty.</source>
        <translation>Die Kacheln laufen in Wellen über die SMs; die letzte Welle ist teilweise leer.</translation>
    </message>
    <message>
        <source>K alignment</source>
        <translation>K-Ausrichtung</translation>
    </message>
    <message>
        <source>K is padded to whole slabs of the MMA instruction&apos;s depth.</source>
        <translation>K wird auf ganze Scheiben der Tiefe des MMA-Befehls aufgefüllt.</translation>
    </message>
    <message>
        <source>shared-memory staging</source>
        <translation>Staging im Shared Memory</translation>
    </message>
    <message>
        <source>Small tiles read operands faster than the shared-memory banks deliver them.</source>
        <translation>Kleine Kacheln lesen Operanden schneller, als die Bänke des Shared Memory sie liefern.</translation>
    </message>
    <message>
        <source>sustained clock</source>
        <translation>Dauertakt</translation>
    </message>
    <message>
        <source>Under a dense load the chip delivers this fraction of its quoted peak.</source>
        <translation>Unter dichter Last liefert der Chip diesen Anteil seiner angegebenen Spitzenleistung.</translation>
    </message>
    <message>
        <source>CTA tile rows</source>
        <translation>CTA-Kachelzeilen</translation>
    </message>
    <message>
        <source>CTA tile columns</source>
        <translation>CTA-Kachelspalten</translation>
    </message>
    <message>
        <source>split-K</source>
        <translation>Split-K</translation>
    </message>
    <message>
        <source>waves</source>
        <translation>Wellen</translation>
    </message>
    <message>
        <source>Tiled GEMM on streaming multiprocessors</source>
        <translation>Gekachelte GEMM auf Streaming-Multiprozessoren</translation>
    </message>
    <message>
        <source>waves × CTA FLOPs ÷ per-SM sustained rate, or operand delivery through L2 if slower, plus the pipeline&apos;s first-load latency</source>
        <translation>Wellen × CTA-FLOPs ÷ Dauerrate je SM, oder die Operandenlieferung über L2, falls langsamer, plus die Latenz der ersten Ladevorgänge der Pipeline</translation>
    </message>
    <message>
        <source>Ideal roofline</source>
        <translation>Ideale Roofline</translation>
    </message>
    <message>
        <source>padding</source>
        <translation>Auffüllen (Padding)</translation>
    </message>
    <message>
        <source>The unused rows and columns of the last folds of the matrix unit.</source>
        <translation>Die ungenutzten Zeilen und Spalten der letzten Faltungen der Matrixeinheit.</translation>
    </message>
    <message>
        <source>fill and drain</source>
        <translation>Füllen und Leeren</translation>
    </message>
    <message>
        <source>Each fold waits for operands to ripple into the array and results to ripple out.</source>
        <translation>Jede Faltung wartet, bis die Operanden in das Array und die Ergebnisse aus ihm heraus wandern.</translation>
    </message>
    <message>
        <source>distribution over units</source>
        <translation>Verteilung auf die Einheiten</translation>
    </message>
    <message>
        <source>The folds do not divide evenly over the chip&apos;s matrix units.</source>
        <translation>Die Faltungen verteilen sich nicht gleichmäßig auf die Matrixeinheiten des Chips.</translation>
    </message>
    <message>
        <source>folds</source>
        <translation>Faltungen</translation>
    </message>
    <message>
        <source>Folds on systolic matrix units</source>
        <translation>Faltungen auf systolischen Matrixeinheiten</translation>
    </message>
    <message>
        <source>folds per matrix unit × cycles per fold (SCALE-Sim&apos;s closed form) ÷ clock ÷ sustained fraction</source>
        <translation>Faltungen je Matrixeinheit × Takte je Faltung (geschlossene Form von SCALE-Sim) ÷ Takt ÷ Daueranteil</translation>
    </message>
    <message>
        <source>main-loop floor</source>
        <translation>Mindestzeit der Hauptschleife</translation>
    </message>
    <message>
        <source>Each K-slab of a CTA&apos;s main loop takes a minimum number of cycles (operands landing, barrier, MMA issue); small tiles do less work than that in it.</source>
        <translation>Jede K-Scheibe der Hauptschleife eines CTA braucht eine Mindestzahl an Takten (Operanden ankommen lassen, Barriere, MMA-Ausgabe); kleine Kacheln leisten in dieser Zeit weniger Arbeit.</translation>
    </message>
    <message>
        <source>FLOPs ÷ (the quoted peak × its sustained fraction): no published geometry, so no other losses are modelled</source>
        <translation>FLOPs ÷ (angegebene Spitzenleistung × ihr dauerhaft erreichbarer Anteil): keine veröffentlichte Geometrie, daher werden keine weiteren Verluste modelliert</translation>
    </message>
    <message>
        <source>FP32 promotion</source>
        <translation>FP32-Übertrag</translation>
    </message>
    <message>
        <source>FP8 gradients: the CUDA cores add the partial sums into FP32 every few MMAs, and the tensor cores wait.</source>
        <translation>FP8-Gradienten: Die CUDA-Kerne addieren die Teilsummen alle paar MMAs in FP32, und die Tensor-Kerne warten.</translation>
    </message>
</context>
<context>
    <name>Explanation</name>
    <message>
        <source>%1 days</source>
        <translation>%1 Tage</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1 µs</source>
        <translation>%1 µs</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>Schrittzeit</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>Durchsatz</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>$ / M tokens</source>
        <translation>$ / Mio. Token</translation>
    </message>
    <message>
        <source>$ / run</source>
        <translation>$ / Lauf</translation>
    </message>
    <message>
        <source>Energy / run</source>
        <translation>Energie / Lauf</translation>
    </message>
    <message>
        <source>CO₂ / run</source>
        <translation>CO₂ / Lauf</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation>Token/s</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>USD</source>
        <translation>USD</translation>
    </message>
    <message>
        <source>kWh</source>
        <translation>kWh</translation>
    </message>
    <message>
        <source>kg CO₂</source>
        <translation>kg CO₂</translation>
    </message>
    <message>
        <source>%1 tok/s</source>
        <translation>%1 Token/s</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>$%1</source>
        <extracomment>the owned-cost cell of a device that cannot be bought (a cloud-only TPU)</extracomment>
        <translation>%1 $</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>kein Preis</translation>
    </message>
    <message>
        <source>%1 kWh</source>
        <translation>%1 kWh</translation>
    </message>
    <message>
        <source>%1 kg</source>
        <translation>%1 kg</translation>
    </message>
    <message>
        <source>The catalog has no idle power for this device: idle is assumed to be a fixed fraction of TDP.</source>
        <translation>Der Katalog nennt keine Leerlaufleistung für dieses Gerät: Der Leerlauf wird als fester Anteil der TDP angenommen.</translation>
    </message>
    <message>
        <source>No measured clock under a matrix load is sourced: the quoted peak is assumed sustained, which flatters the device.</source>
        <translation>Für den Takt unter Matrixlast gibt es keine belegte Messung: Die angegebene Spitze gilt als dauerhaft, was das Gerät besser aussehen lässt.</translation>
    </message>
    <message>
        <source>The device has no rate for the requested precision: ran as %1.</source>
        <translation>Das Gerät hat keine Rate für die gewünschte Genauigkeit: ausgeführt als %1.</translation>
    </message>
    <message>
        <source>The catalog has no &apos;%1&apos; price for this device: costs are not estimated.</source>
        <translation>Der Katalog nennt keinen Preis &apos;%1&apos; für dieses Gerät: Kosten werden nicht geschätzt.</translation>
    </message>
    <message>
        <source>step = Σ over operators of count × (overhead + max(compute, memory, communication))</source>
        <translation>Schritt = Σ über Operatoren von Anzahl × (Overhead + max(Rechnen, Speicher, Kommunikation))</translation>
    </message>
    <message>
        <source>spent compute-bound</source>
        <translation>rechengebunden verbracht</translation>
    </message>
    <message>
        <source>spent memory-bound</source>
        <translation>speichergebunden verbracht</translation>
    </message>
    <message>
        <source>spent on communication</source>
        <translation>mit Kommunikation verbracht</translation>
    </message>
    <message>
        <source>launch / dispatch overhead</source>
        <translation>Start-/Dispatch-Overhead</translation>
    </message>
    <message>
        <source>operators</source>
        <translation>Operatoren</translation>
    </message>
    <message>
        <source>throughput = tokens per step ÷ step time</source>
        <translation>Durchsatz = Token pro Schritt ÷ Schrittzeit</translation>
    </message>
    <message>
        <source>tokens per step</source>
        <translation>Token pro Schritt</translation>
    </message>
    <message>
        <source>step time</source>
        <translation>Schrittzeit</translation>
    </message>
    <message>
        <source>MFU = model FLOPs per step ÷ (step time × peak)</source>
        <translation>MFU = Modell-FLOPs pro Schritt ÷ (Schrittzeit × Spitze)</translation>
    </message>
    <message>
        <source>model FLOPs per step</source>
        <translation>Modell-FLOPs pro Schritt</translation>
    </message>
    <message>
        <source>peak</source>
        <translation>Spitze</translation>
    </message>
    <message>
        <source>%1FLOP/s</source>
        <translation>%1FLOP/s</translation>
    </message>
    <message>
        <source>footprint = weights + gradients + optimizer state + activations + KV cache + workspace</source>
        <translation>Speicherbedarf = Gewichte + Gradienten + Optimiererzustand + Aktivierungen + KV-Cache + Arbeitsspeicher</translation>
    </message>
    <message>
        <source>weights</source>
        <translation>Gewichte</translation>
    </message>
    <message>
        <source>%1B</source>
        <translation>%1B</translation>
    </message>
    <message>
        <source>gradients</source>
        <translation>Gradienten</translation>
    </message>
    <message>
        <source>optimizer state</source>
        <translation>Optimiererzustand</translation>
    </message>
    <message>
        <source>activations</source>
        <translation>Aktivierungen</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV-Cache</translation>
    </message>
    <message>
        <source>workspace</source>
        <translation>Arbeitsspeicher</translation>
    </message>
    <message>
        <source>device capacity</source>
        <translation>Gerätekapazität</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>passt</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>NO — does not fit</source>
        <translation>NEIN — passt nicht</translation>
    </message>
    <message>
        <source>$ per M tokens = price per chip-hour ÷ 3600 ÷ throughput × 10⁶</source>
        <translation>$ pro Mio. Token = Preis pro Chip-Stunde ÷ 3600 ÷ Durchsatz × 10⁶</translation>
    </message>
    <message>
        <source>price (%1)</source>
        <translation>Preis (%1)</translation>
    </message>
    <message>
        <source>$%1 / chip-hour</source>
        <translation>%1 $ / Chip-Stunde</translation>
    </message>
    <message>
        <source>throughput</source>
        <translation>Durchsatz</translation>
    </message>
    <message>
        <source>$ per run = run time in hours × price per chip-hour; run = %1 tokens</source>
        <translation>$ pro Lauf = Laufzeit in Stunden × Preis pro Chip-Stunde; Lauf = %1 Token</translation>
    </message>
    <message>
        <source>run time</source>
        <translation>Laufzeit</translation>
    </message>
    <message>
        <source>average chip power</source>
        <translation>mittlere Chipleistung</translation>
    </message>
    <message>
        <source>%1 W</source>
        <translation>%1 W</translation>
    </message>
    <message>
        <source>energy per step (IT)</source>
        <translation>Energie pro Schritt (IT)</translation>
    </message>
    <message>
        <source>%1J</source>
        <translation>%1J</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <source>grid intensity</source>
        <translation>Netzintensität</translation>
    </message>
    <message>
        <source>%1 g CO₂/kWh</source>
        <translation>%1 g CO₂/kWh</translation>
    </message>
    <message>
        <source>run energy (facility)</source>
        <translation>Energie pro Lauf (Rechenzentrum)</translation>
    </message>
    <message>
        <source>run CO₂</source>
        <translation>CO₂ pro Lauf</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>Annahmen</translation>
    </message>
    <message>
        <source>time = overhead + max(compute, memory, communication) + epilogue; compute = FLOPs ÷ (roof × losses); memory = bytes ÷ bandwidth</source>
        <translation>Zeit = Overhead + max(Rechnen, Speicher, Kommunikation) + Epilog; Rechnen = FLOPs ÷ (Dach × Verluste); Speicher = Bytes ÷ Bandbreite</translation>
    </message>
    <message>
        <source>count per step</source>
        <translation>Anzahl pro Schritt</translation>
    </message>
    <message>
        <source>FLOPs</source>
        <translation>FLOPs</translation>
    </message>
    <message>
        <source>bytes</source>
        <translation>Bytes</translation>
    </message>
    <message>
        <source>arithmetic intensity</source>
        <translation>arithmetische Intensität</translation>
    </message>
    <message>
        <source>%1 FLOP/B</source>
        <translation>%1 FLOP/B</translation>
    </message>
    <message>
        <source>roof (%1, ran as %2)</source>
        <translation>Dach (%1, ausgeführt als %2)</translation>
    </message>
    <message>
        <source>compute</source>
        <translation>Rechnen</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>communication</source>
        <translation>Kommunikation</translation>
    </message>
    <message>
        <source>epilogue (stores after the main loop)</source>
        <translation>Epilog (Schreibzugriffe nach der Hauptschleife)</translation>
    </message>
    <message>
        <source>overhead</source>
        <translation>Overhead</translation>
    </message>
    <message>
        <source>bound by</source>
        <translation>begrenzt durch</translation>
    </message>
    <message>
        <source>fraction of roof</source>
        <translation>Anteil am Dach</translation>
    </message>
    <message>
        <source>model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>No shape search measured %1 on this device: it is assumed to reach the same fraction of its peak as the measured %2.</source>
        <translation>Keine Formsuche hat %1 auf diesem Gerät gemessen: Es wird angenommen, dass es denselben Anteil seiner Spitzenleistung erreicht wie das gemessene %2.</translation>
    </message>
    <message>
        <source>vendor TDP</source>
        <translation>Hersteller-TDP</translation>
    </message>
    <message>
        <source>measured (published)</source>
        <translation>gemessen (veröffentlicht)</translation>
    </message>
    <message>
        <source>estimated (see the catalog note)</source>
        <translation>geschätzt (siehe Katalogvermerk)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>The catalog has no power figure (TDP, measured or estimated) for this device: energy is not estimated.</source>
        <translation>Der Katalog hat für dieses Gerät keine Leistungsangabe (TDP, gemessen oder geschätzt): Die Energie wird nicht geschätzt.</translation>
    </message>
    <message>
        <source>energy = Σ ops (idle + (full-load power − idle) × utilization) × time, × steps × server overhead × PUE; CO₂ = energy × grid intensity</source>
        <translation>Energie = Σ Ops (Leerlauf + (Volllastleistung − Leerlauf) × Auslastung) × Zeit, × Schritte × Server-Overhead × PUE; CO₂ = Energie × Netzintensität</translation>
    </message>
    <message>
        <source>power basis</source>
        <translation>Leistungsgrundlage</translation>
    </message>
    <message>
        <source>chip energy range</source>
        <translation>Energiebereich des Chips</translation>
    </message>
    <message>
        <source>%1J – %2J</source>
        <translation>%1J – %2J</translation>
    </message>
    <message>
        <source>server overhead</source>
        <translation>Server-Overhead</translation>
    </message>
    <message>
        <source>run energy (chip × PUE)</source>
        <translation>Energie des Laufs (Chip × PUE)</translation>
    </message>
    <message>
        <source>$ / run (own)</source>
        <extracomment>column title: the run&apos;s cost on chips one owns instead of renting</extracomment>
        <translation>$ / Lauf (gekauft)</translation>
    </message>
    <message>
        <source>rent only</source>
        <translation>nur Miete</translation>
    </message>
    <message>
        <source>owned $ per chip-hour = purchase × (1 + server share, for a chip-only price) ÷ (years × 8,766 h × utilization) + facility kW × electricity price + hosting; $ per run = run hours × owned $ per chip-hour</source>
        <translation>$ pro gekaufte Chip-Stunde = Kaufpreis × (1 + Serveranteil, bei einem reinen Chippreis) ÷ (Jahre × 8.766 h × Auslastung) + kW im Rechenzentrum × Strompreis + Hosting; $ pro Lauf = Laufstunden × $ pro gekaufte Chip-Stunde</translation>
    </message>
    <message>
        <source>purchase</source>
        <translation>Kaufpreis</translation>
    </message>
    <message>
        <source>no purchase price in the catalog</source>
        <translation>kein Kaufpreis im Katalog</translation>
    </message>
    <message>
        <source>purchase (%1, %2)</source>
        <translation>Kaufpreis (%1, %2)</translation>
    </message>
    <message>
        <source>$%1 a chip</source>
        <translation>%1 $ pro Chip</translation>
    </message>
    <message>
        <source>what it buys</source>
        <translation>Lieferumfang</translation>
    </message>
    <message>
        <source>server share added</source>
        <translation>Serveranteil aufgeschlagen</translation>
    </message>
    <message>
        <source>amortization</source>
        <translation>Abschreibung</translation>
    </message>
    <message>
        <source>%1 years at %2 % use</source>
        <translation>%1 Jahre bei %2 % Auslastung</translation>
    </message>
    <message>
        <source>purchase per chip-hour</source>
        <translation>Kaufpreis pro Chip-Stunde</translation>
    </message>
    <message>
        <source>electricity per chip-hour</source>
        <translation>Strom pro Chip-Stunde</translation>
    </message>
    <message>
        <source>$%1 at $%2/kWh</source>
        <translation>%1 $ bei %2 $/kWh</translation>
    </message>
    <message>
        <source>hosting per chip-hour</source>
        <translation>Hosting pro Chip-Stunde</translation>
    </message>
    <message>
        <source>owned chip-hour</source>
        <translation>gekaufte Chip-Stunde</translation>
    </message>
    <message>
        <source>$%1 (rented: %2)</source>
        <translation>%1 $ (gemietet: %2)</translation>
    </message>
    <message>
        <source>none of this kind</source>
        <translation>keiner dieser Art</translation>
    </message>
    <message>
        <source>the cheapest</source>
        <extracomment>which quote a cost used: provider, date, and how it was chosen</extracomment>
        <translation>das günstigste</translation>
    </message>
    <message>
        <source>the reference quote</source>
        <translation>das Referenzangebot</translation>
    </message>
    <message>
        <source>%1, %2 (%3)</source>
        <translation>%1, %2 (%3)</translation>
    </message>
    <message>
        <source>of %1 only</source>
        <translation>nur von %1</translation>
    </message>
    <message>
        <source>quote</source>
        <translation>Angebot</translation>
    </message>
    <message>
        <source>Tokens / J</source>
        <extracomment>column and chart title: tokens per joule of chip energy</extracomment>
        <translation>Token / J</translation>
    </message>
    <message>
        <source>Tokens / $</source>
        <translation>Token / $</translation>
    </message>
    <message>
        <source>Tokens / kg CO₂</source>
        <translation>Token / kg CO₂</translation>
    </message>
    <message>
        <source>tokens/J</source>
        <translation>Token/J</translation>
    </message>
    <message>
        <source>tokens/USD</source>
        <translation>Token/USD</translation>
    </message>
    <message>
        <source>tokens/kg CO₂</source>
        <translation>Token/kg CO₂</translation>
    </message>
    <message>
        <source>tokens per joule = tokens per step ÷ chip energy per step</source>
        <translation>Token pro Joule = Token pro Schritt ÷ Chipenergie pro Schritt</translation>
    </message>
    <message>
        <source>tokens per dollar = 10⁶ ÷ $ per million tokens</source>
        <translation>Token pro Dollar = 10⁶ ÷ $ pro Million Token</translation>
    </message>
    <message>
        <source>tokens per kg CO₂ = tokens per step ÷ (facility energy per step × grid intensity)</source>
        <translation>Token pro kg CO₂ = Token pro Schritt ÷ (Rechenzentrumsenergie pro Schritt × Netzintensität)</translation>
    </message>
    <message>
        <source>facility energy per step</source>
        <translation>Rechenzentrumsenergie pro Schritt</translation>
    </message>
    <message>
        <source>of which dequantizing the narrow weights</source>
        <translation>davon Dequantisieren der schmalen Gewichte</translation>
    </message>
    <message>
        <source>A LoRA adapter: a low-rank matrix trained beside a frozen layer (A projects down to the rank, B back up).</source>
        <translation>Ein LoRA-Adapter: eine Matrix niedrigen Rangs, die neben einer eingefrorenen Schicht trainiert wird (A projiziert auf den Rang herunter, B wieder hinauf).</translation>
    </message>
    <message>
        <source>QLoRA: the frozen 4-bit weights dequantized to the compute precision before the GEMM that reads them.</source>
        <translation>QLoRA: die eingefrorenen 4-Bit-Gewichte, vor der GEMM, die sie liest, in die Rechengenauigkeit dequantisiert.</translation>
    </message>
    <message>
        <source>Latent attention, decoding: each head&apos;s query multiplied into the KV latent, so attention reads the compressed cache directly.</source>
        <translation>Latente Attention beim Dekodieren: die Query jedes Heads wird in den KV-Latentraum multipliziert, sodass die Attention den komprimierten Cache direkt liest.</translation>
    </message>
    <message>
        <source>Latent attention, decoding: each head&apos;s values taken out of the latent.</source>
        <translation>Latente Attention beim Dekodieren: die Values jedes Heads werden aus dem Latentraum geholt.</translation>
    </message>
    <message>
        <source>Latent attention: the projection down to the KV latent and the shared rotary key, which is what the KV cache holds.</source>
        <translation>Latente Attention: die Projektion hinunter auf den KV-Latentraum und den gemeinsamen Rotationsschlüssel, den Inhalt des KV-Caches.</translation>
    </message>
    <message>
        <source>Latent attention: the projection up from the KV latent to every head&apos;s key and value.</source>
        <translation>Latente Attention: die Projektion vom KV-Latentraum hinauf zu Key und Value jedes Heads.</translation>
    </message>
    <message>
        <source>Sliding-window attention: each query sees the last positions of the window only.</source>
        <translation>Attention mit gleitendem Fenster: jede Query sieht nur die letzten Positionen des Fensters.</translation>
    </message>
    <message>
        <source>Shared experts: the experts every token passes through, beside the routed ones.</source>
        <translation>Gemeinsame Experten: die Experten, die jedes Token durchläuft, neben den gerouteten.</translation>
    </message>
    <message>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <source>%1 / %2 GiB</source>
        <translation>%1 / %2 GiB</translation>
    </message>
</context>
<context>
    <name>ExternalLink</name>
    <message>
        <source>Link not opened</source>
        <translation>Link nicht geöffnet</translation>
    </message>
    <message>
        <source>Only web links (http and https) are opened. This link was not opened:
%1</source>
        <translation>Nur Weblinks (http und https) werden geöffnet. Dieser Link wurde nicht geöffnet:
%1</translation>
    </message>
    <message>
        <source>Open link</source>
        <translation>Link öffnen</translation>
    </message>
    <message>
        <source>Open this address in the web browser?
%1</source>
        <translation>Diese Adresse im Webbrowser öffnen?
%1</translation>
    </message>
</context>
<context>
    <name>OpWalkthrough</name>
    <message>
        <source>## %1 on %2</source>
        <translation>## %1 auf %2</translation>
    </message>
    <message>
        <source>**Work.** One execution does %1FLOP and moves %2B to and from memory, so its arithmetic intensity is %1FLOP ÷ %2B = **%3 FLOP/byte**.</source>
        <translation>**Arbeit.** Eine Ausführung rechnet %1FLOP und bewegt %2B vom und zum Speicher, ihre arithmetische Intensität ist also %1FLOP ÷ %2B = **%3 FLOP/Byte**.</translation>
    </message>
    <message>
        <source>**Roofline.** The roof is %1FLOP/s (%2) and the memory delivers %3B/s, so the ridge point is %1FLOP/s ÷ %3B/s = **%4 FLOP/byte**. The operator sits %5 the ridge: %6</source>
        <translation>**Roofline.** Das Dach liegt bei %1FLOP/s (%2) und der Speicher liefert %3B/s, der Knickpunkt liegt also bei %1FLOP/s ÷ %3B/s = **%4 FLOP/Byte**. Der Operator liegt %5 dem Knickpunkt: %6</translation>
    </message>
    <message>
        <source>below</source>
        <translation>unter</translation>
    </message>
    <message>
        <source>above</source>
        <translation>über</translation>
    </message>
    <message>
        <source>memory can feed it at most intensity × bandwidth, less than the roof.</source>
        <translation>Der Speicher kann ihn höchstens mit Intensität × Bandbreite versorgen, weniger als das Dach.</translation>
    </message>
    <message>
        <source>memory can keep up; the matrix units set the pace.</source>
        <translation>Der Speicher kommt mit; die Matrixeinheiten geben das Tempo vor.</translation>
    </message>
    <message>
        <source>- **Waves over the SMs.** The output is cut into %1×%2 tiles, one per thread block; %3 SMs run them in **%4 waves**. The last wave is partly empty: wave quantization × %5.</source>
        <translation>- **Wellen über die SMs.** Die Ausgabe wird in %1×%2-Kacheln zerlegt, eine pro Thread-Block; %3 SMs bearbeiten sie in **%4 Wellen**. Die letzte Welle ist teilweise leer: Wellen-Quantisierung × %5.</translation>
    </message>
    <message>
        <source>- **Padding to the tile.** Edges of the matrices fill their last tiles only partly: tile quantization × %1.</source>
        <translation>- **Auffüllen auf die Kachel.** Die Ränder der Matrizen füllen ihre letzten Kacheln nur teilweise: Kachel-Quantisierung × %1.</translation>
    </message>
    <message>
        <source>- **Padding to the matrix unit.** The GEMM is cut into %1 folds for a %2×%3 array; the unused rows and columns of the last folds are padding: × %4.</source>
        <translation>- **Auffüllen auf die Matrixeinheit.** Die GEMM wird für ein %2×%3-Array in %1 Faltungen zerlegt; die ungenutzten Zeilen und Spalten der letzten Faltungen sind Auffüllung: × %4.</translation>
    </message>
    <message>
        <source>- **Fill and drain.** Each fold waits for operands to ripple into the array and for results to ripple out: only %1 % of a fold&apos;s cycles do useful multiply-adds (× %2).</source>
        <translation>- **Füllen und Leeren.** Jede Faltung wartet, bis die Operanden ins Array und die Ergebnisse hinaus gewandert sind: nur %1 % der Zyklen einer Faltung leisten nützliche Multiply-Adds (× %2).</translation>
    </message>
    <message>
        <source>- **Shared-memory staging.** Small tiles read operands faster than the shared-memory banks deliver them: × %1.</source>
        <translation>- **Staging im Shared Memory.** Kleine Kacheln lesen Operanden schneller, als die Shared-Memory-Bänke sie liefern: × %1.</translation>
    </message>
    <message>
        <source>- **Sustained clock.** Under a dense load the chip delivers %1 % of its quoted peak: × %2.</source>
        <translation>- **Dauertakt.** Unter dichter Last liefert der Chip %1 % seiner angegebenen Spitze: × %2.</translation>
    </message>
    <message>
        <source>**Losses on the compute side** (each a factor; together × %1):</source>
        <translation>**Verluste auf der Rechenseite** (jeweils ein Faktor; zusammen × %1):</translation>
    </message>
    <message>
        <source>the **compute** roof binds</source>
        <translation>das **Rechen**-Dach begrenzt</translation>
    </message>
    <message>
        <source>the **memory** roof binds</source>
        <translation>das **Speicher**-Dach begrenzt</translation>
    </message>
    <message>
        <source>**communication** binds</source>
        <translation>die **Kommunikation** begrenzt</translation>
    </message>
    <message>
        <source>the **launch overhead** binds</source>
        <translation>der **Start-Overhead** begrenzt</translation>
    </message>
    <message>
        <source>**Time.** Compute takes %1, memory %2; %3. With %4 overhead one execution takes **%5** (%6 per step).</source>
        <translation>**Zeit.** Rechnen dauert %1, Speicher %2; %3. Mit %4 Overhead dauert eine Ausführung **%5** (%6 pro Schritt).</translation>
    </message>
    <message numerus="yes">
        <source>%n time(s)</source>
        <translation>
            <numerusform>%n-mal</numerusform>
            <numerusform>%n-mal</numerusform>
        </translation>
    </message>
    <message>
        <source>**Achieved.** %1FLOP in %2 is **%3 %** of the roof.</source>
        <translation>**Erreicht.** %1FLOP in %2 sind **%3 %** des Dachs.</translation>
    </message>
    <message>
        <source>- **%1.** %2 × %3.</source>
        <translation>- **%1.** %2 × %3.</translation>
    </message>
</context>
<context>
    <name>ParallelDimension</name>
    <message>
        <source>Data-parallel replicas.</source>
        <translation>Datenparallele Replikate.</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>Change data parallelism</source>
        <translation>Datenparallelität ändern</translation>
    </message>
    <message>
        <source>Data parallel: replicas of the model, each with its share of the batch</source>
        <translation>Datenparallel: Replikate des Modells, jedes mit seinem Anteil am Batch</translation>
    </message>
    <message>
        <source>Tensor-parallel width.</source>
        <translation>Tensorparallele Breite.</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>Change tensor parallelism</source>
        <translation>Tensorparallelität ändern</translation>
    </message>
    <message>
        <source>Tensor parallel: each layer&apos;s matrices split over this many chips</source>
        <translation>Tensorparallel: Die Matrizen jeder Schicht werden auf so viele Chips aufgeteilt</translation>
    </message>
    <message>
        <source>Pipeline stages.</source>
        <translation>Pipeline-Stufen.</translation>
    </message>
    <message>
        <source>C</source>
        <translation>C</translation>
    </message>
    <message>
        <source>Change pipeline parallelism</source>
        <translation>Pipeline-Parallelität ändern</translation>
    </message>
    <message>
        <source>Pipeline parallel: the layers split into this many stages</source>
        <translation>Pipeline-parallel: Die Schichten werden in so viele Stufen aufgeteilt</translation>
    </message>
    <message>
        <source>Context-parallel width: chips sharing each sequence&apos;s tokens (ring attention), for long sequences.</source>
        <translation>Kontextparallele Breite: Chips, die sich die Tokens jeder Sequenz teilen (Ring-Attention), für lange Sequenzen.</translation>
    </message>
    <message>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <source>Change context parallelism</source>
        <translation>Kontextparallelität ändern</translation>
    </message>
    <message>
        <source>Context parallel: each sequence&apos;s tokens spread over this many chips, which pass the keys and values round a ring (for long sequences).</source>
        <translation>Kontextparallel: Die Tokens jeder Sequenz werden auf so viele Chips verteilt, die Keys und Values im Ring weiterreichen (für lange Sequenzen).</translation>
    </message>
    <message>
        <source>Expert-parallel width (inside dp).</source>
        <translation>Expertenparallele Breite (innerhalb von dp).</translation>
    </message>
    <message>
        <source>E</source>
        <translation>E</translation>
    </message>
    <message>
        <source>Change expert parallelism</source>
        <translation>Expertenparallelität ändern</translation>
    </message>
    <message>
        <source>Expert parallel: a mixture&apos;s experts spread over this many chips of the data-parallel group</source>
        <translation>Expertenparallel: Die Experten eines Mixture-of-Experts-Modells werden auf so viele Chips der datenparallelen Gruppe verteilt</translation>
    </message>
    <message>
        <source>Interleaved pipeline chunks per stage.</source>
        <translation>Verschränkte Pipeline-Abschnitte pro Stufe.</translation>
    </message>
    <message>
        <source>V</source>
        <translation>V</translation>
    </message>
    <message>
        <source>Change interleaved pipeline chunks</source>
        <translation>Verschränkte Pipeline-Abschnitte ändern</translation>
    </message>
    <message>
        <source>Interleaved pipeline: each stage runs this many chunks of layers, which shrinks the pipeline&apos;s bubble</source>
        <translation>Verschränkte Pipeline: Jede Stufe führt so viele Abschnitte von Schichten aus, was die Blase der Pipeline verkleinert</translation>
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
    <name>ts::AccuracyDialog</name>
    <message>
        <source>Accuracy</source>
        <translation>Genauigkeit</translation>
    </message>
</context>
<context>
    <name>ts::AccuracyFamilyModel</name>
    <message>
        <source>these figures</source>
        <translation>diesen Kennzahlen</translation>
    </message>
    <message>
        <source>the category&apos;s (fewer than %1 rows)</source>
        <translation>denen der Kategorie (weniger als %1 Zeilen)</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Kategorie</translation>
    </message>
    <message>
        <source>Vendor family</source>
        <translation>Herstellerfamilie</translation>
    </message>
    <message>
        <source>Scored</source>
        <translation>Gewertet</translation>
    </message>
    <message>
        <source>MAPE</source>
        <translation>MAPE</translation>
    </message>
    <message>
        <source>Mean signed</source>
        <translation>Mittel mit Vorzeichen</translation>
    </message>
    <message>
        <source>Optimism</source>
        <translation>Optimismus</translation>
    </message>
    <message>
        <source>Band from</source>
        <translation>Band aus</translation>
    </message>
    <message>
        <source>The vendor family of the devices the rows were predicted on</source>
        <translation>Die Herstellerfamilie der Geräte, auf denen die Zeilen vorhergesagt wurden</translation>
    </message>
    <message>
        <source>Rows of this family that count in the figures</source>
        <translation>Zeilen dieser Familie, die in die Kennzahlen eingehen</translation>
    </message>
    <message>
        <source>Mean absolute percentage error over the family&apos;s scored rows</source>
        <translation>Mittlerer absoluter prozentualer Fehler der gewerteten Zeilen der Familie</translation>
    </message>
    <message>
        <source>Mean of (predicted − measured) / measured</source>
        <translation>Mittelwert von (vorhergesagt − gemessen) / gemessen</translation>
    </message>
    <message>
        <source>Mean error turned so that positive means the engine predicted this family&apos;s hardware faster than measured</source>
        <translation>Mittlerer Fehler, so gewendet, dass positiv bedeutet: die Engine sagte die Hardware dieser Familie schneller voraus als gemessen</translation>
    </message>
    <message>
        <source>Where a result on this family&apos;s devices takes its uncertainty band from: these figures or, with fewer than %1 rows, the category&apos;s over every device; – where the category makes no band</source>
        <translation>Woher ein Ergebnis auf Geräten dieser Familie sein Unsicherheitsband nimmt: aus diesen Kennzahlen oder, bei weniger als %1 Zeilen, aus denen der Kategorie über alle Geräte; – wo die Kategorie kein Band ergibt</translation>
    </message>
</context>
<context>
    <name>ts::AccuracyPanel</name>
    <message>
        <source>&amp;Category:</source>
        <translation>&amp;Kategorie:</translation>
    </message>
    <message>
        <source>&lt;p&gt;How far the engine&apos;s predictions are from published measurements, by category and by vendor family (the tables of &lt;code&gt;tensorscope validate&lt;/code&gt;; errors are (predicted − measured) / measured, optimism is positive where the engine predicted the hardware faster than measured). Every result in the comparison carries a band from these figures: those of its step&apos;s category (training throughput or inference) on its device&apos;s vendor family (NVIDIA, AMD, Google TPU, Intel, AWS; with fewer than %2 measurements there, every device&apos;s). An assumed, unmeasured input widens the band ×%1. Load your own measurements to see them beside these; nothing is fitted to them. docs/validation.md explains each figure.&lt;/p&gt;</source>
        <extracomment>Introduction of Help › Accuracy. %1 is the factor an assumed input widens a band by, %2 the fewest measurements a vendor family needs for a figure of its own.</extracomment>
        <translation>&lt;p&gt;Wie weit die Vorhersagen der Engine von veröffentlichten Messungen abweichen, nach Kategorie und nach Herstellerfamilie (die Tabellen von &lt;code&gt;tensorscope validate&lt;/code&gt;; Fehler sind (vorhergesagt − gemessen) / gemessen, der Optimismus ist positiv, wo die Engine die Hardware schneller vorhergesagt hat als gemessen). Jedes Ergebnis im Vergleich trägt ein Band aus diesen Kennzahlen: denen der Kategorie seines Schritts (Trainingsdurchsatz oder Inferenz) auf der Herstellerfamilie seines Geräts (NVIDIA, AMD, Google TPU, Intel, AWS; bei weniger als %2 Messungen dort denen aller Geräte). Eine angenommene, nicht gemessene Eingabe verbreitert das Band ×%1. Laden Sie Ihre eigenen Messungen, um sie neben diesen zu sehen; nichts wird an sie angepasst. docs/validation.md erklärt jede Kennzahl.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>By category</source>
        <translation>Nach Kategorie</translation>
    </message>
    <message>
        <source>By vendor family</source>
        <translation>Nach Herstellerfamilie</translation>
    </message>
    <message>
        <source>&amp;Load measurements…</source>
        <translation>Messungen &amp;laden…</translation>
    </message>
    <message>
        <source>Score your own measurements: a CSV file in calibration.csv&apos;s columns and a JSON file saying how each row is rebuilt (rows.json&apos;s format; by default the CSV&apos;s name with .json), as &lt;code&gt;tensorscope validate --data&lt;/code&gt; does</source>
        <translation>Eigene Messungen bewerten: eine CSV-Datei mit den Spalten von calibration.csv und eine JSON-Datei, die angibt, wie jede Zeile nachgebaut wird (Format von rows.json; standardmäßig der Name der CSV-Datei mit .json), wie &lt;code&gt;tensorscope validate --data&lt;/code&gt;</translation>
    </message>
    <message>
        <source>&amp;Remove measurements</source>
        <translation>Messungen &amp;entfernen</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: no measurements (a header line in calibration.csv&apos;s columns, then one line per measurement)</source>
        <extracomment>A user&apos;s measurement file without a row: %1 the file.</extracomment>
        <translation>&apos;%1&apos;: keine Messungen (eine Kopfzeile mit den Spalten von calibration.csv, dann eine Zeile je Messung)</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: %2 measurements; at most %3 here (tensorscope validate --data takes any number)</source>
        <translation>&apos;%1&apos;: %2 Messungen; hier höchstens %3 (tensorscope validate --data nimmt beliebig viele)</translation>
    </message>
    <message>
        <source>… and %1 more</source>
        <extracomment>After the first problems of a file: how many more there are.</extracomment>
        <translation>… und %1 weitere</translation>
    </message>
    <message>
        <source>Cannot load these measurements:
%1</source>
        <translation>Diese Messungen können nicht geladen werden:
%1</translation>
    </message>
    <message>
        <source>Load Measurements</source>
        <translation>Messungen laden</translation>
    </message>
    <message>
        <source>Measurements and their inputs (*.csv *.json);;All files (*)</source>
        <extracomment>File dialog filter of Help › Accuracy&apos;s &quot;Load measurements…&quot;</extracomment>
        <translation>Messungen und ihre Eingaben (*.csv *.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Choose the CSV file of the measurements (and, if it is not beside it under the same name, the JSON file of their inputs).</source>
        <translation>Wählen Sie die CSV-Datei der Messungen (und, falls sie nicht unter gleichem Namen daneben liegt, die JSON-Datei ihrer Eingaben).</translation>
    </message>
    <message>
        <source>Your measurements, %1: %2 rows, %3 predicted, %4 scored; triangles in the plot, “(yours)” in the tables. Nothing is fitted to them.</source>
        <extracomment>Help › Accuracy once a user&apos;s file is loaded: %1 the file&apos;s name, %2 its rows, %3 those the engine could predict, %4 those scored.</extracomment>
        <translation>Ihre Messungen, %1: %2 Zeilen, %3 vorhergesagt, %4 gewertet; Dreiecke im Diagramm, „(Ihre)“ in den Tabellen. Nichts wird an sie angepasst.</translation>
    </message>
    <message>
        <source>Still shown: %1</source>
        <translation>Weiterhin angezeigt: %1</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation>Warnung: %1</translation>
    </message>
</context>
<context>
    <name>ts::AccuracyScatterChart</name>
    <message>
        <source>Measured (the row&apos;s unit)</source>
        <translation>Gemessen (Einheit der Zeile)</translation>
    </message>
    <message>
        <source>Predicted</source>
        <translation>Vorhergesagt</translation>
    </message>
    <message>
        <source>predicted = measured</source>
        <translation>vorhergesagt = gemessen</translation>
    </message>
    <message>
        <source>scored row</source>
        <translation>gewertete Zeile</translation>
    </message>
    <message>
        <source>catalog input (not scored)</source>
        <translation>Katalogeingabe (nicht gewertet)</translation>
    </message>
    <message>
        <source>± MAPE (%1%)</source>
        <extracomment>Legend of the dashed lines at ± the category&apos;s mean absolute percentage error.</extracomment>
        <translation>± MAPE (%1 %)</translation>
    </message>
    <message>
        <source>Predicted vs measured: %1</source>
        <translation>Vorhergesagt gegen gemessen: %1</translation>
    </message>
    <message>
        <source>%1 on %2
measured %3 %5, predicted %4 %5
error %6</source>
        <extracomment>Hover text of a point of the accuracy plot: %1 row id, %2 device, %3 measured value, %4 predicted value, %5 the unit, %6 the signed error, e.g. &quot;+12%&quot;.</extracomment>
        <translation>%1 auf %2
gemessen %3 %5, vorhergesagt %4 %5
Fehler %6</translation>
    </message>
    <message>
        <source>your measurement</source>
        <extracomment>Legend of the points of the user&apos;s own measurements (Help › Accuracy).</extracomment>
        <translation>Ihre Messung</translation>
    </message>
</context>
<context>
    <name>ts::AccuracySummaryModel</name>
    <message>
        <source>%1 (%2)</source>
        <extracomment>A worst row of a category: %1 its id, %2 its signed error.</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Kategorie</translation>
    </message>
    <message>
        <source>Scored</source>
        <translation>Gewertet</translation>
    </message>
    <message>
        <source>Shown</source>
        <translation>Gezeigt</translation>
    </message>
    <message>
        <source>MAPE</source>
        <translation>MAPE</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>Median</translation>
    </message>
    <message>
        <source>Mean signed</source>
        <translation>Mittel mit Vorzeichen</translation>
    </message>
    <message>
        <source>Optimism</source>
        <translation>Optimismus</translation>
    </message>
    <message>
        <source>Worst rows</source>
        <translation>Schlechteste Zeilen</translation>
    </message>
    <message>
        <source>Rows that count in the figures</source>
        <translation>Zeilen, die in die Kennzahlen eingehen</translation>
    </message>
    <message>
        <source>Every row, scored or not (catalog inputs and rows the engine cannot rebuild are shown, not scored)</source>
        <translation>Jede Zeile, gewertet oder nicht (Katalogeingaben und Zeilen, die die Engine nicht nachbilden kann, werden gezeigt, nicht gewertet)</translation>
    </message>
    <message>
        <source>Mean absolute percentage error over the scored rows</source>
        <translation>Mittlerer absoluter prozentualer Fehler der gewerteten Zeilen</translation>
    </message>
    <message>
        <source>Median absolute error over the scored rows</source>
        <translation>Median des absoluten Fehlers der gewerteten Zeilen</translation>
    </message>
    <message>
        <source>Mean of (predicted − measured) / measured</source>
        <translation>Mittelwert von (vorhergesagt − gemessen) / gemessen</translation>
    </message>
    <message>
        <source>Mean error turned so that positive means the engine predicted the hardware faster than measured</source>
        <translation>Mittlerer Fehler, so gewendet, dass positiv bedeutet: die Engine sagte die Hardware schneller voraus als gemessen</translation>
    </message>
    <message>
        <source>The largest errors, with their signed error</source>
        <translation>Die größten Fehler, mit ihrem vorzeichenbehafteten Fehler</translation>
    </message>
    <message>
        <source>%1 (yours)</source>
        <extracomment>A category of the user&apos;s own measurements in Help › Accuracy, e.g. &quot;GEMM (yours)&quot;.</extracomment>
        <translation>%1 (Ihre)</translation>
    </message>
</context>
<context>
    <name>ts::BatchCurveChart</name>
    <message>
        <source>Throughput vs batch size</source>
        <translation>Durchsatz über Batchgröße</translation>
    </message>
    <message>
        <source>batch (○ = does not fit)</source>
        <translation>Batch (○ = passt nicht)</translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation>Token/s</translation>
    </message>
    <message>
        <source>samples/s</source>
        <translation>Samples/s</translation>
    </message>
    <message>
        <source>Throughput vs batch size, one chip</source>
        <translation>Durchsatz über Batchgröße, ein Chip</translation>
    </message>
</context>
<context>
    <name>ts::CatalogTableModel</name>
    <message>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <source>%1 %2 (%3): tick to compare</source>
        <translation>%1 %2 (%3): zum Vergleichen ankreuzen</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Gerät</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>Jahr</translation>
    </message>
    <message>
        <source>TFLOP/s</source>
        <extracomment>dense bf16 (or fp16) matrix peak</extracomment>
        <translation>TFLOP/s</translation>
    </message>
    <message>
        <source>TB/s</source>
        <translation>TB/s</translation>
    </message>
    <message>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <source>$/h</source>
        <translation>$/h</translation>
    </message>
    <message>
        <source>GiB</source>
        <extracomment>memory per chip, in GiB (2^30 bytes)</extracomment>
        <translation>GiB</translation>
    </message>
</context>
<context>
    <name>ts::ChipCanvas</name>
    <message>
        <source>The operator on the whole chip</source>
        <translation>Der Operator auf dem ganzen Chip</translation>
    </message>
    <message>
        <source>%1: %2 matrix units of %3 × %4 · %5 folds, %6 per unit</source>
        <extracomment>the whole-chip view of a systolic chip: %1 units, %2 × %3 PEs each, %4 folds</extracomment>
        <translation>%1: %2 Matrixeinheiten zu %3 × %4 · %5 Faltungen, %6 je Einheit</translation>
    </message>
    <message>
        <source>%1: %2 SMs · %3 CTAs of %4 × %5 in %6 waves</source>
        <extracomment>the whole-chip view of a GPU: %1 SMs, %2 CTAs of %3 × %4 tiles, %5 waves</extracomment>
        <translation>%1: %2 SMs · %3 CTAs zu %4 × %5 in %6 Wellen</translation>
    </message>
    <message>
        <source>Matrix units: folds done %1 of %2</source>
        <translation>Matrixeinheiten: %1 von %2 Faltungen fertig</translation>
    </message>
    <message>
        <source>SMs: wave %1 of %2, %3 of %4 SMs busy</source>
        <translation>SMs: Welle %1 von %2, %3 von %4 SMs belegt</translation>
    </message>
    <message>
        <source>done</source>
        <translation>fertig</translation>
    </message>
    <message>
        <source>running</source>
        <translation>läuft</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>wartet</translation>
    </message>
    <message>
        <source>no work</source>
        <translation>keine Arbeit</translation>
    </message>
</context>
<context>
    <name>ts::ChipScalingChart</name>
    <message>
        <source>ms per step (solid)</source>
        <translation>ms/Schritt (durchgezogen)</translation>
    </message>
    <message>
        <source>efficiency %1 % against %2 chips, the fewest that fit</source>
        <translation>Effizienz %1 % gegenüber %2 Chips, den wenigsten, die passen</translation>
    </message>
    <message>
        <source>does not fit: %1 GiB per chip of %2 GiB</source>
        <translation>passt nicht: %1 GiB pro Chip von %2 GiB</translation>
    </message>
    <message>
        <source>&lt;h3&gt;%1 × %2 (%3)&lt;/h3&gt;&lt;p&gt;step %4, %5&lt;/p&gt;%6</source>
        <translation>&lt;h3&gt;%1 × %2 (%3)&lt;/h3&gt;&lt;p&gt;Schritt %4, %5&lt;/p&gt;%6</translation>
    </message>
    <message>
        <source>s per step (solid)</source>
        <translation>s/Schritt (durchgezogen)</translation>
    </message>
    <message>
        <source>Step time and efficiency vs chips</source>
        <translation>Schrittzeit und Effizienz über Chips</translation>
    </message>
    <message>
        <source>chips (○ = does not fit)</source>
        <translation>Chips (○ = passt nicht)</translation>
    </message>
    <message>
        <source>Efficiency is against the fewest chips that fit memory: N₀·T₀ / (N·T_N). Hollow markers: chip counts whose fastest split does not fit.</source>
        <translation>Die Effizienz bezieht sich auf die wenigsten Chips, bei denen der Speicher reicht: N₀·T₀ / (N·T_N). Hohle Markierungen: Chipzahlen, deren schnellste Aufteilung nicht in den Speicher passt.</translation>
    </message>
    <message>
        <source>efficiency, % (dashed)</source>
        <translation>Effizienz, % (gestrichelt)</translation>
    </message>
    <message>
        <source>µs per step (solid)</source>
        <translation>µs/Schritt (durchgezogen)</translation>
    </message>
</context>
<context>
    <name>ts::ClaimText</name>
    <message>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message>
        <source>(%1–%2×)</source>
        <extracomment>the range of a ratio from the accuracy bands, e.g. &quot;1.4–2.0×&quot;</extracomment>
        <translation>(%1–%2×)</translation>
    </message>
    <message>
        <source>TPUs outpace GPUs on massive training with large batches; GPUs are better for small batches and small models.</source>
        <translation>TPUs hängen GPUs beim massiven Training mit großen Batches ab; GPUs sind bei kleinen Batches und kleinen Modellen besser.</translation>
    </message>
    <message>
        <source>TPUs are up to 2.8× more efficient than GPUs on dense, static-shape work.</source>
        <translation>TPUs sind bei dichter Arbeit mit statischen Formen bis zu 2,8× effizienter als GPUs.</translation>
    </message>
    <message>
        <source>TPUs sip power while GPUs guzzle it: more work per watt.</source>
        <translation>TPUs nippen am Strom, während GPUs ihn verschlingen: mehr Arbeit pro Watt.</translation>
    </message>
    <message>
        <source>TPUs make a training run at scale cheaper, but only when utilization is high: underutilization eats the savings.</source>
        <translation>TPUs machen einen Trainingslauf im großen Maßstab günstiger, aber nur bei hoher Auslastung: Unterauslastung frisst die Ersparnis auf.</translation>
    </message>
    <message>
        <source>TPUs can only be rented, GPUs can be bought: over a project&apos;s life, owning GPUs is cheaper.</source>
        <translation>TPUs kann man nur mieten, GPUs kann man kaufen: Über die Laufzeit eines Projekts sind eigene GPUs günstiger.</translation>
    </message>
    <message>
        <source>GPUs are better for small, odd or irregular shapes.</source>
        <translation>GPUs sind besser bei kleinen, krummen oder unregelmäßigen Formen.</translation>
    </message>
    <message>
        <source>bf16 lowers memory traffic and energy compared with fp32.</source>
        <translation>bf16 senkt Speicherverkehr und Energie gegenüber fp32.</translation>
    </message>
    <message>
        <source>More memory per chip lets a model fit on fewer chips.</source>
        <translation>Mehr Speicher pro Chip lässt ein Modell auf weniger Chips passen.</translation>
    </message>
    <message>
        <source>Matrix units (tensor cores) are an order of magnitude faster than the vector (CUDA) cores on matrix work, and no faster elsewhere.</source>
        <translation>Matrixeinheiten (Tensor Cores) sind bei Matrixarbeit eine Größenordnung schneller als die Vektorkerne (CUDA-Kerne) und anderswo nicht schneller.</translation>
    </message>
    <message>
        <source>The TPU&apos;s inter-chip torus relieves the communication bottleneck of GPU clusters.</source>
        <translation>Der Inter-Chip-Torus der TPU entschärft den Kommunikationsengpass von GPU-Clustern.</translation>
    </message>
    <message>
        <source>holds</source>
        <translation>trifft zu</translation>
    </message>
    <message>
        <source>holds only when</source>
        <translation>trifft nur zu, wenn</translation>
    </message>
    <message>
        <source>does not hold</source>
        <translation>trifft nicht zu</translation>
    </message>
    <message>
        <source>within the uncertainty</source>
        <translation>innerhalb der Unsicherheit</translation>
    </message>
    <message>
        <source>cannot tell</source>
        <translation>nicht feststellbar</translation>
    </message>
    <message>
        <source>Tick a GPU to test it.</source>
        <translation>Kreuzen Sie eine GPU an, um die Behauptung zu prüfen.</translation>
    </message>
    <message>
        <source>Tick a TPU (or another systolic chip) to test it.</source>
        <translation>Kreuzen Sie eine TPU (oder einen anderen systolischen Chip) an, um die Behauptung zu prüfen.</translation>
    </message>
    <message>
        <source>%1 and %2 have the same memory per chip.</source>
        <translation>%1 und %2 haben gleich viel Speicher pro Chip.</translation>
    </message>
    <message>
        <source>A price is missing: %1.</source>
        <translation>Ein Preis fehlt: %1.</translation>
    </message>
    <message>
        <source>%1 has no purchase price in the catalog.</source>
        <translation>%1 hat keinen Kaufpreis im Katalog.</translation>
    </message>
    <message>
        <source>The model fits one chip of %1 or %2 at no batch of the sweep; the chip chart shows how many it needs.</source>
        <translation>Das Modell passt bei keiner der durchlaufenen Batchgrößen auf einen Chip von %1 oder %2; das Diagramm über Chips zeigt, wie viele es braucht.</translation>
    </message>
    <message>
        <source>No legal split of this workload over many chips of %1.</source>
        <translation>Keine zulässige Aufteilung dieser Arbeitslast auf viele Chips von %1.</translation>
    </message>
    <message>
        <source>A power figure is missing: %1.</source>
        <translation>Eine Leistungsangabe fehlt: %1.</translation>
    </message>
    <message>
        <source>The experiment cannot run here (%1).</source>
        <translation>Das Experiment kann hier nicht laufen (%1).</translation>
    </message>
    <message>
        <source>%1 over %2 throughput per chip: %3× at batch %4, %5 at batch %6.</source>
        <translation>Durchsatz pro Chip von %1 relativ zu %2: %3× bei Batch %4, %5 bei Batch %6.</translation>
    </message>
    <message>
        <source>%1 pulls ahead from batch %2.</source>
        <translation>Ab Batch %2 liegt %1 vorn.</translation>
    </message>
    <message>
        <source>%1 does %2 the work per joule of %3; the claim says 2.8×.</source>
        <translation>%1 leistet pro Joule %2 so viel Arbeit wie %3; die Behauptung nennt 2,8×.</translation>
    </message>
    <message>
        <source>%1 does %2 the work per joule of %3 (chip energy).</source>
        <translation>%1 leistet pro Joule %2 so viel Arbeit wie %3 (Chipenergie).</translation>
    </message>
    <message>
        <source>On %1 chips, a run on %2 costs $%3 and on %4 $%5: %4 costs %6 as much. Below %7 % MFU on %2 (estimated: %8 %) the saving is gone.</source>
        <translation>Mit %1 Chips kostet ein Lauf auf %2 %3 $ und auf %4 %5 $: %4 kostet %6 so viel. Unter %7 % MFU auf %2 (geschätzt: %8 %) ist die Ersparnis dahin.</translation>
    </message>
    <message>
        <source>%1 rents at $%2 a chip-hour and costs $%3 owned at %4 % use; owning is cheaper above %5 % use.</source>
        <translation>%1 kostet zur Miete %2 $ pro Chip-Stunde und gekauft %3 $ bei %4 % Auslastung; Kaufen ist oberhalb von %5 % Auslastung günstiger.</translation>
    </message>
    <message>
        <source>%1 is rent only, at $%2 a chip-hour.</source>
        <translation>%1 gibt es nur zur Miete, für %2 $ pro Chip-Stunde.</translation>
    </message>
    <message>
        <source>On small, odd shapes (37 rows, one past a tile) %1 reaches %2 % of its peak and %3 %4 %: %1 is %5 as efficient.</source>
        <translation>Bei kleinen, krummen Formen (37 Zeilen, eine mehr als eine Kachel) erreicht %1 %2 % der Spitzenleistung und %3 %4 %: %1 ist %5 so effizient.</translation>
    </message>
    <message>
        <source>In fp32 the step moves %1 the bytes it moves in bf16.</source>
        <translation>In fp32 bewegt der Schritt %1 so viele Bytes wie in bf16.</translation>
    </message>
    <message>
        <source>On %1 it takes %2× the energy.</source>
        <translation>Auf %1 braucht er %2× so viel Energie.</translation>
    </message>
    <message>
        <source>%1 has no fp32 matrix rate.</source>
        <translation>%1 hat keine fp32-Matrixrate.</translation>
    </message>
    <message>
        <source>On %1 the matrix peak is %2 the vector peak; matrix operators take %3 % of the step, so the step is at most %4× faster for them.</source>
        <translation>Auf %1 ist die Matrixspitze %2 so hoch wie die Vektorspitze; Matrixoperatoren belegen %3 % des Schritts, der Schritt wird durch sie also höchstens %4× schneller.</translation>
    </message>
    <message>
        <source>On %1 chips, the step waits on communication %2 % of the time on %3 and %4 % on %5.</source>
        <translation>Mit %1 Chips wartet der Schritt auf %3 %2 % der Zeit auf Kommunikation, auf %5 %4 %.</translation>
    </message>
    <message>
        <source>%1 has no matrix rate at this workload&apos;s precision.</source>
        <translation>%1 hat bei der Genauigkeit dieser Arbeitslast keine Matrixrate.</translation>
    </message>
    <message>
        <source>%1 has no vector (CUDA-core) rate in the catalog.</source>
        <translation>%1 hat im Katalog keine Vektorrate (CUDA-Cores).</translation>
    </message>
    <message>
        <source>%1 cannot run this workload.</source>
        <translation>%1 kann diese Arbeitslast nicht ausführen.</translation>
    </message>
    <message>
        <source>No chip count up to 16,384 holds this workload on %1.</source>
        <translation>Keine Chipzahl bis 16.384 fasst diese Arbeitslast auf %1.</translation>
    </message>
    <message>
        <source>Neither chip runs this workload in fp32.</source>
        <translation>Keiner der beiden Chips führt diese Arbeitslast in fp32 aus.</translation>
    </message>
    <message>
        <source>The workload has no matrix products.</source>
        <translation>Die Arbeitslast hat keine Matrixprodukte.</translation>
    </message>
    <message>
        <source>Throughput per chip against batch</source>
        <translation>Durchsatz pro Chip gegen Batch</translation>
    </message>
    <message>
        <source>Work per joule of chip energy</source>
        <translation>Arbeit pro Joule Chip-Energie</translation>
    </message>
    <message>
        <source>Cost of the run against utilization</source>
        <translation>Kosten des Laufs gegen Auslastung</translation>
    </message>
    <message>
        <source>A chip-hour rented or owned, against use</source>
        <translation>Eine Chip-Stunde gemietet oder gekauft, gegen Nutzung</translation>
    </message>
    <message>
        <source>Fraction of peak: the workload&apos;s shapes and odd ones</source>
        <translation>Anteil am Peak: Formen der Arbeitslast und ungerade Formen</translation>
    </message>
    <message>
        <source>fp32 against bf16</source>
        <translation>fp32 gegen bf16</translation>
    </message>
    <message>
        <source>Fewest chips that hold the model</source>
        <translation>Wenigste Chips, die das Modell fassen</translation>
    </message>
    <message>
        <source>Speed-up from the matrix units</source>
        <translation>Beschleunigung durch die Matrixeinheiten</translation>
    </message>
    <message>
        <source>Waiting on communication against chips</source>
        <translation>Warten auf Kommunikation gegen Chips</translation>
    </message>
    <message>
        <source>batch</source>
        <translation>Batch</translation>
    </message>
    <message>
        <source>tokens/s per chip</source>
        <translation>Tokens/s pro Chip</translation>
    </message>
    <message>
        <source>MFU of %1 (%)</source>
        <extracomment>%1 a TPU; MFU: model FLOPs utilization</extracomment>
        <translation>MFU von %1 (%)</translation>
    </message>
    <message>
        <source>cost of the run (USD)</source>
        <translation>Kosten des Laufs (USD)</translation>
    </message>
    <message>
        <source>use of an owned chip (%)</source>
        <translation>Nutzung eines gekauften Chips (%)</translation>
    </message>
    <message>
        <source>chips</source>
        <translation>Chips</translation>
    </message>
    <message>
        <source>tokens per joule</source>
        <translation>Tokens pro Joule</translation>
    </message>
    <message>
        <source>fraction of peak (%)</source>
        <translation>Anteil am Peak (%)</translation>
    </message>
    <message>
        <source>fp32 ÷ bf16</source>
        <translation>fp32 ÷ bf16</translation>
    </message>
    <message>
        <source>times faster</source>
        <translation>mal schneller</translation>
    </message>
    <message>
        <source>%1 rented</source>
        <extracomment>%1 a GPU, paid by the hour</extracomment>
        <translation>%1 gemietet</translation>
    </message>
    <message>
        <source>%1 owned</source>
        <extracomment>%1 a GPU, bought</extracomment>
        <translation>%1 gekauft</translation>
    </message>
    <message>
        <source>%1, the workload&apos;s shapes</source>
        <translation>%1, Formen der Arbeitslast</translation>
    </message>
    <message>
        <source>%1, odd shapes</source>
        <translation>%1, ungerade Formen</translation>
    </message>
    <message>
        <source>bytes moved</source>
        <translation>bewegte Bytes</translation>
    </message>
    <message>
        <source>energy on %1</source>
        <translation>Energie auf %1</translation>
    </message>
    <message>
        <source>matrix work (peak)</source>
        <translation>Matrixarbeit (Peak)</translation>
    </message>
    <message>
        <source>the whole step (at most)</source>
        <translation>der ganze Schritt (höchstens)</translation>
    </message>
    <message>
        <source>crossover at batch %1</source>
        <translation>Schnittpunkt bei Batch %1</translation>
    </message>
    <message>
        <source>the claimed 2.8×</source>
        <translation>die behaupteten 2,8×</translation>
    </message>
    <message>
        <source>break-even at %1 %</source>
        <translation>Gewinnschwelle bei %1 %</translation>
    </message>
    <message>
        <source>no change</source>
        <translation>keine Änderung</translation>
    </message>
    <message>
        <source>an order of magnitude</source>
        <translation>eine Größenordnung</translation>
    </message>
    <message>
        <source>smallest batch of the sweep</source>
        <translation>kleinster Batch der Messreihe</translation>
    </message>
    <message>
        <source>largest batch of the sweep</source>
        <translation>größter Batch der Messreihe</translation>
    </message>
    <message>
        <source>crossover batch</source>
        <translation>Batch am Schnittpunkt</translation>
    </message>
    <message>
        <source>throughput per chip, %1 ÷ %2, at the smallest batch</source>
        <translation>Durchsatz pro Chip, %1 ÷ %2, beim kleinsten Batch</translation>
    </message>
    <message>
        <source>throughput per chip, %1 ÷ %2, at the largest batch</source>
        <translation>Durchsatz pro Chip, %1 ÷ %2, beim größten Batch</translation>
    </message>
    <message>
        <source>the claimed ratio</source>
        <translation>das behauptete Verhältnis</translation>
    </message>
    <message>
        <source>cost of the run</source>
        <translation>Kosten des Laufs</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>break-even MFU of %1</source>
        <translation>MFU-Gewinnschwelle von %1</translation>
    </message>
    <message>
        <source>rent per chip-hour</source>
        <translation>Miete pro Chip-Stunde</translation>
    </message>
    <message>
        <source>owned, per chip-hour of work</source>
        <translation>gekauft, pro Chip-Stunde Arbeit</translation>
    </message>
    <message>
        <source>use of an owned chip</source>
        <translation>Nutzung eines gekauften Chips</translation>
    </message>
    <message>
        <source>break-even use of an owned %1</source>
        <translation>Nutzung an der Gewinnschwelle, %1 gekauft</translation>
    </message>
    <message>
        <source>cost of the run, rented</source>
        <translation>Kosten des Laufs, gemietet</translation>
    </message>
    <message>
        <source>cost of the run, owned</source>
        <translation>Kosten des Laufs, gekauft</translation>
    </message>
    <message>
        <source>shapes tested</source>
        <translation>getestete Formen</translation>
    </message>
    <message>
        <source>fraction of peak, odd shapes</source>
        <translation>Anteil am Peak, ungerade Formen</translation>
    </message>
    <message>
        <source>fraction of peak, the workload&apos;s shapes</source>
        <translation>Anteil am Peak, Formen der Arbeitslast</translation>
    </message>
    <message>
        <source>bytes moved, fp32 ÷ bf16</source>
        <translation>bewegte Bytes, fp32 ÷ bf16</translation>
    </message>
    <message>
        <source>energy, fp32 ÷ bf16</source>
        <translation>Energie, fp32 ÷ bf16</translation>
    </message>
    <message>
        <source>memory per chip</source>
        <translation>Speicher pro Chip</translation>
    </message>
    <message>
        <source>fewest chips that hold the model</source>
        <translation>wenigste Chips, die das Modell fassen</translation>
    </message>
    <message>
        <source>matrix peak ÷ vector peak of %1</source>
        <translation>Matrix-Peak ÷ Vektor-Peak von %1</translation>
    </message>
    <message>
        <source>share of the step in matrix operators on %1</source>
        <translation>Anteil des Schritts in Matrixoperatoren auf %1</translation>
    </message>
    <message>
        <source>the step&apos;s speed-up from matrix units, at most</source>
        <translation>Beschleunigung des Schritts durch Matrixeinheiten, höchstens</translation>
    </message>
    <message>
        <source>step waiting on communication</source>
        <translation>Warten des Schritts auf Kommunikation</translation>
    </message>
    <message>
        <source>communication per step</source>
        <translation>Kommunikation pro Schritt</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>a figure of one device: &quot;%1&quot; the device, &quot;%2&quot; the figure, e.g. &quot;TPU v5p: tokens per joule&quot;</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>$%1 a chip-hour</source>
        <translation>$%1 pro Chip-Stunde</translation>
    </message>
    <message>
        <source>$%1</source>
        <translation>$%1</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>The sweep runs the workload at global batches a factor of two apart, on one chip where the model fits one, else on the job&apos;s chips; the crossover is the first batch at which the systolic chip&apos;s throughput per chip passes the GPU&apos;s.</source>
        <translation>Die Messreihe führt die Arbeitslast mit globalen Batches aus, die sich jeweils um den Faktor zwei unterscheiden, auf einem Chip, wenn das Modell auf einen passt, sonst auf den Chips des Jobs; der Schnittpunkt ist der erste Batch, bei dem der Durchsatz pro Chip des systolischen Chips den der GPU übersteigt.</translation>
    </message>
    <message>
        <source>Tokens per second per chip on the systolic chip divided by the same on the GPU, at that batch; each from the engine&apos;s step time for the batch.</source>
        <translation>Tokens pro Sekunde pro Chip auf dem systolischen Chip geteilt durch denselben Wert auf der GPU, bei diesem Batch; jeweils aus der Schrittzeit der Engine für den Batch.</translation>
    </message>
    <message>
        <source>The job&apos;s chips, or 256 for a one-chip workspace, halved until both devices have a legal split of the workload.</source>
        <translation>Die Chips des Jobs, oder 256 bei einem Ein-Chip-Arbeitsbereich, halbiert, bis beide Geräte eine zulässige Aufteilung der Arbeitslast haben.</translation>
    </message>
    <message>
        <source>Tokens per step divided by the chip energy of the step (power × step time). The range comes from the power range where the power is estimated and from the step time&apos;s accuracy band.</source>
        <translation>Tokens pro Schritt geteilt durch die Chip-Energie des Schritts (Leistung × Schrittzeit). Der Bereich ergibt sich aus dem Leistungsbereich, wo die Leistung geschätzt ist, und aus dem Genauigkeitsband der Schrittzeit.</translation>
    </message>
    <message>
        <source>The best split the search finds on the chips, run for the workspace&apos;s tokens: chip-hours × the rental price. MFU is the model FLOPs of a step over the chips&apos; peak × the step time.</source>
        <translation>Die beste Aufteilung, die die Suche auf den Chips findet, ausgeführt für die Tokens des Arbeitsbereichs: Chip-Stunden × Mietpreis. MFU sind die Modell-FLOPs eines Schritts geteilt durch den Peak der Chips × die Schrittzeit.</translation>
    </message>
    <message>
        <source>The cost of a run scales as 1 ÷ MFU: the systolic chip&apos;s MFU × (its run cost ÷ the GPU&apos;s). Below it the GPU&apos;s run is cheaper.</source>
        <translation>Die Kosten eines Laufs skalieren mit 1 ÷ MFU: die MFU des systolischen Chips × (seine Laufkosten ÷ die der GPU). Darunter ist der Lauf auf der GPU günstiger.</translation>
    </message>
    <message>
        <source>The catalog&apos;s rental quote for the device (its source is in the catalog), times the chip-hours of the run.</source>
        <translation>Der Mietpreis des Katalogs für das Gerät (die Quelle steht im Katalog), mal die Chip-Stunden des Laufs.</translation>
    </message>
    <message>
        <source>Owning: the purchase price spread over the amortization years at the assumed use, plus electricity at the facility&apos;s PUE and hosting, per chip-hour of work.</source>
        <translation>Kauf: der Kaufpreis verteilt auf die Abschreibungsjahre bei der angenommenen Nutzung, plus Strom beim PUE der Anlage und Hosting, pro Chip-Stunde Arbeit.</translation>
    </message>
    <message>
        <source>Renting and owning cost the same where the purchase per hour of use equals the rent minus electricity and hosting: purchase per hour at full use ÷ (rent − electricity − hosting).</source>
        <translation>Mieten und Kaufen kosten gleich viel, wo der Kaufpreis pro Nutzungsstunde der Miete abzüglich Strom und Hosting entspricht: Kaufpreis pro Stunde bei voller Nutzung ÷ (Miete − Strom − Hosting).</translation>
    </message>
    <message>
        <source>The workload&apos;s six largest distinct matrix products, and the same made small and odd (37 rows, one more than each other side): the geometric mean of each one&apos;s FLOP rate over the device&apos;s peak, from the engine&apos;s GEMM model.</source>
        <translation>Die sechs größten unterschiedlichen Matrixprodukte der Arbeitslast und dieselben klein und ungerade gemacht (37 Zeilen, jede andere Seite um eins größer): das geometrische Mittel der FLOP-Rate jedes einzelnen geteilt durch den Peak des Geräts, aus dem GEMM-Modell der Engine.</translation>
    </message>
    <message>
        <source>The same step in fp32 and in bf16: the workload&apos;s compulsory bytes, and the chip energy of each step where the device has an fp32 rate.</source>
        <translation>Derselbe Schritt in fp32 und in bf16: die unvermeidlichen Bytes der Arbeitslast und die Chip-Energie jedes Schritts, wo das Gerät eine fp32-Rate hat.</translation>
    </message>
    <message>
        <source>The catalog&apos;s memory per chip, and the fewest chips whose best split holds the weights, gradients, optimizer state and activations.</source>
        <translation>Der Speicher pro Chip laut Katalog und die wenigsten Chips, deren beste Aufteilung Gewichte, Gradienten, Optimiererzustand und Aktivierungen fasst.</translation>
    </message>
    <message>
        <source>The catalog&apos;s matrix peak at the workload&apos;s precision over the fp32 vector peak; the step&apos;s matrix operators would take that much longer without matrix units, the rest would not change (Amdahl&apos;s law).</source>
        <translation>Der Matrix-Peak laut Katalog bei der Genauigkeit der Arbeitslast geteilt durch den fp32-Vektor-Peak; die Matrixoperatoren des Schritts würden ohne Matrixeinheiten entsprechend länger dauern, der Rest bliebe gleich (Amdahlsches Gesetz).</translation>
    </message>
    <message>
        <source>The collectives of the best split on each network (torus or NVLink and InfiniBand), from the collective model; the exposed share is the time the step waits for them after overlap, over the step time.</source>
        <translation>Die kollektiven Operationen der besten Aufteilung in jedem Netz (Torus oder NVLink und InfiniBand), aus dem Kollektivmodell; der nicht verdeckte Anteil ist die Zeit, die der Schritt nach Überlappung auf sie wartet, geteilt durch die Schrittzeit.</translation>
    </message>
    <message>
        <source>A figure of claim %1: %2</source>
        <extracomment>%1 the claim&apos;s statement</extracomment>
        <translation>Ein Wert der Behauptung %1: %2</translation>
    </message>
    <message>
        <source>share of the step (%)</source>
        <translation>Anteil am Schritt (%)</translation>
    </message>
    <message>
        <source>USD (per chip-hour of work)</source>
        <translation>USD (pro Chip-Stunde Arbeit)</translation>
    </message>
    <message>
        <source>%1 computes fp32 matrix products in one bf16 pass (XLA&apos;s default precision), so fp32 costs it only the extra bytes.</source>
        <translation>%1 rechnet fp32-Matrixprodukte in einem bf16-Durchgang (XLAs Standardgenauigkeit), fp32 kostet dort also nur die zusätzlichen Bytes.</translation>
    </message>
    <message>
        <source>bf16 passes per fp32 matrix product</source>
        <translation>bf16-Durchgänge je fp32-Matrixprodukt</translation>
    </message>
    <message>
        <source>A chip without an fp32 matrix rate in the catalog computes fp32 products as bf16 passes: one at XLA&apos;s default precision, which the engine follows (three at HIGH, six at HIGHEST).</source>
        <translation>Ein Chip ohne fp32-Matrixrate im Katalog rechnet fp32-Produkte in bf16-Durchgängen: einem bei XLAs Standardgenauigkeit, der die Engine folgt (drei bei HIGH, sechs bei HIGHEST).</translation>
    </message>
    <message>
        <source>%1 (%2 GiB a chip) needs %3 chips, %4 (%5 GiB) needs %6.</source>
        <translation>%1 (%2 GiB pro Chip) braucht %3 Chips, %4 (%5 GiB) braucht %6.</translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
</context>
<context>
    <name>ts::ClaimsPanel</name>
    <message>
        <source>Claims, checked: the popular GPU-vs-TPU statements, tested on your workload and devices (tick a TPU and a GPU).</source>
        <translation>Behauptungen, geprüft: die verbreiteten Aussagen über GPUs und TPUs, getestet an Ihrer Arbeitslast und Ihren Geräten (wählen Sie eine TPU und eine GPU).</translation>
    </message>
    <message>
        <source>Claims, checked on %1 with %2 and %3</source>
        <translation>Behauptungen, geprüft an %1 mit %2 und %3</translation>
    </message>
    <message>
        <source>no systolic chip</source>
        <translation>kein systolischer Chip</translation>
    </message>
    <message>
        <source>no GPU</source>
        <translation>keine GPU</translation>
    </message>
    <message>
        <source>Show the experiment</source>
        <translation>Experiment anzeigen</translation>
    </message>
    <message>
        <source>‹ All claims</source>
        <extracomment>goes back from one claim&apos;s experiment to the list of claims</extracomment>
        <translation>‹ Alle Behauptungen</translation>
    </message>
    <message>
        <source>Back to the list of claims (Backspace)</source>
        <translation>Zurück zur Liste der Behauptungen (Rücktaste)</translation>
    </message>
    <message>
        <source>Click a figure to see how it is computed</source>
        <translation>Klicken Sie auf einen Wert, um zu sehen, wie er berechnet wird</translation>
    </message>
    <message>
        <source>Back to the list of claims</source>
        <translation>Zurück zur Liste der Behauptungen</translation>
    </message>
</context>
<context>
    <name>ts::ClipDialogs</name>
    <message>
        <source>The systolic array, playing</source>
        <translation>Das systolische Array, abspielend</translation>
    </message>
    <message>
        <source>The SIMT view, playing</source>
        <translation>Die SIMT-Ansicht, abspielend</translation>
    </message>
    <message>
        <source>Side by side, playing</source>
        <translation>Nebeneinander, abspielend</translation>
    </message>
    <message>
        <source>The Compare charts, batch 1 to 256</source>
        <translation>Die Vergleichsdiagramme, Batch 1 bis 256</translation>
    </message>
    <message>
        <source>The tour “%1”, scene after scene</source>
        <extracomment>File › Export Clip: %1 the open tour&apos;s title</extracomment>
        <translation>Die Tour „%1“, Szene für Szene</translation>
    </message>
    <message>
        <source>Export Clip</source>
        <translation>Clip exportieren</translation>
    </message>
    <message>
        <source>Record:</source>
        <translation>Aufnehmen:</translation>
    </message>
    <message>
        <source>MP4 video (*.mp4);;Animated GIF (*.gif)</source>
        <translation>MP4-Video (*.mp4);;Animiertes GIF (*.gif)</translation>
    </message>
    <message>
        <source>Drawing the clip&apos;s frames…</source>
        <translation>Die Bilder des Clips werden gezeichnet …</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Cannot write &apos;%1&apos;: %2</source>
        <translation>&apos;%1&apos; kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Wrote the clip %1 (%2 frames)</source>
        <extracomment>The status bar after File › Export Clip; %1 the file, %2 its frames</extracomment>
        <translation>Clip %1 geschrieben (%2 Bilder)</translation>
    </message>
</context>
<context>
    <name>ts::ClipEncoder</name>
    <message>
        <source>cannot encode &apos;%1&apos;: %2: %3</source>
        <extracomment>%1 the clip&apos;s file, %2 what failed, %3 FFmpeg&apos;s reason</extracomment>
        <translation>&apos;%1&apos; kann nicht kodiert werden: %2: %3</translation>
    </message>
    <message>
        <source>cannot encode &apos;%1&apos;: this FFmpeg has no H.264 encoder (libx264)</source>
        <translation>&apos;%1&apos; kann nicht kodiert werden: dieses FFmpeg hat keinen H.264-Encoder (libx264)</translation>
    </message>
    <message>
        <source>cannot encode &apos;%1&apos;: this FFmpeg has no GIF encoder</source>
        <translation>&apos;%1&apos; kann nicht kodiert werden: dieses FFmpeg hat keinen GIF-Encoder</translation>
    </message>
    <message>
        <source>the %1 muxer</source>
        <translation>der %1-Muxer</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>the file&apos;s header</source>
        <translation>der Dateikopf</translation>
    </message>
    <message>
        <source>the colour conversion</source>
        <translation>die Farbumwandlung</translation>
    </message>
    <message>
        <source>cannot encode &apos;%1&apos;: the clip would be larger than %2 MiB; make it shorter, smaller or with fewer frames a second</source>
        <translation>&apos;%1&apos; kann nicht kodiert werden: der Clip wäre größer als %2 MiB; machen Sie ihn kürzer, kleiner oder mit weniger Bildern pro Sekunde</translation>
    </message>
    <message>
        <source>cannot encode &apos;%1&apos;: frame %2: %3</source>
        <translation>&apos;%1&apos; kann nicht kodiert werden: Bild %2: %3</translation>
    </message>
    <message>
        <source>cannot encode &apos;%1&apos;: the end of the file: %2</source>
        <translation>&apos;%1&apos; kann nicht kodiert werden: das Dateiende: %2</translation>
    </message>
    <message>
        <source>cannot encode &apos;%1&apos;: this build of Tensorscope has no clip support (it was built without the FFmpeg libraries)</source>
        <translation>&apos;%1&apos; kann nicht kodiert werden: dieser Build von Tensorscope unterstützt keine Clips (er wurde ohne die FFmpeg-Bibliotheken gebaut)</translation>
    </message>
</context>
<context>
    <name>ts::ClipRecorder</name>
    <message>
        <source>a clip is an .mp4 or a .gif file</source>
        <translation>ein Clip ist eine .mp4- oder .gif-Datei</translation>
    </message>
    <message>
        <source>an MP4 clip needs even sides (H.264&apos;s colour is stored at half size); %1x%2 is not</source>
        <translation>ein MP4-Clip braucht gerade Seitenlängen (die Farbe von H.264 wird in halber Größe gespeichert); %1x%2 hat sie nicht</translation>
    </message>
    <message>
        <source>the folder &apos;%1&apos; does not exist</source>
        <translation>der Ordner &apos;%1&apos; existiert nicht</translation>
    </message>
    <message>
        <source>Global batch %1</source>
        <extracomment>Burned into each frame of a compare clip (the batch sweep); %1 the batch</extracomment>
        <translation>Globaler Batch %1</translation>
    </message>
</context>
<context>
    <name>ts::ColumnChart</name>
    <message>
        <source>(no data)</source>
        <extracomment>under a device&apos;s name in a chart whose value it has none of (e.g. no price)</extracomment>
        <translation>(keine Daten)</translation>
    </message>
    <message>
        <source>(estimated)</source>
        <extracomment>under a device&apos;s name in a chart whose value comes from an estimated figure (e.g. an energy from an estimated power)</extracomment>
        <translation>(geschätzt)</translation>
    </message>
    <message>
        <source>trillions</source>
        <extracomment>a chart axis whose numbers count trillions (10^12)</extracomment>
        <translation>Billionen</translation>
    </message>
    <message>
        <source>billions</source>
        <translation>Milliarden</translation>
    </message>
    <message>
        <source>millions</source>
        <translation>Millionen</translation>
    </message>
    <message>
        <source>thousands</source>
        <translation>Tausend</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>an axis title with the scale of its numbers, e.g. &quot;kWh (millions)&quot;</extracomment>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>ts::ComparisonTableModel</name>
    <message>
        <source>%1 — DOES NOT FIT</source>
        <translation>%1 — PASST NICHT</translation>
    </message>
    <message>
        <source>%1 %2 (%3)</source>
        <translation>%1 %2 (%3)</translation>
    </message>
    <message>
        <source>cannot estimate</source>
        <translation>nicht schätzbar</translation>
    </message>
    <message>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <source>★ %1</source>
        <translation>★ %1</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Gerät</translation>
    </message>
    <message>
        <source>%1 (%2) — higher is better; ★ marks the best</source>
        <translation>%1 (%2) — höher ist besser; ★ markiert das Beste</translation>
    </message>
    <message>
        <source>%1 (%2) — lower is better; ★ marks the best</source>
        <translation>%1 (%2) — niedriger ist besser; ★ markiert das Beste</translation>
    </message>
    <message>
        <source>no data</source>
        <extracomment>The accuracy column of a device the validation data has no figure for.</extracomment>
        <translation>keine Daten</translation>
    </message>
    <message>
        <source>The validation data has no scored measurement of this kind of step: no uncertainty band.</source>
        <translation>Die Validierungsdaten enthalten keine gewertete Messung dieser Art von Schritt: kein Unsicherheitsband.</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Step time uncertainty&lt;/b&gt;&lt;/p&gt;&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;Throughput and MFU take the reciprocal band, costs the same one.&lt;/p&gt;</source>
        <extracomment>The tooltip of the accuracy column: %1 is where the band comes from.</extracomment>
        <translation>&lt;p&gt;&lt;b&gt;Unsicherheit der Schrittzeit&lt;/b&gt;&lt;/p&gt;&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;Durchsatz und MFU erhalten das reziproke Band, Kosten dasselbe.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Uncertainty</source>
        <extracomment>Column of the comparison table: the uncertainty band of the step time.</extracomment>
        <translation>Unsicherheit</translation>
    </message>
    <message>
        <source>How far measurements of similar work were from the engine&apos;s prediction (Help › Accuracy); wider when an input is assumed</source>
        <translation>Wie weit Messungen ähnlicher Arbeit von der Vorhersage der Engine entfernt waren (Hilfe › Genauigkeit); breiter, wenn eine Eingabe angenommen ist</translation>
    </message>
    <message>
        <source>no legal split</source>
        <translation>keine zulässige Aufteilung</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Chips · split</source>
        <extracomment>Column of the comparison table for a job on many chips: chip count and split</extracomment>
        <translation>Chips · Aufteilung</translation>
    </message>
    <message>
        <source>The chips the job runs on and how the step is split over them (dp data, tp tensor, pp pipeline, ep expert parallel; ZeRO stage)</source>
        <translation>Die Chips, auf denen der Job läuft, und wie der Schritt auf sie aufgeteilt wird (dp Daten-, tp Tensor-, pp Pipeline-, ep Expertenparallelität; ZeRO-Stufe)</translation>
    </message>
    <message>
        <source>Comm. wait</source>
        <extracomment>Column of the comparison table: the share of a step spent waiting on collectives</extracomment>
        <translation>Komm.-Wartezeit</translation>
    </message>
    <message>
        <source>Share of the step spent waiting on communication that compute does not hide</source>
        <translation>Anteil des Schritts, der mit Warten auf Kommunikation vergeht, die das Rechnen nicht verdeckt</translation>
    </message>
    <message>
        <source>Run time</source>
        <extracomment>Column of the comparison table: how long the whole run takes</extracomment>
        <translation>Laufzeit</translation>
    </message>
    <message>
        <source>Time to process the run&apos;s tokens on all the job&apos;s chips</source>
        <translation>Zeit, um die Token des Laufs auf allen Chips des Jobs zu verarbeiten</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>passt nicht</translation>
    </message>
    <message>
        <source>Serving batch</source>
        <extracomment>Column of the comparison table: requests served together, and what set that</extracomment>
        <translation>Serving-Batch</translation>
    </message>
    <message>
        <source>TTFT</source>
        <extracomment>Column of the comparison table: time to first token</extracomment>
        <translation>TTFT</translation>
    </message>
    <message>
        <source>TPOT</source>
        <extracomment>Column of the comparison table: time per output token</extracomment>
        <translation>TPOT</translation>
    </message>
    <message>
        <source>Tokens/s · chip</source>
        <extracomment>Column of the comparison table: output tokens a second on each chip</extracomment>
        <translation>Token/s · Chip</translation>
    </message>
    <message>
        <source>Tokens per $</source>
        <extracomment>Column of the comparison table: output tokens one dollar of rent buys</extracomment>
        <translation>Token pro $</translation>
    </message>
    <message>
        <source>Requests served together: the largest batch that fits memory and meets the latency targets (Run › targets), or the workload&apos;s batch without targets</source>
        <translation>Gemeinsam bediente Anfragen: der größte Batch, der in den Speicher passt und die Latenzziele erfüllt (Lauf › Ziele), ohne Ziele der Batch der Arbeitslast</translation>
    </message>
    <message>
        <source>Time to first token: the prefill of the batch&apos;s prompts — lower is better; ★ marks the best</source>
        <translation>Zeit bis zum ersten Token: das Prefill der Prompts des Batches — niedriger ist besser; ★ markiert den besten Wert</translation>
    </message>
    <message>
        <source>Time per output token: one decode step of the batch — lower is better; ★ marks the best</source>
        <translation>Zeit pro Ausgabetoken: ein Decode-Schritt des Batches — niedriger ist besser; ★ markiert den besten Wert</translation>
    </message>
    <message>
        <source>Output tokens a second per chip at the serving batch — higher is better; ★ marks the best</source>
        <translation>Ausgabetoken pro Sekunde und Chip beim Serving-Batch — höher ist besser; ★ markiert den besten Wert</translation>
    </message>
    <message>
        <source>Output tokens one dollar of the chip&apos;s rent buys — higher is better; ★ marks the best</source>
        <translation>Ausgabetoken, die ein Dollar Chipmiete kauft — höher ist besser; ★ markiert den besten Wert</translation>
    </message>
</context>
<context>
    <name>ts::DeveloperHarness</name>
    <message>
        <source>Scripted edit</source>
        <translation>Skriptgesteuerte Änderung</translation>
    </message>
</context>
<context>
    <name>ts::DevicePickerPanel</name>
    <message>
        <source>Search devices (name, vendor, memory type)</source>
        <translation>Geräte suchen (Name, Hersteller, Speichertyp)</translation>
    </message>
    <message>
        <source>All kinds</source>
        <translation>Alle Arten</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>TPUs</source>
        <translation>TPUs</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Andere</translation>
    </message>
    <message>
        <source>&amp;Duplicate as what-if...</source>
        <translation>Als Was-wäre-wenn &amp;duplizieren...</translation>
    </message>
    <message>
        <source>Copy the selected device with changed figures, saved as a user catalog file</source>
        <translation>Das gewählte Gerät mit geänderten Kennzahlen kopieren, gespeichert als Benutzer-Katalogdatei</translation>
    </message>
</context>
<context>
    <name>ts::DocumentationDialog</name>
    <message>
        <source>Documentation</source>
        <translation>Dokumentation</translation>
    </message>
    <message>
        <source>The documentation is not installed with this copy of Tensorscope. It is published on the project&apos;s web site:</source>
        <translation>Die Dokumentation ist in dieser Tensorscope-Installation nicht enthalten. Sie ist auf der Website des Projekts veröffentlicht:</translation>
    </message>
    <message>
        <source>The same pages come with the source code, in its docs folder and README.md.</source>
        <extracomment>&quot;docs&quot; and &quot;README.md&quot; are names of a folder and a file; keep them as they are</extracomment>
        <translation>Dieselben Seiten liegen dem Quellcode bei, im Ordner docs und in README.md.</translation>
    </message>
    <message>
        <source>Open in Browser...</source>
        <translation>Im Browser öffnen...</translation>
    </message>
</context>
<context>
    <name>ts::EngineErrorText</name>
    <message>
        <source>the device has no matrix rate for the precision or a fallback</source>
        <translation>das Gerät hat keine Matrixrate für die Genauigkeit oder einen Ersatz</translation>
    </message>
    <message>
        <source>a dimension is zero, negative or too large to estimate</source>
        <translation>eine Dimension ist null, negativ oder zu groß für eine Schätzung</translation>
    </message>
    <message>
        <source>an engine option is not a finite number in its range</source>
        <translation>eine Engine-Option ist keine endliche Zahl in ihrem Bereich</translation>
    </message>
    <message>
        <source>the device&apos;s figures give no finite estimate</source>
        <translation>die Kennzahlen des Geräts ergeben keine endliche Schätzung</translation>
    </message>
</context>
<context>
    <name>ts::ExplainPanel</name>
    <message>
        <source>Explanation</source>
        <translation>Erklärung</translation>
    </message>
    <message>
        <source>How the selected operator&apos;s time, or the hovered number, was derived.</source>
        <translation>Wie die Zeit des gewählten Operators oder die Zahl unter dem Mauszeiger hergeleitet wurde.</translation>
    </message>
    <message>
        <source>&lt;p&gt;Hover over a bar or a roofline point, or select a table cell or an operator: its derivation appears here.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Fahren Sie über einen Balken oder einen Roofline-Punkt oder wählen Sie eine Tabellenzelle oder einen Operator: Die Herleitung erscheint hier.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>E&amp;xport as Markdown...</source>
        <translation>Als Markdown e&amp;xportieren...</translation>
    </message>
    <message>
        <source>Save the selected operator&apos;s walk-through for lecture notes</source>
        <translation>Die Herleitung des gewählten Operators für Vorlesungsnotizen speichern</translation>
    </message>
    <message>
        <source>Cannot write &apos;%1&apos;: %2</source>
        <translation>&apos;%1&apos; kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Export Explanation</source>
        <translation>Erklärung exportieren</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
</context>
<context>
    <name>ts::HandoutDialogs</name>
    <message>
        <source>Export Handout</source>
        <translation>Handout exportieren</translation>
    </message>
    <message>
        <source>No tour is open. Make a handout of:</source>
        <extracomment>File › Export Handout with no tour open: the shipped tours to choose from</extracomment>
        <translation>Keine Tour geöffnet. Ein Handout erstellen von:</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>PDF-Dokument (*.pdf)</translation>
    </message>
    <message>
        <source>Drawing the tour&apos;s scenes…</source>
        <translation>Die Szenen der Tour werden gezeichnet …</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Cannot write &apos;%1&apos;: %2</source>
        <translation>&apos;%1&apos; kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Wrote the handout %1 (%2 pages)</source>
        <translation>Handout %1 geschrieben (%2 Seiten)</translation>
    </message>
</context>
<context>
    <name>ts::JobEditor</name>
    <message>
        <source>Change chips</source>
        <translation>Chips ändern</translation>
    </message>
    <message>
        <source>Toggle fewest chips that fit</source>
        <translation>„Wenigste passende Chips“ umschalten</translation>
    </message>
    <message>
        <source>Change split</source>
        <translation>Aufteilung ändern</translation>
    </message>
    <message>
        <source>Change ZeRO stage</source>
        <translation>ZeRO-Stufe ändern</translation>
    </message>
    <message>
        <source>Change run tokens</source>
        <translation>Token pro Lauf ändern</translation>
    </message>
    <message>
        <source>Job</source>
        <extracomment>the Job section of the workload editor: chips, split and run length</extracomment>
        <translation>Job</translation>
    </message>
    <message>
        <source>C&amp;hips</source>
        <translation>&amp;Chips</translation>
    </message>
    <message>
        <source>Chips of each device that run the step together</source>
        <translation>Chips jedes Geräts, die den Schritt gemeinsam ausführen</translation>
    </message>
    <message>
        <source>Fewest chips that fit</source>
        <translation>Wenigste passende Chips</translation>
    </message>
    <message>
        <source>Search the powers of two up to %1 chips for the fewest on which some split holds the job in memory</source>
        <translation>Die Zweierpotenzen bis %1 Chips nach der kleinsten Anzahl durchsuchen, bei der eine Aufteilung den Job im Speicher hält</translation>
    </message>
    <message>
        <source>S&amp;plit</source>
        <translation>Au&amp;fteilung</translation>
    </message>
    <message>
        <source>Fastest that fits (search)</source>
        <translation>Schnellste, die passt (Suche)</translation>
    </message>
    <message>
        <source>Set by hand</source>
        <translation>Von Hand festgelegt</translation>
    </message>
    <message>
        <source>ZeRO</source>
        <translation>ZeRO</translation>
    </message>
    <message>
        <source>ZeRO stage: 1 shards optimizer state, 2 also gradients, 3 also weights (FSDP) over the data-parallel chips</source>
        <translation>ZeRO-Stufe: 1 verteilt den Optimiererzustand, 2 zusätzlich die Gradienten, 3 zusätzlich die Gewichte (FSDP) auf die datenparallelen Chips</translation>
    </message>
    <message>
        <source>Run &amp;tokens</source>
        <translation>&amp;Token pro Lauf</translation>
    </message>
    <message>
        <source> B</source>
        <extracomment>suffix of the run-length box: billions of tokens</extracomment>
        <translation> Mrd.</translation>
    </message>
    <message>
        <source>Tokens (samples for models without tokens) the whole run processes, in billions: the per-run time, cost and energy</source>
        <translation>Token (Samples bei Modellen ohne Token), die der ganze Lauf verarbeitet, in Milliarden: Grundlage für Zeit, Kosten und Energie pro Lauf</translation>
    </message>
    <message>
        <source>Search: the engine tries every legal data, tensor, pipeline, context and expert split and ZeRO stage and keeps the fastest that fits. By hand: chips = dp × cp × tp × pp.</source>
        <translation>Suche: Die Engine probiert jede zulässige Daten-, Tensor-, Pipeline-, Kontext- und Expertenaufteilung und ZeRO-Stufe aus und behält die schnellste, die passt. Von Hand: Chips = dp × cp × tp × pp.</translation>
    </message>
</context>
<context>
    <name>ts::JobText</name>
    <message>
        <source>%1 chips: no legal split</source>
        <extracomment>the job column of a device: no split of N chips is legal for the workload</extracomment>
        <translation>%1 Chips: keine zulässige Aufteilung</translation>
    </message>
    <message>
        <source>does not fit on %1 chips</source>
        <extracomment>fewest-that-fit search: no chip count up to the limit holds the job</extracomment>
        <translation>passt nicht auf %1 Chips</translation>
    </message>
    <message>
        <source>%1 chips (fewest that fit)</source>
        <translation>%1 Chips (wenigste, die passen)</translation>
    </message>
    <message>
        <source>1 chip</source>
        <translation>1 Chip</translation>
    </message>
    <message>
        <source>%1 chips</source>
        <translation>%1 Chips</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>the engine cannot estimate the split&apos;s step</source>
        <translation>die Engine kann den Schritt dieser Aufteilung nicht schätzen</translation>
    </message>
    <message>
        <source>no figure</source>
        <translation>kein Wert</translation>
    </message>
    <message>
        <source>step = compute of the slowest stage + pipeline bubble + exposed communication</source>
        <translation>Schritt = Rechnen der langsamsten Stufe + Pipeline-Blase + sichtbare Kommunikation</translation>
    </message>
    <message>
        <source>throughput = tokens per step on all chips ÷ step time</source>
        <translation>Durchsatz = Token pro Schritt auf allen Chips ÷ Schrittzeit</translation>
    </message>
    <message>
        <source>tokens per step</source>
        <translation>Token pro Schritt</translation>
    </message>
    <message>
        <source>step time</source>
        <translation>Schrittzeit</translation>
    </message>
    <message>
        <source>$ per run = steps × step hours × chips × price per chip-hour; steps = ⌈run tokens ÷ tokens per step⌉</source>
        <translation>$ pro Lauf = Schritte × Schrittdauer in Stunden × Chips × Preis pro Chip-Stunde; Schritte = ⌈Token pro Lauf ÷ Token pro Schritt⌉</translation>
    </message>
    <message>
        <source>run tokens</source>
        <translation>Token pro Lauf</translation>
    </message>
    <message>
        <source>steps</source>
        <translation>Schritte</translation>
    </message>
    <message>
        <source>run time</source>
        <translation>Laufzeit</translation>
    </message>
    <message>
        <source>chips</source>
        <translation>Chips</translation>
    </message>
    <message>
        <source>price (%1)</source>
        <translation>Preis (%1)</translation>
    </message>
    <message>
        <source>$%1 / chip-hour</source>
        <translation>%1 $ / Chip-Stunde</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>kein Preis</translation>
    </message>
    <message>
        <source>energy = steps × chips × (busy power × compute + idle power × waiting), × server overhead × PUE; CO₂ = energy × grid intensity</source>
        <translation>Energie = Schritte × Chips × (Lastleistung × Rechnen + Leerlaufleistung × Warten), × Server-Overhead × PUE; CO₂ = Energie × Netzintensität</translation>
    </message>
    <message>
        <source>energy per step, all chips (IT)</source>
        <translation>Energie pro Schritt, alle Chips (IT)</translation>
    </message>
    <message>
        <source>%1J</source>
        <translation>%1J</translation>
    </message>
    <message>
        <source>run chip energy range</source>
        <translation>Energiebereich der Chips pro Lauf</translation>
    </message>
    <message>
        <source>%1 – %2 kWh</source>
        <translation>%1 – %2 kWh</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <source>run energy (facility)</source>
        <translation>Energie pro Lauf (Rechenzentrum)</translation>
    </message>
    <message>
        <source>%1 kWh</source>
        <translation>%1 kWh</translation>
    </message>
    <message>
        <source>grid intensity</source>
        <translation>Netzintensität</translation>
    </message>
    <message>
        <source>%1 g CO₂/kWh</source>
        <translation>%1 g CO₂/kWh</translation>
    </message>
    <message>
        <source>run CO₂</source>
        <translation>CO₂ pro Lauf</translation>
    </message>
    <message>
        <source>%1 kg</source>
        <translation>%1 kg</translation>
    </message>
    <message>
        <source>owned $ per run = steps × step hours × chips × owned $ per chip-hour (purchase over its amortization, electricity at the job&apos;s power, hosting)</source>
        <translation>$ pro Lauf (gekauft) = Schritte × Schrittdauer in Stunden × Chips × $ pro gekaufte Chip-Stunde (Kaufpreis über die Abschreibungsdauer, Strom bei der Leistung des Jobs, Hosting)</translation>
    </message>
    <message>
        <source>owned chip-hour</source>
        <translation>gekaufte Chip-Stunde</translation>
    </message>
    <message>
        <source>$%1</source>
        <translation>%1 $</translation>
    </message>
    <message>
        <source>rent only</source>
        <translation>nur Miete</translation>
    </message>
    <message>
        <source>rented chip-hour</source>
        <translation>gemietete Chip-Stunde</translation>
    </message>
    <message>
        <source>tokens per joule = tokens per step ÷ chip energy of all chips per step</source>
        <translation>Token pro Joule = Token pro Schritt ÷ Chipenergie aller Chips pro Schritt</translation>
    </message>
    <message>
        <source>tokens per dollar = tokens per step ÷ rent of all chips per step</source>
        <translation>Token pro Dollar = Token pro Schritt ÷ Miete aller Chips pro Schritt</translation>
    </message>
    <message>
        <source>tokens per kg CO₂ = run tokens ÷ the run&apos;s facility CO₂</source>
        <translation>Token pro kg CO₂ = Token des Laufs ÷ CO₂ des Laufs im Rechenzentrum</translation>
    </message>
    <message>
        <source>%1 / %2 GiB per chip</source>
        <extracomment>memory per chip of a job on many chips, against one chip&apos;s capacity</extracomment>
        <translation>%1 / %2 GiB pro Chip</translation>
    </message>
    <message>
        <source>no count up to %1 chips holds the job: %2 GiB per chip on %3 GiB</source>
        <translation>keine Anzahl bis %1 Chips fasst den Job: %2 GiB pro Chip bei %3 GiB</translation>
    </message>
    <message>
        <source>no split of %1 chips fits: %2 GiB per chip on %3 GiB</source>
        <translation>keine Aufteilung auf %1 Chips passt: %2 GiB pro Chip bei %3 GiB</translation>
    </message>
    <message>
        <source>the split set by hand does not fit %1 chips: %2 GiB per chip on %3 GiB</source>
        <translation>die von Hand festgelegte Aufteilung passt nicht auf %1 Chips: %2 GiB pro Chip bei %3 GiB</translation>
    </message>
</context>
<context>
    <name>ts::MainWindow</name>
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
        <translation>Start</translation>
    </message>
    <message>
        <source>Systolic array</source>
        <translation>Systolisches Array</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Vergleich</translation>
    </message>
    <message>
        <source>SIMT (GPU)</source>
        <translation>SIMT (GPU)</translation>
    </message>
    <message>
        <source>Systolic vs SIMT</source>
        <translation>Systolisch vs. SIMT</translation>
    </message>
    <message>
        <source>Autosaved unsaved changes</source>
        <translation>Ungespeicherte Änderungen automatisch gesichert</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Arbeitslast</translation>
    </message>
    <message>
        <source>Devices</source>
        <translation>Geräte</translation>
    </message>
    <message>
        <source>Operators</source>
        <translation>Operatoren</translation>
    </message>
    <message>
        <source>Explanation</source>
        <translation>Erklärung</translation>
    </message>
    <message>
        <source>&amp;New Workspace</source>
        <translation>&amp;Neuer Arbeitsbereich</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>Ö&amp;ffnen...</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>Speichern &amp;unter...</translation>
    </message>
    <message>
        <source>Export &amp;Chart</source>
        <translation>&amp;Diagramm exportieren</translation>
    </message>
    <message>
        <source>Export &amp;Results...</source>
        <translation>&amp;Ergebnisse exportieren...</translation>
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
        <source>%1[*] - Tensorscope</source>
        <translation>%1[*] - Tensorscope</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Added what-if device %1</source>
        <translation>Was-wäre-wenn-Gerät %1 hinzugefügt</translation>
    </message>
    <message>
        <source>Autosave to &apos;%1&apos; failed: %2. Your changes are still open; save them elsewhere.</source>
        <extracomment>%1 is a file path, %2 the reason from the file system (e.g. disk full)</extracomment>
        <translation>Automatisches Sichern nach &apos;%1&apos; fehlgeschlagen: %2. Ihre Änderungen sind noch offen; speichern Sie sie an einem anderen Ort.</translation>
    </message>
    <message>
        <source>Tour</source>
        <translation>Tour</translation>
    </message>
    <message>
        <source>Open &amp;Tour...</source>
        <translation>&amp;Tour öffnen...</translation>
    </message>
    <message>
        <source>Guided T&amp;ours</source>
        <translation>Geführte T&amp;ouren</translation>
    </message>
    <message>
        <source>Open Tour</source>
        <translation>Tour öffnen</translation>
    </message>
    <message>
        <source>Record Tour Sc&amp;ene...</source>
        <translation>Tour-Sz&amp;ene aufnehmen...</translation>
    </message>
    <message>
        <source>Save Tour As...</source>
        <translation>Tour speichern unter...</translation>
    </message>
    <message>
        <source>&amp;Preferences...</source>
        <translation>&amp;Einstellungen...</translation>
    </message>
    <message>
        <source>&amp;Present</source>
        <translation>&amp;Präsentieren</translation>
    </message>
    <message>
        <source>A&amp;ccuracy...</source>
        <translation>&amp;Genauigkeit...</translation>
    </message>
    <message>
        <source>&amp;Documentation...</source>
        <translation>&amp;Dokumentation...</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts...</source>
        <translation>&amp;Tastenkürzel...</translation>
    </message>
    <message>
        <source>Copy C&amp;hart</source>
        <translation>Diagramm &amp;kopieren</translation>
    </message>
    <message>
        <source>&amp;Import Model...</source>
        <translation>Modell &amp;importieren...</translation>
    </message>
    <message>
        <source>Claims</source>
        <translation>Behauptungen</translation>
    </message>
    <message>
        <source>Settings out of range, defaults used: %1</source>
        <translation>Einstellungen außerhalb des Bereichs, Standardwerte verwendet: %1</translation>
    </message>
    <message>
        <source>Presenter &amp;Console</source>
        <translation>Referenten&amp;konsole</translation>
    </message>
    <message>
        <source>Export &amp;Handout...</source>
        <translation>&amp;Handout exportieren …</translation>
    </message>
    <message>
        <source>E&amp;dit Tour...</source>
        <translation>Tour &amp;bearbeiten...</translation>
    </message>
    <message>
        <source>Export C&amp;lip...</source>
        <translation>C&amp;lip exportieren...</translation>
    </message>
    <message>
        <source>Tour Editor</source>
        <translation>Tour-Editor</translation>
    </message>
</context>
<context>
    <name>ts::ModelStructureText</name>
    <message>
        <source>%1 layers × %2</source>
        <translation>%1 Schichten × %2</translation>
    </message>
    <message>
        <source>%1 heads, latent attention (KV rank %2)</source>
        <translation>%1 Heads, latente Attention (KV-Rang %2)</translation>
    </message>
    <message>
        <source>%1 heads of %2 (%3 KV)</source>
        <translation>%1 Heads à %2 (%3 KV)</translation>
    </message>
    <message>
        <source>%1 heads of %2</source>
        <translation>%1 Heads à %2</translation>
    </message>
    <message>
        <source>SwiGLU</source>
        <translation>SwiGLU</translation>
    </message>
    <message>
        <source>GELU</source>
        <translation>GELU</translation>
    </message>
    <message>
        <source>%1 experts of %2, %3 a token</source>
        <translation>%1 Experten à %2, %3 pro Token</translation>
    </message>
    <message>
        <source> + %1 shared</source>
        <translation> + %1 gemeinsame</translation>
    </message>
    <message>
        <source>vocab %1</source>
        <translation>Vokabular %1</translation>
    </message>
    <message>
        <source>window %1 on %2 layers</source>
        <translation>Fenster %1 auf %2 Schichten</translation>
    </message>
    <message>
        <source>q/k/v biases</source>
        <translation>q/k/v-Biases</translation>
    </message>
    <message>
        <source>biases</source>
        <translation>Biases</translation>
    </message>
    <message>
        <source>tied embeddings</source>
        <translation>gekoppelte Embeddings</translation>
    </message>
</context>
<context>
    <name>ts::OperatorPanel</name>
    <message>
        <source>Operator times on</source>
        <translation>Operatorzeiten auf</translation>
    </message>
</context>
<context>
    <name>ts::OperatorTableModel</name>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <source>%1 × %2×%3×%4</source>
        <translation>%1 × %2×%3×%4</translation>
    </message>
    <message>
        <source>%1×%2×%3</source>
        <translation>%1×%2×%3</translation>
    </message>
    <message>
        <source>%1 µs</source>
        <translation>%1 µs</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Operator</source>
        <translation>Operator</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <source>GEMM</source>
        <extracomment>GEMM shape m×n×k</extracomment>
        <translation>GEMM</translation>
    </message>
    <message>
        <source>FLOPs</source>
        <translation>FLOPs</translation>
    </message>
    <message>
        <source>FLOP/B</source>
        <translation>FLOP/B</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Bound</source>
        <translation>Grenze</translation>
    </message>
    <message>
        <source>Of step</source>
        <translation>Anteil am Schritt</translation>
    </message>
    <message>
        <source>compute</source>
        <extracomment>the limit that binds an operator&apos;s time (table column &quot;Bound&quot;)</extracomment>
        <translation>Rechnen</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>communication</source>
        <translation>Kommunikation</translation>
    </message>
    <message>
        <source>overhead</source>
        <translation>Overhead</translation>
    </message>
    <message>
        <source>matmul</source>
        <extracomment>operator kind (table column &quot;Kind&quot;)</extracomment>
        <translation>Matmul</translation>
    </message>
    <message>
        <source>batched matmul</source>
        <translation>gebündelter Matmul</translation>
    </message>
    <message>
        <source>convolution</source>
        <translation>Faltung</translation>
    </message>
    <message>
        <source>fused attention</source>
        <translation>fusionierte Attention</translation>
    </message>
    <message>
        <source>elementwise</source>
        <translation>elementweise</translation>
    </message>
    <message>
        <source>normalization</source>
        <translation>Normalisierung</translation>
    </message>
    <message>
        <source>softmax</source>
        <translation>Softmax</translation>
    </message>
    <message>
        <source>embedding</source>
        <translation>Embedding</translation>
    </message>
    <message>
        <source>MoE routing</source>
        <translation>MoE-Routing</translation>
    </message>
    <message>
        <source>optimizer update</source>
        <translation>Optimierer-Update</translation>
    </message>
    <message>
        <source>collective</source>
        <translation>Kollektiv</translation>
    </message>
    <message>
        <source>forward</source>
        <extracomment>when in a step an operator runs (table column &quot;Kind&quot;)</extracomment>
        <translation>vorwärts</translation>
    </message>
    <message>
        <source>recompute</source>
        <translation>Neuberechnung</translation>
    </message>
    <message>
        <source>data gradient</source>
        <translation>Datengradient</translation>
    </message>
    <message>
        <source>weight gradient</source>
        <translation>Gewichtsgradient</translation>
    </message>
    <message>
        <source>backward</source>
        <translation>rückwärts</translation>
    </message>
    <message>
        <source>optimizer</source>
        <translation>Optimierer</translation>
    </message>
    <message>
        <source>prefill</source>
        <translation>Prefill</translation>
    </message>
    <message>
        <source>decode</source>
        <translation>Decode</translation>
    </message>
</context>
<context>
    <name>ts::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>System default (%1)</source>
        <extracomment>%1 is the system&apos;s language in its own name, e.g. &quot;Deutsch&quot;.</extracomment>
        <translation>Systemstandard (%1)</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>The window switches language as soon as you press OK.</source>
        <translation>Das Fenster wechselt die Sprache, sobald Sie OK drücken.</translation>
    </message>
    <message>
        <source>Costs and energy</source>
        <translation>Kosten und Energie</translation>
    </message>
    <message>
        <source>On demand</source>
        <translation>On-Demand</translation>
    </message>
    <message>
        <source>Spot</source>
        <translation>Spot</translation>
    </message>
    <message>
        <source>1-year commitment</source>
        <translation>1-Jahres-Bindung</translation>
    </message>
    <message>
        <source>3-year commitment</source>
        <translation>3-Jahres-Bindung</translation>
    </message>
    <message>
        <source>The catalog&apos;s reference quote (first listed)</source>
        <translation>Das Referenzangebot des Katalogs (zuerst genannt)</translation>
    </message>
    <message>
        <source>The cheapest public quote</source>
        <translation>Das günstigste öffentliche Angebot</translation>
    </message>
    <message>
        <source>any provider (or e.g. Google Cloud, AWS)</source>
        <translation>jeder Anbieter (oder z. B. Google Cloud, AWS)</translation>
    </message>
    <message>
        <source> $/kWh</source>
        <translation> $/kWh</translation>
    </message>
    <message>
        <source> years</source>
        <translation> Jahre</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>&amp;Prices:</source>
        <translation>&amp;Preise:</translation>
    </message>
    <message>
        <source>&amp;Quote:</source>
        <translation>&amp;Angebot:</translation>
    </message>
    <message>
        <source>P&amp;rovider:</source>
        <translation>Anbiete&amp;r:</translation>
    </message>
    <message>
        <source>P&amp;UE:</source>
        <translation>P&amp;UE:</translation>
    </message>
    <message>
        <source>&amp;Electricity (owned chips):</source>
        <translation>&amp;Strom (eigene Chips):</translation>
    </message>
    <message>
        <source>&amp;Amortization (owned chips):</source>
        <translation>&amp;Abschreibung (eigene Chips):</translation>
    </message>
    <message>
        <source>&amp;Utilization (owned chips):</source>
        <translation>A&amp;uslastung (eigene Chips):</translation>
    </message>
</context>
<context>
    <name>ts::PresentationController</name>
    <message>
        <source>Blank screen</source>
        <translation>Leerer Bildschirm</translation>
    </message>
    <message>
        <source>%1 / %2 · Page Down: next</source>
        <translation>%1 / %2 · Bild ab: weiter</translation>
    </message>
    <message>
        <source>%1 / %2 · Page Up: back</source>
        <translation>%1 / %2 · Bild auf: zurück</translation>
    </message>
</context>
<context>
    <name>ts::PresenterConsole</name>
    <message>
        <source>Tensorscope Presenter Console</source>
        <translation>Tensorscope-Referentenkonsole</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>&amp;Zurücksetzen</translation>
    </message>
    <message>
        <source>Start the elapsed time again from zero</source>
        <translation>Die verstrichene Zeit wieder bei null beginnen</translation>
    </message>
    <message>
        <source>Reset the elapsed time</source>
        <translation>Verstrichene Zeit zurücksetzen</translation>
    </message>
    <message>
        <source>Now</source>
        <extracomment>presenter console: the scene the audience sees now</extracomment>
        <translation>Jetzt</translation>
    </message>
    <message>
        <source>Next</source>
        <extracomment>presenter console: the scene after the one shown</extracomment>
        <translation>Als Nächstes</translation>
    </message>
    <message>
        <source>Speaker notes</source>
        <translation>Sprechernotizen</translation>
    </message>
    <message>
        <source>The scene the audience sees</source>
        <translation>Die Szene, die das Publikum sieht</translation>
    </message>
    <message>
        <source>The next scene</source>
        <translation>Die nächste Szene</translation>
    </message>
    <message>
        <source>The next scene&apos;s caption</source>
        <translation>Die Bildunterschrift der nächsten Szene</translation>
    </message>
    <message>
        <source>This scene has no speaker notes.</source>
        <translation>Diese Szene hat keine Sprechernotizen.</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Uhr</translation>
    </message>
    <message>
        <source>Elapsed time</source>
        <translation>Verstrichene Zeit</translation>
    </message>
    <message>
        <source>No tour open</source>
        <translation>Keine Tour geöffnet</translation>
    </message>
    <message>
        <source>Scene %1 / %2</source>
        <extracomment>presenter console: scene %1 of %2</extracomment>
        <translation>Szene %1 / %2</translation>
    </message>
    <message>
        <source>Scene %1</source>
        <extracomment>presenter console: a next scene without a title of its own</extracomment>
        <translation>Szene %1</translation>
    </message>
    <message>
        <source>End of the tour</source>
        <extracomment>presenter console, instead of the next scene&apos;s title after the last scene</extracomment>
        <translation>Ende der Tour</translation>
    </message>
    <message>
        <source>Preparing the picture...</source>
        <extracomment>presenter console: the next scene&apos;s picture is being rendered</extracomment>
        <translation>Bild wird vorbereitet …</translation>
    </message>
    <message>
        <source>Elapsed %1</source>
        <extracomment>presenter console: the time since the talk started (or since Reset)</extracomment>
        <translation>Verstrichen %1</translation>
    </message>
</context>
<context>
    <name>ts::QuestionPanel</name>
    <message>
        <source>no figure</source>
        <extracomment>a question&apos;s choice whose device has no figure for the deciding metric</extracomment>
        <translation>kein Wert</translation>
    </message>
    <message>
        <source>%1 MJ</source>
        <translation>%1 MJ</translation>
    </message>
    <message>
        <source>%1 kJ</source>
        <translation>%1 kJ</translation>
    </message>
    <message>
        <source>%1 J</source>
        <translation>%1 J</translation>
    </message>
    <message>
        <source>Chip energy per step</source>
        <translation>Chip-Energie pro Schritt</translation>
    </message>
    <message>
        <source>Time to first token</source>
        <translation>Zeit bis zum ersten Token</translation>
    </message>
    <message>
        <source>Time per output token</source>
        <translation>Zeit pro Ausgabetoken</translation>
    </message>
    <message>
        <source>Decided by: %1, the highest wins</source>
        <extracomment>%1 the figure that decided a question, e.g. &quot;Throughput&quot;</extracomment>
        <translation>Entschieden durch: %1, der höchste Wert gewinnt</translation>
    </message>
    <message>
        <source>Decided by: %1, the lowest wins</source>
        <extracomment>%1 the figure that decided a question, e.g. &quot;Step time&quot;</extracomment>
        <translation>Entschieden durch: %1, der niedrigste Wert gewinnt</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Frage</translation>
    </message>
    <message>
        <source>votes: %1</source>
        <extracomment>the room&apos;s show of hands for one choice of a question</extracomment>
        <translation>Stimmen: %1</translation>
    </message>
    <message>
        <source>✓ Winner</source>
        <extracomment>marks the winning choice of a question, after the reveal</extracomment>
        <translation>✓ Gewinner</translation>
    </message>
    <message>
        <source>No choice has a figure to decide it.</source>
        <extracomment>no choice of a question has a figure</extracomment>
        <translation>Keine Antwort hat einen Wert, der entscheiden könnte.</translation>
    </message>
    <message>
        <source>Space: next scene</source>
        <extracomment>presentation mode, a question answered: the key that goes on</extracomment>
        <translation>Leertaste: nächste Szene</translation>
    </message>
    <message>
        <source>Keys 1–%1: count hands · Space: reveal the answer</source>
        <translation>Tasten 1–%1: Handzeichen zählen · Leertaste: Antwort zeigen</translation>
    </message>
    <message>
        <source>&amp;Reveal answer</source>
        <translation>Antwort &amp;zeigen</translation>
    </message>
    <message>
        <source>&amp;Hide question</source>
        <translation>Frage &amp;ausblenden</translation>
    </message>
    <message>
        <source>Show the scene&apos;s charts without the question</source>
        <translation>Die Diagramme der Szene ohne die Frage zeigen</translation>
    </message>
</context>
<context>
    <name>ts::ResultsPanel</name>
    <message>
        <source>Step time (ms)</source>
        <translation>Schrittzeit (ms)</translation>
    </message>
    <message>
        <source>comp.</source>
        <extracomment>short legend labels of the step-time chart: compute, memory, communication, overhead</extracomment>
        <translation>Rech.</translation>
    </message>
    <message>
        <source>mem.</source>
        <translation>Sp.</translation>
    </message>
    <message>
        <source>comm.</source>
        <translation>Komm.</translation>
    </message>
    <message>
        <source>overh.</source>
        <translation>Overh.</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>Durchsatz</translation>
    </message>
    <message>
        <source>Cost per million tokens ($)</source>
        <translation>Kosten pro Million Token ($)</translation>
    </message>
    <message>
        <source>Energy per run</source>
        <translation>Energie pro Lauf</translation>
    </message>
    <message>
        <source>kWh</source>
        <translation>kWh</translation>
    </message>
    <message>
        <source>kg CO₂</source>
        <translation>kg CO₂</translation>
    </message>
    <message>
        <source>dashed line: capacity</source>
        <translation>Strichlinie: Kapazität</translation>
    </message>
    <message>
        <source>DOES NOT FIT</source>
        <translation>PASST NICHT</translation>
    </message>
    <message>
        <source>vs batch</source>
        <translation>über Batch</translation>
    </message>
    <message>
        <source>vs chips</source>
        <translation>über Chips</translation>
    </message>
    <message>
        <source>Throughput (samples/s)</source>
        <translation>Durchsatz (Samples/s)</translation>
    </message>
    <message>
        <source>Throughput (tokens/s)</source>
        <translation>Durchsatz (Token/s)</translation>
    </message>
    <message>
        <source>%1 cannot run this workload (no matrix rate for its precision, or an invalid shape).</source>
        <translation>%1 kann diese Arbeitslast nicht ausführen (keine Matrixrate für ihre Genauigkeit oder eine ungültige Form).</translation>
    </message>
    <message>
        <source>Device &apos;%1&apos; is not in the catalog.</source>
        <translation>Gerät &apos;%1&apos; ist nicht im Katalog.</translation>
    </message>
    <message>
        <source>Tick devices in the Devices panel to compare them.</source>
        <translation>Kreuzen Sie Geräte im Bereich „Geräte“ an, um sie zu vergleichen.</translation>
    </message>
    <message>
        <source>Copy Chart</source>
        <extracomment>a chart&apos;s context menu: the chart as a picture on the clipboard, as exported to PNG</extracomment>
        <translation>Diagramm kopieren</translation>
    </message>
    <message>
        <source>Export Chart…</source>
        <translation>Diagramm exportieren…</translation>
    </message>
    <message>
        <source>That is weights, gradients, optimizer state and activations; the chips chart shows how many chips it takes.</source>
        <translation>Das sind Gewichte, Gradienten, Optimiererzustand und Aktivierungen; das Diagramm über Chips zeigt, wie viele Chips es braucht.</translation>
    </message>
    <message>
        <source>That is weights, KV cache and activations; the chips chart shows how many chips it takes.</source>
        <translation>Das sind Gewichte, KV-Cache und Aktivierungen; das Diagramm über Chips zeigt, wie viele Chips es braucht.</translation>
    </message>
    <message>
        <source>%1 T</source>
        <extracomment>a run&apos;s length in tokens: %1 trillion (10^12), e.g. &quot;15 T&quot;</extracomment>
        <translation>%1 Bio.</translation>
    </message>
    <message>
        <source>%1 B</source>
        <extracomment>a run&apos;s length in tokens: %1 billion (10^9), e.g. &quot;1 B&quot;</extracomment>
        <translation>%1 Mrd.</translation>
    </message>
    <message>
        <source>%1 M</source>
        <extracomment>a run&apos;s length in tokens: %1 million, e.g. &quot;300 M&quot;</extracomment>
        <translation>%1 Mio.</translation>
    </message>
    <message>
        <source>Cost per run of %1 tokens ($)</source>
        <extracomment>the cost chart&apos;s title: %1 is the run&apos;s length, e.g. &quot;1 B&quot; or &quot;15 T&quot;</extracomment>
        <translation>Kosten pro Lauf mit %1 Token ($)</translation>
    </message>
    <message>
        <source>Step time (s)</source>
        <translation>Schrittzeit (s)</translation>
    </message>
    <message>
        <source>%1 cannot run this job: %2</source>
        <translation>%1 kann diesen Job nicht ausführen: %2</translation>
    </message>
    <message>
        <source>bubble</source>
        <translation>Blase</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Tokens per joule (chip energy)</source>
        <extracomment>chart title: tokens (or samples) per joule of the chips&apos; own energy</extracomment>
        <translation>Token pro Joule (Chipenergie)</translation>
    </message>
    <message>
        <source>Tokens per dollar (rented)</source>
        <extracomment>chart title: tokens (or samples) per US dollar of rent</extracomment>
        <translation>Token pro Dollar (gemietet)</translation>
    </message>
    <message>
        <source>&lt;p&gt;Power estimated: the catalog&apos;s power range gives %1–%2 %3 for this run.&lt;/p&gt;</source>
        <extracomment>%3 is the unit, e.g. &quot;kWh&quot; or &quot;tokens/J&quot;</extracomment>
        <translation>&lt;p&gt;Leistung geschätzt: Der Leistungsbereich des Katalogs ergibt %1–%2 %3 für diesen Lauf.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The workload cannot be built: %1.</source>
        <extracomment>%1 a problem of the workload, e.g. &quot;$.model.heads: expected integer &gt; 0, found number 0&quot;</extracomment>
        <translation>Die Arbeitslast kann nicht erstellt werden: %1.</translation>
    </message>
    <message>
        <source>Memory vs capacity (GiB)</source>
        <translation>Speicher vs. Kapazität (GiB)</translation>
    </message>
    <message>
        <source>%1 (%2 GiB)</source>
        <translation>%1 (%2 GiB)</translation>
    </message>
    <message>
        <source>DOES NOT FIT on one %1: the step needs %2 GiB.</source>
        <translation>PASST NICHT auf einen %1: Der Schritt braucht %2 GiB.</translation>
    </message>
</context>
<context>
    <name>ts::RooflineChart</name>
    <message>
        <source>Roofline: operators vs roofs</source>
        <translation>Roofline: Operatoren und Dächer</translation>
    </message>
    <message>
        <source>FLOP per byte</source>
        <translation>FLOP pro Byte</translation>
    </message>
    <message>
        <source>TFLOP/s achieved</source>
        <translation>erreichte TFLOP/s</translation>
    </message>
</context>
<context>
    <name>ts::ScalingResultText</name>
    <message>
        <source>tensor parallel</source>
        <translation>Tensor-Parallelität</translation>
    </message>
    <message>
        <source>expert parallel</source>
        <translation>Experten-Parallelität</translation>
    </message>
    <message>
        <source>pipeline stages</source>
        <translation>Pipeline-Stufen</translation>
    </message>
    <message>
        <source>data-parallel gradients</source>
        <translation>datenparallele Gradienten</translation>
    </message>
    <message>
        <source>data-parallel parameters</source>
        <translation>datenparallele Parameter</translation>
    </message>
    <message>
        <source>FSDP parameter gather</source>
        <translation>FSDP-Parametersammlung</translation>
    </message>
    <message>
        <source>all-reduce</source>
        <translation>All-Reduce</translation>
    </message>
    <message>
        <source>reduce-scatter</source>
        <translation>Reduce-Scatter</translation>
    </message>
    <message>
        <source>all-gather</source>
        <translation>All-Gather</translation>
    </message>
    <message>
        <source>all-to-all</source>
        <translation>All-to-All</translation>
    </message>
    <message>
        <source>send/receive</source>
        <translation>Senden/Empfangen</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1 µs</source>
        <translation>%1 µs</translation>
    </message>
    <message>
        <source>Compute of the slowest stage</source>
        <translation>Rechenzeit der langsamsten Stufe</translation>
    </message>
    <message>
        <source>of which optimizer</source>
        <translation>davon Optimierer</translation>
    </message>
    <message>
        <source>Pipeline bubble (%1 % of the pipeline)</source>
        <translation>Pipeline-Blase (%1 % der Pipeline)</translation>
    </message>
    <message>
        <source>Communication, all</source>
        <translation>Kommunikation, gesamt</translation>
    </message>
    <message>
        <source>Communication the step waits for</source>
        <translation>Kommunikation, auf die der Schritt wartet</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Scaling efficiency</source>
        <translation>Skalierungseffizienz</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>Memory per chip</source>
        <translation>Speicher pro Chip</translation>
    </message>
    <message>
        <source>%1 of %2 GiB</source>
        <translation>%1 von %2 GiB</translation>
    </message>
    <message>
        <source>Collectives per step:</source>
        <translation>Kollektive pro Schritt:</translation>
    </message>
    <message>
        <source>%1 %2 × %3</source>
        <translation>%1 %2 × %3</translation>
    </message>
    <message>
        <source>%1 each, %2 in all, %3 waited for</source>
        <translation>je %1, gesamt %2, davon %3 gewartet</translation>
    </message>
    <message>
        <source>context-parallel ring</source>
        <translation>Kontextparalleler Ring</translation>
    </message>
</context>
<context>
    <name>ts::SelectionController</name>
    <message>
        <source>Select an operator to show its GEMM in the systolic and SIMT views.</source>
        <translation>Wählen Sie einen Operator, um seine GEMM in der systolischen und der SIMT-Ansicht zu zeigen.</translation>
    </message>
</context>
<context>
    <name>ts::ServingFrontierChart</name>
    <message>
        <source>no price</source>
        <translation>kein Preis</translation>
    </message>
    <message>
        <source>&lt;h3&gt;%1: tp %2 × batch %3&lt;/h3&gt;</source>
        <extracomment>hover on the serving frontier: %1 device, %2 chips of tensor parallelism, %3 batch</extracomment>
        <translation>&lt;h3&gt;%1: TP %2 × Batch %3&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;%1 tokens/s per user, %2 tokens/s per chip&lt;br&gt;TTFT %3, TPOT %4&lt;br&gt;$ %5 per million output tokens&lt;br&gt;%6 GiB per chip&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1 Tokens/s pro Nutzer, %2 Tokens/s pro Chip&lt;br&gt;TTFT %3, TPOT %4&lt;br&gt;$ %5 pro Million Ausgabe-Tokens&lt;br&gt;%6 GiB pro Chip&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;On the Pareto frontier: no configuration has more tokens/s both per user and per chip.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Auf der Pareto-Front: keine Konfiguration hat zugleich mehr Tokens/s pro Nutzer und pro Chip.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Serving frontier</source>
        <translation>Serving-Front</translation>
    </message>
    <message>
        <source>tokens/s per user</source>
        <extracomment>axis of the serving frontier: interactivity, the tokens one request gets a second</extracomment>
        <translation>Tokens/s pro Nutzer</translation>
    </message>
    <message>
        <source>tokens/s per chip</source>
        <translation>Tokens/s pro Chip</translation>
    </message>
    <message>
        <source>Each marker is a tensor-parallel size and batch that fits; the line joins the Pareto points, where no other configuration gives more tokens/s both per user and per chip.</source>
        <translation>Jede Markierung ist eine Tensor-Parallel-Größe mit einer Batchgröße, die in den Speicher passt; die Linie verbindet die Pareto-Punkte, bei denen keine andere Konfiguration zugleich mehr Tokens/s pro Nutzer und pro Chip liefert.</translation>
    </message>
    <message>
        <source>&lt;h3&gt;%1: tp %2 × ep %3 × batch %4&lt;/h3&gt;</source>
        <extracomment>hover on the serving frontier of a mixture-of-experts model: %1 device, %2 chips of tensor parallelism, %3 groups of expert parallelism, %4 batch</extracomment>
        <translation>&lt;h3&gt;%1: TP %2 × EP %3 × Batch %4&lt;/h3&gt;</translation>
    </message>
</context>
<context>
    <name>ts::ServingText</name>
    <message>
        <source>memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>TTFT target</source>
        <translation>TTFT-Ziel</translation>
    </message>
    <message>
        <source>TPOT target</source>
        <translation>TPOT-Ziel</translation>
    </message>
    <message>
        <source>chunk</source>
        <translation>Chunk</translation>
    </message>
    <message>
        <source>the workload&apos;s</source>
        <translation>der Arbeitslast</translation>
    </message>
    <message>
        <source>misses the targets</source>
        <translation>verfehlt die Ziele</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>The serving batch column: %1 requests served together, %2 what set that number</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>kein Preis</translation>
    </message>
    <message>
        <source>%1 M tokens</source>
        <translation>%1 Mio. Token</translation>
    </message>
    <message>
        <source>%1 k tokens</source>
        <translation>%1 Tsd. Token</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation>%1 Token</translation>
    </message>
    <message>
        <source>%1 tok/s</source>
        <translation>%1 tok/s</translation>
    </message>
    <message>
        <source>&lt;p&gt;Targets: first token within %1, each later one within %2. The batch is the largest that fits memory and meets both (%3 fit).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Ziele: erstes Token binnen %1, jedes weitere binnen %2. Der Batch ist der größte, der in den Speicher passt und beide erfüllt (%3 passen).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>any time</source>
        <translation>beliebig</translation>
    </message>
    <message>
        <source>TTFT = the prefill of %1 × %2 tokens = &lt;b&gt;%3&lt;/b&gt;</source>
        <translation>TTFT = Prefill von %1 × %2 Token = &lt;b&gt;%3&lt;/b&gt;</translation>
    </message>
    <message>
        <source>TPOT = one decode step of %1 sequences at the mean context = &lt;b&gt;%2&lt;/b&gt;</source>
        <translation>TPOT = ein Decode-Schritt von %1 Sequenzen bei mittlerem Kontext = &lt;b&gt;%2&lt;/b&gt;</translation>
    </message>
    <message>
        <source>a request = TTFT + (%1 − 1) × TPOT = %2</source>
        <translation>eine Anfrage = TTFT + (%1 − 1) × TPOT = %2</translation>
    </message>
    <message>
        <source>output = %1 × %2 tokens ÷ %3 = &lt;b&gt;%4 tokens/s&lt;/b&gt;</source>
        <translation>Ausgabe = %1 × %2 Token ÷ %3 = &lt;b&gt;%4 Token/s&lt;/b&gt;</translation>
    </message>
    <message>
        <source>a dollar buys %1 (%2 per million tokens at the chip&apos;s rent)</source>
        <translation>ein Dollar kauft %1 (%2 pro Million Token bei der Chipmiete)</translation>
    </message>
    <message>
        <source>$%1</source>
        <translation>%1 $</translation>
    </message>
    <message>
        <source>with continuous batching and a chunked prefill of %1 tokens a step</source>
        <translation>mit kontinuierlichem Batching und Chunked Prefill von %1 Tokens pro Schritt</translation>
    </message>
    <message>
        <source>with continuous batching</source>
        <translation>mit kontinuierlichem Batching</translation>
    </message>
    <message>
        <source>as one static batch</source>
        <translation>als ein statischer Batch</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Serving %1 requests&lt;/b&gt; of %2 prompt tokens, %3 generated each, %4: %5.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Bedienung von %1 Anfragen&lt;/b&gt; mit je %2 Prompt-Tokens und %3 generierten Tokens, %4: %5.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Speculative decoding: %1 proposes %2 tokens an iteration, each accepted with probability %3: %4 tokens an iteration on average.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Spekulatives Dekodieren: %1 schlägt %2 Tokens pro Iteration vor, jedes wird mit Wahrscheinlichkeit %3 akzeptiert: im Mittel %4 Tokens pro Iteration.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>each step: %1 decodes and %2 prompt tokens of the requests joining</source>
        <translation>jeder Schritt: %1 Decodes und %2 Prompt-Tokens der hinzukommenden Anfragen</translation>
    </message>
    <message>
        <source>TTFT = &lt;b&gt;%1&lt;/b&gt;, TPOT = &lt;b&gt;%2&lt;/b&gt; (the longest gap between two tokens %3)</source>
        <translation>TTFT = &lt;b&gt;%1&lt;/b&gt;, TPOT = &lt;b&gt;%2&lt;/b&gt; (die längste Lücke zwischen zwei Tokens %3)</translation>
    </message>
    <message>
        <source>TPOT = (draft steps + one verification step) ÷ tokens an iteration = &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>TPOT = (Entwurfsschritte + ein Verifikationsschritt) ÷ Tokens pro Iteration = &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>output = %1 requests ÷ TPOT = &lt;b&gt;%2 tokens/s&lt;/b&gt;</source>
        <translation>Ausgabe = %1 Anfragen ÷ TPOT = &lt;b&gt;%2 Token/s&lt;/b&gt;</translation>
    </message>
    <message>
        <source>n-gram prompt lookup</source>
        <translation>N-Gramm-Suche im Prompt</translation>
    </message>
</context>
<context>
    <name>ts::SessionKeeper</name>
    <message>
        <source>%1
The file is left as it is and will not be overwritten.</source>
        <translation>%1
Die Datei bleibt unverändert und wird nicht überschrieben.</translation>
    </message>
    <message>
        <source>%1
The file is kept as &apos;%2&apos;.</source>
        <translation>%1
Die Datei wird als „%2“ aufbewahrt.</translation>
    </message>
    <message>
        <source>Unreadable Workspace</source>
        <translation>Unlesbarer Arbeitsbereich</translation>
    </message>
    <message>
        <source>Recover Workspace</source>
        <translation>Arbeitsbereich wiederherstellen</translation>
    </message>
    <message>
        <source>Tensorscope did not close normally last time. Recover the unsaved workspace it autosaved?</source>
        <translation>Tensorscope wurde beim letzten Mal nicht normal beendet. Den automatisch gesicherten, ungespeicherten Arbeitsbereich wiederherstellen?</translation>
    </message>
    <message>
        <source>Another window saved the workspace for the next start, and this window&apos;s unsaved changes could not be kept in &apos;%1&apos;.</source>
        <extracomment>%1 is a file path</extracomment>
        <translation>Ein anderes Fenster hat den Arbeitsbereich für den nächsten Start gespeichert, und die nicht gespeicherten Änderungen dieses Fensters konnten nicht in „%1“ aufbewahrt werden.</translation>
    </message>
    <message>
        <source>Cannot save the workspace for the next start to &apos;%1&apos;: %2</source>
        <extracomment>%1 is a file path, %2 the reason from the file system (e.g. disk full)</extracomment>
        <translation>Der Arbeitsbereich für den nächsten Start kann nicht in &apos;%1&apos; gespeichert werden: %2</translation>
    </message>
    <message>
        <source>Save Failed</source>
        <translation>Speichern fehlgeschlagen</translation>
    </message>
    <message>
        <source>Closing now loses the unsaved changes.</source>
        <translation>Wenn Sie jetzt schließen, gehen die ungespeicherten Änderungen verloren.</translation>
    </message>
    <message>
        <source>Closing now starts the next session without this workspace.</source>
        <translation>Wenn Sie jetzt schließen, beginnt die nächste Sitzung ohne diesen Arbeitsbereich.</translation>
    </message>
</context>
<context>
    <name>ts::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>, </source>
        <extracomment>separates two shortcuts of one action, e.g. &quot;Ctrl+Z, Alt+Backspace&quot;</extracomment>
        <translation>, </translation>
    </message>
</context>
<context>
    <name>ts::SideBySideView</name>
    <message>
        <source>S&amp;ystolic chip</source>
        <translation>S&amp;ystolischer Chip</translation>
    </message>
    <message>
        <source>&amp;GPU</source>
        <translation>&amp;GPU</translation>
    </message>
    <message>
        <source>&amp;M</source>
        <translation>&amp;M</translation>
    </message>
    <message>
        <source>&amp;K</source>
        <translation>&amp;K</translation>
    </message>
    <message>
        <source>&amp;N</source>
        <translation>&amp;N</translation>
    </message>
    <message>
        <source>Play or pause both on the shared timeline</source>
        <translation>Beide auf der gemeinsamen Zeitachse abspielen oder anhalten</translation>
    </message>
    <message>
        <source>t = %1 µs  ·  %2, one matrix unit at %3 MHz: done at %4 µs  ·  GPU at %5 MHz: done at %6 µs</source>
        <translation>t = %1 µs  ·  %2, eine Matrixeinheit bei %3 MHz: fertig bei %4 µs  ·  GPU bei %5 MHz: fertig bei %6 µs</translation>
    </message>
    <message>
        <source>Whole chip vs whole chip on %1 (M×N×K %2×%3×%4), t = %5 µs  ·  %6, all %7 matrix units of %8×%9: done at %10 µs  ·  %11, all %12 SMs: done at %13 µs</source>
        <translation>Ganzer Chip gegen ganzen Chip bei %1 (M×N×K %2×%3×%4), t = %5 µs  ·  %6, alle %7 Matrixeinheiten zu %8×%9: fertig nach %10 µs  ·  %11, alle %12 SMs: fertig nach %13 µs</translation>
    </message>
</context>
<context>
    <name>ts::SimtPainter</name>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>issuing</source>
        <translation>gibt aus</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>bereit</translation>
    </message>
    <message>
        <source>tensor core busy</source>
        <translation>Tensor Core belegt</translation>
    </message>
    <message>
        <source>waiting on memory</source>
        <translation>wartet auf Speicher</translation>
    </message>
    <message>
        <source>at barrier</source>
        <translation>an Barriere</translation>
    </message>
    <message>
        <source>done</source>
        <translation>fertig</translation>
    </message>
    <message>
        <source>Cycle %1 of %2  ·  wave %3 of %4  ·  %5 CTA(s) per SM  ·  %6 of %7 CTAs done</source>
        <translation>Zyklus %1 von %2  ·  Welle %3 von %4  ·  %5 CTA(s) pro SM  ·  %6 von %7 CTAs fertig</translation>
    </message>
    <message>
        <source>C: %1 x %2 tiles, coloured by wave</source>
        <translation>C: %1 x %2 Kacheln, nach Welle gefärbt</translation>
    </message>
    <message>
        <source>SM %1: %2 of %3 CTAs done</source>
        <translation>SM %1: %2 von %3 CTAs fertig</translation>
    </message>
    <message>
        <source>warp %1 (scheduler %2), CTA %3: %4</source>
        <translation>Warp %1 (Scheduler %2), CTA %3: %4</translation>
    </message>
    <message>
        <source>warp %1 (scheduler %2): %3</source>
        <translation>Warp %1 (Scheduler %2): %3</translation>
    </message>
    <message>
        <source>Warp %1: 32 lanes, %2</source>
        <translation>Warp %1: 32 Lanes, %2</translation>
    </message>
    <message>
        <source>all active</source>
        <translation>alle aktiv</translation>
    </message>
    <message>
        <source>none active</source>
        <translation>keine aktiv</translation>
    </message>
    <message>
        <source>C tile running</source>
        <translation>C-Kachel läuft</translation>
    </message>
    <message>
        <source>wave 1</source>
        <translation>Welle 1</translation>
    </message>
    <message>
        <source>wave 2</source>
        <translation>Welle 2</translation>
    </message>
    <message>
        <source>Divergence: y = x &gt; %1 ? x·x + 1 : (%1 − x)·0.5 − 1   ·   cycle %2 of %3   ·   warp %4</source>
        <translation>Divergenz: y = x &gt; %1 ? x·x + 1 : (%1 − x)·0.5 − 1   ·   Zyklus %2 von %3   ·   Warp %4</translation>
    </message>
    <message>
        <source>lane %1
x=%2
%3</source>
        <translation>Lane %1
x=%2
%3</translation>
    </message>
    <message>
        <source>taken</source>
        <translation>genommen</translation>
    </message>
    <message>
        <source>else</source>
        <translation>sonst</translation>
    </message>
    <message>
        <source>lane %1
(no data)</source>
        <translation>Lane %1
(keine Daten)</translation>
    </message>
    <message>
        <source>Filled lanes execute; hatched lanes are masked off. Orange: taken side, blue: else side, vermillion: both (before the branch and after reconvergence).</source>
        <translation>Gefüllte Lanes rechnen; schraffierte Lanes sind ausmaskiert. Orange: genommener Zweig, Blau: else-Zweig, Zinnoberrot: beide (vor der Verzweigung und nach der Wiedervereinigung).</translation>
    </message>
</context>
<context>
    <name>ts::SimtView</name>
    <message>
        <source>Tiled GEMM</source>
        <translation>Gekachelte GEMM</translation>
    </message>
    <message>
        <source>Divergence demo</source>
        <translation>Divergenz-Demo</translation>
    </message>
    <message>
        <source>&amp;GPU</source>
        <translation>&amp;GPU</translation>
    </message>
    <message>
        <source>Ke&amp;rnel</source>
        <translation>Ke&amp;rnel</translation>
    </message>
    <message>
        <source>&amp;M</source>
        <translation>&amp;M</translation>
    </message>
    <message>
        <source>&amp;K</source>
        <translation>&amp;K</translation>
    </message>
    <message>
        <source>&amp;N</source>
        <translation>&amp;N</translation>
    </message>
    <message>
        <source>&amp;Tile</source>
        <translation>&amp;Kachel</translation>
    </message>
    <message>
        <source>&amp;SM</source>
        <translation>&amp;SM</translation>
    </message>
    <message>
        <source>&amp;Warp</source>
        <translation>&amp;Warp</translation>
    </message>
    <message>
        <source>engine, same tile: %1 wave(s), %2 % of peak</source>
        <translation>Engine, gleiche Kachel: %1 Welle(n), %2 % der Spitze</translation>
    </message>
    <message>
        <source>%1: %2 x %3 x %4 GEMM (bf16), tile %5</source>
        <translation>%1: %2 x %3 x %4 GEMM (bf16), Kachel %5</translation>
    </message>
    <message>
        <source>Divergence demo: cycle %1 / %2 · %3 warps of %4 lanes</source>
        <translation>Divergenz-Demo: Zyklus %1 / %2 · %3 Warps mit %4 Lanes</translation>
    </message>
    <message>
        <source>This GEMM and tile cannot run on this GPU (see the tile&apos;s limits).</source>
        <translation>Diese GEMM und Kachel können auf dieser GPU nicht laufen (siehe die Grenzen der Kachel).</translation>
    </message>
    <message>
        <source>Cycle %1 / %2 · Wave %3 / %4 · Occupancy %5 % (%6 CTA/SM, %7 of %8 warps, by %9) · Peak %10 % so far, %11 % whole kernel · %12</source>
        <translation>Zyklus %1 / %2 · Welle %3 / %4 · Belegung %5 % (%6 CTA/SM, %7 von %8 Warps, durch %9) · Spitze %10 % bisher, %11 % ganzer Kernel · %12</translation>
    </message>
    <message>
        <source>GPU streaming multiprocessors animation</source>
        <translation>Animation der GPU-Streaming-Multiprozessoren</translation>
    </message>
    <message>
        <source>One tile per SM with its warps: issuing, ready, waiting and done states are shown by colour, pattern and label.</source>
        <translation>Eine Kachel pro SM mit ihren Warps: Die Zustände gibt aus, bereit, wartet und fertig werden durch Farbe, Muster und Beschriftung gezeigt.</translation>
    </message>
    <message>
        <source>Animation state</source>
        <translation>Animationszustand</translation>
    </message>
    <message>
        <source>warps</source>
        <translation>Warps</translation>
    </message>
    <message>
        <source>threads</source>
        <translation>Threads</translation>
    </message>
    <message>
        <source>blocks per SM</source>
        <translation>Blöcke pro SM</translation>
    </message>
    <message>
        <source>registers</source>
        <translation>Register</translation>
    </message>
    <message>
        <source>shared memory</source>
        <translation>Shared Memory</translation>
    </message>
    <message>
        <source>Zoom out to the whole GPU (Z)</source>
        <translation>Herauszoomen auf die ganze GPU (Z)</translation>
    </message>
    <message>
        <source>Zoom in to the warps of a GEMM that fits (Z)</source>
        <translation>Hineinzoomen auf die Warps einer passenden GEMM (Z)</translation>
    </message>
    <message>
        <source>%1 on %2   ·   %3 of %4 µs   ·   wave %5 of %6   ·   %7 of %8 SMs busy   ·   CTAs done %9 of %10</source>
        <translation>%1 auf %2   ·   %3 von %4 µs   ·   Welle %5 von %6   ·   %7 von %8 SMs belegt   ·   CTAs fertig: %9 von %10</translation>
    </message>
</context>
<context>
    <name>ts::SpotlightOverlay</name>
    <message>
        <source>Spotlight</source>
        <translation>Spotlight</translation>
    </message>
    <message>
        <source>Darkens the window except a circle around the mouse pointer.</source>
        <translation>Verdunkelt das Fenster bis auf einen Kreis um den Mauszeiger.</translation>
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
    <message>
        <source>Edit the workload →</source>
        <translation>Arbeitslast bearbeiten →</translation>
    </message>
    <message>
        <source>Choose devices →</source>
        <translation>Geräte auswählen →</translation>
    </message>
    <message>
        <source>Take a guided tour →</source>
        <translation>Eine geführte Tour starten →</translation>
    </message>
    <message>
        <source>4  Check the claims</source>
        <translation>4  Behauptungen prüfen</translation>
    </message>
    <message>
        <source>Ten popular GPU-vs-TPU statements, tested on your workload and devices.</source>
        <translation>Zehn verbreitete Aussagen über GPUs und TPUs, geprüft an Ihrer Arbeitslast und Ihren Geräten.</translation>
    </message>
    <message>
        <source>See the verdicts →</source>
        <translation>Zu den Urteilen →</translation>
    </message>
</context>
<context>
    <name>ts::SystolicPainter</name>
    <message>
        <source>idle (padding)</source>
        <translation>untätig (Padding)</translation>
    </message>
    <message>
        <source>loading</source>
        <translation>lädt</translation>
    </message>
    <message>
        <source>filling</source>
        <translation>füllt</translation>
    </message>
    <message>
        <source>active</source>
        <translation>aktiv</translation>
    </message>
    <message>
        <source>draining</source>
        <translation>leert</translation>
    </message>
    <message>
        <source>B →</source>
        <translation>B →</translation>
    </message>
    <message>
        <source>A →</source>
        <translation>A →</translation>
    </message>
    <message>
        <source>B ↓</source>
        <translation>B ↓</translation>
    </message>
    <message>
        <source>B ↓ (load), 0 ↓</source>
        <translation>B ↓ (laden), 0 ↓</translation>
    </message>
    <message>
        <source>A ↓ (load), 0 ↓</source>
        <translation>A ↓ (laden), 0 ↓</translation>
    </message>
    <message>
        <source>C ↓ out</source>
        <translation>C ↓ aus</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>C</source>
        <translation>C</translation>
    </message>
    <message>
        <source>  (filled: final)</source>
        <translation>  (gefüllt: endgültig)</translation>
    </message>
    <message>
        <source>output final</source>
        <translation>Ausgabe endgültig</translation>
    </message>
    <message>
        <source>%1×%2 %3 · GEMM %4×%5×%6 · cycle %7 / %8 · fold %9 / %10</source>
        <translation>%1×%2 %3 · GEMM %4×%5×%6 · Zyklus %7 / %8 · Faltung %9 / %10</translation>
    </message>
</context>
<context>
    <name>ts::SystolicView</name>
    <message>
        <source>&amp;Rows</source>
        <translation>&amp;Zeilen</translation>
    </message>
    <message>
        <source>&amp;Columns</source>
        <translation>&amp;Spalten</translation>
    </message>
    <message>
        <source>&amp;Dataflow</source>
        <translation>&amp;Datenfluss</translation>
    </message>
    <message>
        <source>&amp;M</source>
        <translation>&amp;M</translation>
    </message>
    <message>
        <source>&amp;K</source>
        <translation>&amp;K</translation>
    </message>
    <message>
        <source>&amp;N</source>
        <translation>&amp;N</translation>
    </message>
    <message>
        <source>Cycle %1 / %2   ·   Fold %3 / %4   ·   Utilization %5 % (so far %6 %)   ·   Mapping efficiency %7 %</source>
        <translation>Zyklus %1 / %2   ·   Faltung %3 / %4   ·   Auslastung %5 % (bisher %6 %)   ·   Abbildungseffizienz %7 %</translation>
    </message>
    <message>
        <source>Systolic array animation</source>
        <translation>Animation des systolischen Arrays</translation>
    </message>
    <message>
        <source>One processing element per cell: its state (active, filling, draining, loading, idle) is shown by colour and pattern, with the operands and partial sums in it.</source>
        <translation>Ein Rechenelement pro Zelle: Sein Zustand (aktiv, füllt, leert, lädt, untätig) wird durch Farbe und Muster gezeigt, mit den Operanden und Teilsummen darin.</translation>
    </message>
    <message>
        <source>Animation state</source>
        <translation>Animationszustand</translation>
    </message>
    <message>
        <source>Shown: SCALE-Sim&apos;s schedule, each fold shifting its weight tile in before it streams. An array that double-buffers the tile (a TPU MXU, as the engine times it) shifts the next one in meanwhile: %1 cycles instead of %2.</source>
        <translation>Gezeigt: der Ablauf von SCALE-Sim, bei dem jeder Fold seine Gewichtskachel einschiebt, bevor er streamt. Ein Array mit doppelt gepufferter Kachel (eine TPU-MXU, so wie die Engine sie rechnet) schiebt die nächste währenddessen ein: %1 Takte statt %2.</translation>
    </message>
    <message>
        <source>Shown: SCALE-Sim&apos;s schedule, each fold shifting its input tile in before it streams. An array that double-buffers the tile shifts the next one in meanwhile: %1 cycles instead of %2.</source>
        <translation>Gezeigt: der Ablauf von SCALE-Sim, bei dem jeder Fold seine Eingabekachel einschiebt, bevor er streamt. Ein Array mit doppelt gepufferter Kachel schiebt die nächste währenddessen ein: %1 Takte statt %2.</translation>
    </message>
    <message>
        <source>Zoom out to the whole chip (Z)</source>
        <translation>Herauszoomen auf den ganzen Chip (Z)</translation>
    </message>
    <message>
        <source>Zoom in to one matrix unit (Z)</source>
        <translation>Hineinzoomen auf eine Matrixeinheit (Z)</translation>
    </message>
    <message>
        <source>One matrix unit, PE by PE: unit 0&apos;s fold %1 of %2 (rows %3–%4 of K, columns %5–%6), its cycle %7.</source>
        <translation>Eine Matrixeinheit, PE für PE: Faltung %1 von %2 der Einheit 0 (Zeilen %3–%4 von K, Spalten %5–%6), ihr Takt %7.</translation>
    </message>
    <message>
        <source>The first %1 of its %2 streamed rows are drawn, at the same share of the fold.</source>
        <translation>Gezeichnet sind die ersten %1 ihrer %2 gestreamten Zeilen, beim selben Anteil der Faltung.</translation>
    </message>
    <message>
        <source>%1 on %2   ·   cycle %3 of %4   ·   folds done %5 of %6   ·   utilization %7 %   ·   mapping efficiency %8 %</source>
        <translation>%1 auf %2   ·   Takt %3 von %4   ·   Faltungen fertig: %5 von %6   ·   Auslastung %7 %   ·   Abbildungseffizienz %8 %</translation>
    </message>
</context>
<context>
    <name>ts::TourEditor</name>
    <message>
        <source>Move &amp;Up</source>
        <translation>Nach &amp;oben</translation>
    </message>
    <message>
        <source>Move the scene up (Alt+Up)</source>
        <translation>Die Szene nach oben verschieben (Alt+Oben)</translation>
    </message>
    <message>
        <source>Move D&amp;own</source>
        <translation>Nach &amp;unten</translation>
    </message>
    <message>
        <source>Move the scene down (Alt+Down); scenes can also be dragged</source>
        <translation>Die Szene nach unten verschieben (Alt+Unten); Szenen lassen sich auch ziehen</translation>
    </message>
    <message>
        <source>Du&amp;plicate</source>
        <translation>D&amp;uplizieren</translation>
    </message>
    <message>
        <source>Insert a copy of the scene after it (Ctrl+D)</source>
        <translation>Eine Kopie der Szene nach ihr einfügen (Strg+D)</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>Delete the scene (Delete in the scene list)</source>
        <translation>Die Szene löschen (Entf in der Szenenliste)</translation>
    </message>
    <message>
        <source>&amp;Record New</source>
        <translation>&amp;Neu aufnehmen</translation>
    </message>
    <message>
        <source>Add the window&apos;s current workload, devices, view and animation as a new scene after this one</source>
        <translation>Die aktuelle Arbeitslast, Geräte, Ansicht und Animation des Fensters als neue Szene nach dieser hinzufügen</translation>
    </message>
    <message>
        <source>Re-record from &amp;Window</source>
        <translation>Aus dem &amp;Fenster neu aufnehmen</translation>
    </message>
    <message>
        <source>Replace the scene&apos;s workload, devices, view and animation with the window&apos;s, keeping its texts and question</source>
        <translation>Arbeitslast, Geräte, Ansicht und Animation der Szene durch die des Fensters ersetzen; Texte und Frage bleiben erhalten</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>Speichern &amp;unter...</translation>
    </message>
    <message>
        <source>&amp;Language of the texts:</source>
        <translation>Sprache der Te&amp;xte:</translation>
    </message>
    <message>
        <source>&amp;Tour title:</source>
        <translation>&amp;Titel der Tour:</translation>
    </message>
    <message>
        <source>Scene t&amp;itle:</source>
        <translation>Szenent&amp;itel:</translation>
    </message>
    <message>
        <source>&amp;Caption (Markdown):</source>
        <translation>&amp;Beschriftung (Markdown):</translation>
    </message>
    <message>
        <source>Preview:</source>
        <translation>Vorschau:</translation>
    </message>
    <message>
        <source>Speaker &amp;notes (presenter console only):</source>
        <translation>Sprecher&amp;notizen (nur Referentenkonsole):</translation>
    </message>
    <message>
        <source>&amp;Question for the room</source>
        <translation>&amp;Frage an das Publikum</translation>
    </message>
    <message>
        <source>Question:</source>
        <translation>Frage:</translation>
    </message>
    <message>
        <source>Add Choice</source>
        <translation>Antwort hinzufügen</translation>
    </message>
    <message>
        <source>Remove this choice</source>
        <translation>Diese Antwort entfernen</translation>
    </message>
    <message>
        <source>Decided by (computed when the scene opens):</source>
        <translation>Entschieden durch (berechnet, wenn die Szene geöffnet wird):</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>Schrittzeit</translation>
    </message>
    <message>
        <source>Tokens per second</source>
        <translation>Token pro Sekunde</translation>
    </message>
    <message>
        <source>Cost of the run</source>
        <translation>Kosten des Laufs</translation>
    </message>
    <message>
        <source>Energy per step</source>
        <translation>Energie pro Schritt</translation>
    </message>
    <message>
        <source>Model FLOPs utilization</source>
        <translation>Model-FLOPs-Auslastung</translation>
    </message>
    <message>
        <source>Time to first token</source>
        <translation>Zeit bis zum ersten Token</translation>
    </message>
    <message>
        <source>Time per output token</source>
        <translation>Zeit pro Ausgabetoken</translation>
    </message>
    <message>
        <source>Smallest wins</source>
        <translation>Kleinster Wert gewinnt</translation>
    </message>
    <message>
        <source>Largest wins</source>
        <translation>Größter Wert gewinnt</translation>
    </message>
    <message>
        <source>There is no scene to change: open or record a tour first.</source>
        <translation>Es gibt keine Szene zum Ändern: Öffnen Sie zuerst eine Tour oder nehmen Sie eine auf.</translation>
    </message>
    <message>
        <source>That text is longer than a tour file holds.</source>
        <translation>Dieser Text ist länger, als eine Tour-Datei fassen kann.</translation>
    </message>
    <message>
        <source>A tour holds at most %1 scenes.</source>
        <translation>Eine Tour enthält höchstens %1 Szenen.</translation>
    </message>
    <message>
        <source>A tour keeps at least one scene: record another before deleting this one.</source>
        <translation>Eine Tour behält mindestens eine Szene: Nehmen Sie eine weitere auf, bevor Sie diese löschen.</translation>
    </message>
    <message>
        <source>A question has %1 to %2 choices.</source>
        <translation>Eine Frage hat %1 bis %2 Antworten.</translation>
    </message>
    <message>
        <source>Each choice must be a different device of the scene; the window&apos;s devices must include every device the scene&apos;s question names.</source>
        <translation>Jede Antwort muss ein anderes Gerät der Szene sein; die Geräte des Fensters müssen jedes Gerät enthalten, das die Frage der Szene nennt.</translation>
    </message>
    <message>
        <source>A question needs a scene with at least two devices to choose from.</source>
        <translation>Eine Frage braucht eine Szene mit mindestens zwei Geräten zur Auswahl.</translation>
    </message>
    <message>
        <source>Move Scene</source>
        <translation>Szene verschieben</translation>
    </message>
    <message>
        <source>Delete Scene</source>
        <translation>Szene löschen</translation>
    </message>
    <message>
        <source>Duplicate Scene</source>
        <translation>Szene duplizieren</translation>
    </message>
    <message>
        <source>Re-record Scene</source>
        <translation>Szene neu aufnehmen</translation>
    </message>
    <message>
        <source>Edit Text</source>
        <translation>Text bearbeiten</translation>
    </message>
    <message>
        <source>A tour file holds at most %1 characters here; the rest was cut.</source>
        <translation>Eine Tour-Datei fasst hier höchstens %1 Zeichen; der Rest wurde abgeschnitten.</translation>
    </message>
    <message>
        <source>Edit Question</source>
        <translation>Frage bearbeiten</translation>
    </message>
    <message>
        <source>Remove Question</source>
        <translation>Frage entfernen</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <extracomment>scene number and its title in the tour editor&apos;s list</extracomment>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>complete</source>
        <translation>vollständig</translation>
    </message>
    <message>
        <source>partly written</source>
        <translation>teilweise geschrieben</translation>
    </message>
    <message>
        <source>not written</source>
        <translation>nicht geschrieben</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>a language in the tour editor&apos;s chooser and how much of the tour is written in it (&quot;complete&quot;, &quot;partly written&quot;, &quot;not written&quot;)</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>This scene in %1: %2.</source>
        <extracomment>%1 a language, %2 &quot;complete&quot;, &quot;partly written&quot; or &quot;not written&quot;</extracomment>
        <translation>Diese Szene auf %1: %2.</translation>
    </message>
</context>
<context>
    <name>ts::TourEditorController</name>
    <message>
        <source>Record Scene</source>
        <translation>Szene aufnehmen</translation>
    </message>
    <message>
        <source>New scene</source>
        <translation>Neue Szene</translation>
    </message>
    <message>
        <source>%1 (modified)</source>
        <translation>%1 (geändert)</translation>
    </message>
    <message>
        <source>Tour Editor</source>
        <extracomment>%1 is the tour&apos;s title, from its file</extracomment>
        <translation>Tour-Editor</translation>
    </message>
    <message>
        <source>The tour &apos;%1&apos; has changes that are not saved. Save them?</source>
        <translation>Die Tour &apos;%1&apos; hat ungespeicherte Änderungen. Speichern?</translation>
    </message>
    <message>
        <source>Save Tour</source>
        <translation>Tour speichern</translation>
    </message>
    <message>
        <source>Tensorscope tours (*.json)</source>
        <translation>Tensorscope-Touren (*.json)</translation>
    </message>
    <message>
        <source>The tour cannot be saved as it is:
%1</source>
        <translation>Die Tour kann so nicht gespeichert werden:
%1</translation>
    </message>
    <message>
        <source>Saved the tour %1</source>
        <translation>Tour %1 gespeichert</translation>
    </message>
</context>
<context>
    <name>ts::TourHandout</name>
    <message>
        <source>Tensorscope tour handout</source>
        <translation>Tensorscope-Tour-Handout</translation>
    </message>
    <message>
        <source>Language: %1</source>
        <extracomment>the title page of a tour handout; %1 the language&apos;s own name, e.g. &quot;Deutsch&quot;</extracomment>
        <translation>Sprache: %1</translation>
    </message>
    <message>
        <source>Scenes: %1, one a page from page 2</source>
        <extracomment>the title page of a tour handout</extracomment>
        <translation>Szenen: %1, eine pro Seite ab Seite 2</translation>
    </message>
    <message>
        <source>Questions: %1, answered from page %2</source>
        <extracomment>the title page of a tour handout; %2 the page number</extracomment>
        <translation>Fragen: %1, beantwortet ab Seite %2</translation>
    </message>
    <message>
        <source>… and %1 more</source>
        <extracomment>the title page&apos;s list of scenes, cut short; %1 how many are not listed</extracomment>
        <translation>… und %1 weitere</translation>
    </message>
    <message>
        <source>%1 (question)</source>
        <extracomment>a question scene in the title page&apos;s list; %1 its title</extracomment>
        <translation>%1 (Frage)</translation>
    </message>
    <message>
        <source>Scene %1 of %2</source>
        <extracomment>the head of a scene&apos;s page in a tour handout</extracomment>
        <translation>Szene %1 von %2</translation>
    </message>
    <message>
        <source>Question</source>
        <extracomment>the heading of a question on a scene&apos;s page in a tour handout</extracomment>
        <translation>Frage</translation>
    </message>
    <message>
        <source>Vote first: the answers are on page %1 and after.</source>
        <extracomment>under a question on a scene&apos;s page in a tour handout; %1 a page number</extracomment>
        <translation>Zuerst abstimmen: Die Antworten stehen ab Seite %1.</translation>
    </message>
    <message>
        <source>Answers (continued)</source>
        <extracomment>the heading of the second and later answer pages of a tour handout</extracomment>
        <translation>Antworten (Fortsetzung)</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Antworten</translation>
    </message>
    <message>
        <source>Scene %1: %2</source>
        <extracomment>an answer&apos;s heading on a tour handout&apos;s answer page; %1 the scene number, %2 its title</extracomment>
        <translation>Szene %1: %2</translation>
    </message>
</context>
<context>
    <name>ts::TourPanel</name>
    <message>
        <source>Scene caption</source>
        <translation>Szenenbeschriftung</translation>
    </message>
    <message>
        <source>&amp;Previous scene</source>
        <translation>&amp;Vorherige Szene</translation>
    </message>
    <message>
        <source>Previous scene (Page Up in presentation mode)</source>
        <translation>Vorherige Szene (Bild auf im Präsentationsmodus)</translation>
    </message>
    <message>
        <source>&amp;Next scene</source>
        <translation>&amp;Nächste Szene</translation>
    </message>
    <message>
        <source>Next scene (Page Down in presentation mode)</source>
        <translation>Nächste Szene (Bild ab im Präsentationsmodus)</translation>
    </message>
    <message>
        <source>&amp;Record scene...</source>
        <translation>Szene &amp;aufnehmen...</translation>
    </message>
    <message>
        <source>Add the current workload, devices, view and animation as a new scene after this one</source>
        <translation>Die aktuelle Arbeitslast, Geräte, Ansicht und Animation als neue Szene nach dieser hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Save tour...</source>
        <translation>Tour &amp;speichern...</translation>
    </message>
    <message>
        <source>No tour open</source>
        <translation>Keine Tour geöffnet</translation>
    </message>
    <message>
        <source>Open a tour with *File › Open Tour*, or record scenes of your own with **Record scene**.</source>
        <translation>Öffnen Sie eine Tour mit *Datei › Tour öffnen* oder nehmen Sie eigene Szenen mit **Szene aufnehmen** auf.</translation>
    </message>
    <message>
        <source>%1 — scene %2 of %3: %4</source>
        <extracomment>tour title, scene number, scene count, scene title</extracomment>
        <translation>%1 — Szene %2 von %3: %4</translation>
    </message>
</context>
<context>
    <name>ts::TourPlayer</name>
    <message>
        <source>Cannot open tour &apos;%1&apos;:
%2</source>
        <translation>Tour &apos;%1&apos; kann nicht geöffnet werden:
%2</translation>
    </message>
    <message>
        <source>Untitled tour</source>
        <translation>Unbenannte Tour</translation>
    </message>
    <message>
        <source>Cannot save tour &apos;%1&apos;: %2</source>
        <translation>Tour &apos;%1&apos; kann nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <source>Open Tour</source>
        <translation>Tour öffnen</translation>
    </message>
    <message>
        <source>Tensorscope tours (*.json)</source>
        <translation>Tensorscope-Touren (*.json)</translation>
    </message>
    <message>
        <source>Record Scene</source>
        <translation>Szene aufnehmen</translation>
    </message>
    <message>
        <source>Scene title:</source>
        <translation>Szenentitel:</translation>
    </message>
    <message>
        <source>Caption (Markdown):</source>
        <translation>Beschriftung (Markdown):</translation>
    </message>
    <message>
        <source>Save Tour</source>
        <translation>Tour speichern</translation>
    </message>
    <message>
        <source>The tour has no scenes yet: record one first.</source>
        <translation>Die Tour hat noch keine Szenen: Nehmen Sie zuerst eine auf.</translation>
    </message>
</context>
<context>
    <name>ts::TransportBar</name>
    <message>
        <source>Play or pause (Space)</source>
        <translation>Abspielen oder anhalten (Leertaste)</translation>
    </message>
    <message>
        <source>Play or pause</source>
        <translation>Abspielen oder anhalten</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Zeitachse</translation>
    </message>
    <message>
        <source>Scrub through the cycles</source>
        <translation>Durch die Zyklen spulen</translation>
    </message>
    <message>
        <source>One cycle back (Left)</source>
        <translation>Einen Zyklus zurück (Links)</translation>
    </message>
    <message>
        <source>One cycle forward (Right)</source>
        <translation>Einen Zyklus vor (Rechts)</translation>
    </message>
    <message>
        <source>One cycle back</source>
        <translation>Einen Zyklus zurück</translation>
    </message>
    <message>
        <source>One cycle forward</source>
        <translation>Einen Zyklus vor</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <source>%1 cycles/s</source>
        <translation>%1 Zyklen/s</translation>
    </message>
</context>
<context>
    <name>ts::VerdictText</name>
    <message>
        <source>$%1</source>
        <translation>%1 $</translation>
    </message>
    <message>
        <source>%1×</source>
        <extracomment>a ratio such as &quot;1.49×&quot;</extracomment>
        <translation>%1×</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; finishes first, %2 faster than %3 (%4 vs %5 a step):</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; ist zuerst fertig, %2 schneller als %3 (%4 vs. %5 pro Schritt):</translation>
    </message>
    <message>
        <source>%1 vs %2 TFLOP/s a chip</source>
        <translation>%1 vs. %2 TFLOP/s pro Chip</translation>
    </message>
    <message>
        <source>, on %1 vs %2 chips</source>
        <translation>, auf %1 vs. %2 Chips</translation>
    </message>
    <message>
        <source>%1 vs %2 MFU</source>
        <translation>%1 vs. %2 MFU</translation>
    </message>
    <message>
        <source>%1 the peak (%2) and more of it used (%3).</source>
        <translation>%1 so viel Spitzenleistung (%2) und ein größerer Teil davon genutzt (%3).</translation>
    </message>
    <message>
        <source>%1 the peak (%2), though less of it used (%3).</source>
        <translation>%1 so viel Spitzenleistung (%2), wenn auch ein kleinerer Teil davon genutzt (%3).</translation>
    </message>
    <message>
        <source>a %1 lower peak (%2), but more of it used (%3).</source>
        <translation>eine um %1 niedrigere Spitzenleistung (%2), aber ein größerer Teil davon genutzt (%3).</translation>
    </message>
    <message>
        <source>Waiting on communication: %1 vs %2 of the step.</source>
        <translation>Warten auf Kommunikation: %1 vs. %2 des Schritts.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; costs least, %2 less per token than %3 (%4 vs %5 per million tokens):</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; kostet am wenigsten, %2 weniger pro Token als %3 (%4 vs. %5 pro Million Token):</translation>
    </message>
    <message>
        <source>%1 vs %2 per chip-hour, %3</source>
        <translation>%1 vs. %2 pro Chip-Stunde, %3</translation>
    </message>
    <message>
        <source>cheaper by the hour (%1) and faster.</source>
        <translation>pro Stunde günstiger (%1) und schneller.</translation>
    </message>
    <message>
        <source>a %1 lower price by the hour (%2) outweighs a %3 slower step.</source>
        <translation>ein um %1 niedrigerer Stundenpreis (%2) wiegt einen um %3 langsameren Schritt auf.</translation>
    </message>
    <message>
        <source>a %1 faster step outweighs a %2 higher price by the hour (%3).</source>
        <translation>ein um %1 schnellerer Schritt wiegt einen um %2 höheren Stundenpreis auf (%3).</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; uses the least energy, %2 less than %3 (%4 vs %5 kWh for the run):</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; verbraucht am wenigsten Energie, %2 weniger als %3 (%4 vs. %5 kWh für den Lauf):</translation>
    </message>
    <message>
        <source>%1 on average, and a shorter run.</source>
        <translation>%1 im Mittel, und ein kürzerer Lauf.</translation>
    </message>
    <message>
        <source>less power (%1) outweighs a %2 slower step.</source>
        <translation>geringere Leistung (%1) wiegt einen um %2 langsameren Schritt auf.</translation>
    </message>
    <message>
        <source>Power of %1 estimated, not published.</source>
        <translation>Leistung von %1 geschätzt, nicht veröffentlicht.</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>passt nicht</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>kein Preis</translation>
    </message>
    <message>
        <source>no power figure</source>
        <translation>keine Leistungsangabe</translation>
    </message>
    <message>
        <source>cannot be estimated</source>
        <translation>nicht schätzbar</translation>
    </message>
    <message>
        <source>Tick two devices or more for a verdict.</source>
        <translation>Kreuzen Sie zwei oder mehr Geräte an, um ein Fazit zu erhalten.</translation>
    </message>
    <message>
        <source>Time</source>
        <extracomment>the verdict of one aspect when fewer than two devices have its figure</extracomment>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>Energie</translation>
    </message>
    <message>
        <source>%1: fewer than two devices can be compared.</source>
        <translation>%1: Weniger als zwei Geräte lassen sich vergleichen.</translation>
    </message>
    <message>
        <source>&lt;i&gt;Within the engine&apos;s uncertainty: the order may not hold.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Innerhalb der Unsicherheit der Engine: Die Reihenfolge ist nicht gesichert.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Left out: %1.</source>
        <translation>Nicht berücksichtigt: %1.</translation>
    </message>
    <message>
        <source>%1 owned %2 (%3 a chip-hour), rented %4</source>
        <extracomment>rent or buy, one device: &quot;H100: owned $4.4 M ($1.34 a chip-hour), rented $35 M&quot;</extracomment>
        <translation>%1: gekauft %2 (%3 pro Chip-Stunde), gemietet %4</translation>
    </message>
    <message>
        <source>%1 owned %2 (%3 a chip-hour; no rental price)</source>
        <translation>%1: gekauft %2 (%3 pro Chip-Stunde; kein Mietpreis)</translation>
    </message>
    <message>
        <source>%1 rented only, %2</source>
        <translation>%1: nur Miete, %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;Rent or buy&lt;/b&gt; (owned: the purchase over %1 years at %2 use, electricity included): %3.</source>
        <translation>&lt;b&gt;Mieten oder kaufen&lt;/b&gt; (gekauft: Kaufpreis über %1 Jahre bei %2 Auslastung, Strom inbegriffen): %3.</translation>
    </message>
    <message>
        <source>%1 vs %2 W a chip</source>
        <translation>%1 vs. %2 W pro Chip</translation>
    </message>
    <message>
        <source>%1, cheapest quotes</source>
        <extracomment>the price basis in the verdict: &quot;on-demand, cheapest quotes&quot;</extracomment>
        <translation>%1, günstigste Angebote</translation>
    </message>
    <message>
        <source>%1, %2 only</source>
        <translation>%1, nur %2</translation>
    </message>
    <message>
        <source>at the cheapest public quotes</source>
        <extracomment>a price basis in the verdict: the cheapest public quote of each device</extracomment>
        <translation>zu den günstigsten öffentlichen Angeboten</translation>
    </message>
    <message>
        <source>at %1 prices</source>
        <translation>zu %1-Preisen</translation>
    </message>
    <message>
        <source>%1 %2 would cost least (%3 vs %4)</source>
        <extracomment>the cost order flips: &quot;at spot prices TPU v5e would cost least ($0.02 vs $0.03)&quot;</extracomment>
        <translation>%1 wäre %2 am günstigsten (%3 vs. %4)</translation>
    </message>
    <message>
        <source>The order flips: %1.</source>
        <translation>Die Reihenfolge kehrt sich um: %1.</translation>
    </message>
    <message>
        <source>%1 devices (%2), among them %3</source>
        <extracomment>devices left out of the verdict: &quot;17 devices (does not fit), among them V100, T4, A100&quot;</extracomment>
        <translation>%1 Geräte (%2), darunter %3</translation>
    </message>
    <message>
        <source>every device</source>
        <translation>allen Geräten</translation>
    </message>
    <message>
        <source>%1: %2, as measured on %3</source>
        <extracomment>one device&apos;s accuracy band in the verdict: &quot;TPU v5p: −5% … +28%, as measured on Google TPUs&quot;, %3 being the devices whose measurements the band comes from</extracomment>
        <translation>%1: %2, gemessen auf %3</translation>
    </message>
    <message>
        <source>&lt;i&gt;Within the engine&apos;s uncertainty (%1; %2): the order may not hold.&lt;/i&gt;</source>
        <extracomment>%1 and %2: each device&apos;s step-time band, e.g. &quot;H100 SXM: ±11%, as measured on NVIDIA GPUs&quot;</extracomment>
        <translation>&lt;i&gt;Innerhalb der Unsicherheit der Engine (%1; %2): Die Reihenfolge ist nicht gesichert.&lt;/i&gt;</translation>
    </message>
</context>
<context>
    <name>ts::ViewFeeder</name>
    <message>
        <source>Systolic view: %1 (M×N×K %2×%3×%4) at full size on %5&apos;s %6 matrix units of %7×%8; the wheel or Z zooms to one unit&apos;s PEs.</source>
        <translation>Systolische Ansicht: %1 (M×N×K %2×%3×%4) in voller Größe auf den %6 Matrixeinheiten zu %7×%8 von %5; Mausrad oder Z zoomt auf die PEs einer Einheit.</translation>
    </message>
    <message>
        <source>SIMT view: shown scaled down 1:%1 as M×N×K %2×%3×%4.</source>
        <translation>SIMT-Ansicht: im Maßstab 1:%1 verkleinert als M×N×K %2×%3×%4.</translation>
    </message>
    <message>
        <source>SIMT view: at full size.</source>
        <translation>SIMT-Ansicht: in voller Größe.</translation>
    </message>
    <message>
        <source>SIMT view: at full size on %1&apos;s %2 SMs, %3 CTAs in %4 waves; the wheel or Z zooms to the warps of the GEMM scaled down 1:%5.</source>
        <translation>SIMT-Ansicht: in voller Größe auf den %2 SMs von %1, %3 CTAs in %4 Wellen; Mausrad oder Z zoomt auf die Warps der im Verhältnis 1:%5 verkleinerten GEMM.</translation>
    </message>
    <message>
        <source>%1 has no GPU SM geometry; the SIMT view shows %2.</source>
        <extracomment>%1 is the device chosen (e.g. a TPU), %2 the GPU the SIMT view keeps showing</extracomment>
        <translation>%1 hat keine GPU-SM-Geometrie; die SIMT-Ansicht zeigt %2.</translation>
    </message>
</context>
<context>
    <name>ts::WhatIfDialog</name>
    <message>
        <source>What-if copy of %1</source>
        <translation>Was-wäre-wenn-Kopie von %1</translation>
    </message>
    <message>
        <source>%1 (what-if)</source>
        <extracomment>%1 is the name of the device the copy is made from</extracomment>
        <translation>%1 (Was-wäre-wenn)</translation>
    </message>
    <message>
        <source> ×</source>
        <translation> ×</translation>
    </message>
    <message>
        <source> GB/s</source>
        <translation> GB/s</translation>
    </message>
    <message>
        <source> W</source>
        <translation> W</translation>
    </message>
    <message>
        <source> $/h</source>
        <translation> $/h</translation>
    </message>
    <message>
        <source>The copy is saved as a user catalog file naming %1 as its base: every figure you leave alone keeps its source.</source>
        <translation>Die Kopie wird als Benutzer-Katalogdatei mit %1 als Basis gespeichert: Jede Kennzahl, die Sie nicht ändern, behält ihre Quelle.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Compute (all peaks)</source>
        <translation>Rechenleistung (alle Spitzen)</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>Bandwidth</source>
        <translation>Bandbreite</translation>
    </message>
    <message>
        <source>TDP</source>
        <translation>TDP</translation>
    </message>
    <message>
        <source>On-demand price</source>
        <translation>On-Demand-Preis</translation>
    </message>
    <message>
        <source> GiB</source>
        <translation> GiB</translation>
    </message>
</context>
<context>
    <name>ts::WorkloadPanel</name>
    <message>
        <source>Training step</source>
        <translation>Trainingsschritt</translation>
    </message>
    <message>
        <source>Inference: prefill</source>
        <translation>Inferenz: Prefill</translation>
    </message>
    <message>
        <source>Inference: one decode step</source>
        <translation>Inferenz: ein Decode-Schritt</translation>
    </message>
    <message>
        <source>&amp;Batch</source>
        <translation>&amp;Batch</translation>
    </message>
    <message>
        <source>&amp;Sequence</source>
        <translation>&amp;Sequenz</translation>
    </message>
    <message>
        <source>&amp;Layers</source>
        <translation>&amp;Schichten</translation>
    </message>
    <message>
        <source>&amp;Width</source>
        <translation>&amp;Breite</translation>
    </message>
    <message>
        <source>Model width (d_model); the MLP width keeps its ratio to it</source>
        <translation>Modellbreite (d_model); die MLP-Breite behält ihr Verhältnis dazu</translation>
    </message>
    <message>
        <source>&amp;Recompute</source>
        <translation>&amp;Neuberechnen</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Genauigkeit</translation>
    </message>
    <message>
        <source>Change step</source>
        <translation>Schritt ändern</translation>
    </message>
    <message>
        <source>Change precision</source>
        <translation>Genauigkeit ändern</translation>
    </message>
    <message>
        <source>Change batch</source>
        <translation>Batch ändern</translation>
    </message>
    <message>
        <source>Change sequence length</source>
        <translation>Sequenzlänge ändern</translation>
    </message>
    <message>
        <source>Change layers</source>
        <translation>Schichten ändern</translation>
    </message>
    <message>
        <source>Change width</source>
        <translation>Breite ändern</translation>
    </message>
    <message>
        <source>Toggle recomputation</source>
        <translation>Neuberechnung umschalten</translation>
    </message>
    <message>
        <source>Choose preset %1</source>
        <translation>Vorlage %1 wählen</translation>
    </message>
    <message>
        <source>None</source>
        <extracomment>Recomputation policies; the names in quotes are MaxText&apos;s and Megatron-LM&apos;s own.</extracomment>
        <translation>Keine</translation>
    </message>
    <message>
        <source>Full</source>
        <translation>Vollständig</translation>
    </message>
    <message>
        <source>Change micro-batch</source>
        <translation>Micro-Batch ändern</translation>
    </message>
    <message>
        <source>&amp;Micro-batch</source>
        <translation>&amp;Micro-Batch</translation>
    </message>
    <message>
        <source>Sequences per forward and backward pass; the batch is accumulated over batch ÷ micro-batch passes</source>
        <translation>Sequenzen pro Vorwärts- und Rückwärtsdurchlauf; der Batch wird über Batch ÷ Micro-Batch Durchläufe akkumuliert</translation>
    </message>
    <message>
        <source>Change optimizer</source>
        <translation>Optimierer ändern</translation>
    </message>
    <message>
        <source>Change gradient precision</source>
        <translation>Gradientengenauigkeit ändern</translation>
    </message>
    <message>
        <source>Change LoRA rank</source>
        <translation>LoRA-Rang ändern</translation>
    </message>
    <message>
        <source>Change LoRA targets</source>
        <translation>LoRA-Zielschichten ändern</translation>
    </message>
    <message>
        <source>Change frozen weights</source>
        <translation>Eingefrorene Gewichte ändern</translation>
    </message>
    <message>
        <source>Change weight storage</source>
        <translation>Gewichtsspeicherung ändern</translation>
    </message>
    <message>
        <source>Change KV cache</source>
        <translation>KV-Cache ändern</translation>
    </message>
    <message>
        <source>Change generated tokens</source>
        <translation>Generierte Token ändern</translation>
    </message>
    <message>
        <source>Change TTFT target</source>
        <translation>TTFT-Ziel ändern</translation>
    </message>
    <message>
        <source>Change TPOT target</source>
        <translation>TPOT-Ziel ändern</translation>
    </message>
    <message>
        <source>&amp;Optimizer</source>
        <translation>O&amp;ptimierer</translation>
    </message>
    <message>
        <source>Adam (16 bytes a parameter)</source>
        <translation>Adam (16 Byte pro Parameter)</translation>
    </message>
    <message>
        <source>SGD with momentum (12 bytes)</source>
        <translation>SGD mit Momentum (12 Byte)</translation>
    </message>
    <message>
        <source>Adafactor (8 bytes)</source>
        <translation>Adafactor (8 Byte)</translation>
    </message>
    <message>
        <source>The optimizer&apos;s state a trained parameter keeps, with bf16 weights and fp32 state (ZeRO paper&apos;s count for Adam)</source>
        <translation>Optimiererzustand je trainiertem Parameter, bei bf16-Gewichten und fp32-Zustand (Zählung des ZeRO-Papers für Adam)</translation>
    </message>
    <message>
        <source>&amp;Gradients</source>
        <translation>Gra&amp;dienten</translation>
    </message>
    <message>
        <source>as the weights</source>
        <translation>wie die Gewichte</translation>
    </message>
    <message>
        <source>The gradients&apos; storage: the weights&apos; width, or fp32 as Megatron-LM keeps them (18 bytes a parameter with Adam)</source>
        <translation>Speicherung der Gradienten: in der Breite der Gewichte oder in fp32 wie bei Megatron-LM (18 Byte pro Parameter mit Adam)</translation>
    </message>
    <message>
        <source>off (all weights trained)</source>
        <extracomment>LoRA rank 0: every weight is trained</extracomment>
        <translation>aus (alle Gewichte trainiert)</translation>
    </message>
    <message>
        <source>Fine-tune with LoRA adapters of this rank on frozen weights: no gradients or optimizer state for the frozen weights</source>
        <translation>Feinabstimmung mit LoRA-Adaptern dieses Rangs auf eingefrorenen Gewichten: keine Gradienten und kein Optimiererzustand für die eingefrorenen Gewichte</translation>
    </message>
    <message>
        <source>every linear layer</source>
        <translation>jede lineare Schicht</translation>
    </message>
    <message>
        <source>attention</source>
        <translation>Attention</translation>
    </message>
    <message>
        <source>MLP</source>
        <translation>MLP</translation>
    </message>
    <message>
        <source>The frozen weights&apos; storage; int4 is QLoRA, dequantized before each GEMM</source>
        <translation>Speicherung der eingefrorenen Gewichte; int4 ist QLoRA, vor jeder GEMM dequantisiert</translation>
    </message>
    <message>
        <source>as the precision</source>
        <translation>wie die Genauigkeit</translation>
    </message>
    <message>
        <source>Weight-only quantization: weights stored narrower and dequantized in each GEMM, which runs at the precision above</source>
        <translation>Reine Gewichtsquantisierung: Gewichte schmaler gespeichert und in jeder GEMM dequantisiert, die in der obigen Genauigkeit läuft</translation>
    </message>
    <message>
        <source>&amp;KV cache</source>
        <translation>K&amp;V-Cache</translation>
    </message>
    <message>
        <source>The KV cache&apos;s storage: narrower caches hold more requests and read faster</source>
        <translation>Speicherung des KV-Cache: schmalere Caches fassen mehr Anfragen und werden schneller gelesen</translation>
    </message>
    <message>
        <source>&amp;Generated tokens</source>
        <translation>Generierte To&amp;ken</translation>
    </message>
    <message>
        <source>Tokens each request generates after its prompt</source>
        <translation>Token, die jede Anfrage nach ihrem Prompt erzeugt</translation>
    </message>
    <message>
        <source>none</source>
        <extracomment>no latency target
----------
no draft model: no speculative decoding</extracomment>
        <translation>keins</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Time to first token at most this: the comparison&apos;s serving columns show the largest batch that meets the targets</source>
        <translation>Zeit bis zum ersten Token höchstens so viel: die Serving-Spalten des Vergleichs zeigen den größten Batch, der die Ziele erfüllt</translation>
    </message>
    <message>
        <source>Time per output token at most this</source>
        <translation>Zeit pro Ausgabetoken höchstens so viel</translation>
    </message>
    <message>
        <source>LoRA ra&amp;nk</source>
        <translation>LoRA-Ran&amp;g</translation>
    </message>
    <message>
        <source>LoR&amp;A on</source>
        <translation>LoR&amp;A auf</translation>
    </message>
    <message>
        <source>Fro&amp;zen weights</source>
        <translation>Eingefrorene Ge&amp;wichte</translation>
    </message>
    <message>
        <source>Weights &amp;quantized</source>
        <translation>Gewichte &amp;quantisiert</translation>
    </message>
    <message>
        <source>TTFT t&amp;arget</source>
        <translation>TTFT-&amp;Ziel</translation>
    </message>
    <message>
        <source>TP&amp;OT target</source>
        <translation>TP&amp;OT-Ziel</translation>
    </message>
    <message>
        <source>Change batching</source>
        <translation>Batching ändern</translation>
    </message>
    <message>
        <source>Change prefill chunk</source>
        <translation>Prefill-Chunk ändern</translation>
    </message>
    <message>
        <source>Change draft model</source>
        <translation>Entwurfsmodell ändern</translation>
    </message>
    <message>
        <source>Change proposed tokens</source>
        <translation>Vorgeschlagene Tokens ändern</translation>
    </message>
    <message>
        <source>Change acceptance rate</source>
        <translation>Akzeptanzrate ändern</translation>
    </message>
    <message>
        <source>Batch&amp;ing</source>
        <translation>Batch&amp;ing</translation>
    </message>
    <message>
        <source>static</source>
        <translation>statisch</translation>
    </message>
    <message>
        <source>continuous</source>
        <translation>kontinuierlich</translation>
    </message>
    <message>
        <source>continuous, chunked prefill</source>
        <translation>kontinuierlich, Chunked Prefill</translation>
    </message>
    <message>
        <source>Static: a batch is prefilled, then decoded, together. Continuous: requests join and leave every step. Chunked: each step carries the decodes and as much prompt as the chunk leaves</source>
        <translation>Statisch: ein Batch durchläuft gemeinsam erst den Prefill, dann das Dekodieren. Kontinuierlich: in jedem Schritt kommen Anfragen hinzu und gehen. Chunked: jeder Schritt trägt die Decodes und so viel Prompt, wie der Chunk übrig lässt</translation>
    </message>
    <message>
        <source>Ch&amp;unk tokens</source>
        <translation>Ch&amp;unk-Tokens</translation>
    </message>
    <message>
        <source>The tokens a step carries at most: decodes and prompt chunks</source>
        <translation>Höchstzahl der Tokens pro Schritt: Decodes und Prompt-Chunks</translation>
    </message>
    <message>
        <source>&amp;Draft model</source>
        <translation>Entwurfsmo&amp;dell</translation>
    </message>
    <message>
        <source>Proposed toke&amp;ns</source>
        <translation>Vorgeschla&amp;gene Tokens</translation>
    </message>
    <message>
        <source>A&amp;cceptance</source>
        <translation>Akzepta&amp;nz</translation>
    </message>
    <message>
        <source>The probability that the model accepts a proposed token</source>
        <translation>Die Wahrscheinlichkeit, dass das Modell ein vorgeschlagenes Token akzeptiert</translation>
    </message>
    <message>
        <source>All but weight GEMMs (&quot;minimal&quot;)</source>
        <translation>Alles außer Gewichts-GEMMs (&quot;minimal&quot;)</translation>
    </message>
    <message>
        <source>Keep attention&apos;s GEMM outputs (&quot;save_dot_except_mlp&quot;)</source>
        <translation>Ausgaben der Attention-GEMMs behalten (&quot;save_dot_except_mlp&quot;)</translation>
    </message>
    <message>
        <source>Keep Q, K, V (&quot;save_qkv_proj&quot;)</source>
        <translation>Q, K, V behalten (&quot;save_qkv_proj&quot;)</translation>
    </message>
    <message>
        <source>Q, K, V to host memory (&quot;qkv_proj_offloaded&quot;)</source>
        <translation>Q, K, V im Hostspeicher (&quot;qkv_proj_offloaded&quot;)</translation>
    </message>
    <message>
        <source>GEMM outputs to host memory (&quot;minimal_offloaded&quot;)</source>
        <translation>GEMM-Ausgaben im Hostspeicher (&quot;minimal_offloaded&quot;)</translation>
    </message>
    <message>
        <source>Core attention only (Megatron &quot;selective&quot;)</source>
        <translation>Nur die Kern-Attention (Megatron &quot;selective&quot;)</translation>
    </message>
    <message>
        <source>Custom (from the workload file)</source>
        <translation>Benutzerdefiniert (aus der Workload-Datei)</translation>
    </message>
    <message>
        <source>Activation recomputation (training). None: keep every activation the backward pass reads. All but weight GEMMs: keep the outputs of the linear layers, redo norms, activations and attention during backward (MaxText&apos;s &quot;minimal&quot;). Full: keep only each block&apos;s input, redo its whole forward pass. The others keep fewer GEMM outputs, or keep them in host memory and bring them back over the host link; docs/workload.md lists what each keeps.</source>
        <translation>Aktivierungs-Neuberechnung (Training). Keine: jede Aktivierung behalten, die der Rückwärtsdurchlauf liest. Alles außer Gewichts-GEMMs: die Ausgaben der linearen Schichten behalten, Normen, Aktivierungen und Attention im Rückwärtsdurchlauf neu berechnen (MaxTexts &quot;minimal&quot;). Vollständig: nur die Eingabe jedes Blocks behalten, seinen ganzen Vorwärtsdurchlauf wiederholen. Die übrigen behalten weniger GEMM-Ausgaben oder halten sie im Hostspeicher und holen sie über die Hostverbindung zurück; docs/workload.md führt auf, was jede behält.</translation>
    </message>
    <message>
        <source>Change software stack</source>
        <translation>Software-Stack ändern</translation>
    </message>
    <message>
        <source>Sof&amp;tware</source>
        <translation>Sof&amp;tware</translation>
    </message>
    <message>
        <source>Fused (Megatron/TE, MaxText)</source>
        <translation>Fusioniert (Megatron/TE, MaxText)</translation>
    </message>
    <message>
        <source>Eager PyTorch (FSDP, HF Trainer)</source>
        <translation>Eager-PyTorch (FSDP, HF Trainer)</translation>
    </message>
    <message>
        <source>What runs the step. Fused: one kernel a norm, a rotary embedding and an activation, the library&apos;s fused attention (Megatron-LM with Transformer Engine, MaxText). Eager PyTorch: Hugging Face&apos;s layers as written, each norm, rotary embedding and activation several kernels that read and write the whole activation, the logits in fp32, FlashAttention-2 (PyTorch FSDP, LLM Foundry, torchtune, Trainer).</source>
        <translation>Was den Schritt ausführt. Fusioniert: ein Kernel je Norm, Rotary-Einbettung und Aktivierung, die fusionierte Attention der Bibliothek (Megatron-LM mit Transformer Engine, MaxText). Eager-PyTorch: die Schichten von Hugging Face wie geschrieben, jede Norm, Rotary-Einbettung und Aktivierung mehrere Kernel, die die ganze Aktivierung lesen und schreiben, die Logits in fp32, FlashAttention-2 (PyTorch FSDP, LLM Foundry, torchtune, Trainer).</translation>
    </message>
    <message>
        <source>n-gram prompt lookup</source>
        <translation>N-Gramm-Suche im Prompt</translation>
    </message>
    <message>
        <source>the model&apos;s MTP module</source>
        <translation>das MTP-Modul des Modells</translation>
    </message>
    <message>
        <source>an EAGLE head</source>
        <translation>ein EAGLE-Kopf</translation>
    </message>
    <message>
        <source>Speculative decoding: a smaller model, the prompt (n-gram lookup) or the model&apos;s own one-layer head proposes tokens that the model verifies in one step (static batching)</source>
        <translation>Spekulatives Dekodieren: Ein kleineres Modell, der Prompt (N-Gramm-Suche) oder der eigene einschichtige Kopf des Modells schlägt Tokens vor, die das Modell in einem Schritt prüft (statisches Batching)</translation>
    </message>
    <message>
        <source>Change serving engine</source>
        <translation>Serving-Engine ändern</translation>
    </message>
    <message>
        <source>Serving &amp;engine</source>
        <translation>Serving-&amp;Engine</translation>
    </message>
    <message>
        <source>none (the estimator&apos;s defaults)</source>
        <extracomment>no serving engine: the estimator&apos;s own scheduler defaults</extracomment>
        <translation>keine (Vorgaben des Schätzers)</translation>
    </message>
    <message>
        <source>vLLM</source>
        <translation>vLLM</translation>
    </message>
    <message>
        <source>SGLang</source>
        <translation>SGLang</translation>
    </message>
    <message>
        <source>TensorRT-LLM</source>
        <translation>TensorRT-LLM</translation>
    </message>
    <message>
        <source>JetStream</source>
        <translation>JetStream</translation>
    </message>
    <message>
        <source>Follow a serving engine&apos;s scheduler defaults: its token budget a step, chunked prefill where it chunks, its cap on running requests (docs/serving.md). An engine batches continuously unless a draft model is chosen</source>
        <translation>Den Scheduler-Vorgaben einer Serving-Engine folgen: ihr Token-Budget pro Schritt, Chunked Prefill, wo sie chunkt, ihre Obergrenze laufender Anfragen (docs/serving.md). Eine Engine bündelt kontinuierlich, sofern kein Draft-Modell gewählt ist</translation>
    </message>
</context>
<context>
    <name>ts::WorkspaceAutosave</name>
    <message>
        <source>the file there could not be read and is kept as it is</source>
        <translation>die dortige Datei konnte nicht gelesen werden und bleibt unverändert</translation>
    </message>
</context>
<context>
    <name>ts::WorkspaceCatalog</name>
    <message>
        <source>No user catalog folder (the window has no settings).</source>
        <translation>Kein Benutzer-Katalogordner (das Fenster hat keine Einstellungen).</translation>
    </message>
    <message>
        <source>No device &apos;%1&apos; in the catalog.</source>
        <translation>Kein Gerät &apos;%1&apos; im Katalog.</translation>
    </message>
    <message>
        <source>The what-if device did not load:
%1</source>
        <translation>Das Was-wäre-wenn-Gerät wurde nicht geladen:
%1</translation>
    </message>
</context>
<context>
    <name>ts::WorkspaceController</name>
    <message>
        <source>One of %1 batched products.</source>
        <translation>Eines von %1 gebündelten Produkten.</translation>
    </message>
    <message>
        <source>Systolic view: %1 is not a matrix product.</source>
        <translation>Systolische Ansicht: %1 ist kein Matrixprodukt.</translation>
    </message>
    <message>
        <source>Systolic view: %1 (M×N×K %2×%3×%4) shown scaled down 1:%5 as %6×%7×%8.</source>
        <translation>Systolische Ansicht: %1 (M×N×K %2×%3×%4) im Maßstab 1:%5 verkleinert als %6×%7×%8.</translation>
    </message>
    <message>
        <source>Systolic view: %1 (M×N×K %2×%3×%4) at full size.</source>
        <translation>Systolische Ansicht: %1 (M×N×K %2×%3×%4) in voller Größe.</translation>
    </message>
    <message>
        <source>Cannot open &apos;%1&apos;:
%2</source>
        <translation>&apos;%1&apos; kann nicht geöffnet werden:
%2</translation>
    </message>
    <message>
        <source>Cannot save &apos;%1&apos;: %2</source>
        <translation>&apos;%1&apos; kann nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <source>Cannot export &apos;%1&apos;: %2</source>
        <translation>&apos;%1&apos; kann nicht exportiert werden: %2</translation>
    </message>
    <message>
        <source>No chart &apos;%1&apos;</source>
        <translation>Kein Diagramm &apos;%1&apos;</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Cannot import &apos;%1&apos;:
%2</source>
        <translation>&apos;%1&apos; kann nicht importiert werden:
%2</translation>
    </message>
    <message>
        <source>Import model %1</source>
        <translation>Modell %1 importieren</translation>
    </message>
    <message>
        <source>Imported &apos;%1&apos;. Not modeled:
%2</source>
        <translation>&apos;%1&apos; importiert. Nicht modelliert:
%2</translation>
    </message>
    <message>
        <source>Cannot save &apos;%1&apos;: it was changed on disk (by another window or program) since this window opened or saved it.</source>
        <extracomment>%1 is a file path</extracomment>
        <translation>„%1“ kann nicht gespeichert werden: Die Datei wurde seit dem Öffnen oder Speichern in diesem Fenster auf der Festplatte geändert (von einem anderen Fenster oder Programm).</translation>
    </message>
</context>
<context>
    <name>ts::WorkspaceDialogs</name>
    <message>
        <source>What-if Device</source>
        <translation>Was-wäre-wenn-Gerät</translation>
    </message>
    <message>
        <source>Open Workspace</source>
        <translation>Arbeitsbereich öffnen</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>The workspace has unsaved changes. Save them first?</source>
        <translation>Der Arbeitsbereich hat ungespeicherte Änderungen. Zuerst speichern?</translation>
    </message>
    <message>
        <source>Tensorscope workspaces (*.json)</source>
        <translation>Tensorscope-Arbeitsbereiche (*.json)</translation>
    </message>
    <message>
        <source>Import Model</source>
        <translation>Modell importieren</translation>
    </message>
    <message>
        <source>Hugging Face model configurations (config.json *.json)</source>
        <translation>Hugging-Face-Modellkonfigurationen (config.json *.json)</translation>
    </message>
    <message>
        <source>Save Workspace</source>
        <translation>Arbeitsbereich speichern</translation>
    </message>
    <message>
        <source>&apos;%1&apos; was changed on disk since this window opened or saved it, by another window or program. Replace it with this workspace? (No: save under another name.)</source>
        <extracomment>%1 is a file path</extracomment>
        <translation>„%1“ wurde seit dem Öffnen oder Speichern in diesem Fenster auf der Festplatte geändert, von einem anderen Fenster oder Programm. Durch diesen Arbeitsbereich ersetzen? (Nein: unter anderem Namen speichern.)</translation>
    </message>
    <message>
        <source>Export Results</source>
        <translation>Ergebnisse exportieren</translation>
    </message>
    <message>
        <source>CSV (*.csv);;JSON (*.json);;Markdown (*.md)</source>
        <translation>CSV (*.csv);;JSON (*.json);;Markdown (*.md)</translation>
    </message>
    <message>
        <source>Export Chart</source>
        <translation>Diagramm exportieren</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation>PNG-Bild (*.png);;SVG-Zeichnung (*.svg);;PDF-Dokument (*.pdf)</translation>
    </message>
</context>
<context>
    <name>ts::WorkspaceDocument</name>
    <message>
        <source>Tick device</source>
        <translation>Gerät ankreuzen</translation>
    </message>
    <message>
        <source>Untick device</source>
        <translation>Gerät abwählen</translation>
    </message>
</context>
<context>
    <name>ts::cli::ChartCommand</name>
    <message>
        <source>Render one comparison chart to a PNG, SVG or PDF file (no display needed)</source>
        <translation>Ein Vergleichsdiagramm als PNG-, SVG- oder PDF-Datei ausgeben (ohne Bildschirm)</translation>
    </message>
    <message>
        <source>The chart to render: %1.</source>
        <translation>Das auszugebende Diagramm: %1.</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>A preset id or a workload file.</source>
        <translation>Eine Vorlagen-ID oder eine Arbeitslast-Datei.</translation>
    </message>
    <message>
        <source>WORKLOAD</source>
        <translation>ARBEITSLAST</translation>
    </message>
    <message>
        <source>PNG, SVG or PDF file to write, by its suffix.</source>
        <translation>Zu schreibende PNG-, SVG- oder PDF-Datei, nach ihrer Endung.</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>DATEI</translation>
    </message>
    <message>
        <source>Chart size in logical pixels, from %1 to %2 a side (default 1600x1000).</source>
        <translation>Diagrammgröße in logischen Pixeln, %1 bis %2 je Seite (Standard 1600x1000).</translation>
    </message>
    <message>
        <source>WxH</source>
        <translation>BxH</translation>
    </message>
    <message>
        <source>PNG only: device pixel ratio, from %1 to %2 (default 2); the PNG has that many times the pixels of --size, with sharper type and lines.</source>
        <translation>Nur PNG: Gerätepixelverhältnis, %1 bis %2 (Standard 2); das PNG hat so viel Mal die Pixel von --size, mit schärferer Schrift und Linien.</translation>
    </message>
    <message>
        <source>F</source>
        <translation>F</translation>
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
        <source>Presentation mode&apos;s larger type and lines, for slides.</source>
        <translation>Größere Schrift und Linien des Präsentationsmodus, für Folien.</translation>
    </message>
    <message>
        <source>Language of the chart&apos;s texts: %1 (default: the system&apos;s).</source>
        <translation>Sprache der Diagrammtexte: %1 (Standard: die des Systems).</translation>
    </message>
    <message>
        <source>LANG</source>
        <translation>SPRACHE</translation>
    </message>
    <message>
        <source>--chart ID is required; one of %1.
</source>
        <translation>--chart ID ist erforderlich; eines von %1.
</translation>
    </message>
    <message>
        <source>--chart &apos;%1&apos;: no such chart; expected one of %2.
</source>
        <translation>--chart &apos;%1&apos;: kein solches Diagramm; erwartet eines von %2.
</translation>
    </message>
    <message>
        <source>--out FILE.png|svg|pdf is required.
</source>
        <translation>--out DATEI.png|svg|pdf ist erforderlich.
</translation>
    </message>
    <message>
        <source>--out &apos;%1&apos;: expected a file name ending in .png, .svg or .pdf.
</source>
        <translation>--out &apos;%1&apos;: erwartet einen Dateinamen auf .png, .svg oder .pdf.
</translation>
    </message>
    <message>
        <source>--size &apos;%1&apos;: expected WxH with each side from %2 to %3, e.g. 1600x1000.
</source>
        <translation>--size &apos;%1&apos;: erwartet BxH mit %2 bis %3 je Seite, z. B. 1600x1000.
</translation>
    </message>
    <message>
        <source>--scale &apos;%1&apos; %2 (a device pixel ratio, e.g. 2).
</source>
        <translation>--scale &apos;%1&apos; %2 (ein Gerätepixelverhältnis, z. B. 2).
</translation>
    </message>
    <message>
        <source>--size %1x%2 at --scale %3 would be %4x%5 pixels; at most %6 a side.
</source>
        <translation>--size %1x%2 mit --scale %3 ergäbe %4x%5 Pixel; höchstens %6 pro Seite.
</translation>
    </message>
    <message>
        <source>--theme &apos;%1&apos;: expected light or dark.
</source>
        <translation>--theme &apos;%1&apos;: erwartet light oder dark.
</translation>
    </message>
    <message>
        <source>--language &apos;%1&apos;: expected one of %2.
</source>
        <translation>--language &apos;%1&apos;: erwartet eines von %2.
</translation>
    </message>
    <message>
        <source>--workload PRESET|FILE is required; &apos;tensorscope workload list&apos; lists the presets.
</source>
        <translation>--workload VORLAGE|DATEI ist erforderlich; &apos;tensorscope workload list&apos; listet die Vorlagen auf.
</translation>
    </message>
    <message>
        <source>cannot write &apos;%1&apos;: %2
</source>
        <translation>&apos;%1&apos; kann nicht geschrieben werden: %2
</translation>
    </message>
    <message>
        <source>Wrote %1 (%2, %3x%4, %5 theme)
</source>
        <translation>%1 geschrieben (%2, %3x%4, Schema %5)
</translation>
    </message>
</context>
<context>
    <name>ts::cli::ClaimsCommand</name>
    <message>
        <source>Test the ten popular GPU-vs-TPU claims on a workload: verdict, condition and figures</source>
        <translation>Die zehn verbreiteten Behauptungen zu GPU gegen TPU an einer Arbeitslast prüfen: Fazit, Bedingung und Zahlen</translation>
    </message>
    <message>
        <source>A preset id or a workload file (default: the first-run workspace&apos;s, LLaMA-2 7B).</source>
        <translation>Eine Vorlagen-ID oder eine Arbeitslast-Datei (Standard: die des Arbeitsbereichs beim ersten Start, LLaMA-2 7B).</translation>
    </message>
    <message>
        <source>WORKLOAD</source>
        <translation>ARBEITSLAST</translation>
    </message>
    <message>
        <source>Chips for the claims about scale (cost at scale, the torus); default %1.</source>
        <translation>Chips für die Behauptungen zur Skalierung (Kosten im großen Maßstab, der Torus); Standard %1.</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Print JSON (keys in the README).</source>
        <translation>JSON ausgeben (Schlüssel im README).</translation>
    </message>
    <message>
        <source>--chips &apos;%1&apos; %2.
</source>
        <translation>--chips &apos;%1&apos; %2.
</translation>
    </message>
    <message>
        <source>%1 on %2 and %3
</source>
        <translation>%1 auf %2 und %3
</translation>
    </message>
    <message>
        <source>(no systolic chip)</source>
        <translation>(kein systolischer Chip)</translation>
    </message>
    <message>
        <source>(no GPU)</source>
        <translation>(keine GPU)</translation>
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
    <message>
        <source>tensorscope %1: unexpected argument &apos;%2&apos;.
</source>
        <translation>tensorscope %1: unerwartetes Argument &apos;%2&apos;.
</translation>
    </message>
    <message>
        <source>tensorscope %1: option &apos;%2&apos; given more than once; give it once.
</source>
        <translation>tensorscope %1: Option &apos;%2&apos; mehrfach angegeben; geben Sie sie einmal an.
</translation>
    </message>
    <message>
        <source>tensorscope %1: option &apos;%2&apos; needs a file name, found an empty one.
</source>
        <translation>tensorscope %1: Option &apos;%2&apos; braucht einen Dateinamen, gefunden wurde ein leerer.
</translation>
    </message>
</context>
<context>
    <name>ts::cli::DeviceOptions</name>
    <message>
        <source>Catalog ids, comma-separated.</source>
        <translation>Katalog-IDs, durch Kommas getrennt.</translation>
    </message>
    <message>
        <source>ID[,ID...]</source>
        <translation>ID[,ID...]</translation>
    </message>
    <message>
        <source>Also load this catalog file, after the shipped catalog and the user folder (repeatable).</source>
        <translation>Zusätzlich diese Katalogdatei laden, nach dem mitgelieferten Katalog und dem Benutzerordner (wiederholbar).</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>DATEI</translation>
    </message>
    <message>
        <source>--device ID[,ID...] is required; &apos;tensorscope devices&apos; lists them.
</source>
        <translation>--device ID[,ID...] ist erforderlich; &apos;tensorscope devices&apos; listet sie auf.
</translation>
    </message>
    <message>
        <source>no device with id &apos;%1&apos;; &apos;tensorscope devices&apos; lists them.
</source>
        <translation>kein Gerät mit der ID &apos;%1&apos;; &apos;tensorscope devices&apos; listet sie auf.
</translation>
    </message>
</context>
<context>
    <name>ts::cli::DevicesCommand</name>
    <message>
        <source>List the accelerator catalog, or show one device with its sources</source>
        <translation>Den Beschleunigerkatalog auflisten oder ein Gerät mit seinen Quellen zeigen</translation>
    </message>
    <message>
        <source>&apos;show ID&apos; prints every field of one device and its sources.</source>
        <translation>&apos;show ID&apos; gibt jedes Feld eines Geräts und seine Quellen aus.</translation>
    </message>
    <message>
        <source>[show ID]</source>
        <translation>[show ID]</translation>
    </message>
    <message>
        <source>Only devices of this kind: gpu, tpu or other.</source>
        <translation>Nur Geräte dieser Art: gpu, tpu oder other.</translation>
    </message>
    <message>
        <source>KIND</source>
        <translation>ART</translation>
    </message>
    <message>
        <source>Also load this catalog file, after the shipped catalog and the user folder (repeatable).</source>
        <translation>Zusätzlich diese Katalogdatei laden, nach dem mitgelieferten Katalog und dem Benutzerordner (wiederholbar).</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>DATEI</translation>
    </message>
    <message>
        <source>Print JSON (keys as in docs/catalog.md).</source>
        <translation>JSON ausgeben (Schlüssel wie in docs/catalog.md).</translation>
    </message>
    <message>
        <source>Print CSV (list form only).</source>
        <translation>CSV ausgeben (nur Listenform).</translation>
    </message>
    <message>
        <source>Exit with 1 if loading the catalogs reported anything.</source>
        <translation>Mit 1 beenden, wenn das Laden der Kataloge etwas gemeldet hat.</translation>
    </message>
    <message>
        <source>tensorscope devices: --json and --csv cannot be combined.
</source>
        <translation>tensorscope devices: --json und --csv können nicht kombiniert werden.
</translation>
    </message>
    <message>
        <source>tensorscope devices: expected no arguments or &apos;show ID&apos;, found &apos;%1&apos;.
</source>
        <translation>tensorscope devices: erwartet keine Argumente oder &apos;show ID&apos;, gefunden &apos;%1&apos;.
</translation>
    </message>
    <message>
        <source>tensorscope devices show: --csv is for the list form only.
</source>
        <translation>tensorscope devices show: --csv gilt nur für die Listenform.
</translation>
    </message>
    <message>
        <source>tensorscope devices: --kind &apos;%1&apos;: expected gpu, tpu or other.
</source>
        <translation>tensorscope devices: --kind &apos;%1&apos;: erwartet gpu, tpu oder other.
</translation>
    </message>
    <message>
        <source>tensorscope devices show: no device with id &apos;%1&apos;; run &apos;tensorscope devices&apos; for the list.
</source>
        <translation>tensorscope devices show: kein Gerät mit der ID &apos;%1&apos;; &apos;tensorscope devices&apos; zeigt die Liste.
</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>NAME</translation>
    </message>
    <message>
        <source>VENDOR</source>
        <translation>HERSTELLER</translation>
    </message>
    <message>
        <source>BF16 TFLOP/S</source>
        <translation>BF16 TFLOP/S</translation>
    </message>
    <message>
        <source>BW GB/S</source>
        <translation>BW GB/S</translation>
    </message>
    <message>
        <source>TDP W</source>
        <translation>TDP W</translation>
    </message>
    <message>
        <source>$/CHIP-H</source>
        <translation>$/CHIP-H</translation>
    </message>
    <message numerus="yes">
        <source>%n device(s). Peaks are dense; &apos;tensorscope devices show ID&apos; lists every field and its sources.
</source>
        <translation>
            <numerusform>%n Gerät. Spitzenwerte sind dicht; &apos;tensorscope devices show ID&apos; listet jedes Feld und seine Quellen.
</numerusform>
            <numerusform>%n Geräte. Spitzenwerte sind dicht; &apos;tensorscope devices show ID&apos; listet jedes Feld und seine Quellen.
</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2 %3, %4, %5)
</source>
        <translation>%1 (%2 %3, %4, %5)
</translation>
    </message>
    <message>
        <source>Loaded from: %1
</source>
        <translation>Geladen aus: %1
</translation>
    </message>
    <message>
        <source>Sources:
</source>
        <translation>Quellen:
</translation>
    </message>
    <message>
        <source> (supports: %1)</source>
        <translation> (unterstützt: %1)</translation>
    </message>
    <message>
        <source>Notes:
</source>
        <translation>Hinweise:
</translation>
    </message>
    <message>
        <source>MEMORY GiB</source>
        <translation>SPEICHER GiB</translation>
    </message>
</context>
<context>
    <name>ts::cli::EstimateCommand</name>
    <message>
        <source>Estimate a workload step on catalog devices: time, MFU, memory, energy and cost</source>
        <translation>Einen Arbeitslast-Schritt auf Katalog-Geräten schätzen: Zeit, MFU, Speicher, Energie und Kosten</translation>
    </message>
    <message>
        <source>A preset id or a workload file.</source>
        <translation>Eine Vorlagen-ID oder eine Arbeitslast-Datei.</translation>
    </message>
    <message>
        <source>WORKLOAD</source>
        <translation>ARBEITSLAST</translation>
    </message>
    <message>
        <source>Print JSON (keys in the README).</source>
        <translation>JSON ausgeben (Schlüssel im README).</translation>
    </message>
    <message>
        <source>Print one CSV row per device.</source>
        <translation>Eine CSV-Zeile pro Gerät ausgeben.</translation>
    </message>
    <message>
        <source>Print a Markdown table.</source>
        <translation>Eine Markdown-Tabelle ausgeben.</translation>
    </message>
    <message>
        <source>Also print every operator&apos;s derivation.</source>
        <translation>Zusätzlich die Herleitung jedes Operators ausgeben.</translation>
    </message>
    <message>
        <source>choose one of --json, --csv and --markdown.
</source>
        <translation>wählen Sie eines von --json, --csv und --markdown.
</translation>
    </message>
    <message>
        <source>--workload PRESET|FILE is required; &apos;tensorscope workload list&apos; lists the presets.
</source>
        <translation>--workload VORLAGE|DATEI ist erforderlich; &apos;tensorscope workload list&apos; listet die Vorlagen auf.
</translation>
    </message>
    <message>
        <source>%1 cannot run this workload (no matrix rate for its precision).
</source>
        <translation>%1 kann diese Arbeitslast nicht ausführen (keine Matrixrate für ihre Genauigkeit).
</translation>
    </message>
    <message>
        <source>%1, %2, batch %3, seq %4, %5

</source>
        <translation>%1, %2, Batch %3, Sequenz %4, %5

</translation>
    </message>
    <message>
        <source>device</source>
        <translation>Gerät</translation>
    </message>
    <message>
        <source>step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation>Token/s</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>passt</translation>
    </message>
    <message>
        <source>energy/step</source>
        <translation>Energie/Schritt</translation>
    </message>
    <message>
        <source>cost/step</source>
        <translation>Kosten/Schritt</translation>
    </message>
    <message>
        <source>mostly</source>
        <translation>überwiegend</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>NO, does not fit</source>
        <translation>NEIN, passt nicht</translation>
    </message>
    <message>
        <source>no TDP</source>
        <translation>keine TDP</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>kein Preis</translation>
    </message>
    <message>
        <source>
%1: every operator (time per execution x count; bound; model; losses)
</source>
        <translation>
%1: jeder Operator (Zeit pro Ausführung x Anzahl; Grenze; Modell; Verluste)
</translation>
    </message>
    <message>
        <source>  %1 x%2: %3, %4-bound, %5, %6 of the roof used, losses x%7; compute %8, memory %9
</source>
        <translation>  %1 x%2: %3, %4-begrenzt, %5, %6 des Dachs genutzt, Verluste x%7; Rechnen %8, Speicher %9
</translation>
    </message>
    <message>
        <source>  notes: %1
</source>
        <translation>  Hinweise: %1
</translation>
    </message>
    <message>
        <source>%1: %2.
</source>
        <translation>%1: %2.
</translation>
    </message>
    <message>
        <source>Run the step on N chips through the scaling model: the split --dp/--tp/--pp/--ep/--zero gives, else the fastest that fits memory (--auto).</source>
        <translation>Den Schritt auf N Chips mit dem Skalierungsmodell rechnen: die Aufteilung aus --dp/--tp/--pp/--ep/--zero, sonst die schnellste, die in den Speicher passt (--auto).</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>With --chips: search the fastest legal split that fits memory (the default).</source>
        <translation>Mit --chips: die schnellste zulässige Aufteilung suchen, die in den Speicher passt (Standard).</translation>
    </message>
    <message>
        <source>Tokens to train on or to generate: adds the whole job&apos;s steps, time, energy and cost.</source>
        <translation>Zu trainierende oder zu erzeugende Token: ergänzt Schritte, Zeit, Energie und Kosten des ganzen Jobs.</translation>
    </message>
    <message>
        <source>T</source>
        <translation>T</translation>
    </message>
    <message>
        <source>Power usage effectiveness of the data centre for facility energy (default 1.58).</source>
        <translation>Power Usage Effectiveness (PUE) des Rechenzentrums für die Energie der Anlage (Standard 1,58).</translation>
    </message>
    <message>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <source>--%1 needs --chips N (the chips the job runs on).
</source>
        <translation>--%1 braucht --chips N (die Chips, auf denen der Job läuft).
</translation>
    </message>
    <message>
        <source>give either --dp/--tp/--pp or --auto, not both.
</source>
        <translation>entweder --dp/--tp/--pp oder --auto angeben, nicht beides.
</translation>
    </message>
    <message>
        <source>tokens/J</source>
        <translation>Token/J</translation>
    </message>
    <message>
        <source>tokens/$</source>
        <translation>Token/$</translation>
    </message>
    <message>
        <source>steps</source>
        <translation>Schritte</translation>
    </message>
    <message>
        <source>job time</source>
        <translation>Jobdauer</translation>
    </message>
    <message>
        <source>job energy</source>
        <translation>Jobenergie</translation>
    </message>
    <message>
        <source>job cost</source>
        <translation>Jobkosten</translation>
    </message>
    <message>
        <source>Which prices: on-demand (default), spot, committed-1y or committed-3y.</source>
        <translation>Welche Preise: on-demand (Standard), spot, committed-1y oder committed-3y.</translation>
    </message>
    <message>
        <source>KIND</source>
        <translation>ART</translation>
    </message>
    <message>
        <source>Among a device&apos;s prices of that kind: first (the catalog&apos;s reference quote, default) or cheapest.</source>
        <translation>Unter den Preisen dieser Art eines Geräts: first (das Referenzangebot des Katalogs, Standard) oder cheapest.</translation>
    </message>
    <message>
        <source>BASIS</source>
        <translation>BASIS</translation>
    </message>
    <message>
        <source>Only prices from a provider whose name contains TEXT (e.g. &quot;Google Cloud&quot;, &quot;AWS&quot;): one provider for every device.</source>
        <translation>Nur Preise eines Anbieters, dessen Name TEXT enthält (z. B. &quot;Google Cloud&quot;, &quot;AWS&quot;): ein Anbieter für alle Geräte.</translation>
    </message>
    <message>
        <source>TEXT</source>
        <translation>TEXT</translation>
    </message>
    <message>
        <source>--price-kind &apos;%1&apos;: expected %2.
</source>
        <translation>--price-kind &apos;%1&apos;: erwartet %2.
</translation>
    </message>
    <message>
        <source>--price-basis &apos;%1&apos;: expected first or cheapest.
</source>
        <translation>--price-basis &apos;%1&apos;: erwartet first oder cheapest.
</translation>
    </message>
    <message>
        <source>--price-provider: expected 1 to 128 characters of a provider&apos;s name.
</source>
        <translation>--price-provider: erwartet 1 bis 128 Zeichen eines Anbieternamens.
</translation>
    </message>
</context>
<context>
    <name>ts::cli::GemmCommand</name>
    <message>
        <source>Estimate one matrix multiply on catalog devices, with its losses and bound</source>
        <translation>Eine Matrixmultiplikation auf Katalog-Geräten schätzen, mit ihren Verlusten und ihrer Grenze</translation>
    </message>
    <message>
        <source>Rows of A and C.</source>
        <translation>Zeilen von A und C.</translation>
    </message>
    <message>
        <source>M</source>
        <translation>M</translation>
    </message>
    <message>
        <source>Columns of B and C.</source>
        <translation>Spalten von B und C.</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>The reduction dimension.</source>
        <translation>Die Reduktionsdimension.</translation>
    </message>
    <message>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <source>Independent products (default 1).</source>
        <translation>Unabhängige Produkte (Standard 1).</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>One of %1 (default bf16).</source>
        <translation>Eines von %1 (Standard bf16).</translation>
    </message>
    <message>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <source>Print JSON (keys in the README).</source>
        <translation>JSON ausgeben (Schlüssel im README).</translation>
    </message>
    <message>
        <source>tensorscope gemm: --%1 is required.
</source>
        <translation>tensorscope gemm: --%1 ist erforderlich.
</translation>
    </message>
    <message>
        <source>tensorscope gemm: --%1 &apos;%2&apos; %3.
</source>
        <translation>tensorscope gemm: --%1 &apos;%2&apos; %3.
</translation>
    </message>
    <message>
        <source>tensorscope gemm: --precision &apos;%1&apos;: expected one of %2.
</source>
        <translation>tensorscope gemm: --precision &apos;%1&apos;: erwartet eines von %2.
</translation>
    </message>
    <message>
        <source>GEMM %1 x (%2x%3 . %3x%4) %5
</source>
        <translation>GEMM %1 x (%2x%3 . %3x%4) %5
</translation>
    </message>
    <message>
        <source>tensorscope gemm: %1 has no matrix rate for %2 or a fallback.
</source>
        <translation>tensorscope gemm: %1 hat keine Matrixrate für %2 und keinen Ersatz.
</translation>
    </message>
    <message>
        <source>tensorscope gemm: the GEMM is too large to estimate.
</source>
        <translation>tensorscope gemm: Die GEMM ist zu groß zum Schätzen.
</translation>
    </message>
    <message>
        <source>%1: %2 s, %3 TFLOP/s, %4 of the %5 peak, %6-bound (%7)
</source>
        <translation>%1: %2 s, %3 TFLOP/s, %4 der %5-Spitze, %6-begrenzt (%7)
</translation>
    </message>
    <message>
        <source>Time one synchronous call as a host program does (adds the host round trip, docs/engine.md), rather than the kernel alone.</source>
        <translation>Einen synchronen Aufruf so messen, wie ein Host-Programm es tut (mit der Host-Rundreise, docs/engine.md), statt nur den Kernel.</translation>
    </message>
    <message>
        <source>tensorscope gemm: %1: %2.
</source>
        <translation>tensorscope gemm: %1: %2.
</translation>
    </message>
    <message>
        <source>  compute %1 s, memory %2 s, C stores %3 s, overhead %4 s
</source>
        <translation>  Rechnen %1 s, Speicher %2 s, C-Schreibzugriffe %3 s, Overhead %4 s
</translation>
    </message>
    <message>
        <source>  %1; losses: %2
</source>
        <translation>  %1; Verluste: %2
</translation>
    </message>
</context>
<context>
    <name>ts::cli::HandoutCommand</name>
    <message>
        <source>Write a tour as a PDF handout: its scenes, captions, questions and answers</source>
        <translation>Eine Tour als PDF-Handout schreiben: ihre Szenen, Bildunterschriften, Fragen und Antworten</translation>
    </message>
    <message>
        <source>The tour: a shipped tour&apos;s id (%1) or a tour file.</source>
        <translation>Die Tour: die ID einer mitgelieferten Tour (%1) oder eine Tour-Datei.</translation>
    </message>
    <message>
        <source>TOUR</source>
        <translation>TOUR</translation>
    </message>
    <message>
        <source>PDF file to write.</source>
        <translation>Zu schreibende PDF-Datei.</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>DATEI</translation>
    </message>
    <message>
        <source>Language of the handout: %1 (default: the system&apos;s).</source>
        <translation>Sprache des Handouts: %1 (Standard: die des Systems).</translation>
    </message>
    <message>
        <source>LANG</source>
        <translation>SPRACHE</translation>
    </message>
    <message>
        <source>Window size the scene pictures are drawn at, from %1 to %2 a side (default 1600x1000, as screenshot).</source>
        <translation>Fenstergröße, in der die Szenenbilder gezeichnet werden, von %1 bis %2 pro Seite (Standard 1600x1000, wie screenshot).</translation>
    </message>
    <message>
        <source>WxH</source>
        <translation>BxH</translation>
    </message>
    <message>
        <source>light or dark: the scene pictures&apos; theme (default light).</source>
        <translation>light oder dark: das Farbschema der Szenenbilder (Standard light).</translation>
    </message>
    <message>
        <source>THEME</source>
        <translation>SCHEMA</translation>
    </message>
    <message>
        <source>tensorscope handout: --out FILE.pdf is required.
</source>
        <translation>tensorscope handout: --out DATEI.pdf ist erforderlich.
</translation>
    </message>
    <message>
        <source>tensorscope handout: &apos;%1&apos;: the output must be a .pdf file.
</source>
        <translation>tensorscope handout: &apos;%1&apos;: Die Ausgabe muss eine .pdf-Datei sein.
</translation>
    </message>
    <message>
        <source>tensorscope handout: --size &apos;%1&apos;: expected WxH with each side from %2 to %3, e.g. 1600x1000.
</source>
        <translation>tensorscope handout: --size &apos;%1&apos;: erwartet BxH mit jeder Seite von %2 bis %3, z. B. 1600x1000.
</translation>
    </message>
    <message>
        <source>tensorscope handout: --theme &apos;%1&apos;: expected light or dark.
</source>
        <translation>tensorscope handout: --theme &apos;%1&apos;: erwartet light oder dark.
</translation>
    </message>
    <message>
        <source>tensorscope handout: --language &apos;%1&apos;: expected one of %2.
</source>
        <translation>tensorscope handout: --language &apos;%1&apos;: erwartet eines von %2.
</translation>
    </message>
    <message>
        <source>tensorscope handout: --tour is required: a shipped tour (%1) or a tour file.
</source>
        <translation>tensorscope handout: --tour ist erforderlich: eine mitgelieferte Tour (%1) oder eine Tour-Datei.
</translation>
    </message>
    <message>
        <source>tensorscope handout: --tour &apos;%1&apos;: no shipped tour has this id; the shipped tours are %2 (or give a tour file&apos;s path).
</source>
        <translation>tensorscope handout: --tour &apos;%1&apos;: Keine mitgelieferte Tour hat diese ID; die mitgelieferten Touren sind %2 (oder den Pfad einer Tour-Datei angeben).
</translation>
    </message>
    <message>
        <source>tensorscope handout: cannot write &apos;%1&apos;: %2
</source>
        <translation>tensorscope handout: &apos;%1&apos; kann nicht geschrieben werden: %2
</translation>
    </message>
    <message>
        <source>tensorscope handout: %1
</source>
        <translation>tensorscope handout: %1
</translation>
    </message>
    <message>
        <source>Wrote %1 (%2 pages: the title, %3 scenes, %4 of answers)
</source>
        <extracomment>%1 the file, %2 pages in all, %3 scene pages, %4 answer pages</extracomment>
        <translation>%1 geschrieben (%2 Seiten: Titel, %3 Szenen, %4 mit Antworten)
</translation>
    </message>
</context>
<context>
    <name>ts::cli::RecordCommand</name>
    <message>
        <source>Record an animated view, the Compare charts or a tour as an MP4 or GIF clip</source>
        <translation>Eine animierte Ansicht, die Vergleichsdiagramme oder eine Tour als MP4- oder GIF-Clip aufnehmen</translation>
    </message>
    <message>
        <source>What to record: %1 (compare: the charts through a batch sweep, 1 to 256).</source>
        <translation>Was aufgenommen wird: %1 (compare: die Diagramme über einen Batch-Durchlauf, 1 bis 256).</translation>
    </message>
    <message>
        <source>TAB</source>
        <translation>TAB</translation>
    </message>
    <message>
        <source>Record this tour instead, scene after scene with its caption: a shipped tour&apos;s id (%1) or a tour file.</source>
        <translation>Stattdessen diese Tour aufnehmen, Szene für Szene mit ihrer Beschriftung: die ID einer mitgelieferten Tour (%1) oder eine Tour-Datei.</translation>
    </message>
    <message>
        <source>TOUR</source>
        <translation>TOUR</translation>
    </message>
    <message>
        <source>The clip to write: an .mp4 (H.264) or a .gif file.</source>
        <translation>Der zu schreibende Clip: eine .mp4- (H.264) oder eine .gif-Datei.</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FILE</translation>
    </message>
    <message>
        <source>Length of the clip, or with --tour of each scene, up to %1 in all (default %2; %3 a scene).</source>
        <translation>Länge des Clips, oder mit --tour jeder Szene, insgesamt höchstens %1 (Standard %2; %3 pro Szene).</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Frames a second, from 1 to %1 (default 30).</source>
        <translation>Bilder pro Sekunde, von 1 bis %1 (Standard 30).</translation>
    </message>
    <message>
        <source>F</source>
        <translation>F</translation>
    </message>
    <message>
        <source>Frame size in pixels, from %1 to %2 a side, even for an MP4 (default 1280x720).</source>
        <translation>Bildgröße in Pixeln, von %1 bis %2 pro Seite, gerade für ein MP4 (Standard 1280x720).</translation>
    </message>
    <message>
        <source>WxH</source>
        <translation>WxH</translation>
    </message>
    <message>
        <source>With --tab: open this workspace file first (a .tensorscope.json saved by the window).</source>
        <translation>Mit --tab: zuerst diese Arbeitsbereichsdatei öffnen (eine vom Fenster gespeicherte .tensorscope.json).</translation>
    </message>
    <message>
        <source>With --tab: presentation mode (large type, no menus or docks).</source>
        <translation>Mit --tab: Präsentationsmodus (große Schrift, keine Menüs oder Docks).</translation>
    </message>
    <message>
        <source>User interface language: %1 (default: the system&apos;s).</source>
        <translation>Sprache der Benutzeroberfläche: %1 (Standard: die des Systems).</translation>
    </message>
    <message>
        <source>LANG</source>
        <translation>LANG</translation>
    </message>
    <message>
        <source>light or dark (default light).</source>
        <translation>light oder dark (Standard light).</translation>
    </message>
    <message>
        <source>THEME</source>
        <translation>THEME</translation>
    </message>
    <message>
        <source>tensorscope record: --out FILE.mp4 or FILE.gif is required.
</source>
        <translation>tensorscope record: --out FILE.mp4 oder FILE.gif ist erforderlich.
</translation>
    </message>
    <message>
        <source>tensorscope record: &apos;%1&apos;: the output must be an .mp4 or a .gif file.
</source>
        <translation>tensorscope record: &apos;%1&apos;: die Ausgabe muss eine .mp4- oder .gif-Datei sein.
</translation>
    </message>
    <message>
        <source>tensorscope record: give either --tab (%1) or --tour.
</source>
        <translation>tensorscope record: Geben Sie entweder --tab (%1) oder --tour an.
</translation>
    </message>
    <message>
        <source>tensorscope record: --tab &apos;%1&apos;: expected %2.
</source>
        <translation>tensorscope record: --tab &apos;%1&apos;: erwartet %2.
</translation>
    </message>
    <message>
        <source>tensorscope record: --workspace and --present go with --tab; a tour&apos;s scenes bring their own workspace.
</source>
        <translation>tensorscope record: --workspace und --present gehören zu --tab; die Szenen einer Tour bringen ihren eigenen Arbeitsbereich mit.
</translation>
    </message>
    <message>
        <source>tensorscope record: --size &apos;%1&apos;: expected WxH with each side from %2 to %3, e.g. 1280x720.
</source>
        <translation>tensorscope record: --size &apos;%1&apos;: erwartet WxH mit jeder Seite von %2 bis %3, z. B. 1280x720.
</translation>
    </message>
    <message>
        <source>tensorscope record: --size %1x%2: an MP4 clip needs even sides (H.264 stores colour at half size); try %3x%4.
</source>
        <translation>tensorscope record: --size %1x%2: ein MP4-Clip braucht gerade Seitenlängen (H.264 speichert die Farbe in halber Größe); versuchen Sie %3x%4.
</translation>
    </message>
    <message>
        <source>tensorscope record: --fps &apos;%1&apos; %2 (frames a second).
</source>
        <translation>tensorscope record: --fps &apos;%1&apos; %2 (Bilder pro Sekunde).
</translation>
    </message>
    <message>
        <source>tensorscope record: --seconds &apos;%1&apos; %2.
</source>
        <translation>tensorscope record: --seconds &apos;%1&apos; %2.
</translation>
    </message>
    <message>
        <source>tensorscope record: --theme &apos;%1&apos;: expected light or dark.
</source>
        <translation>tensorscope record: --theme &apos;%1&apos;: erwartet light oder dark.
</translation>
    </message>
    <message>
        <source>tensorscope record: --language &apos;%1&apos;: expected one of %2.
</source>
        <translation>tensorscope record: --language &apos;%1&apos;: erwartet eines von %2.
</translation>
    </message>
    <message>
        <source>tensorscope record: --tour &apos;%1&apos;: no shipped tour has this id; the shipped tours are %2 (or give a tour file&apos;s path).
</source>
        <translation>tensorscope record: --tour &apos;%1&apos;: keine mitgelieferte Tour hat diese ID; die mitgelieferten Touren sind %2 (oder geben Sie den Pfad einer Tour-Datei an).
</translation>
    </message>
    <message>
        <source>tensorscope record: this build of Tensorscope has no clip support: it was built without the FFmpeg libraries (libavcodec, libavformat, libavutil, libswscale; scripts/install-deps.sh installs them).
</source>
        <translation>tensorscope record: dieser Build von Tensorscope unterstützt keine Clips: er wurde ohne die FFmpeg-Bibliotheken gebaut (libavcodec, libavformat, libavutil, libswscale; scripts/install-deps.sh installiert sie).
</translation>
    </message>
    <message>
        <source>tensorscope record: %1
</source>
        <translation>tensorscope record: %1
</translation>
    </message>
    <message>
        <source>tensorscope record: --seconds %1 for each of the tour&apos;s %2 scenes would make more than %3 s in all.
</source>
        <translation>tensorscope record: --seconds %1 für jede der %2 Szenen der Tour ergäbe insgesamt mehr als %3 s.
</translation>
    </message>
    <message>
        <source>tensorscope record: cannot write &apos;%1&apos;: %2
</source>
        <translation>tensorscope record: &apos;%1&apos; kann nicht geschrieben werden: %2
</translation>
    </message>
    <message>
        <source>Wrote %1 (%2 frames, %3x%4 at %5 frames a second: %6 s)
</source>
        <extracomment>%1 the file, %2 frames, %3 width, %4 height, %5 frames a second, %6 seconds</extracomment>
        <translation>%1 geschrieben (%2 Bilder, %3x%4 mit %5 Bildern pro Sekunde: %6 s)
</translation>
    </message>
</context>
<context>
    <name>ts::cli::ScaleCommand</name>
    <message>
        <source>--%1 expects an integer from %2 to %3, got &apos;%4&apos;.
</source>
        <translation>--%1 erwartet eine ganze Zahl von %2 bis %3, erhalten &apos;%4&apos;.
</translation>
    </message>
    <message>
        <source>Scale a workload over many chips: time, efficiency, communication, memory, cost</source>
        <translation>Eine Arbeitslast über viele Chips skalieren: Zeit, Effizienz, Kommunikation, Speicher, Kosten</translation>
    </message>
    <message>
        <source>A preset id or a workload file.</source>
        <translation>Eine Vorlagen-ID oder eine Arbeitslast-Datei.</translation>
    </message>
    <message>
        <source>WORKLOAD</source>
        <translation>ARBEITSLAST</translation>
    </message>
    <message>
        <source>Chip counts, e.g. 8,64,512.</source>
        <translation>Chip-Anzahlen, z. B. 8,64,512.</translation>
    </message>
    <message>
        <source>N[,N...]</source>
        <translation>N[,N...]</translation>
    </message>
    <message>
        <source>ZeRO stage 0-3 (3: FSDP).</source>
        <translation>ZeRO-Stufe 0-3 (3: FSDP).</translation>
    </message>
    <message>
        <source>Z</source>
        <translation>Z</translation>
    </message>
    <message>
        <source>Sequences per micro-batch.</source>
        <translation>Sequenzen pro Micro-Batch.</translation>
    </message>
    <message>
        <source>M</source>
        <translation>M</translation>
    </message>
    <message>
        <source>Find the fastest legal split per chip count (the default without --dp/--tp/--pp).</source>
        <translation>Die schnellste zulässige Aufteilung pro Chip-Anzahl suchen (Standard ohne --dp/--tp/--pp).</translation>
    </message>
    <message>
        <source>Report only the fewest chips (of --chips, else powers of two up to 65536) for which a legal split fits memory, with its fastest fitting split.</source>
        <translation>Nur die kleinste Chip-Anzahl melden (aus --chips, sonst Zweierpotenzen bis 65536), bei der eine zulässige Aufteilung in den Speicher passt, mit ihrer schnellsten passenden Aufteilung.</translation>
    </message>
    <message>
        <source>Do not overlap gradient reduction with backward compute.</source>
        <translation>Die Gradientenreduktion nicht mit dem Rückwärtsrechnen überlappen.</translation>
    </message>
    <message>
        <source>Print JSON (keys in the README).</source>
        <translation>JSON ausgeben (Schlüssel im README).</translation>
    </message>
    <message>
        <source>Print one CSV row per device and chip count.</source>
        <translation>Eine CSV-Zeile pro Gerät und Chip-Anzahl ausgeben.</translation>
    </message>
    <message>
        <source>Print a Markdown table.</source>
        <translation>Eine Markdown-Tabelle ausgeben.</translation>
    </message>
    <message>
        <source>Also print each result&apos;s derivation.</source>
        <translation>Zusätzlich die Herleitung jedes Ergebnisses ausgeben.</translation>
    </message>
    <message>
        <source>choose one of --json, --csv and --markdown.
</source>
        <translation>wählen Sie eines von --json, --csv und --markdown.
</translation>
    </message>
    <message>
        <source>--workload PRESET|FILE is required; &apos;tensorscope workload list&apos; lists the presets.
</source>
        <translation>--workload VORLAGE|DATEI ist erforderlich; &apos;tensorscope workload list&apos; listet die Vorlagen auf.
</translation>
    </message>
    <message>
        <source>--chips N[,N...] is required, e.g. --chips 8,64,512.
</source>
        <translation>--chips N[,N...] ist erforderlich, z. B. --chips 8,64,512.
</translation>
    </message>
    <message>
        <source>--chips expects integers from 1 to %1, got &apos;%2&apos;.
</source>
        <translation>--chips erwartet ganze Zahlen von 1 bis %1, erhalten &apos;%2&apos;.
</translation>
    </message>
    <message>
        <source>--zero expects 0, 1, 2 or 3, got &apos;%1&apos;.
</source>
        <translation>--zero erwartet 0, 1, 2 oder 3, erhalten &apos;%1&apos;.
</translation>
    </message>
    <message>
        <source>give either --dp/--tp/--pp or --search, not both.
</source>
        <translation>geben Sie entweder --dp/--tp/--pp oder --search an, nicht beides.
</translation>
    </message>
    <message>
        <source>--fewest searches the splits; it takes no --dp/--tp/--pp.
</source>
        <translation>--fewest durchsucht die Aufteilungen; es nimmt kein --dp/--tp/--pp.
</translation>
    </message>
    <message>
        <source>%1: no split of %2 chips or fewer fits in memory.
</source>
        <translation>%1: keine Aufteilung auf %2 oder weniger Chips passt in den Speicher.
</translation>
    </message>
    <message>
        <source>%1, %2, batch %3, seq %4, %5%6

</source>
        <translation>%1, %2, Batch %3, Sequenz %4, %5%6

</translation>
    </message>
    <message>
        <source>; fastest legal split per chip count</source>
        <translation>; schnellste zulässige Aufteilung pro Chip-Anzahl</translation>
    </message>
    <message>
        <source>device</source>
        <translation>Gerät</translation>
    </message>
    <message>
        <source>chips</source>
        <translation>Chips</translation>
    </message>
    <message>
        <source>split</source>
        <translation>Aufteilung</translation>
    </message>
    <message>
        <source>step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>efficiency</source>
        <translation>Effizienz</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>comm (exposed)</source>
        <translation>Komm. (sichtbar)</translation>
    </message>
    <message>
        <source>bubble</source>
        <translation>Blase</translation>
    </message>
    <message>
        <source>memory/chip</source>
        <translation>Speicher/Chip</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>passt</translation>
    </message>
    <message>
        <source>cost/step</source>
        <translation>Kosten/Schritt</translation>
    </message>
    <message>
        <source>energy/step</source>
        <translation>Energie/Schritt</translation>
    </message>
    <message>
        <source>no legal split</source>
        <translation>keine zulässige Aufteilung</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>NO</source>
        <translation>NEIN</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>kein Preis</translation>
    </message>
    <message>
        <source>no TDP</source>
        <translation>keine TDP</translation>
    </message>
    <message>
        <source>
%1, %2 chips, %3:
</source>
        <translation>
%1, %2 Chips, %3:
</translation>
    </message>
    <message>
        <source>  notes: %1
</source>
        <translation>  Hinweise: %1
</translation>
    </message>
    <message>
        <source>the engine cannot estimate the step: %1</source>
        <translation>die Engine kann den Schritt nicht schätzen: %1</translation>
    </message>
    <message>
        <source>the engine cannot estimate %1: %2</source>
        <translation>die Engine kann %1 nicht schätzen: %2</translation>
    </message>
    <message>
        <source>Inference: sequence-parallel gathers and NCCL only, not a serving runtime&apos;s all-reduces and one-shot kernels.</source>
        <translation>Inferenz: nur sequenzparallele Gathers und NCCL, nicht die All-Reduces und One-Shot-Kernel einer Serving-Laufzeit.</translation>
    </message>
    <message>
        <source>%1 = %2 is more than the %3 chips.
</source>
        <translation>%1 = %2 ist mehr als die %3 Chips.
</translation>
    </message>
    <message>
        <source>%1 = %2 is not %3 chips.
</source>
        <translation>%1 = %2 ergibt nicht %3 Chips.
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
    <message>
        <source>TAB</source>
        <translation>TAB</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>tensorscope screenshot: --cycle &apos;%1&apos; %2.
</source>
        <translation>tensorscope screenshot: --cycle &apos;%1&apos; %2.
</translation>
    </message>
    <message>
        <source>systolic and simt tabs: the cycle to show (default: a third into the first fold; simt: a third into the run).</source>
        <translation>Reiter systolic und simt: der zu zeigende Zyklus (Standard: ein Drittel in die erste Faltung; simt: ein Drittel in den Lauf).</translation>
    </message>
    <message>
        <source>User interface language: %1 (default: the system&apos;s).</source>
        <translation>Sprache der Benutzeroberfläche: %1 (Standard: die des Systems).</translation>
    </message>
    <message>
        <source>LANG</source>
        <translation>SPRACHE</translation>
    </message>
    <message>
        <source>tensorscope screenshot: --language &apos;%1&apos;: expected one of %2.
</source>
        <translation>tensorscope screenshot: --language &apos;%1&apos;: erwartet eines von %2.
</translation>
    </message>
    <message>
        <source>Presentation mode: large type, no menus, docks or settings (docs/presentation.md).</source>
        <translation>Präsentationsmodus: große Schrift, keine Menüs, Docks oder Einstellungen (docs/presentation.md).</translation>
    </message>
    <message>
        <source>TOUR</source>
        <translation>TOUR</translation>
    </message>
    <message>
        <source>With --tour: the scene to show, from 1.</source>
        <translation>Mit --tour: die zu zeigende Szene, ab 1.</translation>
    </message>
    <message>
        <source>tensorscope screenshot: %1
</source>
        <translation>tensorscope screenshot: %1
</translation>
    </message>
    <message>
        <source>tensorscope screenshot: --scene &apos;%1&apos;: expected 1 to %2.
</source>
        <translation>tensorscope screenshot: --scene &apos;%1&apos;: erwartet 1 bis %2.
</translation>
    </message>
    <message>
        <source>tensorscope screenshot: cannot encode &apos;%1&apos;: %2
</source>
        <translation>tensorscope screenshot: &apos;%1&apos; kann nicht kodiert werden: %2
</translation>
    </message>
    <message>
        <source>Device pixel ratio, from %1 to %2 (default 1): the window keeps its size in logical pixels, the PNG is that many times larger, with type and lines as sharp as on a screen scaled to 150 % or 200 %.</source>
        <translation>Gerätepixelverhältnis, von %1 bis %2 (Standard 1): Das Fenster behält seine Größe in logischen Pixeln, das PNG wird entsprechend größer, mit Schrift und Linien so scharf wie auf einem auf 150 % oder 200 % skalierten Bildschirm.</translation>
    </message>
    <message>
        <source>F</source>
        <translation>F</translation>
    </message>
    <message>
        <source>tensorscope screenshot: --scale &apos;%1&apos; %2 (a device pixel ratio from %3 to %4, e.g. 1.5 or 2).
</source>
        <translation>tensorscope screenshot: --scale &apos;%1&apos; %2 (ein Gerätepixelverhältnis von %3 bis %4, z. B. 1.5 oder 2).
</translation>
    </message>
    <message>
        <source>tensorscope screenshot: --size %1x%2 at --scale %3 would be %4x%5 pixels; at most %6 a side.
</source>
        <translation>tensorscope screenshot: --size %1x%2 mit --scale %3 ergäbe %4x%5 Pixel; höchstens %6 pro Seite.
</translation>
    </message>
    <message>
        <source>Open this workspace file first (a .tensorscope.json saved by the window).</source>
        <translation>Zuerst diese Arbeitsbereichsdatei öffnen (eine vom Fenster gespeicherte .tensorscope.json).</translation>
    </message>
    <message>
        <source>Select this operator of the workload first, as a click in the operator table does (the systolic and SIMT views then show it).</source>
        <translation>Zuerst diesen Operator der Arbeitslast auswählen, wie ein Klick in der Operatortabelle (die systolische und die SIMT-Ansicht zeigen ihn dann).</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>NAME</translation>
    </message>
    <message>
        <source>tensorscope screenshot: --operator &apos;%1&apos;: the workload has no such operator.
</source>
        <translation>tensorscope screenshot: --operator &apos;%1&apos;: Die Arbeitslast hat keinen solchen Operator.
</translation>
    </message>
    <message>
        <source>start, compare, claims, systolic, simt or sidebyside (default start).</source>
        <translation>start, compare, claims, systolic, simt oder sidebyside (Standard: start).</translation>
    </message>
    <message>
        <source>tensorscope screenshot: --tab &apos;%1&apos;: expected start, compare, claims, systolic, simt or sidebyside.
</source>
        <translation>tensorscope screenshot: --tab &apos;%1&apos;: erwartet start, compare, claims, systolic, simt oder sidebyside.
</translation>
    </message>
    <message>
        <source>With --tab claims: open this claim&apos;s card full size, from 1 to %1.</source>
        <translation>Mit --tab claims: die Karte dieser Behauptung in voller Größe öffnen, von 1 bis %1.</translation>
    </message>
    <message>
        <source>tensorscope screenshot: --claim &apos;%1&apos; %2.
</source>
        <translation>tensorscope screenshot: --claim &apos;%1&apos; %2.
</translation>
    </message>
    <message>
        <source>tensorscope screenshot: --claim needs --tab claims.
</source>
        <translation>tensorscope screenshot: --claim verlangt --tab claims.
</translation>
    </message>
    <message>
        <source>Open this tour first (a file, or a shipped tour: %1).</source>
        <translation>Zuerst diese Tour öffnen (eine Datei oder eine mitgelieferte Tour: %1).</translation>
    </message>
    <message>
        <source>Render the presenter console at --size instead of the window; the window presents at %1x%2, a projector&apos;s size (docs/presentation.md).</source>
        <translation>Die Referentenkonsole in --size statt des Fensters rendern; das Fenster präsentiert in %1x%2, der Größe eines Projektors (docs/presentation.md).</translation>
    </message>
    <message>
        <source>Show the tour editor (File › Edit Tour) beside the window, on --tour&apos;s tour at --scene, with its scene pictures (docs/presentation.md).</source>
        <translation>Den Tour-Editor (Datei › Tour bearbeiten) neben dem Fenster zeigen, mit der Tour von --tour bei --scene, mit ihren Szenenbildern (docs/presentation.md).</translation>
    </message>
</context>
<context>
    <name>ts::cli::ServeCommand</name>
    <message>
        <source>Serve a model on one chip: time to first token, time per output token, latency, throughput, the largest batch and the best one within latency bounds</source>
        <translation>Ein Modell auf einem Chip bereitstellen: Zeit bis zum ersten Token, Zeit pro Ausgabetoken, Latenz, Durchsatz, der größte Batch und der beste innerhalb der Latenzgrenzen</translation>
    </message>
    <message>
        <source>A preset id or a workload file.</source>
        <translation>Eine Vorlagen-ID oder eine Arbeitslastdatei.</translation>
    </message>
    <message>
        <source>WORKLOAD</source>
        <translation>WORKLOAD</translation>
    </message>
    <message>
        <source>Time to first token at most this many seconds (with --tpot-max: the best batch within both).</source>
        <translation>Zeit bis zum ersten Token höchstens so viele Sekunden (mit --tpot-max: der beste Batch innerhalb beider Grenzen).</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>Time per output token at most this many seconds.</source>
        <translation>Zeit pro Ausgabetoken höchstens so viele Sekunden.</translation>
    </message>
    <message>
        <source>Tokens the draft proposes per iteration (default 4).</source>
        <translation>Tokens, die das Entwurfsmodell pro Iteration vorschlägt (Standard 4).</translation>
    </message>
    <message>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>Print JSON (keys in the README).</source>
        <translation>JSON ausgeben (Schlüssel siehe README).</translation>
    </message>
    <message>
        <source>--workload and --device are required.
</source>
        <translation>--workload und --device sind erforderlich.
</translation>
    </message>
    <message>
        <source>--phase does not apply: serving runs the prefill and the decode steps.
</source>
        <translation>--phase ist hier nicht anwendbar: Die Bereitstellung führt die Prefill- und Decode-Schritte aus.
</translation>
    </message>
    <message>
        <source>--%1 &apos;%2&apos; %3.
</source>
        <translation>--%1 &apos;%2&apos; %3.
</translation>
    </message>
    <message>
        <source>must be more than 0</source>
        <translation>muss größer als 0 sein</translation>
    </message>
    <message>
        <source>--speculate and --acceptance need a --draft model.
</source>
        <translation>--speculate und --acceptance benötigen ein Entwurfsmodell (--draft).
</translation>
    </message>
    <message>
        <source>--batch sets the batch; --ttft-max and --tpot-max find it: give one or the other.
</source>
        <translation>--batch legt den Batch fest; --ttft-max und --tpot-max ermitteln ihn: Geben Sie nur eines davon an.
</translation>
    </message>
    <message>
        <source>%1: prompt %2 tokens, %3 generated</source>
        <translation>%1: Prompt %2 Tokens, %3 generiert</translation>
    </message>
    <message>
        <source>; draft %1 proposing %2, %3 accepted</source>
        <translation>; Entwurfsmodell %1 schlägt %2 vor, %3 akzeptiert</translation>
    </message>
    <message>
        <source>%1: no estimate (%2).
</source>
        <translation>%1: keine Schätzung (%2).
</translation>
    </message>
    <message>
        <source>
%1 (largest batch that fits: %2)
</source>
        <translation>
%1 (größter Batch, der passt: %2)
</translation>
    </message>
    <message>
        <source>  batch        TTFT        TPOT     request     tokens/s   $/M tokens
</source>
        <translation>  Batch        TTFT        TPOT     Anfrage     Tokens/s   $/M Tokens
</translation>
    </message>
    <message>
        <source>  * batch %1, limited by %2
</source>
        <translation>  * Batch %1, begrenzt durch %2
</translation>
    </message>
    <message>
        <source>Continuous batching in steady state: requests join and leave every step, and a joining request&apos;s prompt is prefilled in a step of its own.</source>
        <translation>Kontinuierliches Batching im eingeschwungenen Zustand: In jedem Schritt kommen Anfragen hinzu und gehen, und der Prompt einer neuen Anfrage wird in einem eigenen Schritt vorbefüllt.</translation>
    </message>
    <message>
        <source>Continuous batching with chunked prefill: at most N tokens a step, the decodes and as much prompt as fits beside them.</source>
        <translation>Kontinuierliches Batching mit Chunked Prefill: höchstens N Tokens pro Schritt, die Decodes und so viel Prompt, wie daneben passt.</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>--draft is modelled with static batching: leave out --continuous and --chunk.
</source>
        <translation>--draft wird mit statischem Batching modelliert: --continuous und --chunk weglassen.
</translation>
    </message>
    <message>
        <source>; continuous batching, chunked prefill of %1 tokens a step</source>
        <translation>; kontinuierliches Batching, Chunked Prefill von %1 Tokens pro Schritt</translation>
    </message>
    <message>
        <source>; continuous batching</source>
        <translation>; kontinuierliches Batching</translation>
    </message>
    <message>
        <source>  batch        TTFT        TPOT  worst TPOT     request     tokens/s   $/M tokens
</source>
        <translation>  Batch        TTFT        TPOT  max. TPOT     Anfrage     Tokens/s   $/M Tokens
</translation>
    </message>
    <message>
        <source>Serve one copy of the model on N chips with tensor parallelism (default 1).</source>
        <translation>Eine Kopie des Modells mit Tensorparallelität auf N Chips bereitstellen (Standard 1).</translation>
    </message>
    <message>
        <source>; tensor parallel over %1 chips</source>
        <translation>; tensorparallel über %1 Chips</translation>
    </message>
    <message>
        <source>  does not fit</source>
        <translation>  passt nicht</translation>
    </message>
    <message>
        <source>  * batch %1 does not fit: it needs %2 of the device&apos;s %3
</source>
        <translation>  * Batch %1 passt nicht: sie braucht %2 der %3 des Geräts
</translation>
    </message>
    <message>
        <source>--draft %1 (%2 parameters a token) is not smaller than %3 (%4): a draft that costs as much as the model cannot speed it up.
</source>
        <translation>--draft %1 (%2 Parameter je Token) ist nicht kleiner als %3 (%4): Ein Entwurfsmodell, das so viel kostet wie das Modell, kann es nicht beschleunigen.
</translation>
    </message>
    <message>
        <source>Speculative decoding with this draft model (a preset id or a workload file), or with the model&apos;s own: ngram (prompt lookup, no draft model), mtp (its multi-token-prediction module) or eagle (an EAGLE head).</source>
        <translation>Spekulatives Dekodieren mit diesem Entwurfsmodell (eine Preset-ID oder eine Workload-Datei) oder mit dem des Modells selbst: ngram (Suche im Prompt, kein Entwurfsmodell), mtp (sein Multi-Token-Prediction-Modul) oder eagle (ein EAGLE-Kopf).</translation>
    </message>
    <message>
        <source>Probability that the model accepts a proposed token, 0 to 1 (default 0.7; 0.85 for mtp, 0.5 for ngram).</source>
        <translation>Wahrscheinlichkeit, dass das Modell ein vorgeschlagenes Token annimmt, 0 bis 1 (Standard 0,7; 0,85 für mtp, 0,5 für ngram).</translation>
    </message>
    <message>
        <source>n-gram prompt lookup</source>
        <translation>N-Gramm-Suche im Prompt</translation>
    </message>
    <message>
        <source>%1: no traffic simulation (%2).
</source>
        <translation>%1: keine Verkehrssimulation (%2).
</translation>
    </message>
    <message>
        <source>Also sweep the batch and tensor parallelism (1, 2, 4, 8 chips) and print each configuration&apos;s tokens/s per user and per chip, marking the Pareto frontier.</source>
        <translation>Zusätzlich Batchgröße und Tensor-Parallelität (1, 2, 4, 8 Chips) durchlaufen und für jede Konfiguration Tokens/s pro Nutzer und pro Chip ausgeben, die Pareto-Front markiert.</translation>
    </message>
    <message>
        <source>--frontier sweeps tensor parallelism itself: leave out --tp.
</source>
        <translation>--frontier durchläuft die Tensor-Parallelität selbst: --tp weglassen.
</translation>
    </message>
    <message>
        <source>%1: no frontier (%2).
</source>
        <translation>%1: keine Front (%2).
</translation>
    </message>
    <message>
        <source>  Frontier (* Pareto: no configuration has more tokens/s per user and per chip)
</source>
        <translation>  Front (* Pareto: keine Konfiguration hat mehr Tokens/s pro Nutzer und pro Chip)
</translation>
    </message>
    <message>
        <source>    tp  batch  tok/s/user  tok/s/chip   $/M tokens        TTFT        TPOT  memory/chip
</source>
        <translation>    TP  Batch  Tok/s/Nutz  Tok/s/Chip   $/M Tokens        TTFT        TPOT Speicher/Chip
</translation>
    </message>
    <message>
        <source>  tp %1 skipped: %2
</source>
        <translation>  TP %1 übersprungen: %2
</translation>
    </message>
    <message>
        <source>Pipeline parallelism: split the layers over N stages (default 1); a decode step&apos;s requests run as N micro-batches in flight.</source>
        <translation>Pipeline-Parallelität: die Schichten auf N Stufen aufteilen (Standard 1); die Anfragen eines Decode-Schritts laufen als N Mikro-Batches gleichzeitig.</translation>
    </message>
    <message>
        <source>Expert parallelism for a mixture-of-experts model: N groups of chips, each serving its share of the requests, the routed experts divided over them (default 1).</source>
        <translation>Expertenparallelität für ein Mixture-of-Experts-Modell: N Chipgruppen, jede bedient ihren Anteil der Anfragen, die gerouteten Experten auf sie verteilt (Standard 1).</translation>
    </message>
    <message>
        <source>Follow a serving engine&apos;s scheduler defaults: vllm, sglang, trtllm or jetstream (token budget, chunked prefill, cap on running requests; docs/serving.md).</source>
        <translation>Die Scheduler-Standardwerte einer Serving-Engine übernehmen: vllm, sglang, trtllm oder jetstream (Token-Budget, Chunked Prefill, Obergrenze laufender Anfragen; docs/serving.md).</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>NAME</translation>
    </message>
    <message>
        <source>Disaggregated serving: P chips only prefill and D chips only decode, the prompt&apos;s KV cache sent between them over the scale-out network.</source>
        <translation>Disaggregiertes Serving: P Chips führen nur Prefill aus, D Chips nur Decode; der KV-Cache des Prompts wird über das Scale-out-Netz zwischen ihnen übertragen.</translation>
    </message>
    <message>
        <source>P:D</source>
        <translation>P:D</translation>
    </message>
    <message>
        <source>--engine &apos;%1&apos; must be one of %2.
</source>
        <translation>--engine &apos;%1&apos; muss eines von %2 sein.
</translation>
    </message>
    <message>
        <source>--disaggregate &apos;%1&apos; must be P:D, the prefill and decode chips, each from 1 to %2 (e.g. 1:3).
</source>
        <translation>--disaggregate &apos;%1&apos; muss P:D sein, die Prefill- und Decode-Chips, jeweils von 1 bis %2 (z. B. 1:3).
</translation>
    </message>
    <message>
        <source>--frontier sweeps expert parallelism itself: leave out --ep.
</source>
        <translation>--frontier durchläuft die Expertenparallelität selbst: --ep weglassen.
</translation>
    </message>
    <message>
        <source>--frontier sweeps one copy of the model: leave out --disaggregate.
</source>
        <translation>--frontier durchläuft eine Kopie des Modells: --disaggregate weglassen.
</translation>
    </message>
    <message>
        <source>the traffic simulation does not model --pp, --ep, --engine or --disaggregate yet: leave them out with --request-rate, --trace and --max-rate.
</source>
        <translation>die Verkehrssimulation modelliert --pp, --ep, --engine und --disaggregate noch nicht: mit --request-rate, --trace und --max-rate weglassen.
</translation>
    </message>
    <message>
        <source>%1.
</source>
        <translation>%1.
</translation>
    </message>
    <message>
        <source>; pipeline parallel over %1 stages</source>
        <translation>; pipeline-parallel über %1 Stufen</translation>
    </message>
    <message>
        <source>; expert parallel over %1 groups</source>
        <translation>; expertenparallel über %1 Gruppen</translation>
    </message>
    <message>
        <source>; %1 scheduler defaults</source>
        <translation>; Scheduler-Standardwerte von %1</translation>
    </message>
    <message>
        <source>; disaggregated %1:%2 (prefill:decode chips)</source>
        <translation>; disaggregiert %1:%2 (Prefill:Decode-Chips)</translation>
    </message>
    <message>
        <source>  %1: token budget %2 a step%3, %4
</source>
        <translation>  %1: Token-Budget %2 pro Schritt%3, %4
</translation>
    </message>
    <message>
        <source>one prompt</source>
        <translation>ein Prompt</translation>
    </message>
    <message>
        <source> (chunked prefill)</source>
        <translation> (Chunked Prefill)</translation>
    </message>
    <message>
        <source>at most %1 requests running</source>
        <translation>höchstens %1 laufende Anfragen</translation>
    </message>
    <message>
        <source>running requests as memory allows</source>
        <translation>laufende Anfragen so viele, wie der Speicher erlaubt</translation>
    </message>
    <message>
        <source>  * prefill pool (chips: %1): a prompt in %2, its KV cache (%3) sent to the decode pool in %4; %5 requests/s
</source>
        <translation>  * Prefill-Pool (Chips: %1): ein Prompt in %2, sein KV-Cache (%3) in %4 an den Decode-Pool gesendet; %5 Anfragen/s
</translation>
    </message>
    <message>
        <source>  * decode pool (chips: %1): %2 tokens/s; bound by the %3 pool: %4 tokens/s per chip over all %5 chips
</source>
        <translation>  * Decode-Pool (Chips: %1): %2 Tokens/s; begrenzt durch den %3-Pool: %4 Tokens/s pro Chip über alle %5 Chips
</translation>
    </message>
    <message>
        <source>    tp  ep  batch  tok/s/user  tok/s/chip   $/M tokens        TTFT        TPOT  memory/chip
</source>
        <translation>    TP  EP  Batch  Tok/s/Nutz  Tok/s/Chip   $/M Tokens        TTFT        TPOT Speicher/Chip
</translation>
    </message>
    <message>
        <source>  tp %1 ep %2 skipped: %3
</source>
        <translation>  TP %1 EP %2 übersprungen: %3
</translation>
    </message>
    <message>
        <source>the traffic simulation does not model a serving engine yet: the workload&apos;s serving_engine &quot;%1&quot; cannot be used with --request-rate, --trace and --max-rate.
</source>
        <translation>die Verkehrssimulation modelliert noch keine Serving-Engine: serving_engine &quot;%1&quot; des Workloads kann nicht mit --request-rate, --trace und --max-rate verwendet werden.
</translation>
    </message>
</context>
<context>
    <name>ts::cli::ServeTraffic</name>
    <message>
        <source>Simulate traffic: requests arrive at random (Poisson) at R a second, wait in a queue and are batched continuously; prints P50/P90/P99 latencies, throughput and goodput.</source>
        <translation>Verkehr simulieren: Anfragen treffen zufällig (Poisson) mit R pro Sekunde ein, warten in einer Warteschlange und werden kontinuierlich gebündelt; gibt P50/P90/P99-Latenzen, Durchsatz und Goodput aus.</translation>
    </message>
    <message>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <source>Requests simulated with --request-rate or --max-rate (default 10000).</source>
        <translation>Mit --request-rate oder --max-rate simulierte Anfragen (Standard 10000).</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Seed of the simulated arrivals (default 1): the same seed gives the same figures.</source>
        <translation>Startwert der simulierten Ankünfte (Standard 1): derselbe Startwert ergibt dieselben Zahlen.</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>Simulate the requests of a CSV file with the header arrival_s,prompt_tokens,output_tokens.</source>
        <translation>Die Anfragen einer CSV-Datei mit der Kopfzeile arrival_s,prompt_tokens,output_tokens simulieren.</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>DATEI</translation>
    </message>
    <message>
        <source>Find the highest Poisson request rate whose P99 TTFT and P99 TPOT meet --ttft-max and --tpot-max (MLPerf Inference&apos;s Server scenario).</source>
        <translation>Die höchste Poisson-Anfragerate finden, deren P99-TTFT und P99-TPOT --ttft-max und --tpot-max einhalten (das Server-Szenario von MLPerf Inference).</translation>
    </message>
    <message>
        <source>--requests and --seed need --request-rate or --max-rate.
</source>
        <translation>--requests und --seed brauchen --request-rate oder --max-rate.
</translation>
    </message>
    <message>
        <source>--trace gives the requests: leave out --request-rate, --max-rate, --requests and --seed.
</source>
        <translation>--trace gibt die Anfragen vor: --request-rate, --max-rate, --requests und --seed weglassen.
</translation>
    </message>
    <message>
        <source>The traffic simulation does not model a --draft model.
</source>
        <translation>Die Verkehrssimulation bildet kein --draft-Modell ab.
</translation>
    </message>
    <message>
        <source>--%1 &apos;%2&apos; %3.
</source>
        <translation>--%1 &apos;%2&apos; %3.
</translation>
    </message>
    <message>
        <source>--max-rate needs --ttft-max or --tpot-max (or both).
</source>
        <translation>--max-rate braucht --ttft-max oder --tpot-max (oder beide).
</translation>
    </message>
    <message>
        <source>one request does not fit the device&apos;s memory</source>
        <translation>eine einzelne Anfrage passt nicht in den Speicher des Geräts</translation>
    </message>
    <message>
        <source>%1 requests arriving at random at %2 a second (seed %3)</source>
        <translation>%1 Anfragen, zufällig eintreffend mit %2 pro Sekunde (Startwert %3)</translation>
    </message>
    <message>
        <source>%1 requests of %2</source>
        <translation>%1 Anfragen aus %2</translation>
    </message>
    <message>
        <source>  traffic: %1; continuous batching, at most %2 running%3
</source>
        <translation>  Verkehr: %1; kontinuierliches Batching, höchstens %2 laufend%3
</translation>
    </message>
    <message>
        <source>, chunks of %1 tokens</source>
        <translation>, Blöcke von %1 Tokens</translation>
    </message>
    <message>
        <source>queue</source>
        <translation>Warten</translation>
    </message>
    <message>
        <source>TTFT</source>
        <translation>TTFT</translation>
    </message>
    <message>
        <source>TPOT</source>
        <translation>TPOT</translation>
    </message>
    <message>
        <source>request</source>
        <translation>Anfrage</translation>
    </message>
    <message>
        <source>  %1 output tokens/s, %2 requests/s, goodput %3 requests/s (%4 of %5 requests within the bounds)
</source>
        <translation>  %1 Ausgabe-Tokens/s, %2 Anfragen/s, Goodput %3 Anfragen/s (%4 von %5 Anfragen innerhalb der Grenzen)
</translation>
    </message>
    <message>
        <source>  %1 output tokens/s, %2 requests/s, goodput %3 requests/s (no bounds: %4 of %5 requests count)
</source>
        <translation>  %1 Ausgabe-Tokens/s, %2 Anfragen/s, Goodput %3 Anfragen/s (keine Grenzen: %4 von %5 Anfragen zählen)
</translation>
    </message>
    <message>
        <source>  max rate %1 requests/s: P99 TTFT and P99 TPOT within the bounds; %2 is not (%3 simulations of %4 requests, seed %5, doubling from one request at a time, then bisection)
</source>
        <translation>  Höchstrate %1 Anfragen/s: P99-TTFT und P99-TPOT innerhalb der Grenzen; bei %2 nicht (%3 Simulationen mit je %4 Anfragen, Startwert %5, Verdoppeln ab einer Anfrage zur Zeit, dann Bisektion)
</translation>
    </message>
    <message>
        <source>  max rate: none; even %1 requests/s misses the bounds (%2 simulations)
</source>
        <translation>  Höchstrate: keine; selbst %1 Anfragen/s verfehlen die Grenzen (%2 Simulationen)
</translation>
    </message>
    <message>
        <source>  step times interpolated from %1 engine estimates (docs/serving.md)
</source>
        <translation>  Schrittzeiten interpoliert aus %1 Schätzungen der Engine (docs/serving.md)
</translation>
    </message>
</context>
<context>
    <name>ts::cli::SimulateCommand</name>
    <message>
        <source>Systolic array rows (PEs).</source>
        <translation>Zeilen des systolischen Arrays (PEs).</translation>
    </message>
    <message>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <source>Systolic array columns (PEs).</source>
        <translation>Spalten des systolischen Arrays (PEs).</translation>
    </message>
    <message>
        <source>C</source>
        <translation>C</translation>
    </message>
    <message>
        <source>os (output stationary), ws (weight stationary) or is (input stationary).</source>
        <translation>os (output stationary), ws (weight stationary) oder is (input stationary).</translation>
    </message>
    <message>
        <source>DATAFLOW</source>
        <translation>DATENFLUSS</translation>
    </message>
    <message>
        <source>GEMM rows of A and C.</source>
        <translation>GEMM-Zeilen von A und C.</translation>
    </message>
    <message>
        <source>M</source>
        <translation>M</translation>
    </message>
    <message>
        <source>GEMM reduction dimension.</source>
        <translation>GEMM-Reduktionsdimension.</translation>
    </message>
    <message>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <source>GEMM columns of B and C.</source>
        <translation>GEMM-Spalten von B und C.</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>auto (default: simulate unless the GEMM is too large), simulate or closed-form.</source>
        <translation>auto (Standard: simulieren, außer die GEMM ist zu groß), simulate oder closed-form.</translation>
    </message>
    <message>
        <source>METHOD</source>
        <translation>METHODE</translation>
    </message>
    <message>
        <source>Print the result as JSON.</source>
        <translation>Das Ergebnis als JSON ausgeben.</translation>
    </message>
    <message>
        <source>tensorscope simulate: expected one target, e.g. &apos;tensorscope simulate systolic --rows 8 --cols 8 --dataflow ws --m 64 --k 64 --n 64&apos;.
</source>
        <translation>tensorscope simulate: erwartet ein Ziel, z. B. &apos;tensorscope simulate systolic --rows 8 --cols 8 --dataflow ws --m 64 --k 64 --n 64&apos;.
</translation>
    </message>
    <message>
        <source>--%1 is required.
</source>
        <translation>--%1 ist erforderlich.
</translation>
    </message>
    <message>
        <source>--%1 &apos;%2&apos;: expected an integer from 1 to %3.
</source>
        <translation>--%1 &apos;%2&apos;: erwartet eine ganze Zahl von 1 bis %3.
</translation>
    </message>
    <message>
        <source>--dataflow is required (os, ws or is).
</source>
        <translation>--dataflow ist erforderlich (os, ws oder is).
</translation>
    </message>
    <message>
        <source>--dataflow &apos;%1&apos;: expected os, ws or is.
</source>
        <translation>--dataflow &apos;%1&apos;: erwartet os, ws oder is.
</translation>
    </message>
    <message>
        <source>--method &apos;%1&apos;: expected auto, simulate or closed-form.
</source>
        <translation>--method &apos;%1&apos;: erwartet auto, simulate oder closed-form.
</translation>
    </message>
    <message>
        <source>the cycle count of this GEMM on this array does not fit in 64 bits.
</source>
        <translation>die Zyklenzahl dieser GEMM auf diesem Array passt nicht in 64 Bit.
</translation>
    </message>
    <message>
        <source>the simulator rejected this shape.
</source>
        <translation>der Simulator hat diese Form abgelehnt.
</translation>
    </message>
    <message>
        <source>Method:             %1
</source>
        <translation>Methode:            %1
</translation>
    </message>
    <message>
        <source>simulated (register level)</source>
        <translation>simuliert (Registerebene)</translation>
    </message>
    <message>
        <source>closed form (too large to simulate)</source>
        <translation>geschlossene Form (zu groß zum Simulieren)</translation>
    </message>
    <message>
        <source>Cycles:             %1 (SCALE-Sim Total Cycles)
</source>
        <translation>Zyklen:             %1 (SCALE-Sim Total Cycles)
</translation>
    </message>
    <message>
        <source>Folds:              %1 (%2 x %3), %4 cycles each
</source>
        <translation>Faltungen:          %1 (%2 x %3), je %4 Zyklen
</translation>
    </message>
    <message>
        <source>Utilization:        %1 %
</source>
        <translation>Auslastung:         %1 %
</translation>
    </message>
    <message>
        <source>Mapping efficiency: %1 %
</source>
        <translation>Abbildungseffizienz: %1 %
</translation>
    </message>
    <message>
        <source>Product check:      %1
</source>
        <translation>Produktprüfung:     %1
</translation>
    </message>
    <message>
        <source>not run (closed form)</source>
        <translation>nicht ausgeführt (geschlossene Form)</translation>
    </message>
    <message>
        <source>exact match with Eigen</source>
        <translation>exakte Übereinstimmung mit Eigen</translation>
    </message>
    <message>
        <source>MISMATCH</source>
        <translation>ABWEICHUNG</translation>
    </message>
    <message>
        <source>Run a simulator in batch mode: &apos;simulate systolic&apos; runs a GEMM on a systolic array, &apos;simulate simt&apos; on a GPU&apos;s SMs and warps</source>
        <translation>Einen Simulator im Stapelbetrieb ausführen: &apos;simulate systolic&apos; rechnet eine GEMM auf einem systolischen Array, &apos;simulate simt&apos; auf den SMs und Warps einer GPU</translation>
    </message>
    <message>
        <source>What to simulate: systolic or simt.</source>
        <translation>Was simuliert wird: systolic oder simt.</translation>
    </message>
    <message>
        <source>simt: CTA tile MxNxK (default 128x128 with 64-byte K-slabs: 128x128x32 for bf16).</source>
        <translation>simt: CTA-Kachel MxNxK (Standard 128x128 mit 64-Byte-K-Scheiben: 128x128x32 für bf16).</translation>
    </message>
    <message>
        <source>MxNxK</source>
        <translation>MxNxK</translation>
    </message>
    <message>
        <source>simt: input precision, %1 (default bf16).</source>
        <translation>simt: Eingabegenauigkeit, %1 (Standard bf16).</translation>
    </message>
    <message>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <source>tensorscope simulate: unknown target &apos;%1&apos;; expected: systolic or simt.
</source>
        <translation>tensorscope simulate: unbekanntes Ziel &apos;%1&apos;; erwartet: systolic oder simt.
</translation>
    </message>
    <message>
        <source>--device takes one id.
</source>
        <translation>--device nimmt eine ID.
</translation>
    </message>
    <message>
        <source>--tile &apos;%1&apos;: expected MxNxK, e.g. 128x128x32.
</source>
        <translation>--tile &apos;%1&apos;: erwartet MxNxK, z. B. 128x128x32.
</translation>
    </message>
    <message>
        <source>--precision &apos;%1&apos;: expected one of %2.
</source>
        <translation>--precision &apos;%1&apos;: erwartet eines von %2.
</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a GPU (no &apos;gpu&apos; block in the catalog).
</source>
        <translation>&apos;%1&apos; ist keine GPU (kein Block &apos;gpu&apos; im Katalog).
</translation>
    </message>
    <message>
        <source>&apos;%1&apos; has no &apos;%2&apos; for %3 in the catalog.
</source>
        <translation>&apos;%1&apos; hat kein &apos;%2&apos; für %3 im Katalog.
</translation>
    </message>
    <message>
        <source>&apos;%1&apos; has no &apos;%2&apos; in the catalog.
</source>
        <translation>&apos;%1&apos; hat kein &apos;%2&apos; im Katalog.
</translation>
    </message>
    <message>
        <source>--tile %1: M must split into 16-row warp MMAs, N into the MMA&apos;s width (%2) and K into its depth (%3); M from 16 to 256, N from 8.
</source>
        <translation>--tile %1: M muss sich in Warp-MMAs zu 16 Zeilen teilen lassen, N in die Breite des MMA (%2) und K in seine Tiefe (%3); M von 16 bis 256, N ab 8.
</translation>
    </message>
    <message>
        <source>--tile %1: not even one CTA fits on an SM of &apos;%2&apos;.
</source>
        <translation>--tile %1: nicht einmal eine CTA passt auf einen SM von &apos;%2&apos;.
</translation>
    </message>
    <message>
        <source>this GEMM is too large to simulate.
</source>
        <translation>diese GEMM ist zu groß zum Simulieren.
</translation>
    </message>
    <message>
        <source>Cycles:           %1 (%2 us at %3 MHz)
</source>
        <translation>Zyklen:           %1 (%2 us bei %3 MHz)
</translation>
    </message>
    <message>
        <source>CTAs:             %1 (%2 x %3 tiles), %4 per SM, %5 wave(s)
</source>
        <translation>CTAs:             %1 (%2 x %3 Kacheln), %4 pro SM, %5 Welle(n)
</translation>
    </message>
    <message>
        <source>Occupancy:        %1 % (%2 of %3 warps per SM; limited by %4)
</source>
        <translation>Belegung:         %1 % (%2 von %3 Warps pro SM; begrenzt durch %4)
</translation>
    </message>
    <message>
        <source>Fraction of peak: %1 %
</source>
        <translation>Anteil der Spitze: %1 %
</translation>
    </message>
    <message>
        <source>Engine:           tile %1x%2, %3 wave(s), compute %4 us, %5 % of peak
</source>
        <translation>Engine:           Kachel %1x%2, %3 Welle(n), Rechnen %4 us, %5 % der Spitze
</translation>
    </message>
    <message>
        <source>Product check:    %1
</source>
        <translation>Produktprüfung:   %1
</translation>
    </message>
    <message>
        <source>skipped (more than %1 MACs)</source>
        <translation>übersprungen (mehr als %1 MACs)</translation>
    </message>
    <message>
        <source>Systolic array %1x%2, %3 dataflow, GEMM M=%4 N=%5 K=%6
</source>
        <translation>Systolisches Array %1x%2, Datenfluss %3, GEMM M=%4 N=%5 K=%6
</translation>
    </message>
    <message>
        <source>closed form (as asked)</source>
        <translation>geschlossene Form (wie verlangt)</translation>
    </message>
    <message>
        <source>%1 (%2 SMs), %3 GEMM M=%4 N=%5 K=%6, tile %7
</source>
        <translation>%1 (%2 SMs), %3 GEMM M=%4 N=%5 K=%6, Kachel %7
</translation>
    </message>
    <message>
        <source>an array of %1 PEs is too large to simulate (at most %2); use --method auto or closed-form.
</source>
        <translation>ein Array mit %1 PEs ist zu groß für die Simulation (höchstens %2); verwenden Sie --method auto oder closed-form.
</translation>
    </message>
    <message>
        <source>simulating: %1 % (fold %2 of %3), about %4 s left
</source>
        <extracomment>Progress of a long simulation on stderr: percent done, folds, time left.</extracomment>
        <translation>Simulation: %1 % (Faltung %2 von %3), noch etwa %4 s
</translation>
    </message>
    <message>
        <source>interrupted after %1 of %2 cycles (%3 of %4 folds); nothing printed.
</source>
        <translation>unterbrochen nach %1 von %2 Zyklen (%3 von %4 Faltungen); keine Ausgabe.
</translation>
    </message>
    <message>
        <source>exact match with the reference, tile by tile</source>
        <translation>exakte Übereinstimmung mit der Referenz, Kachel für Kachel</translation>
    </message>
    <message>
        <source>MISMATCH (%1 values differ)</source>
        <translation>ABWEICHUNG (%1 Werte verschieden)</translation>
    </message>
    <message>
        <source>this GEMM is too large to simulate (%1 CTA-slabs on the busiest SM, limit %2); use --method auto or closed-form.
</source>
        <translation>diese GEMM ist zu groß zum Simulieren (%1 CTA-Scheiben auf dem meistbelasteten SM, Grenze %2); verwenden Sie --method auto oder closed-form.
</translation>
    </message>
    <message>
        <source>the engine&apos;s closed form cannot answer this GEMM: %1; use --method auto or simulate.
</source>
        <translation>die geschlossene Form der Engine kann diese GEMM nicht beantworten: %1; verwenden Sie --method auto oder simulate.
</translation>
    </message>
    <message>
        <source>neither the simulator nor the engine&apos;s closed form can answer this GEMM: %1 CTA-slabs on the busiest SM (simulation limit %2), and the engine: %3
</source>
        <translation>weder der Simulator noch die geschlossene Form der Engine kann diese GEMM beantworten: %1 CTA-Scheiben auf dem meistbelasteten SM (Simulationsgrenze %2), und die Engine: %3
</translation>
    </message>
    <message>
        <source>Method:           %1
</source>
        <translation>Methode:          %1
</translation>
    </message>
    <message>
        <source>simulated (warp level)</source>
        <translation>simuliert (Warp-Ebene)</translation>
    </message>
    <message>
        <source>closed form (too large to simulate: %1 CTA-slabs on the busiest SM, limit %2)</source>
        <translation>geschlossene Form (zu groß zum Simulieren: %1 CTA-Scheiben auf dem meistbelasteten SM, Grenze %2)</translation>
    </message>
    <message>
        <source>Time:             %1 us (the engine&apos;s compute time)
</source>
        <translation>Zeit:             %1 us (Rechenzeit der Engine)
</translation>
    </message>
</context>
<context>
    <name>ts::cli::ValidateCommand</name>
    <message>
        <source>no file says how to rebuild this row</source>
        <translation>keine Datei sagt, wie diese Zeile nachgebildet wird</translation>
    </message>
    <message>
        <source>device &apos;%1&apos; is not in the catalog</source>
        <translation>Gerät &apos;%1&apos; ist nicht im Katalog</translation>
    </message>
    <message>
        <source>preset &apos;%1&apos; does not load</source>
        <translation>Vorlage &apos;%1&apos; lässt sich nicht laden</translation>
    </message>
    <message>
        <source>the workload does not build: %1</source>
        <translation>die Arbeitslast lässt sich nicht aufbauen: %1</translation>
    </message>
    <message>
        <source>the engine gives no estimate (%1)</source>
        <translation>die Engine liefert keine Schätzung (%1)</translation>
    </message>
    <message>
        <source>the parallel split is illegal: %1</source>
        <translation>die parallele Aufteilung ist unzulässig: %1</translation>
    </message>
    <message>
        <source>host round trip added: timed around a synchronous call</source>
        <translation>Host-Umlaufzeit addiert: um einen synchronen Aufruf gemessen</translation>
    </message>
    <message>
        <source>the model says this split does not fit in memory</source>
        <translation>laut Modell passt diese Aufteilung nicht in den Speicher</translation>
    </message>
    <message>
        <source>Category</source>
        <extracomment>Column headers of `tensorscope validate`: category, rows scored, rows shown (scored or not), mean absolute percentage error, median absolute error, mean signed error, mean optimism (positive: predicted faster than measured).
----------
Column headers of the per-vendor table of `tensorscope validate`.</extracomment>
        <translation>Kategorie</translation>
    </message>
    <message>
        <source>Scored</source>
        <translation>Bewertet</translation>
    </message>
    <message>
        <source>Shown</source>
        <translation>Gezeigt</translation>
    </message>
    <message>
        <source>MAPE</source>
        <translation>MAPE</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>Median</translation>
    </message>
    <message>
        <source>Mean signed</source>
        <translation>Mittel mit Vorzeichen</translation>
    </message>
    <message>
        <source>Worst rows (signed error):
</source>
        <translation>Schlechteste Zeilen (Fehler mit Vorzeichen):
</translation>
    </message>
    <message>
        <source>Row (%1)</source>
        <extracomment>Header of the rows of one category, e.g. &quot;Row (gemm)&quot;.</extracomment>
        <translation>Zeile (%1)</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Gerät</translation>
    </message>
    <message>
        <source>Predicted</source>
        <translation>Vorhergesagt</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>Gemessen</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>not expressible: %1
</source>
        <translation>nicht darstellbar: %1
</translation>
    </message>
    <message>
        <source>not scored: the catalog&apos;s matrix_achievable_fraction comes from this measurement (%1)
</source>
        <translation>nicht bewertet: matrix_achievable_fraction des Katalogs stammt aus dieser Messung (%1)
</translation>
    </message>
    <message>
        <source>note: %1
</source>
        <translation>Hinweis: %1
</translation>
    </message>
    <message>
        <source>caveat: %1
</source>
        <translation>Vorbehalt: %1
</translation>
    </message>
    <message>
        <source>Show the engine&apos;s accuracy against the published measurements it ships with</source>
        <translation>Die Genauigkeit der Engine gegenüber den mitgelieferten veröffentlichten Messungen zeigen</translation>
    </message>
    <message>
        <source>C</source>
        <translation>C</translation>
    </message>
    <message>
        <source>Also print every row: predicted, measured, error, caveats.</source>
        <translation>Zusätzlich jede Zeile ausgeben: Vorhersage, Messung, Fehler, Vorbehalte.</translation>
    </message>
    <message>
        <source>Print JSON (keys in the README).</source>
        <translation>JSON ausgeben (Schlüssel im README).</translation>
    </message>
    <message>
        <source>tensorscope validate: %1
</source>
        <translation>tensorscope validate: %1
</translation>
    </message>
    <message>
        <source>tensorscope validate: --category &apos;%1&apos;: expected one of %2.
</source>
        <translation>tensorscope validate: --category &apos;%1&apos;: erwartet wird eines von %2.
</translation>
    </message>
    <message>
        <source>Engine accuracy against published measurements (errors: (predicted - measured) / measured; docs/validation.md)
</source>
        <translation>Genauigkeit der Engine gegenüber veröffentlichten Messungen (Fehler: (Vorhersage - Messung) / Messung; docs/validation.md)
</translation>
    </message>
    <message>
        <source>Optimism</source>
        <translation>Optimismus</translation>
    </message>
    <message>
        <source>not scored: %1
</source>
        <translation>nicht bewertet: %1
</translation>
    </message>
    <message>
        <source>By vendor family (optimism: positive means predicted faster than measured):
</source>
        <translation>Nach Herstellerfamilie (Optimismus: positiv heißt schneller vorhergesagt als gemessen):
</translation>
    </message>
    <message>
        <source>Family</source>
        <translation>Familie</translation>
    </message>
    <message>
        <source>Only this category (gemm, memory_bandwidth, collective, training_e2e, training_throughput, training_eager, inference, long_context_cp).</source>
        <translation>Nur diese Kategorie (gemm, memory_bandwidth, collective, training_e2e, training_throughput, training_eager, inference, long_context_cp).</translation>
    </message>
    <message>
        <source>Score your own measurements instead of the shipped ones: a CSV file in calibration.csv&apos;s columns (README).</source>
        <translation>Eigene Messungen statt der mitgelieferten bewerten: eine CSV-Datei mit den Spalten von calibration.csv (README).</translation>
    </message>
    <message>
        <source>CSV</source>
        <translation>CSV</translation>
    </message>
    <message>
        <source>With --data: how each row is rebuilt (rows.json&apos;s format; default: the CSV&apos;s path with .json in place of .csv).</source>
        <translation>Mit --data: wie jede Zeile nachgebildet wird (Format von rows.json; Vorgabe: der Pfad der CSV-Datei mit .json statt .csv).</translation>
    </message>
    <message>
        <source>JSON</source>
        <translation>JSON</translation>
    </message>
    <message>
        <source>tensorscope validate: --inputs needs --data.
</source>
        <translation>tensorscope validate: --inputs braucht --data.
</translation>
    </message>
    <message>
        <source>Engine accuracy against the measurements in %1 (errors: (predicted - measured) / measured; docs/validation.md)
</source>
        <translation>Genauigkeit der Engine gegenüber den Messungen in %1 (Fehler: (vorhergesagt - gemessen) / gemessen; docs/validation.md)
</translation>
    </message>
</context>
<context>
    <name>ts::cli::WorkloadCommand</name>
    <message>
        <source>List the workload presets, or show a workload&apos;s operators, FLOPs and memory</source>
        <translation>Die Arbeitslast-Vorlagen auflisten oder die Operatoren, FLOPs und den Speicher einer Arbeitslast zeigen</translation>
    </message>
    <message>
        <source>[PRESET|FILE]</source>
        <translation>[VORLAGE|DATEI]</translation>
    </message>
    <message>
        <source>Print machine-readable JSON.</source>
        <translation>Maschinenlesbares JSON ausgeben.</translation>
    </message>
    <message>
        <source>Run &apos;tensorscope workload --help&apos; for its options.
</source>
        <translation>&apos;tensorscope workload --help&apos; zeigt die Optionen.
</translation>
    </message>
    <message>
        <source>%1 (%2): %3, global batch %4, micro-batch %5, seq %6, %7
</source>
        <translation>%1 (%2): %3, globaler Batch %4, Micro-Batch %5, Sequenz %6, %7
</translation>
    </message>
    <message>
        <source>Parameters:      %1 (%2)</source>
        <translation>Parameter:        %1 (%2)</translation>
    </message>
    <message>
        <source>, active %1 (%2)</source>
        <translation>, aktiv %1 (%2)</translation>
    </message>
    <message>
        <source>FLOPs per step:  %1 (%2FLOP), %3 tokens or samples
</source>
        <translation>FLOPs pro Schritt: %1 (%2FLOP), %3 Token oder Samples
</translation>
    </message>
    <message>
        <source>KV cache:        %1 bytes per token
</source>
        <translation>KV-Cache:         %1 Bytes pro Token
</translation>
    </message>
    <message>
        <source>Memory (one device): weights %1, gradients %2, optimizer %3, activations %4, KV cache %5, workspace %6, total %7
</source>
        <translation>Speicher (ein Gerät): Gewichte %1, Gradienten %2, Optimierer %3, Aktivierungen %4, KV-Cache %5, Arbeitsspeicher %6, gesamt %7
</translation>
    </message>
    <message>
        <source>name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>phase</source>
        <translation>Phase</translation>
    </message>
    <message>
        <source>shape (b*MxNxK)</source>
        <translation>Form (b*MxNxK)</translation>
    </message>
    <message>
        <source>count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <source>FLOPs</source>
        <translation>FLOPs</translation>
    </message>
    <message>
        <source>bytes</source>
        <translation>Bytes</translation>
    </message>
    <message>
        <source>FLOP/B</source>
        <translation>FLOP/B</translation>
    </message>
    <message>
        <source>list, show or import.</source>
        <translation>list, show oder import.</translation>
    </message>
    <message>
        <source>show: a preset id or a workload file; import: a Hugging Face config.json.</source>
        <translation>show: eine Vorlagen-ID oder eine Workload-Datei; import: eine Hugging-Face-config.json.</translation>
    </message>
    <message>
        <source>import: the workload file to write (without it, the workload is printed).</source>
        <translation>import: die zu schreibende Workload-Datei (ohne sie wird die Workload ausgegeben).</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>DATEI</translation>
    </message>
    <message>
        <source>tensorscope workload: expected &apos;list&apos;, &apos;show PRESET|FILE&apos; or &apos;import CONFIG.json&apos;.
</source>
        <translation>tensorscope workload: erwartet &apos;list&apos;, &apos;show PRESET|FILE&apos; oder &apos;import CONFIG.json&apos;.
</translation>
    </message>
    <message>
        <source>tensorscope workload import: cannot write &apos;%1&apos;: %2
</source>
        <translation>tensorscope workload import: &apos;%1&apos; kann nicht geschrieben werden: %2
</translation>
    </message>
    <message>
        <source>Wrote %1: %2, %3 parameters (%4 active per token)
</source>
        <translation>%1 geschrieben: %2, %3 Parameter (%4 aktiv pro Token)
</translation>
    </message>
    <message>
        <source>import: write --out even when it names the config file being imported (which is then replaced).</source>
        <translation>import: --out auch dann schreiben, wenn es die importierte Konfigurationsdatei nennt (die dann ersetzt wird).</translation>
    </message>
    <message>
        <source>tensorscope workload import: &apos;%1&apos; is the config file being imported; not replacing it (give another --out, or --force to replace it)
</source>
        <translation>tensorscope workload import: „%1“ ist die importierte Konfigurationsdatei; sie wird nicht ersetzt (ein anderes --out angeben, oder --force, um sie zu ersetzen)
</translation>
    </message>
</context>
<context>
    <name>ts::cli::WorkloadOptions</name>
    <message>
        <source>training, prefill or decode.</source>
        <translation>training, prefill oder decode.</translation>
    </message>
    <message>
        <source>PHASE</source>
        <translation>PHASE</translation>
    </message>
    <message>
        <source>Global batch (sequences or samples).</source>
        <translation>Globaler Batch (Sequenzen oder Samples).</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Sequence (prompt) length in tokens.</source>
        <translation>Sequenz-(Prompt-)Länge in Token.</translation>
    </message>
    <message>
        <source>Weights and activations: %1.</source>
        <translation>Gewichte und Aktivierungen: %1.</translation>
    </message>
    <message>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <source>--%1 &apos;%2&apos; %3.
</source>
        <translation>--%1 &apos;%2&apos; %3.
</translation>
    </message>
    <message>
        <source>--phase &apos;%1&apos;: expected training, prefill or decode.
</source>
        <translation>--phase &apos;%1&apos;: erwartet training, prefill oder decode.
</translation>
    </message>
    <message>
        <source>--precision &apos;%1&apos;: expected one of %2.
</source>
        <translation>--precision &apos;%1&apos;: erwartet eines von %2.
</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is neither a preset nor a file; &apos;tensorscope workload list&apos; lists the presets.
</source>
        <translation>&apos;%1&apos; ist weder eine Vorlage noch eine Datei; &apos;tensorscope workload list&apos; listet die Vorlagen auf.
</translation>
    </message>
    <message>
        <source>Tokens generated after the prompt (decode steps; the preset&apos;s otherwise).</source>
        <translation>Nach dem Prompt erzeugte Token (Decode-Schritte; sonst die der Vorlage).</translation>
    </message>
    <message>
        <source>Weights alone, stored narrower than the activations and dequantized in each GEMM (weight-only quantization, for serving): %1.</source>
        <translation>Nur die Gewichte, schmaler gespeichert als die Aktivierungen und in jeder GEMM dequantisiert (reine Gewichtsquantisierung, für die Inferenz): %1.</translation>
    </message>
    <message>
        <source>--weight-precision &apos;%1&apos;: expected one of %2.
</source>
        <translation>--weight-precision &apos;%1&apos;: erwartet wird eines von %2.
</translation>
    </message>
    <message>
        <source>The optimizer of a training step: adam (default), sgd (with momentum) or adafactor.</source>
        <translation>Der Optimierer eines Trainingsschritts: adam (Standard), sgd (mit Momentum) oder adafactor.</translation>
    </message>
    <message>
        <source>O</source>
        <translation>O</translation>
    </message>
    <message>
        <source>The gradients&apos; storage in a training step (default: the weights&apos;; fp32 as Megatron-LM keeps them).</source>
        <translation>Speicherformat der Gradienten in einem Trainingsschritt (Standard: das der Gewichte; fp32 wie bei Megatron-LM).</translation>
    </message>
    <message>
        <source>Fine-tune with LoRA adapters of this rank on frozen weights (a training step).</source>
        <translation>Feinabstimmung mit LoRA-Adaptern dieses Rangs auf eingefrorenen Gewichten (ein Trainingsschritt).</translation>
    </message>
    <message>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <source>Which linear layers get adapters: all (default), attention or mlp.</source>
        <translation>Welche linearen Schichten Adapter erhalten: all (Standard), attention oder mlp.</translation>
    </message>
    <message>
        <source>T</source>
        <translation>T</translation>
    </message>
    <message>
        <source>The frozen weights&apos; storage: bf16 (default), fp16, int8, or int4 for QLoRA.</source>
        <translation>Speicherformat der eingefrorenen Gewichte: bf16 (Standard), fp16, int8 oder int4 für QLoRA.</translation>
    </message>
    <message>
        <source>The KV cache&apos;s storage precision, for serving (default: the attention&apos;s): %1.</source>
        <translation>Speichergenauigkeit des KV-Caches bei der Inferenz (Standard: die der Attention): %1.</translation>
    </message>
    <message>
        <source>--kv-precision &apos;%1&apos;: expected one of %2.
</source>
        <translation>--kv-precision &apos;%1&apos;: erwartet wird eines von %2.
</translation>
    </message>
    <message>
        <source>--optimizer &apos;%1&apos;: expected adam, sgd or adafactor.
</source>
        <translation>--optimizer &apos;%1&apos;: erwartet wird adam, sgd oder adafactor.
</translation>
    </message>
    <message>
        <source>--gradient-precision &apos;%1&apos;: expected one of %2.
</source>
        <translation>--gradient-precision &apos;%1&apos;: erwartet wird eines von %2.
</translation>
    </message>
    <message>
        <source>--lora-targets and --lora-base need --lora RANK.
</source>
        <translation>--lora-targets und --lora-base verlangen --lora RANG.
</translation>
    </message>
    <message>
        <source>--lora &apos;%1&apos; %2.
</source>
        <translation>--lora &apos;%1&apos; %2.
</translation>
    </message>
    <message>
        <source>--lora-targets &apos;%1&apos;: expected all, attention or mlp.
</source>
        <translation>--lora-targets &apos;%1&apos;: erwartet wird all, attention oder mlp.
</translation>
    </message>
    <message>
        <source>--lora-base &apos;%1&apos;: expected one of %2.
</source>
        <translation>--lora-base &apos;%1&apos;: erwartet wird eines von %2.
</translation>
    </message>
    <message>
        <source>The software that runs the step: fused (Megatron-LM with Transformer Engine, MaxText; the default) or fsdp-eager (PyTorch FSDP, LLM Foundry, torchtune, Hugging Face Trainer: unfused norms, rotary and activations, FlashAttention-2).</source>
        <translation>Die Software, die den Schritt ausführt: fused (Megatron-LM mit Transformer Engine, MaxText; Vorgabe) oder fsdp-eager (PyTorch FSDP, LLM Foundry, torchtune, Hugging Face Trainer: Normen, Rotary und Aktivierungen unfusioniert, FlashAttention-2).</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>Activation recomputation of a training step: none, full, except_weight_gemms (minimal), save_dot_except_mlp, save_qkv_proj, qkv_proj_offloaded, minimal_offloaded or selective (docs/workload.md).</source>
        <translation>Aktivierungs-Neuberechnung eines Trainingsschritts: none, full, except_weight_gemms (minimal), save_dot_except_mlp, save_qkv_proj, qkv_proj_offloaded, minimal_offloaded oder selective (docs/workload.md).</translation>
    </message>
    <message>
        <source>--stack &apos;%1&apos;: expected fused or fsdp-eager.
</source>
        <translation>--stack &apos;%1&apos;: erwartet fused oder fsdp-eager.
</translation>
    </message>
    <message>
        <source>--recompute &apos;%1&apos;: expected none, full, except_weight_gemms, minimal, save_dot_except_mlp, save_qkv_proj, qkv_proj_offloaded, minimal_offloaded or selective (custom: in a workload file).
</source>
        <translation>--recompute &apos;%1&apos;: erwartet none, full, except_weight_gemms, minimal, save_dot_except_mlp, save_qkv_proj, qkv_proj_offloaded, minimal_offloaded oder selective (custom: in einer Workload-Datei).
</translation>
    </message>
    <message>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <source>The fused-attention kernel, where the software ran another than its stack&apos;s own: library (cuDNN through Transformer Engine, XLA&apos;s; serving engines&apos; split-KV decode), flash-attention-2 (Transformer Engine releases before its Hopper preference) or masked-mha (TensorRT-LLM&apos;s decode kernel before XQA: the K/V cache read once per query head; docs/engine.md, docs/serving.md).</source>
        <translation>Der Fused-Attention-Kernel, wo die Software einen anderen als den ihres Stacks ausführte: library (cuDNN über Transformer Engine, der von XLA; Split-KV-Decode der Serving-Engines), flash-attention-2 (Transformer-Engine-Versionen vor dem Vorzug für Hopper) oder masked-mha (der Decode-Kernel von TensorRT-LLM vor XQA: der K/V-Cache wird einmal je Query-Head gelesen; docs/engine.md, docs/serving.md).</translation>
    </message>
    <message>
        <source>--attention-kernel &apos;%1&apos;: expected library, flash-attention-2 or masked-mha.
</source>
        <translation>--attention-kernel &apos;%1&apos;: library, flash-attention-2 oder masked-mha erwartet.
</translation>
    </message>
    <message>
        <source>%1 is not a decoder: decoding needs a causal transformer.
</source>
        <translation>%1 ist kein Decoder: Dekodieren braucht einen kausalen Transformer.
</translation>
    </message>
</context>
</TS>
