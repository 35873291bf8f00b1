<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>AccuracyText</name>
    <message>
        <source>NVIDIA GPUs</source>
        <translation>GPU NVIDIA</translation>
    </message>
    <message>
        <source>GEMM</source>
        <translation>GEMM</translation>
    </message>
    <message>
        <source>memory bandwidth</source>
        <translation>bande passante mémoire</translation>
    </message>
    <message>
        <source>collectives</source>
        <translation>collectives</translation>
    </message>
    <message>
        <source>end-to-end training</source>
        <translation>entraînement de bout en bout</translation>
    </message>
    <message>
        <source>training throughput</source>
        <translation>débit d&apos;entraînement</translation>
    </message>
    <message>
        <source>inference</source>
        <translation>inférence</translation>
    </message>
    <message>
        <source>matrix fraction assumed (%1 from %2)</source>
        <extracomment>An assumed input of the step time: the matrix units&apos; achievable fraction of their peak at precision %1 is taken from the measured precision %2.</extracomment>
        <translation>fraction matricielle supposée (%1 d&apos;après %2)</translation>
    </message>
    <message>
        <source>peak clock assumed sustained</source>
        <translation>horloge de pointe supposée soutenue</translation>
    </message>
    <message>
        <source>GPU clock assumed</source>
        <translation>horloge GPU supposée</translation>
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
        <translation>tous les appareils (moins de %2 sur %1)</translation>
    </message>
    <message>
        <source>%1 — %2 rows on %3, %4 measurements (Help › Accuracy, docs/validation.md)</source>
        <extracomment>%1 the band (e.g. &quot;±17%&quot;), %2 the validation category (e.g. &quot;inference&quot;), %3 the devices (e.g. &quot;NVIDIA GPUs&quot;), %4 the number of measurements.</extracomment>
        <translation>%1 — lignes « %2 » sur %3, %4 mesures (Aide › Précision, docs/validation.md)</translation>
    </message>
    <message>
        <source>; widened ×%1: %2</source>
        <extracomment>Appended to a band&apos;s provenance: %1 the widening factor (e.g. &quot;2&quot;), %2 the assumed inputs.</extracomment>
        <translation> ; élargie ×%1 : %2</translation>
    </message>
    <message>
        <source>Uncertainty of %1: %2</source>
        <extracomment>%1 a metric&apos;s name (e.g. &quot;Step time&quot;), %2 its band (e.g. &quot;±17%&quot;).</extracomment>
        <translation>Incertitude de %1 : %2</translation>
    </message>
    <message>
        <source>training, eager PyTorch</source>
        <extracomment>A validation category: training steps run by PyTorch in eager mode (Hugging Face)</extracomment>
        <translation>entraînement, PyTorch en mode eager</translation>
    </message>
    <message>
        <source>AMD GPUs</source>
        <extracomment>The devices a band comes from, after &quot;on&quot;: &quot;inference rows on AMD GPUs&quot;</extracomment>
        <translation>GPU AMD</translation>
    </message>
    <message>
        <source>Google TPUs</source>
        <extracomment>The devices a band comes from, after &quot;on&quot;: &quot;inference rows on Google TPUs&quot;</extracomment>
        <translation>TPU Google</translation>
    </message>
    <message>
        <source>Intel accelerators</source>
        <extracomment>The devices a band comes from, after &quot;on&quot;: &quot;inference rows on Intel accelerators&quot;</extracomment>
        <translation>accélérateurs Intel</translation>
    </message>
    <message>
        <source>AWS accelerators</source>
        <extracomment>The devices a band comes from, after &quot;on&quot;: &quot;inference rows on AWS accelerators&quot;</extracomment>
        <translation>accélérateurs AWS</translation>
    </message>
    <message>
        <source>%1 devices</source>
        <extracomment>The devices of a vendor named in a user&apos;s device file, read after &quot;on&quot;: &quot;inference rows on Cerebras devices&quot;.</extracomment>
        <translation>appareils %1</translation>
    </message>
    <message>
        <source>long context (context parallel)</source>
        <extracomment>A validation category: training steps on long sequences split by context parallelism</extracomment>
        <translation>contexte long (parallélisme de contexte)</translation>
    </message>
    <message>
        <source>every device</source>
        <extracomment>Where a band comes from when the device names no vendor.</extracomment>
        <translation>tous les appareils</translation>
    </message>
</context>
<context>
    <name>DeveloperOptions</name>
    <message>
        <source>tensorscope: unknown option &apos;%1&apos;. Run &apos;tensorscope --help&apos; for usage.</source>
        <extracomment>%1 is the option as typed, e.g. --frobnicate</extracomment>
        <translation>tensorscope : option inconnue « %1 ». Lancez « tensorscope --help » pour l&apos;utilisation.</translation>
    </message>
    <message>
        <source>tensorscope: option &apos;%1&apos; needs a value.</source>
        <translation>tensorscope : l&apos;option « %1 » nécessite une valeur.</translation>
    </message>
    <message>
        <source>tensorscope: option &apos;--recover&apos; expects ask, yes or no, found &apos;%1&apos;.</source>
        <translation>tensorscope : l&apos;option « --recover » attend ask, yes ou no, trouvé « %1 ».</translation>
    </message>
    <message>
        <source>tensorscope: option &apos;%1&apos;: &apos;%2&apos; %3.</source>
        <translation>tensorscope : option « %1 » : « %2 » %3.</translation>
    </message>
</context>
<context>
    <name>DeviceDetails</name>
    <message>
        <source>Peak %1 (dense)</source>
        <translation>Crête %1 (dense)</translation>
    </message>
    <message>
        <source>%1 TFLOP/s</source>
        <translation>%1 TFLOP/s</translation>
    </message>
    <message>
        <source>Vector FP32</source>
        <translation>Vectoriel FP32</translation>
    </message>
    <message>
        <source>Boost clock</source>
        <translation>Fréquence boost</translation>
    </message>
    <message>
        <source>%1 MHz</source>
        <translation>%1 MHz</translation>
    </message>
    <message>
        <source>Sustained matrix clock</source>
        <translation>Fréquence soutenue sous charge matricielle</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Mémoire</translation>
    </message>
    <message>
        <source>Memory bandwidth</source>
        <translation>Bande passante mémoire</translation>
    </message>
    <message>
        <source>%1 TB/s</source>
        <translation>%1 To/s</translation>
    </message>
    <message>
        <source>On-chip %1</source>
        <translation>%1 sur puce</translation>
    </message>
    <message>
        <source>%1 MB</source>
        <translation>%1 Mo</translation>
    </message>
    <message>
        <source>SMs / CUs</source>
        <translation>SM / CU</translation>
    </message>
    <message>
        <source>Cores per chip</source>
        <translation>Cœurs par puce</translation>
    </message>
    <message>
        <source>Matrix units per core</source>
        <translation>Unités matricielles par cœur</translation>
    </message>
    <message>
        <source>Matrix unit</source>
        <translation>Unité matricielle</translation>
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
        <translation>Puissance au repos</translation>
    </message>
    <message>
        <source>Interconnect %1</source>
        <translation>Interconnexion %1</translation>
    </message>
    <message>
        <source>%1 GB/s per direction</source>
        <translation>%1 Go/s par sens</translation>
    </message>
    <message>
        <source>Price (%1)</source>
        <translation>Prix (%1)</translation>
    </message>
    <message>
        <source>$%1 / chip-hour</source>
        <translation>%1 $ / heure-puce</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Caractéristique</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Source</translation>
    </message>
    <message>
        <source>Price %1: %2, %3, observed %4</source>
        <translation>Prix %1 : %2, %3, relevé le %4</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Sources</translation>
    </message>
    <message>
        <source>Loaded from %1</source>
        <translation>Chargé depuis %1</translation>
    </message>
    <message>
        <source>%1 (%2–%3 W)</source>
        <translation>%1 (%2–%3 W)</translation>
    </message>
    <message>
        <source>Power, measured maximum</source>
        <translation>Puissance, maximum mesuré</translation>
    </message>
    <message>
        <source>Power, estimated</source>
        <translation>Puissance, estimée</translation>
    </message>
    <message>
        <source>Power, measured mean</source>
        <translation>Puissance, moyenne mesurée</translation>
    </message>
    <message>
        <source>Purchase (%1)</source>
        <extracomment>a purchase price in the device details: &quot;Purchase (list)&quot; or &quot;Purchase (reported)&quot;</extracomment>
        <translation>Prix d&apos;achat (%1)</translation>
    </message>
    <message>
        <source>$%1 a chip</source>
        <translation>%1 $ par puce</translation>
    </message>
    <message>
        <source>No rental price: %1</source>
        <translation>Pas de prix de location : %1</translation>
    </message>
    <message>
        <source>none in the catalog</source>
        <translation>aucun dans le catalogue</translation>
    </message>
    <message>
        <source>Purchase %1: %2, %3</source>
        <translation>Prix d&apos;achat %1 : %2, %3</translation>
    </message>
    <message>
        <source>%1 GiB %2</source>
        <translation>%1 Gio %2</translation>
    </message>
</context>
<context>
    <name>Diagnostic</name>
    <message>
        <source>a legal split of %1 chips</source>
        <translation>une répartition valide sur %1 puces</translation>
    </message>
    <message>
        <source>none (see the divisibility rules in docs/scaling.md)</source>
        <translation>aucune (voir les règles de divisibilité dans docs/scaling.md)</translation>
    </message>
    <message>
        <source>%1 more problems in this file, not listed</source>
        <translation>%1 autres problèmes dans ce fichier, non listés</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>un dossier</translation>
    </message>
    <message>
        <source>a special file (FIFO, device or socket)</source>
        <translation>un fichier spécial (FIFO, périphérique ou socket)</translation>
    </message>
    <message>
        <source>each key once in an object</source>
        <translation>chaque clé une fois dans un objet</translation>
    </message>
    <message>
        <source>key &quot;%1&quot; again (its last value is used)</source>
        <translation>clé « %1 » à nouveau (sa dernière valeur est utilisée)</translation>
    </message>
    <message>
        <source>%1 more duplicate keys</source>
        <translation>%1 autres clés en double</translation>
    </message>
    <message>
        <source>valid JSON</source>
        <translation>du JSON valide</translation>
    </message>
    <message>
        <source>a readable regular file</source>
        <translation>un fichier ordinaire lisible</translation>
    </message>
    <message>
        <source>at most %1 bytes</source>
        <translation>au plus %1 octets</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 octets</translation>
    </message>
    <message>
        <source>more</source>
        <translation>davantage</translation>
    </message>
    <message>
        <source>object</source>
        <translation>objet</translation>
    </message>
    <message>
        <source>array</source>
        <translation>tableau</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <source>number %1</source>
        <translation>nombre %1</translation>
    </message>
    <message>
        <source>string &quot;%1&quot;</source>
        <translation>chaîne « %1 »</translation>
    </message>
    <message>
        <source>string</source>
        <translation>chaîne</translation>
    </message>
    <message>
        <source>string of at most %1 characters</source>
        <translation>chaîne d’au plus %1 caractères</translation>
    </message>
    <message>
        <source>string of %1 characters</source>
        <translation>chaîne de %1 caractères</translation>
    </message>
    <message>
        <source>one of %1</source>
        <translation>l’un de %1</translation>
    </message>
    <message>
        <source>number</source>
        <translation>nombre</translation>
    </message>
    <message>
        <source>number &gt; 0</source>
        <translation>nombre &gt; 0</translation>
    </message>
    <message>
        <source>number &gt;= 0</source>
        <translation>nombre &gt;= 0</translation>
    </message>
    <message>
        <source>integer in [%1, %2]</source>
        <translation>entier dans [%1, %2]</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true ou false</translation>
    </message>
    <message>
        <source>array of at most %1 entries</source>
        <translation>tableau d’au plus %1 éléments</translation>
    </message>
    <message>
        <source>array of %1 entries</source>
        <translation>tableau de %1 éléments</translation>
    </message>
    <message>
        <source>a known field</source>
        <translation>un champ connu</translation>
    </message>
    <message>
        <source>unknown key &quot;%1&quot;</source>
        <translation>clé inconnue « %1 »</translation>
    </message>
    <message>
        <source>known fields</source>
        <translation>des champs connus</translation>
    </message>
    <message>
        <source>%1 more unknown keys</source>
        <translation>%1 autres clés inconnues</translation>
    </message>
    <message>
        <source>at most %1</source>
        <translation>au plus %1</translation>
    </message>
    <message>
        <source>string, or object of strings keyed by language (%1)</source>
        <translation>chaîne, ou objet de chaînes par langue (%1)</translation>
    </message>
    <message>
        <source>a language: %1</source>
        <translation>une langue : %1</translation>
    </message>
    <message>
        <source>languages</source>
        <translation>des langues</translation>
    </message>
    <message>
        <source>the id of a device loaded earlier or in this file</source>
        <translation>l’identifiant d’un appareil chargé plus tôt ou dans ce fichier</translation>
    </message>
    <message>
        <source>a base device that loads</source>
        <translation>un appareil de base qui se charge</translation>
    </message>
    <message>
        <source>&quot;%1&quot;, which failed to load</source>
        <translation>« %1 », qui n’a pas pu être chargé</translation>
    </message>
    <message>
        <source>a base chain of at most %1 links</source>
        <translation>une chaîne de bases d’au plus %1 maillons</translation>
    </message>
    <message>
        <source>%1 links from &quot;%2&quot;</source>
        <translation>%1 maillons depuis « %2 »</translation>
    </message>
    <message>
        <source>a base chain that ends at a complete device</source>
        <translation>une chaîne de bases qui se termine par un appareil complet</translation>
    </message>
    <message>
        <source>cycle %1</source>
        <translation>cycle %1</translation>
    </message>
    <message>
        <source>object with schema_version and devices</source>
        <translation>objet avec schema_version et devices</translation>
    </message>
    <message>
        <source>schema_version &lt;= %1</source>
        <translation>schema_version &lt;= %1</translation>
    </message>
    <message>
        <source>a non-empty id</source>
        <translation>un identifiant non vide</translation>
    </message>
    <message>
        <source>an id not already used at %1</source>
        <translation>un identifiant pas déjà utilisé en %1</translation>
    </message>
    <message>
        <source>a plausible value in [%1, %2]</source>
        <translation>une valeur plausible dans [%1, %2]</translation>
    </message>
    <message>
        <source>a precision (%1)</source>
        <translation>une précision (%1)</translation>
    </message>
    <message>
        <source>key &quot;%1&quot;</source>
        <translation>clé « %1 »</translation>
    </message>
    <message>
        <source>at least one precision</source>
        <translation>au moins une précision</translation>
    </message>
    <message>
        <source>an empty object</source>
        <translation>un objet vide</translation>
    </message>
    <message>
        <source>&quot;measured&quot; or &quot;estimated&quot; with max_w</source>
        <translation>&quot;measured&quot; ou &quot;estimated&quot; avec max_w</translation>
    </message>
    <message>
        <source>%1 with basis &quot;%2&quot;</source>
        <translation>%1 avec basis &quot;%2&quot;</translation>
    </message>
    <message>
        <source>at most %1 (%2)</source>
        <translation>au plus %1 (%2)</translation>
    </message>
    <message>
        <source>a fraction of the peak in (0, 1]</source>
        <translation>une fraction du pic dans (0, 1]</translation>
    </message>
    <message>
        <source>at most the peak&apos;s clock (%1 MHz)</source>
        <translation>au plus l’horloge du pic (%1 MHz)</translation>
    </message>
    <message>
        <source>at most boost_mhz (%1)</source>
        <translation>au plus boost_mhz (%1)</translation>
    </message>
    <message>
        <source>either capacity_gb or capacity_gib</source>
        <translation>soit capacity_gb, soit capacity_gib</translation>
    </message>
    <message>
        <source>both</source>
        <translation>les deux</translation>
    </message>
    <message>
        <source>capacity_gb (1e9 bytes) or capacity_gib (2^30 bytes)</source>
        <translation>capacity_gb (1e9 octets) ou capacity_gib (2^30 octets)</translation>
    </message>
    <message>
        <source>array of objects</source>
        <translation>tableau d’objets</translation>
    </message>
    <message>
        <source>element %1: %2</source>
        <translation>élément %1 : %2</translation>
    </message>
    <message>
        <source>an MMA shape like &quot;m16n8k16&quot;</source>
        <translation>une forme MMA comme &quot;m16n8k16&quot;</translation>
    </message>
    <message>
        <source>warp_size × max_warps_per_sm = %1</source>
        <translation>warp_size × max_warps_per_sm = %1</translation>
    </message>
    <message>
        <source>array of strings like &quot;4x4x4&quot;</source>
        <translation>tableau de chaînes comme &quot;4x4x4&quot;</translation>
    </message>
    <message>
        <source>a per-step latency of at most 1000 us</source>
        <translation>une latence par étape d’au plus 1000 us</translation>
    </message>
    <message>
        <source>a fraction of the link rate in (0, 1]</source>
        <translation>une fraction du débit du lien dans (0, 1]</translation>
    </message>
    <message>
        <source>at most %1 USD per chip-hour</source>
        <translation>au plus %1 USD par puce-heure</translation>
    </message>
    <message>
        <source>at most %1 USD per chip</source>
        <translation>au plus %1 USD par puce</translation>
    </message>
    <message>
        <source>at least one source</source>
        <translation>au moins une source</translation>
    </message>
    <message>
        <source>an empty array</source>
        <translation>un tableau vide</translation>
    </message>
    <message>
        <source>array of strings</source>
        <translation>tableau de chaînes</translation>
    </message>
    <message>
        <source>an id of 1 to %1 letters, digits, &apos;.&apos;, &apos;_&apos;, &apos;+&apos; or &apos;-&apos;</source>
        <translation>un identifiant de 1 à %1 lettres, chiffres, &apos;.&apos;, &apos;_&apos;, &apos;+&apos; ou &apos;-&apos;</translation>
    </message>
    <message>
        <source>1 (experts in every layer after the dense ones)</source>
        <translation>1 (experts dans chaque couche après les couches denses)</translation>
    </message>
    <message>
        <source>at most n_routed_experts (%1)</source>
        <translation>au plus n_routed_experts (%1)</translation>
    </message>
    <message>
        <source>the main model only</source>
        <translation>le modèle principal seulement</translation>
    </message>
    <message>
        <source>%1 multi-token prediction module(s), not counted (the published totals leave them out too)</source>
        <translation>%1 module(s) de prédiction multi-jetons, non comptés (les totaux publiés les omettent aussi)</translation>
    </message>
    <message>
        <source>at most num_local_experts (%1)</source>
        <translation>au plus num_local_experts (%1)</translation>
    </message>
    <message>
        <source>a multiple of num_attention_heads (%1), or a head_dim</source>
        <translation>un multiple de num_attention_heads (%1), ou un head_dim</translation>
    </message>
    <message>
        <source>a divisor of num_attention_heads (%1)</source>
        <translation>un diviseur de num_attention_heads (%1)</translation>
    </message>
    <message>
        <source>SiLU gating (the same three matrices and FLOPs)</source>
        <translation>porte SiLU (les mêmes trois matrices et FLOPs)</translation>
    </message>
    <message>
        <source>GELU gating (GeGLU), modeled as SwiGLU</source>
        <translation>porte GELU (GeGLU), modélisée comme SwiGLU</translation>
    </message>
    <message>
        <source>integer &gt;= 1</source>
        <translation>entier &gt;= 1</translation>
    </message>
    <message>
        <source>integer &gt;= 1 (or 0 for the workload&apos;s)</source>
        <translation>entier &gt;= 1 (ou 0 pour celui de la charge de travail)</translation>
    </message>
    <message>
        <source>0, 1, 2 or 3</source>
        <translation>0, 1, 2 ou 3</translation>
    </message>
    <message>
        <source>1: only transformers are split by tensor, pipeline, context or expert parallelism</source>
        <translation>1 : seuls les transformers sont répartis par parallélisme de tenseur, de pipeline, de contexte ou d’experts</translation>
    </message>
    <message>
        <source>a divisor of the %1 attention heads</source>
        <translation>un diviseur des %1 têtes d’attention</translation>
    </message>
    <message>
        <source>a divisor or multiple of the %1 KV heads</source>
        <translation>un diviseur ou multiple des %1 têtes KV</translation>
    </message>
    <message>
        <source>a divisor of the %1 KV heads</source>
        <translation>un diviseur des %1 têtes KV</translation>
    </message>
    <message>
        <source>a divisor of the MLP width %1</source>
        <translation>un diviseur de la largeur du MLP %1</translation>
    </message>
    <message>
        <source>a divisor of the %1 layers</source>
        <translation>un diviseur des %1 couches</translation>
    </message>
    <message>
        <source>pp x virtual stages dividing the %1 layers</source>
        <translation>pp x étages virtuels divisant les %1 couches</translation>
    </message>
    <message>
        <source>a divisor of both the %1 experts and dp %2</source>
        <translation>un diviseur à la fois des %1 experts et de dp %2</translation>
    </message>
    <message>
        <source>1 for a decode step (context parallelism splits the tokens of a training step or a prefill)</source>
        <translation>1 pour une étape de décodage (le parallélisme de contexte répartit les jetons d’une étape d’entraînement ou de préremplissage)</translation>
    </message>
    <message>
        <source>%1 dividing the sequence length %2</source>
        <translation>%1 divisant la longueur de séquence %2</translation>
    </message>
    <message>
        <source>dp x micro-batch (%1 x %2) dividing the global batch %3</source>
        <translation>dp x micro-lot (%1 x %2) divisant le lot global %3</translation>
    </message>
    <message>
        <source>remainder %1</source>
        <translation>reste %1</translation>
    </message>
    <message>
        <source>a divisor of the batch %1</source>
        <translation>un diviseur du lot %1</translation>
    </message>
    <message>
        <source>0 for inference (ZeRO shards training state)</source>
        <translation>0 pour l’inférence (ZeRO répartit l’état d’entraînement)</translation>
    </message>
    <message>
        <source>sizes whose FLOPs, bytes and parameters fit 64-bit integers</source>
        <translation>des tailles dont les FLOPs, octets et paramètres tiennent sur des entiers 64 bits</translation>
    </message>
    <message>
        <source>overflow in %1</source>
        <translation>dépassement dans %1</translation>
    </message>
    <message>
        <source>integer in [1, %1]</source>
        <translation>entier dans [1, %1]</translation>
    </message>
    <message>
        <source>a probability from 0 to 1</source>
        <translation>une probabilité de 0 à 1</translation>
    </message>
    <message>
        <source>seconds from 0 to 86400</source>
        <translation>secondes de 0 à 86400</translation>
    </message>
    <message>
        <source>&quot;recompute&quot;: &quot;custom&quot; beside it</source>
        <translation>&quot;recompute&quot;: &quot;custom&quot; à côté</translation>
    </message>
    <message>
        <source>each tensor&apos;s placement for &quot;recompute&quot;: &quot;custom&quot;</source>
        <translation>le placement de chaque tenseur pour &quot;recompute&quot;: &quot;custom&quot;</translation>
    </message>
    <message>
        <source>the placement of query_proj (q, k and v are kept together)</source>
        <translation>le placement de query_proj (q, k et v restent ensemble)</translation>
    </message>
    <message>
        <source>&quot;device&quot; or &quot;offload&quot; (recomputation starts from it)</source>
        <translation>&quot;device&quot; ou &quot;offload&quot; (le recalcul part de là)</translation>
    </message>
    <message>
        <source>integer &gt; 0</source>
        <translation>entier &gt; 0</translation>
    </message>
    <message>
        <source>a positive number</source>
        <translation>un nombre positif</translation>
    </message>
    <message>
        <source>a divisor of hidden (%1)</source>
        <translation>un diviseur de hidden (%1)</translation>
    </message>
    <message>
        <source>a divisor of heads (%1)</source>
        <translation>un diviseur de heads (%1)</translation>
    </message>
    <message>
        <source>at most experts (%1)</source>
        <translation>au plus experts (%1)</translation>
    </message>
    <message>
        <source>integer &gt;= 0</source>
        <translation>entier &gt;= 0</translation>
    </message>
    <message>
        <source>at most layers (%1)</source>
        <translation>au plus layers (%1)</translation>
    </message>
    <message>
        <source>a sliding_window to go with it</source>
        <translation>un sliding_window qui l’accompagne</translation>
    </message>
    <message>
        <source>more than one expert with shared_experts, expert_ffn or dense_layers</source>
        <translation>plus d’un expert avec shared_experts, expert_ffn ou dense_layers</translation>
    </message>
    <message>
        <source>fewer than layers (%1), so that some layers have experts</source>
        <translation>moins que layers (%1), pour que certaines couches aient des experts</translation>
    </message>
    <message>
        <source>integer &gt; 0 with kv_lora_rank (the decoupled rotary key)</source>
        <translation>entier &gt; 0 avec kv_lora_rank (la clé rotative découplée)</translation>
    </message>
    <message>
        <source>integer &gt; 0 with kv_lora_rank</source>
        <translation>entier &gt; 0 avec kv_lora_rank</translation>
    </message>
    <message>
        <source>the per-head width of q and k without the rotary part, with kv_lora_rank</source>
        <translation>la largeur par tête de q et k sans la partie rotative, avec kv_lora_rank</translation>
    </message>
    <message>
        <source>heads (%1): latent attention gives every head its keys</source>
        <translation>heads (%1) : l’attention latente donne à chaque tête ses clés</translation>
    </message>
    <message>
        <source>integer &gt; 0 with q_lora_rank, rope_head_dim or value_head_dim (latent attention)</source>
        <translation>entier &gt; 0 avec q_lora_rank, rope_head_dim ou value_head_dim (attention latente)</translation>
    </message>
    <message>
        <source>at most max_positions (%1) tokens with learned positions</source>
        <translation>au plus max_positions (%1) jetons avec des positions apprises</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation>%1 jetons</translation>
    </message>
    <message>
        <source>1, or more for a decode step (speculative verification)</source>
        <translation>1, ou plus pour une étape de décodage (vérification spéculative)</translation>
    </message>
    <message>
        <source>training or prefill for an encoder (decode needs a causal model)</source>
        <translation>entraînement ou préremplissage pour un encodeur (le décodage exige un modèle causal)</translation>
    </message>
    <message>
        <source>at most the padded input (%1×%2)</source>
        <translation>au plus l’entrée complétée (%1×%2)</translation>
    </message>
    <message>
        <source>adapters for a training step (fine-tuning)</source>
        <translation>des adaptateurs pour une étape d’entraînement (affinage)</translation>
    </message>
    <message>
        <source>rank %1 in a %2 step</source>
        <translation>rang %1 dans une étape %2</translation>
    </message>
    <message>
        <source>adapters on a transformer&apos;s linear layers</source>
        <translation>des adaptateurs sur les couches linéaires d’un transformer</translation>
    </message>
    <message>
        <source>rank %1 on another model</source>
        <translation>rang %1 sur un autre modèle</translation>
    </message>
    <message>
        <source>at most hidden (%1)</source>
        <translation>au plus hidden (%1)</translation>
    </message>
    <message>
        <source>adapters on the attention, the MLP or both</source>
        <translation>des adaptateurs sur l’attention, le MLP ou les deux</translation>
    </message>
    <message>
        <source>neither</source>
        <translation>ni l’un ni l’autre</translation>
    </message>
    <message>
        <source>a storage precision (fp32, bf16, fp16, fp8, int8, int4)</source>
        <translation>une précision de stockage (fp32, bf16, fp16, fp8, int8, int4)</translation>
    </message>
    <message>
        <source>a KV-cache precision for prefill or decode only</source>
        <translation>une précision de cache KV pour le préremplissage ou le décodage seulement</translation>
    </message>
    <message>
        <source>&quot;%1&quot; in a training step</source>
        <translation>« %1 » dans une étape d’entraînement</translation>
    </message>
    <message>
        <source>speculative decoding with static batching (continuous batching with a draft is not modelled)</source>
        <translation>décodage spéculatif avec lots statiques (les lots continus avec brouillon ne sont pas modélisés)</translation>
    </message>
    <message>
        <source>draft &quot;%1&quot; with continuous batching</source>
        <translation>brouillon « %1 » avec lots continus</translation>
    </message>
    <message>
        <source>0 (no chunking) or at least 2 tokens a step</source>
        <translation>0 (sans découpage) ou au moins 2 jetons par étape</translation>
    </message>
    <message>
        <source>int4 weights for prefill or decode only (weight-only quantization)</source>
        <translation>des poids int4 pour le préremplissage ou le décodage seulement (quantification des poids seuls)</translation>
    </message>
    <message>
        <source>a divisor of global_batch (%1)</source>
        <translation>un diviseur de global_batch (%1)</translation>
    </message>
    <message>
        <source>at least one stage</source>
        <translation>au moins un étage</translation>
    </message>
    <message>
        <source>empty array</source>
        <translation>tableau vide</translation>
    </message>
    <message>
        <source>at least 32 pixels (five stride-2 stages)</source>
        <translation>au moins 32 pixels (cinq étages de pas 2)</translation>
    </message>
    <message>
        <source>at least one layer</source>
        <translation>au moins une couche</translation>
    </message>
    <message>
        <source>at least one operator</source>
        <translation>au moins un opérateur</translation>
    </message>
    <message>
        <source>training or prefill (decode needs a causal transformer)</source>
        <translation>entraînement ou préremplissage (le décodage exige un transformer causal)</translation>
    </message>
    <message>
        <source>an integer from 1 to %1</source>
        <translation>un entier de 1 à %1</translation>
    </message>
    <message>
        <source>a number above 0 and at most %1</source>
        <translation>un nombre supérieur à 0 et au plus %1</translation>
    </message>
    <message>
        <source>a split of %1 chips the workload allows</source>
        <translation>une répartition sur %1 puces que la charge de travail permet</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>a readable CSV file</source>
        <translation>un fichier CSV lisible</translation>
    </message>
    <message>
        <source>a larger file</source>
        <translation>un fichier plus grand</translation>
    </message>
    <message>
        <source>the header arrival_s,prompt_tokens,output_tokens</source>
        <translation>l’en-tête arrival_s,prompt_tokens,output_tokens</translation>
    </message>
    <message>
        <source>at most %1 requests</source>
        <translation>au plus %1 requêtes</translation>
    </message>
    <message>
        <source>more rows</source>
        <translation>davantage de lignes</translation>
    </message>
    <message>
        <source>3 fields (arrival_s,prompt_tokens,output_tokens)</source>
        <translation>3 champs (arrival_s,prompt_tokens,output_tokens)</translation>
    </message>
    <message>
        <source>%1 fields</source>
        <translation>%1 champs</translation>
    </message>
    <message>
        <source>seconds from 0 to %1</source>
        <translation>secondes de 0 à %1</translation>
    </message>
    <message>
        <source>a whole number of tokens from 1 to %1</source>
        <translation>un nombre entier de jetons de 1 à %1</translation>
    </message>
    <message>
        <source>an empty file</source>
        <translation>un fichier vide</translation>
    </message>
    <message>
        <source>at least one request</source>
        <translation>au moins une requête</translation>
    </message>
    <message>
        <source>an empty field</source>
        <translation>un champ vide</translation>
    </message>
    <message>
        <source>a closing double quote</source>
        <translation>un guillemet double fermant</translation>
    </message>
    <message>
        <source>the end of the file</source>
        <translation>la fin du fichier</translation>
    </message>
    <message>
        <source>a header line</source>
        <translation>une ligne d’en-tête</translation>
    </message>
    <message>
        <source>%1 fields, as the header has</source>
        <translation>%1 champs, comme l’en-tête</translation>
    </message>
    <message>
        <source>a column &quot;%1&quot; in the header</source>
        <translation>une colonne « %1 » dans l’en-tête</translation>
    </message>
    <message>
        <source>a value</source>
        <translation>une valeur</translation>
    </message>
    <message>
        <source>a number &gt; 0</source>
        <translation>un nombre &gt; 0</translation>
    </message>
    <message>
        <source>a whole number from %1 to %2</source>
        <translation>un nombre entier de %1 à %2</translation>
    </message>
    <message>
        <source>exactly one of %1</source>
        <translation>exactement un parmi %1</translation>
    </message>
    <message>
        <source>an id of the measurement files</source>
        <translation>un identifiant des fichiers de mesures</translation>
    </message>
    <message>
        <source>a row either rebuilt or not expressible</source>
        <translation>une ligne soit reconstruite, soit non exprimable</translation>
    </message>
    <message>
        <source>both for %1</source>
        <translation>les deux pour %1</translation>
    </message>
    <message>
        <source>an id no other row has</source>
        <translation>un identifiant qu’aucune autre ligne n’a</translation>
    </message>
    <message>
        <source>bytes / time_us / 1000 = %1</source>
        <translation>bytes / time_us / 1000 = %1</translation>
    </message>
    <message>
        <source>an XLA element type such as F32 or BF16</source>
        <translation>un type d’élément XLA comme F32 ou BF16</translation>
    </message>
    <message>
        <source>shape_elems x %1 bytes = %2</source>
        <translation>shape_elems x %1 octets = %2</translation>
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
        <translation>un identifiant qu’aucun fichier de mesures précédent n’a</translation>
    </message>
    <message>
        <source>a &quot;workload&quot; object or a &quot;preset&quot; id</source>
        <translation>un objet &quot;workload&quot; ou un identifiant &quot;preset&quot;</translation>
    </message>
    <message>
        <source>%1 to %2 choices</source>
        <translation>de %1 à %2 choix</translation>
    </message>
    <message>
        <source>1 choice</source>
        <translation>1 choix</translation>
    </message>
    <message>
        <source>%1 choices</source>
        <translation>%1 choix</translation>
    </message>
    <message>
        <source>each device once</source>
        <translation>chaque appareil une fois</translation>
    </message>
    <message>
        <source>%1 again</source>
        <translation>%1 à nouveau</translation>
    </message>
    <message>
        <source>one of the scene&apos;s devices: %1</source>
        <translation>l’un des appareils de la scène : %1</translation>
    </message>
    <message>
        <source>at least one device id</source>
        <translation>au moins un identifiant d’appareil</translation>
    </message>
    <message>
        <source>device id (non-empty string)</source>
        <translation>identifiant d’appareil (chaîne non vide)</translation>
    </message>
    <message>
        <source>device id of at most %1 characters</source>
        <translation>identifiant d’appareil d’au plus %1 caractères</translation>
    </message>
    <message>
        <source>a device id of the catalog</source>
        <translation>un identifiant d’appareil du catalogue</translation>
    </message>
    <message>
        <source>cycles per second from 1 to 10000000</source>
        <translation>cycles par seconde de 1 à 10000000</translation>
    </message>
    <message>
        <source>scalar</source>
        <translation>scalaire</translation>
    </message>
    <message>
        <source>at least one scene</source>
        <translation>au moins une scène</translation>
    </message>
    <message>
        <source>the file cannot be read</source>
        <translation>le fichier ne peut pas être lu</translation>
    </message>
    <message>
        <source>the file is not well formed</source>
        <translation>le fichier est mal formé</translation>
    </message>
    <message>
        <source>a required field is missing</source>
        <translation>un champ obligatoire manque</translation>
    </message>
    <message>
        <source>a value has the wrong type</source>
        <translation>une valeur a le mauvais type</translation>
    </message>
    <message>
        <source>a number is not greater than zero</source>
        <translation>un nombre n’est pas supérieur à zéro</translation>
    </message>
    <message>
        <source>a number is negative</source>
        <translation>un nombre est négatif</translation>
    </message>
    <message>
        <source>a number is not finite</source>
        <translation>un nombre n’est pas fini</translation>
    </message>
    <message>
        <source>a value is out of range</source>
        <translation>une valeur est hors limites</translation>
    </message>
    <message>
        <source>a value is not one of those allowed</source>
        <translation>une valeur ne fait pas partie de celles permises</translation>
    </message>
    <message>
        <source>an id is used twice</source>
        <translation>un identifiant est utilisé deux fois</translation>
    </message>
    <message>
        <source>a reference names nothing that exists</source>
        <translation>une référence ne désigne rien d’existant</translation>
    </message>
    <message>
        <source>references form a cycle</source>
        <translation>des références forment un cycle</translation>
    </message>
    <message>
        <source>sizes too large to compute with</source>
        <translation>des tailles trop grandes pour calculer</translation>
    </message>
    <message>
        <source>values contradict each other</source>
        <translation>des valeurs se contredisent</translation>
    </message>
    <message>
        <source>an unknown field</source>
        <translation>un champ inconnu</translation>
    </message>
    <message>
        <source>a key is given twice</source>
        <translation>une clé est donnée deux fois</translation>
    </message>
    <message>
        <source>more problems</source>
        <translation>d’autres problèmes</translation>
    </message>
    <message>
        <source>line %1, column %2, %3</source>
        <translation>ligne %1, colonne %2, %3</translation>
    </message>
    <message>
        <source>line %1, %2</source>
        <extracomment>%1 a line of a CSV file, %2 the name of its column</extracomment>
        <translation>ligne %1, %2</translation>
    </message>
    <message>
        <source>line %1, column %2</source>
        <translation>ligne %1, colonne %2</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>ligne %1</translation>
    </message>
    <message>
        <source>%1: expected %2, found %3</source>
        <extracomment>%1 where in the file (a JSON path like $.devices[2].name, or a line), %2 what the program needs there, %3 what the file has</extracomment>
        <translation>%1 : attendu %2, trouvé %3</translation>
    </message>
    <message>
        <source>%1: expected %2</source>
        <translation>%1 : attendu %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: %2</source>
        <extracomment>%1 a file name, %2 a problem found in it</extracomment>
        <translation>&apos;%1&apos; : %2</translation>
    </message>
    <message>
        <source>the file is newer than this program understands</source>
        <translation>le fichier est plus récent que ce que ce programme comprend</translation>
    </message>
    <message>
        <source>a serving engine for prefill or decode only</source>
        <translation>un moteur de service pour le préremplissage ou le décodage seulement</translation>
    </message>
    <message>
        <source>%1 at most %2 chips</source>
        <translation>%1 au plus %2 puces</translation>
    </message>
    <message>
        <source>%1 of at most %2 chips</source>
        <translation>%1 d’au plus %2 puces</translation>
    </message>
</context>
<context>
    <name>ExecutionModel</name>
    <message>
        <source>Vector units</source>
        <translation>Unités vectorielles</translation>
    </message>
    <message>
        <source>FLOPs at the vector rate (CUDA cores, or the VPU lanes of a systolic chip)</source>
        <translation>FLOPs au débit vectoriel (cœurs CUDA, ou voies VPU d&apos;une puce systolique)</translation>
    </message>
    <message>
        <source>Serving attention</source>
        <translation>Attention de service</translation>
    </message>
    <message>
        <source>Paged, split-KV attention as serving engines run it: the larger of the KV cache&apos;s bytes at the achievable bandwidth and the FLOPs at the fused-attention rate</source>
        <translation>Attention paginée à KV découpé, telle que l’exécutent les moteurs de service : le plus grand des octets du cache KV à la bande passante atteignable et des FLOPs au débit de l’attention fusionnée</translation>
    </message>
    <message>
        <source>tile quantization</source>
        <translation>quantification en tuiles</translation>
    </message>
    <message>
        <source>Edges of the matrices fill their last CTA tiles only partly.</source>
        <translation>Les bords des matrices ne remplissent qu&apos;en partie leurs dernières tuiles de CTA.</translation>
    </message>
    <message>
        <source>wave quantization</source>
        <translation>quantification en vagues</translation>
    </message>
    <message>
        <source>The tiles run in waves over the SMs; the last wave is partly empty.</source>
        <translation>Les tuiles s&apos;exécutent en vagues sur les SM ; la dernière vague est en partie vide.</translation>
    </message>
    <message>
        <source>K alignment</source>
        <translation>alignement de K</translation>
    </message>
    <message>
        <source>K is padded to whole slabs of the MMA instruction&apos;s depth.</source>
        <translation>K est complété jusqu&apos;à des tranches entières de la profondeur de l&apos;instruction MMA.</translation>
    </message>
    <message>
        <source>shared-memory staging</source>
        <translation>passage par la mémoire partagée</translation>
    </message>
    <message>
        <source>Small tiles read operands faster than the shared-memory banks deliver them.</source>
        <translation>Les petites tuiles lisent les opérandes plus vite que les bancs de mémoire partagée ne les fournissent.</translation>
    </message>
    <message>
        <source>sustained clock</source>
        <translation>fréquence soutenue</translation>
    </message>
    <message>
        <source>Under a dense load the chip delivers this fraction of its quoted peak.</source>
        <translation>Sous une charge dense, la puce fournit cette fraction de sa crête annoncée.</translation>
    </message>
    <message>
        <source>CTA tile rows</source>
        <translation>lignes de la tuile de CTA</translation>
    </message>
    <message>
        <source>CTA tile columns</source>
        <translation>colonnes de la tuile de CTA</translation>
    </message>
    <message>
        <source>split-K</source>
        <translation>split-K</translation>
    </message>
    <message>
        <source>waves</source>
        <translation>vagues</translation>
    </message>
    <message>
        <source>Tiled GEMM on streaming multiprocessors</source>
        <translation>GEMM en tuiles sur multiprocesseurs de streaming</translation>
    </message>
    <message>
        <source>waves × CTA FLOPs ÷ per-SM sustained rate, or operand delivery through L2 if slower, plus the pipeline&apos;s first-load latency</source>
        <translation>vagues × FLOPs par CTA ÷ débit soutenu par SM, ou la livraison des opérandes via L2 si elle est plus lente, plus la latence des premiers chargements du pipeline</translation>
    </message>
    <message>
        <source>Ideal roofline</source>
        <translation>Roofline idéal</translation>
    </message>
    <message>
        <source>padding</source>
        <translation>remplissage (padding)</translation>
    </message>
    <message>
        <source>The unused rows and columns of the last folds of the matrix unit.</source>
        <translation>Les lignes et colonnes inutilisées des derniers replis de l&apos;unité matricielle.</translation>
    </message>
    <message>
        <source>fill and drain</source>
        <translation>remplissage et vidage</translation>
    </message>
    <message>
        <source>Each fold waits for operands to ripple into the array and results to ripple out.</source>
        <translation>Chaque repli attend que les opérandes se propagent dans le réseau et que les résultats en ressortent.</translation>
    </message>
    <message>
        <source>distribution over units</source>
        <translation>répartition sur les unités</translation>
    </message>
    <message>
        <source>The folds do not divide evenly over the chip&apos;s matrix units.</source>
        <translation>Les replis ne se répartissent pas également sur les unités matricielles de la puce.</translation>
    </message>
    <message>
        <source>folds</source>
        <translation>replis</translation>
    </message>
    <message>
        <source>Folds on systolic matrix units</source>
        <translation>Replis sur des unités matricielles systoliques</translation>
    </message>
    <message>
        <source>folds per matrix unit × cycles per fold (SCALE-Sim&apos;s closed form) ÷ clock ÷ sustained fraction</source>
        <translation>replis par unité matricielle × cycles par repli (forme close de SCALE-Sim) ÷ horloge ÷ fraction soutenue</translation>
    </message>
    <message>
        <source>main-loop floor</source>
        <translation>plancher de la boucle principale</translation>
    </message>
    <message>
        <source>Each K-slab of a CTA&apos;s main loop takes a minimum number of cycles (operands landing, barrier, MMA issue); small tiles do less work than that in it.</source>
        <translation>Chaque tranche K de la boucle principale d’un CTA prend un nombre minimal de cycles (arrivée des opérandes, barrière, émission des MMA) ; les petites tuiles y font moins de travail.</translation>
    </message>
    <message>
        <source>FLOPs ÷ (the quoted peak × its sustained fraction): no published geometry, so no other losses are modelled</source>
        <translation>FLOPs ÷ (crête annoncée × sa fraction soutenue) : aucune géométrie publiée, donc aucune autre perte n’est modélisée</translation>
    </message>
    <message>
        <source>FP32 promotion</source>
        <translation>Promotion FP32</translation>
    </message>
    <message>
        <source>FP8 gradients: the CUDA cores add the partial sums into FP32 every few MMAs, and the tensor cores wait.</source>
        <translation>Gradients FP8 : les cœurs CUDA ajoutent les sommes partielles en FP32 toutes les quelques MMA, et les cœurs tensoriels attendent.</translation>
    </message>
</context>
<context>
    <name>Explanation</name>
    <message>
        <source>%1 days</source>
        <translation>%1 jours</translation>
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
        <translation>Durée d&apos;un pas</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>Débit</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Mémoire</translation>
    </message>
    <message>
        <source>$ / M tokens</source>
        <translation>$ / M jetons</translation>
    </message>
    <message>
        <source>$ / run</source>
        <translation>$ / exécution</translation>
    </message>
    <message>
        <source>Energy / run</source>
        <translation>Énergie / exécution</translation>
    </message>
    <message>
        <source>CO₂ / run</source>
        <translation>CO₂ / exécution</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation>jetons/s</translation>
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
        <translation>%1 jetons/s</translation>
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
        <translation>pas de prix</translation>
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
        <translation>Le catalogue n&apos;indique pas la puissance au repos de cet appareil : le repos est supposé être une fraction fixe du TDP.</translation>
    </message>
    <message>
        <source>No measured clock under a matrix load is sourced: the quoted peak is assumed sustained, which flatters the device.</source>
        <translation>Aucune mesure sourcée de la fréquence sous charge matricielle : la crête annoncée est supposée soutenue, ce qui avantage l&apos;appareil.</translation>
    </message>
    <message>
        <source>The device has no rate for the requested precision: ran as %1.</source>
        <translation>L&apos;appareil n&apos;a pas de débit pour la précision demandée : exécuté en %1.</translation>
    </message>
    <message>
        <source>The catalog has no &apos;%1&apos; price for this device: costs are not estimated.</source>
        <translation>Le catalogue n&apos;a pas de prix « %1 » pour cet appareil : les coûts ne sont pas estimés.</translation>
    </message>
    <message>
        <source>step = Σ over operators of count × (overhead + max(compute, memory, communication))</source>
        <translation>pas = Σ sur les opérateurs de nombre × (surcoût + max(calcul, mémoire, communication))</translation>
    </message>
    <message>
        <source>spent compute-bound</source>
        <translation>passé limité par le calcul</translation>
    </message>
    <message>
        <source>spent memory-bound</source>
        <translation>passé limité par la mémoire</translation>
    </message>
    <message>
        <source>spent on communication</source>
        <translation>passé en communication</translation>
    </message>
    <message>
        <source>launch / dispatch overhead</source>
        <translation>surcoût de lancement / répartition</translation>
    </message>
    <message>
        <source>operators</source>
        <translation>opérateurs</translation>
    </message>
    <message>
        <source>throughput = tokens per step ÷ step time</source>
        <translation>débit = jetons par pas ÷ durée d&apos;un pas</translation>
    </message>
    <message>
        <source>tokens per step</source>
        <translation>jetons par pas</translation>
    </message>
    <message>
        <source>step time</source>
        <translation>durée d&apos;un pas</translation>
    </message>
    <message>
        <source>MFU = model FLOPs per step ÷ (step time × peak)</source>
        <translation>MFU = FLOPs du modèle par pas ÷ (durée d&apos;un pas × crête)</translation>
    </message>
    <message>
        <source>model FLOPs per step</source>
        <translation>FLOPs du modèle par pas</translation>
    </message>
    <message>
        <source>peak</source>
        <translation>crête</translation>
    </message>
    <message>
        <source>%1FLOP/s</source>
        <translation>%1FLOP/s</translation>
    </message>
    <message>
        <source>footprint = weights + gradients + optimizer state + activations + KV cache + workspace</source>
        <translation>empreinte = poids + gradients + état de l&apos;optimiseur + activations + cache KV + espace de travail</translation>
    </message>
    <message>
        <source>weights</source>
        <translation>poids</translation>
    </message>
    <message>
        <source>%1B</source>
        <translation>%1o</translation>
    </message>
    <message>
        <source>gradients</source>
        <translation>gradients</translation>
    </message>
    <message>
        <source>optimizer state</source>
        <translation>état de l&apos;optimiseur</translation>
    </message>
    <message>
        <source>activations</source>
        <translation>activations</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>cache KV</translation>
    </message>
    <message>
        <source>workspace</source>
        <translation>espace de travail</translation>
    </message>
    <message>
        <source>device capacity</source>
        <translation>capacité de l&apos;appareil</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>tient</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>NO — does not fit</source>
        <translation>NON — ne tient pas</translation>
    </message>
    <message>
        <source>$ per M tokens = price per chip-hour ÷ 3600 ÷ throughput × 10⁶</source>
        <translation>$ par M jetons = prix par heure-puce ÷ 3600 ÷ débit × 10⁶</translation>
    </message>
    <message>
        <source>price (%1)</source>
        <translation>prix (%1)</translation>
    </message>
    <message>
        <source>$%1 / chip-hour</source>
        <translation>%1 $ / heure-puce</translation>
    </message>
    <message>
        <source>throughput</source>
        <translation>débit</translation>
    </message>
    <message>
        <source>$ per run = run time in hours × price per chip-hour; run = %1 tokens</source>
        <translation>$ par exécution = durée en heures × prix par heure-puce ; exécution = %1 jetons</translation>
    </message>
    <message>
        <source>run time</source>
        <translation>durée d&apos;exécution</translation>
    </message>
    <message>
        <source>average chip power</source>
        <translation>puissance moyenne de la puce</translation>
    </message>
    <message>
        <source>%1 W</source>
        <translation>%1 W</translation>
    </message>
    <message>
        <source>energy per step (IT)</source>
        <translation>énergie par pas (informatique)</translation>
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
        <translation>intensité du réseau</translation>
    </message>
    <message>
        <source>%1 g CO₂/kWh</source>
        <translation>%1 g CO₂/kWh</translation>
    </message>
    <message>
        <source>run energy (facility)</source>
        <translation>énergie de l&apos;exécution (installation)</translation>
    </message>
    <message>
        <source>run CO₂</source>
        <translation>CO₂ de l&apos;exécution</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>Hypothèses</translation>
    </message>
    <message>
        <source>time = overhead + max(compute, memory, communication) + epilogue; compute = FLOPs ÷ (roof × losses); memory = bytes ÷ bandwidth</source>
        <translation>temps = surcoût + max(calcul, mémoire, communication) + épilogue ; calcul = FLOPs ÷ (toit × pertes) ; mémoire = octets ÷ bande passante</translation>
    </message>
    <message>
        <source>count per step</source>
        <translation>nombre par pas</translation>
    </message>
    <message>
        <source>FLOPs</source>
        <translation>FLOPs</translation>
    </message>
    <message>
        <source>bytes</source>
        <translation>octets</translation>
    </message>
    <message>
        <source>arithmetic intensity</source>
        <translation>intensité arithmétique</translation>
    </message>
    <message>
        <source>%1 FLOP/B</source>
        <translation>%1 FLOP/o</translation>
    </message>
    <message>
        <source>roof (%1, ran as %2)</source>
        <translation>toit (%1, exécuté en %2)</translation>
    </message>
    <message>
        <source>compute</source>
        <translation>calcul</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>mémoire</translation>
    </message>
    <message>
        <source>communication</source>
        <translation>communication</translation>
    </message>
    <message>
        <source>epilogue (stores after the main loop)</source>
        <translation>épilogue (écritures après la boucle principale)</translation>
    </message>
    <message>
        <source>overhead</source>
        <translation>surcoût</translation>
    </message>
    <message>
        <source>bound by</source>
        <translation>limité par</translation>
    </message>
    <message>
        <source>fraction of roof</source>
        <translation>fraction du toit</translation>
    </message>
    <message>
        <source>model</source>
        <translation>modèle</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>No shape search measured %1 on this device: it is assumed to reach the same fraction of its peak as the measured %2.</source>
        <translation>Aucune recherche de formes n’a mesuré %1 sur cet appareil : on suppose qu’il atteint la même fraction de sa crête que %2, mesuré.</translation>
    </message>
    <message>
        <source>vendor TDP</source>
        <translation>TDP du fabricant</translation>
    </message>
    <message>
        <source>measured (published)</source>
        <translation>mesurée (publiée)</translation>
    </message>
    <message>
        <source>estimated (see the catalog note)</source>
        <translation>estimée (voir la note du catalogue)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>The catalog has no power figure (TDP, measured or estimated) for this device: energy is not estimated.</source>
        <translation>Le catalogue n&apos;a aucune puissance (TDP, mesurée ou estimée) pour cet appareil : l&apos;énergie n&apos;est pas estimée.</translation>
    </message>
    <message>
        <source>energy = Σ ops (idle + (full-load power − idle) × utilization) × time, × steps × server overhead × PUE; CO₂ = energy × grid intensity</source>
        <translation>énergie = Σ ops (repos + (puissance à pleine charge − repos) × utilisation) × temps, × étapes × surcoût serveur × PUE ; CO₂ = énergie × intensité du réseau</translation>
    </message>
    <message>
        <source>power basis</source>
        <translation>base de puissance</translation>
    </message>
    <message>
        <source>chip energy range</source>
        <translation>plage d&apos;énergie de la puce</translation>
    </message>
    <message>
        <source>%1J – %2J</source>
        <translation>%1J – %2J</translation>
    </message>
    <message>
        <source>server overhead</source>
        <translation>surcoût serveur</translation>
    </message>
    <message>
        <source>run energy (chip × PUE)</source>
        <translation>énergie de l’exécution (puce × PUE)</translation>
    </message>
    <message>
        <source>$ / run (own)</source>
        <extracomment>column title: the run&apos;s cost on chips one owns instead of renting</extracomment>
        <translation>$ / exécution (achat)</translation>
    </message>
    <message>
        <source>rent only</source>
        <translation>location seule</translation>
    </message>
    <message>
        <source>owned $ per chip-hour = purchase × (1 + server share, for a chip-only price) ÷ (years × 8,766 h × utilization) + facility kW × electricity price + hosting; $ per run = run hours × owned $ per chip-hour</source>
        <translation>$ par heure-puce achetée = prix d&apos;achat × (1 + quote-part du serveur, pour un prix de la puce seule) ÷ (années × 8 766 h × utilisation) + kW de l&apos;installation × prix de l&apos;électricité + hébergement ; $ par exécution = heures d&apos;exécution × $ par heure-puce achetée</translation>
    </message>
    <message>
        <source>purchase</source>
        <translation>prix d&apos;achat</translation>
    </message>
    <message>
        <source>no purchase price in the catalog</source>
        <translation>pas de prix d&apos;achat dans le catalogue</translation>
    </message>
    <message>
        <source>purchase (%1, %2)</source>
        <translation>prix d&apos;achat (%1, %2)</translation>
    </message>
    <message>
        <source>$%1 a chip</source>
        <translation>%1 $ par puce</translation>
    </message>
    <message>
        <source>what it buys</source>
        <translation>contenu de l&apos;achat</translation>
    </message>
    <message>
        <source>server share added</source>
        <translation>quote-part du serveur ajoutée</translation>
    </message>
    <message>
        <source>amortization</source>
        <translation>amortissement</translation>
    </message>
    <message>
        <source>%1 years at %2 % use</source>
        <translation>%1 ans à %2 % d&apos;utilisation</translation>
    </message>
    <message>
        <source>purchase per chip-hour</source>
        <translation>achat par heure-puce</translation>
    </message>
    <message>
        <source>electricity per chip-hour</source>
        <translation>électricité par heure-puce</translation>
    </message>
    <message>
        <source>$%1 at $%2/kWh</source>
        <translation>%1 $ à %2 $/kWh</translation>
    </message>
    <message>
        <source>hosting per chip-hour</source>
        <translation>hébergement par heure-puce</translation>
    </message>
    <message>
        <source>owned chip-hour</source>
        <translation>heure-puce achetée</translation>
    </message>
    <message>
        <source>$%1 (rented: %2)</source>
        <translation>%1 $ (en location : %2)</translation>
    </message>
    <message>
        <source>none of this kind</source>
        <translation>aucun de ce type</translation>
    </message>
    <message>
        <source>the cheapest</source>
        <extracomment>which quote a cost used: provider, date, and how it was chosen</extracomment>
        <translation>le moins cher</translation>
    </message>
    <message>
        <source>the reference quote</source>
        <translation>le tarif de référence</translation>
    </message>
    <message>
        <source>%1, %2 (%3)</source>
        <translation>%1, %2 (%3)</translation>
    </message>
    <message>
        <source>of %1 only</source>
        <translation>de %1 uniquement</translation>
    </message>
    <message>
        <source>quote</source>
        <translation>tarif</translation>
    </message>
    <message>
        <source>Tokens / J</source>
        <extracomment>column and chart title: tokens per joule of chip energy</extracomment>
        <translation>Jetons / J</translation>
    </message>
    <message>
        <source>Tokens / $</source>
        <translation>Jetons / $</translation>
    </message>
    <message>
        <source>Tokens / kg CO₂</source>
        <translation>Jetons / kg CO₂</translation>
    </message>
    <message>
        <source>tokens/J</source>
        <translation>jetons/J</translation>
    </message>
    <message>
        <source>tokens/USD</source>
        <translation>jetons/USD</translation>
    </message>
    <message>
        <source>tokens/kg CO₂</source>
        <translation>jetons/kg CO₂</translation>
    </message>
    <message>
        <source>tokens per joule = tokens per step ÷ chip energy per step</source>
        <translation>jetons par joule = jetons par pas ÷ énergie de la puce par pas</translation>
    </message>
    <message>
        <source>tokens per dollar = 10⁶ ÷ $ per million tokens</source>
        <translation>jetons par dollar = 10⁶ ÷ $ par million de jetons</translation>
    </message>
    <message>
        <source>tokens per kg CO₂ = tokens per step ÷ (facility energy per step × grid intensity)</source>
        <translation>jetons par kg CO₂ = jetons par pas ÷ (énergie de l&apos;installation par pas × intensité du réseau)</translation>
    </message>
    <message>
        <source>facility energy per step</source>
        <translation>énergie de l&apos;installation par pas</translation>
    </message>
    <message>
        <source>of which dequantizing the narrow weights</source>
        <translation>dont la déquantification des poids étroits</translation>
    </message>
    <message>
        <source>A LoRA adapter: a low-rank matrix trained beside a frozen layer (A projects down to the rank, B back up).</source>
        <translation>Un adaptateur LoRA : une matrice de faible rang entraînée à côté d&apos;une couche gelée (A projette vers le rang, B en revient).</translation>
    </message>
    <message>
        <source>QLoRA: the frozen 4-bit weights dequantized to the compute precision before the GEMM that reads them.</source>
        <translation>QLoRA : les poids gelés de 4 bits déquantifiés à la précision de calcul avant la GEMM qui les lit.</translation>
    </message>
    <message>
        <source>Latent attention, decoding: each head&apos;s query multiplied into the KV latent, so attention reads the compressed cache directly.</source>
        <translation>Attention latente au décodage : la requête de chaque tête est multipliée dans le latent KV, l&apos;attention lit ainsi directement le cache compressé.</translation>
    </message>
    <message>
        <source>Latent attention, decoding: each head&apos;s values taken out of the latent.</source>
        <translation>Attention latente au décodage : les valeurs de chaque tête tirées du latent.</translation>
    </message>
    <message>
        <source>Latent attention: the projection down to the KV latent and the shared rotary key, which is what the KV cache holds.</source>
        <translation>Attention latente : la projection vers le latent KV et la clé rotative partagée, ce que contient le cache KV.</translation>
    </message>
    <message>
        <source>Latent attention: the projection up from the KV latent to every head&apos;s key and value.</source>
        <translation>Attention latente : la projection du latent KV vers la clé et la valeur de chaque tête.</translation>
    </message>
    <message>
        <source>Sliding-window attention: each query sees the last positions of the window only.</source>
        <translation>Attention à fenêtre glissante : chaque requête ne voit que les dernières positions de la fenêtre.</translation>
    </message>
    <message>
        <source>Shared experts: the experts every token passes through, beside the routed ones.</source>
        <translation>Experts partagés : les experts que traverse chaque jeton, à côté des experts routés.</translation>
    </message>
    <message>
        <source>GiB</source>
        <translation>Gio</translation>
    </message>
    <message>
        <source>%1 / %2 GiB</source>
        <translation>%1 / %2 Gio</translation>
    </message>
</context>
<context>
    <name>ExternalLink</name>
    <message>
        <source>Link not opened</source>
        <translation>Lien non ouvert</translation>
    </message>
    <message>
        <source>Only web links (http and https) are opened. This link was not opened:
%1</source>
        <translation>Seuls les liens web (http et https) sont ouverts. Ce lien n’a pas été ouvert :
%1</translation>
    </message>
    <message>
        <source>Open link</source>
        <translation>Ouvrir le lien</translation>
    </message>
    <message>
        <source>Open this address in the web browser?
%1</source>
        <translation>Ouvrir cette adresse dans le navigateur web ?
%1</translation>
    </message>
</context>
<context>
    <name>OpWalkthrough</name>
    <message>
        <source>## %1 on %2</source>
        <translation>## %1 sur %2</translation>
    </message>
    <message>
        <source>**Work.** One execution does %1FLOP and moves %2B to and from memory, so its arithmetic intensity is %1FLOP ÷ %2B = **%3 FLOP/byte**.</source>
        <translation>**Travail.** Une exécution fait %1FLOP et déplace %2o depuis et vers la mémoire ; son intensité arithmétique est donc %1FLOP ÷ %2o = **%3 FLOP/octet**.</translation>
    </message>
    <message>
        <source>**Roofline.** The roof is %1FLOP/s (%2) and the memory delivers %3B/s, so the ridge point is %1FLOP/s ÷ %3B/s = **%4 FLOP/byte**. The operator sits %5 the ridge: %6</source>
        <translation>**Roofline.** Le toit est à %1FLOP/s (%2) et la mémoire fournit %3o/s ; le point d&apos;inflexion est donc %1FLOP/s ÷ %3o/s = **%4 FLOP/octet**. L&apos;opérateur se situe %5 du point d&apos;inflexion : %6</translation>
    </message>
    <message>
        <source>below</source>
        <translation>en dessous</translation>
    </message>
    <message>
        <source>above</source>
        <translation>au-dessus</translation>
    </message>
    <message>
        <source>memory can feed it at most intensity × bandwidth, less than the roof.</source>
        <translation>la mémoire peut l&apos;alimenter au plus à intensité × bande passante, moins que le toit.</translation>
    </message>
    <message>
        <source>memory can keep up; the matrix units set the pace.</source>
        <translation>la mémoire suit ; les unités matricielles donnent le rythme.</translation>
    </message>
    <message>
        <source>- **Waves over the SMs.** The output is cut into %1×%2 tiles, one per thread block; %3 SMs run them in **%4 waves**. The last wave is partly empty: wave quantization × %5.</source>
        <translation>- **Vagues sur les SM.** La sortie est découpée en tuiles de %1×%2, une par bloc de threads ; %3 SM les exécutent en **%4 vagues**. La dernière vague est en partie vide : quantification en vagues × %5.</translation>
    </message>
    <message>
        <source>- **Padding to the tile.** Edges of the matrices fill their last tiles only partly: tile quantization × %1.</source>
        <translation>- **Remplissage jusqu&apos;à la tuile.** Les bords des matrices ne remplissent qu&apos;en partie leurs dernières tuiles : quantification en tuiles × %1.</translation>
    </message>
    <message>
        <source>- **Padding to the matrix unit.** The GEMM is cut into %1 folds for a %2×%3 array; the unused rows and columns of the last folds are padding: × %4.</source>
        <translation>- **Remplissage jusqu&apos;à l&apos;unité matricielle.** Le GEMM est découpé en %1 replis pour un réseau de %2×%3 ; les lignes et colonnes inutilisées des derniers replis sont du remplissage : × %4.</translation>
    </message>
    <message>
        <source>- **Fill and drain.** Each fold waits for operands to ripple into the array and for results to ripple out: only %1 % of a fold&apos;s cycles do useful multiply-adds (× %2).</source>
        <translation>- **Remplissage et vidage.** Chaque repli attend que les opérandes pénètrent dans le réseau et que les résultats en sortent : seuls %1 % des cycles d&apos;un repli font des multiplications-additions utiles (× %2).</translation>
    </message>
    <message>
        <source>- **Shared-memory staging.** Small tiles read operands faster than the shared-memory banks deliver them: × %1.</source>
        <translation>- **Passage par la mémoire partagée.** Les petites tuiles lisent les opérandes plus vite que les bancs de mémoire partagée ne les fournissent : × %1.</translation>
    </message>
    <message>
        <source>- **Sustained clock.** Under a dense load the chip delivers %1 % of its quoted peak: × %2.</source>
        <translation>- **Fréquence soutenue.** Sous une charge dense, la puce fournit %1 % de sa crête annoncée : × %2.</translation>
    </message>
    <message>
        <source>**Losses on the compute side** (each a factor; together × %1):</source>
        <translation>**Pertes côté calcul** (chacune un facteur ; au total × %1) :</translation>
    </message>
    <message>
        <source>the **compute** roof binds</source>
        <translation>le toit de **calcul** limite</translation>
    </message>
    <message>
        <source>the **memory** roof binds</source>
        <translation>le toit de **mémoire** limite</translation>
    </message>
    <message>
        <source>**communication** binds</source>
        <translation>la **communication** limite</translation>
    </message>
    <message>
        <source>the **launch overhead** binds</source>
        <translation>le **surcoût de lancement** limite</translation>
    </message>
    <message>
        <source>**Time.** Compute takes %1, memory %2; %3. With %4 overhead one execution takes **%5** (%6 per step).</source>
        <translation>**Temps.** Le calcul prend %1, la mémoire %2 ; %3. Avec %4 de surcoût, une exécution prend **%5** (%6 par pas).</translation>
    </message>
    <message numerus="yes">
        <source>%n time(s)</source>
        <translation>
            <numerusform>%n fois</numerusform>
            <numerusform>%n fois</numerusform>
        </translation>
    </message>
    <message>
        <source>**Achieved.** %1FLOP in %2 is **%3 %** of the roof.</source>
        <translation>**Atteint.** %1FLOP en %2, c&apos;est **%3 %** du toit.</translation>
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
        <translation>Réplicas en parallélisme de données.</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>Change data parallelism</source>
        <translation>Modifier le parallélisme de données</translation>
    </message>
    <message>
        <source>Data parallel: replicas of the model, each with its share of the batch</source>
        <translation>Parallélisme de données : répliques du modèle, chacune avec sa part du lot</translation>
    </message>
    <message>
        <source>Tensor-parallel width.</source>
        <translation>Largeur du parallélisme de tenseurs.</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>Change tensor parallelism</source>
        <translation>Modifier le parallélisme de tenseurs</translation>
    </message>
    <message>
        <source>Tensor parallel: each layer&apos;s matrices split over this many chips</source>
        <translation>Parallélisme de tenseurs : les matrices de chaque couche sont réparties sur ce nombre de puces</translation>
    </message>
    <message>
        <source>Pipeline stages.</source>
        <translation>Étages du pipeline.</translation>
    </message>
    <message>
        <source>C</source>
        <translation>C</translation>
    </message>
    <message>
        <source>Change pipeline parallelism</source>
        <translation>Modifier le parallélisme de pipeline</translation>
    </message>
    <message>
        <source>Pipeline parallel: the layers split into this many stages</source>
        <translation>Parallélisme de pipeline : les couches sont réparties en ce nombre d&apos;étages</translation>
    </message>
    <message>
        <source>Context-parallel width: chips sharing each sequence&apos;s tokens (ring attention), for long sequences.</source>
        <translation>Largeur du parallélisme de contexte : puces se partageant les jetons de chaque séquence (attention en anneau), pour les longues séquences.</translation>
    </message>
    <message>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <source>Change context parallelism</source>
        <translation>Modifier le parallélisme de contexte</translation>
    </message>
    <message>
        <source>Context parallel: each sequence&apos;s tokens spread over this many chips, which pass the keys and values round a ring (for long sequences).</source>
        <translation>Parallélisme de contexte : les jetons de chaque séquence sont répartis sur ce nombre de puces, qui se passent les clés et les valeurs en anneau (pour les longues séquences).</translation>
    </message>
    <message>
        <source>Expert-parallel width (inside dp).</source>
        <translation>Largeur du parallélisme d&apos;experts (au sein de dp).</translation>
    </message>
    <message>
        <source>E</source>
        <translation>E</translation>
    </message>
    <message>
        <source>Change expert parallelism</source>
        <translation>Modifier le parallélisme d&apos;experts</translation>
    </message>
    <message>
        <source>Expert parallel: a mixture&apos;s experts spread over this many chips of the data-parallel group</source>
        <translation>Parallélisme d&apos;experts : les experts d&apos;un mélange d&apos;experts sont répartis sur ce nombre de puces du groupe de parallélisme de données</translation>
    </message>
    <message>
        <source>Interleaved pipeline chunks per stage.</source>
        <translation>Tronçons de pipeline entrelacés par étage.</translation>
    </message>
    <message>
        <source>V</source>
        <translation>V</translation>
    </message>
    <message>
        <source>Change interleaved pipeline chunks</source>
        <translation>Modifier les tranches entrelacées du pipeline</translation>
    </message>
    <message>
        <source>Interleaved pipeline: each stage runs this many chunks of layers, which shrinks the pipeline&apos;s bubble</source>
        <translation>Pipeline entrelacé : chaque étage exécute autant de tranches de couches, ce qui réduit la bulle du pipeline</translation>
    </message>
</context>
<context>
    <name>ts::AboutDialog</name>
    <message>
        <source>About Tensorscope</source>
        <translation>À propos de Tensorscope</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Tensorscope %1&lt;/h2&gt;&lt;p&gt;See, not just read, how GPUs and TPUs differ on deep-learning work.&lt;/p&gt;&lt;p&gt;Running on Qt %2 (built with Qt %3).&lt;/p&gt;&lt;p&gt;Licensed under the %4 licence.&lt;/p&gt;</source>
        <extracomment>%1 is the program version, %2 the Qt version it runs on, %3 the Qt version it was built with, %4 the licence name.</extracomment>
        <translation>&lt;h2&gt;Tensorscope %1&lt;/h2&gt;&lt;p&gt;Voir, pas seulement lire, en quoi GPU et TPU diffèrent sur l&apos;apprentissage profond.&lt;/p&gt;&lt;p&gt;Fonctionne avec Qt %2 (compilé avec Qt %3).&lt;/p&gt;&lt;p&gt;Sous licence %4.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>ts::AccuracyDialog</name>
    <message>
        <source>Accuracy</source>
        <translation>Précision</translation>
    </message>
</context>
<context>
    <name>ts::AccuracyFamilyModel</name>
    <message>
        <source>these figures</source>
        <translation>ces chiffres</translation>
    </message>
    <message>
        <source>the category&apos;s (fewer than %1 rows)</source>
        <translation>ceux de la catégorie (moins de %1 lignes)</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Catégorie</translation>
    </message>
    <message>
        <source>Vendor family</source>
        <translation>Famille de constructeur</translation>
    </message>
    <message>
        <source>Scored</source>
        <translation>Évaluées</translation>
    </message>
    <message>
        <source>MAPE</source>
        <translation>MAPE</translation>
    </message>
    <message>
        <source>Mean signed</source>
        <translation>Moyenne signée</translation>
    </message>
    <message>
        <source>Optimism</source>
        <translation>Optimisme</translation>
    </message>
    <message>
        <source>Band from</source>
        <translation>Bande issue de</translation>
    </message>
    <message>
        <source>The vendor family of the devices the rows were predicted on</source>
        <translation>La famille de constructeur des appareils sur lesquels les lignes ont été prédites</translation>
    </message>
    <message>
        <source>Rows of this family that count in the figures</source>
        <translation>Lignes de cette famille prises en compte dans les chiffres</translation>
    </message>
    <message>
        <source>Mean absolute percentage error over the family&apos;s scored rows</source>
        <translation>Erreur absolue moyenne en pourcentage sur les lignes évaluées de la famille</translation>
    </message>
    <message>
        <source>Mean of (predicted − measured) / measured</source>
        <translation>Moyenne de (prédit − mesuré) / mesuré</translation>
    </message>
    <message>
        <source>Mean error turned so that positive means the engine predicted this family&apos;s hardware faster than measured</source>
        <translation>Erreur moyenne orientée de sorte qu&apos;un signe positif signifie que le moteur a prédit le matériel de cette famille plus rapide que mesuré</translation>
    </message>
    <message>
        <source>Where a result on this family&apos;s devices takes its uncertainty band from: these figures or, with fewer than %1 rows, the category&apos;s over every device; – where the category makes no band</source>
        <translation>D&apos;où un résultat sur les appareils de cette famille tire sa bande d&apos;incertitude : de ces chiffres ou, avec moins de %1 lignes, de ceux de la catégorie sur tous les appareils ; – là où la catégorie ne donne pas de bande</translation>
    </message>
</context>
<context>
    <name>ts::AccuracyPanel</name>
    <message>
        <source>&amp;Category:</source>
        <translation>&amp;Catégorie :</translation>
    </message>
    <message>
        <source>&lt;p&gt;How far the engine&apos;s predictions are from published measurements, by category and by vendor family (the tables of &lt;code&gt;tensorscope validate&lt;/code&gt;; errors are (predicted − measured) / measured, optimism is positive where the engine predicted the hardware faster than measured). Every result in the comparison carries a band from these figures: those of its step&apos;s category (training throughput or inference) on its device&apos;s vendor family (NVIDIA, AMD, Google TPU, Intel, AWS; with fewer than %2 measurements there, every device&apos;s). An assumed, unmeasured input widens the band ×%1. Load your own measurements to see them beside these; nothing is fitted to them. docs/validation.md explains each figure.&lt;/p&gt;</source>
        <extracomment>Introduction of Help › Accuracy. %1 is the factor an assumed input widens a band by, %2 the fewest measurements a vendor family needs for a figure of its own.</extracomment>
        <translation>&lt;p&gt;L&apos;écart entre les prédictions du moteur et les mesures publiées, par catégorie et par famille de constructeur (les tableaux de &lt;code&gt;tensorscope validate&lt;/code&gt; ; les erreurs valent (prédit − mesuré) / mesuré, l&apos;optimisme est positif là où le moteur a prédit le matériel plus rapide que mesuré). Chaque résultat de la comparaison porte une bande issue de ces chiffres : ceux de la catégorie de son étape (débit d&apos;entraînement ou inférence) sur la famille de constructeur de son appareil (NVIDIA, AMD, Google TPU, Intel, AWS ; avec moins de %2 mesures, ceux de tous les appareils). Une entrée supposée, non mesurée, élargit la bande ×%1. Chargez vos propres mesures pour les voir à côté de celles-ci ; rien n&apos;est ajusté sur elles. docs/validation.md explique chaque chiffre.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>By category</source>
        <translation>Par catégorie</translation>
    </message>
    <message>
        <source>By vendor family</source>
        <translation>Par famille de constructeur</translation>
    </message>
    <message>
        <source>&amp;Load measurements…</source>
        <translation>C&amp;harger des mesures…</translation>
    </message>
    <message>
        <source>Score your own measurements: a CSV file in calibration.csv&apos;s columns and a JSON file saying how each row is rebuilt (rows.json&apos;s format; by default the CSV&apos;s name with .json), as &lt;code&gt;tensorscope validate --data&lt;/code&gt; does</source>
        <translation>Évaluer vos propres mesures : un fichier CSV aux colonnes de calibration.csv et un fichier JSON indiquant comment reconstruire chaque ligne (format de rows.json ; par défaut le nom du CSV avec .json), comme le fait &lt;code&gt;tensorscope validate --data&lt;/code&gt;</translation>
    </message>
    <message>
        <source>&amp;Remove measurements</source>
        <translation>&amp;Retirer les mesures</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: no measurements (a header line in calibration.csv&apos;s columns, then one line per measurement)</source>
        <extracomment>A user&apos;s measurement file without a row: %1 the file.</extracomment>
        <translation>« %1 » : aucune mesure (une ligne d&apos;en-tête aux colonnes de calibration.csv, puis une ligne par mesure)</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: %2 measurements; at most %3 here (tensorscope validate --data takes any number)</source>
        <translation>« %1 » : %2 mesures ; au plus %3 ici (tensorscope validate --data en accepte un nombre quelconque)</translation>
    </message>
    <message>
        <source>… and %1 more</source>
        <extracomment>After the first problems of a file: how many more there are.</extracomment>
        <translation>… et %1 de plus</translation>
    </message>
    <message>
        <source>Cannot load these measurements:
%1</source>
        <translation>Impossible de charger ces mesures :
%1</translation>
    </message>
    <message>
        <source>Load Measurements</source>
        <translation>Charger des mesures</translation>
    </message>
    <message>
        <source>Measurements and their inputs (*.csv *.json);;All files (*)</source>
        <extracomment>File dialog filter of Help › Accuracy&apos;s &quot;Load measurements…&quot;</extracomment>
        <translation>Mesures et leurs entrées (*.csv *.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Choose the CSV file of the measurements (and, if it is not beside it under the same name, the JSON file of their inputs).</source>
        <translation>Choisissez le fichier CSV des mesures (et, s&apos;il n&apos;est pas à côté sous le même nom, le fichier JSON de leurs entrées).</translation>
    </message>
    <message>
        <source>Your measurements, %1: %2 rows, %3 predicted, %4 scored; triangles in the plot, “(yours)” in the tables. Nothing is fitted to them.</source>
        <extracomment>Help › Accuracy once a user&apos;s file is loaded: %1 the file&apos;s name, %2 its rows, %3 those the engine could predict, %4 those scored.</extracomment>
        <translation>Vos mesures, %1 : %2 lignes, %3 prédites, %4 évaluées ; triangles dans le graphique, « (les vôtres) » dans les tableaux. Rien n&apos;est ajusté sur elles.</translation>
    </message>
    <message>
        <source>Still shown: %1</source>
        <translation>Toujours affiché : %1</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation>Avertissement : %1</translation>
    </message>
</context>
<context>
    <name>ts::AccuracyScatterChart</name>
    <message>
        <source>Measured (the row&apos;s unit)</source>
        <translation>Mesuré (unité de la ligne)</translation>
    </message>
    <message>
        <source>Predicted</source>
        <translation>Prédit</translation>
    </message>
    <message>
        <source>predicted = measured</source>
        <translation>prédit = mesuré</translation>
    </message>
    <message>
        <source>scored row</source>
        <translation>ligne évaluée</translation>
    </message>
    <message>
        <source>catalog input (not scored)</source>
        <translation>entrée du catalogue (non évaluée)</translation>
    </message>
    <message>
        <source>± MAPE (%1%)</source>
        <extracomment>Legend of the dashed lines at ± the category&apos;s mean absolute percentage error.</extracomment>
        <translation>± MAPE (%1 %)</translation>
    </message>
    <message>
        <source>Predicted vs measured: %1</source>
        <translation>Prédit vs mesuré : %1</translation>
    </message>
    <message>
        <source>%1 on %2
measured %3 %5, predicted %4 %5
error %6</source>
        <extracomment>Hover text of a point of the accuracy plot: %1 row id, %2 device, %3 measured value, %4 predicted value, %5 the unit, %6 the signed error, e.g. &quot;+12%&quot;.</extracomment>
        <translation>%1 sur %2
mesuré %3 %5, prédit %4 %5
erreur %6</translation>
    </message>
    <message>
        <source>your measurement</source>
        <extracomment>Legend of the points of the user&apos;s own measurements (Help › Accuracy).</extracomment>
        <translation>votre mesure</translation>
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
        <translation>Catégorie</translation>
    </message>
    <message>
        <source>Scored</source>
        <translation>Évaluées</translation>
    </message>
    <message>
        <source>Shown</source>
        <translation>Affichées</translation>
    </message>
    <message>
        <source>MAPE</source>
        <translation>MAPE</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>Médiane</translation>
    </message>
    <message>
        <source>Mean signed</source>
        <translation>Moyenne signée</translation>
    </message>
    <message>
        <source>Optimism</source>
        <translation>Optimisme</translation>
    </message>
    <message>
        <source>Worst rows</source>
        <translation>Pires lignes</translation>
    </message>
    <message>
        <source>Rows that count in the figures</source>
        <translation>Lignes prises en compte dans les chiffres</translation>
    </message>
    <message>
        <source>Every row, scored or not (catalog inputs and rows the engine cannot rebuild are shown, not scored)</source>
        <translation>Toutes les lignes, évaluées ou non (les entrées du catalogue et les lignes que le moteur ne peut pas reconstruire sont affichées, non évaluées)</translation>
    </message>
    <message>
        <source>Mean absolute percentage error over the scored rows</source>
        <translation>Erreur absolue moyenne en pourcentage sur les lignes évaluées</translation>
    </message>
    <message>
        <source>Median absolute error over the scored rows</source>
        <translation>Erreur absolue médiane sur les lignes évaluées</translation>
    </message>
    <message>
        <source>Mean of (predicted − measured) / measured</source>
        <translation>Moyenne de (prédit − mesuré) / mesuré</translation>
    </message>
    <message>
        <source>Mean error turned so that positive means the engine predicted the hardware faster than measured</source>
        <translation>Erreur moyenne orientée de sorte qu&apos;un signe positif signifie que le moteur a prédit le matériel plus rapide que mesuré</translation>
    </message>
    <message>
        <source>The largest errors, with their signed error</source>
        <translation>Les plus grandes erreurs, avec leur erreur signée</translation>
    </message>
    <message>
        <source>%1 (yours)</source>
        <extracomment>A category of the user&apos;s own measurements in Help › Accuracy, e.g. &quot;GEMM (yours)&quot;.</extracomment>
        <translation>%1 (les vôtres)</translation>
    </message>
</context>
<context>
    <name>ts::BatchCurveChart</name>
    <message>
        <source>Throughput vs batch size</source>
        <translation>Débit selon la taille de lot</translation>
    </message>
    <message>
        <source>batch (○ = does not fit)</source>
        <translation>lot (○ = ne tient pas)</translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation>jetons/s</translation>
    </message>
    <message>
        <source>samples/s</source>
        <translation>échantillons/s</translation>
    </message>
    <message>
        <source>Throughput vs batch size, one chip</source>
        <translation>Débit selon la taille de lot, une puce</translation>
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
        <translation>%1 %2 (%3) : cocher pour comparer</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Appareil</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>Année</translation>
    </message>
    <message>
        <source>TFLOP/s</source>
        <extracomment>dense bf16 (or fp16) matrix peak</extracomment>
        <translation>TFLOP/s</translation>
    </message>
    <message>
        <source>TB/s</source>
        <translation>To/s</translation>
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
        <translation>Gio</translation>
    </message>
</context>
<context>
    <name>ts::ChipCanvas</name>
    <message>
        <source>The operator on the whole chip</source>
        <translation>L&apos;opérateur sur la puce entière</translation>
    </message>
    <message>
        <source>%1: %2 matrix units of %3 × %4 · %5 folds, %6 per unit</source>
        <extracomment>the whole-chip view of a systolic chip: %1 units, %2 × %3 PEs each, %4 folds</extracomment>
        <translation>%1 : %2 unités matricielles de %3 × %4 · %5 plis, %6 par unité</translation>
    </message>
    <message>
        <source>%1: %2 SMs · %3 CTAs of %4 × %5 in %6 waves</source>
        <extracomment>the whole-chip view of a GPU: %1 SMs, %2 CTAs of %3 × %4 tiles, %5 waves</extracomment>
        <translation>%1 : %2 SM · %3 CTA de %4 × %5 en %6 vagues</translation>
    </message>
    <message>
        <source>Matrix units: folds done %1 of %2</source>
        <translation>Unités matricielles : %1 plis faits sur %2</translation>
    </message>
    <message>
        <source>SMs: wave %1 of %2, %3 of %4 SMs busy</source>
        <translation>SM : vague %1 sur %2, %3 SM occupés sur %4</translation>
    </message>
    <message>
        <source>done</source>
        <translation>fait</translation>
    </message>
    <message>
        <source>running</source>
        <translation>en cours</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>en attente</translation>
    </message>
    <message>
        <source>no work</source>
        <translation>sans travail</translation>
    </message>
</context>
<context>
    <name>ts::ChipScalingChart</name>
    <message>
        <source>ms per step (solid)</source>
        <translation>ms par pas (trait plein)</translation>
    </message>
    <message>
        <source>efficiency %1 % against %2 chips, the fewest that fit</source>
        <translation>efficacité %1 % par rapport à %2 puces, le moins qui tienne</translation>
    </message>
    <message>
        <source>does not fit: %1 GiB per chip of %2 GiB</source>
        <translation>ne tient pas : %1 Gio par puce sur %2 Gio</translation>
    </message>
    <message>
        <source>&lt;h3&gt;%1 × %2 (%3)&lt;/h3&gt;&lt;p&gt;step %4, %5&lt;/p&gt;%6</source>
        <translation>&lt;h3&gt;%1 × %2 (%3)&lt;/h3&gt;&lt;p&gt;pas %4, %5&lt;/p&gt;%6</translation>
    </message>
    <message>
        <source>s per step (solid)</source>
        <translation>s par pas (trait plein)</translation>
    </message>
    <message>
        <source>Step time and efficiency vs chips</source>
        <translation>Durée d&apos;un pas et efficacité selon le nombre de puces</translation>
    </message>
    <message>
        <source>chips (○ = does not fit)</source>
        <translation>puces (○ = ne tient pas)</translation>
    </message>
    <message>
        <source>Efficiency is against the fewest chips that fit memory: N₀·T₀ / (N·T_N). Hollow markers: chip counts whose fastest split does not fit.</source>
        <translation>L’efficacité se rapporte au plus petit nombre de puces où la mémoire suffit : N₀·T₀ / (N·T_N). Marqueurs creux : nombres de puces dont la répartition la plus rapide ne tient pas en mémoire.</translation>
    </message>
    <message>
        <source>efficiency, % (dashed)</source>
        <translation>efficacité, % (tirets)</translation>
    </message>
    <message>
        <source>µs per step (solid)</source>
        <translation>µs par pas (trait plein)</translation>
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
        <translation>Les TPU devancent les GPU pour l&apos;entraînement massif avec de grands lots ; les GPU sont meilleurs pour les petits lots et les petits modèles.</translation>
    </message>
    <message>
        <source>TPUs are up to 2.8× more efficient than GPUs on dense, static-shape work.</source>
        <translation>Les TPU sont jusqu&apos;à 2,8× plus efficaces que les GPU sur les calculs denses à formes statiques.</translation>
    </message>
    <message>
        <source>TPUs sip power while GPUs guzzle it: more work per watt.</source>
        <translation>Les TPU sont sobres quand les GPU sont énergivores : plus de travail par watt.</translation>
    </message>
    <message>
        <source>TPUs make a training run at scale cheaper, but only when utilization is high: underutilization eats the savings.</source>
        <translation>Les TPU rendent un entraînement à grande échelle moins cher, mais seulement si l&apos;utilisation est élevée : la sous-utilisation engloutit les économies.</translation>
    </message>
    <message>
        <source>TPUs can only be rented, GPUs can be bought: over a project&apos;s life, owning GPUs is cheaper.</source>
        <translation>Les TPU ne peuvent être que loués, les GPU peuvent s&apos;acheter : sur la durée d&apos;un projet, posséder ses GPU revient moins cher.</translation>
    </message>
    <message>
        <source>GPUs are better for small, odd or irregular shapes.</source>
        <translation>Les GPU sont meilleurs pour les formes petites, atypiques ou irrégulières.</translation>
    </message>
    <message>
        <source>bf16 lowers memory traffic and energy compared with fp32.</source>
        <translation>bf16 réduit le trafic mémoire et l&apos;énergie par rapport à fp32.</translation>
    </message>
    <message>
        <source>More memory per chip lets a model fit on fewer chips.</source>
        <translation>Plus de mémoire par puce permet de faire tenir un modèle sur moins de puces.</translation>
    </message>
    <message>
        <source>Matrix units (tensor cores) are an order of magnitude faster than the vector (CUDA) cores on matrix work, and no faster elsewhere.</source>
        <translation>Les unités matricielles (cœurs Tensor) sont d&apos;un ordre de grandeur plus rapides que les cœurs vectoriels (CUDA) sur le calcul matriciel, et pas plus rapides ailleurs.</translation>
    </message>
    <message>
        <source>The TPU&apos;s inter-chip torus relieves the communication bottleneck of GPU clusters.</source>
        <translation>Le tore inter-puces du TPU atténue le goulot d&apos;étranglement des communications des clusters de GPU.</translation>
    </message>
    <message>
        <source>holds</source>
        <translation>se vérifie</translation>
    </message>
    <message>
        <source>holds only when</source>
        <translation>ne se vérifie que si</translation>
    </message>
    <message>
        <source>does not hold</source>
        <translation>ne se vérifie pas</translation>
    </message>
    <message>
        <source>within the uncertainty</source>
        <translation>dans l&apos;incertitude</translation>
    </message>
    <message>
        <source>cannot tell</source>
        <translation>indéterminable</translation>
    </message>
    <message>
        <source>Tick a GPU to test it.</source>
        <translation>Cochez un GPU pour tester l&apos;affirmation.</translation>
    </message>
    <message>
        <source>Tick a TPU (or another systolic chip) to test it.</source>
        <translation>Cochez un TPU (ou une autre puce systolique) pour tester l&apos;affirmation.</translation>
    </message>
    <message>
        <source>%1 and %2 have the same memory per chip.</source>
        <translation>%1 et %2 ont la même mémoire par puce.</translation>
    </message>
    <message>
        <source>A price is missing: %1.</source>
        <translation>Il manque un prix : %1.</translation>
    </message>
    <message>
        <source>%1 has no purchase price in the catalog.</source>
        <translation>%1 n&apos;a pas de prix d&apos;achat dans le catalogue.</translation>
    </message>
    <message>
        <source>The model fits one chip of %1 or %2 at no batch of the sweep; the chip chart shows how many it needs.</source>
        <translation>Le modèle ne tient sur une puce de %1 ou de %2 pour aucun lot du balayage ; le graphique selon les puces montre combien il lui en faut.</translation>
    </message>
    <message>
        <source>No legal split of this workload over many chips of %1.</source>
        <translation>Aucune répartition valide de cette charge de travail sur de nombreuses puces de %1.</translation>
    </message>
    <message>
        <source>A power figure is missing: %1.</source>
        <translation>Il manque une valeur de puissance : %1.</translation>
    </message>
    <message>
        <source>The experiment cannot run here (%1).</source>
        <translation>L&apos;expérience ne peut pas s&apos;exécuter ici (%1).</translation>
    </message>
    <message>
        <source>%1 over %2 throughput per chip: %3× at batch %4, %5 at batch %6.</source>
        <translation>Débit par puce de %1 rapporté à %2 : %3× avec un lot de %4, %5 avec un lot de %6.</translation>
    </message>
    <message>
        <source>%1 pulls ahead from batch %2.</source>
        <translation>%1 prend l&apos;avantage à partir d&apos;un lot de %2.</translation>
    </message>
    <message>
        <source>%1 does %2 the work per joule of %3; the claim says 2.8×.</source>
        <translation>%1 fournit par joule %2 le travail de %3 ; l&apos;affirmation annonce 2,8×.</translation>
    </message>
    <message>
        <source>%1 does %2 the work per joule of %3 (chip energy).</source>
        <translation>%1 fournit par joule %2 le travail de %3 (énergie de la puce).</translation>
    </message>
    <message>
        <source>On %1 chips, a run on %2 costs $%3 and on %4 $%5: %4 costs %6 as much. Below %7 % MFU on %2 (estimated: %8 %) the saving is gone.</source>
        <translation>Avec %1 puces, une exécution coûte %3 $ sur %2 et %5 $ sur %4 : le coût relatif de %4 est de %6. Sous %7 % de MFU sur %2 (estimé : %8 %), l&apos;économie disparaît.</translation>
    </message>
    <message>
        <source>%1 rents at $%2 a chip-hour and costs $%3 owned at %4 % use; owning is cheaper above %5 % use.</source>
        <translation>%1 se loue %2 $ l&apos;heure-puce et coûte %3 $ en propriété à %4 % d&apos;utilisation ; la propriété revient moins cher au-delà de %5 % d&apos;utilisation.</translation>
    </message>
    <message>
        <source>%1 is rent only, at $%2 a chip-hour.</source>
        <translation>%1 n&apos;est proposé qu&apos;en location, à %2 $ l&apos;heure-puce.</translation>
    </message>
    <message>
        <source>On small, odd shapes (37 rows, one past a tile) %1 reaches %2 % of its peak and %3 %4 %: %1 is %5 as efficient.</source>
        <translation>Sur des formes petites et atypiques (37 lignes, une de plus qu&apos;une tuile), %1 atteint %2 % de sa crête et %3 %4 % : l&apos;efficacité relative de %1 est de %5.</translation>
    </message>
    <message>
        <source>In fp32 the step moves %1 the bytes it moves in bf16.</source>
        <translation>En fp32, le pas déplace %1 autant d&apos;octets qu&apos;en bf16.</translation>
    </message>
    <message>
        <source>On %1 it takes %2× the energy.</source>
        <translation>Sur %1, il consomme %2× autant d&apos;énergie.</translation>
    </message>
    <message>
        <source>%1 has no fp32 matrix rate.</source>
        <translation>%1 n&apos;a pas de débit matriciel fp32.</translation>
    </message>
    <message>
        <source>On %1 the matrix peak is %2 the vector peak; matrix operators take %3 % of the step, so the step is at most %4× faster for them.</source>
        <translation>Sur %1, la crête matricielle vaut %2 la crête vectorielle ; les opérateurs matriciels occupent %3 % du pas, donc le pas est au plus %4× plus rapide grâce à eux.</translation>
    </message>
    <message>
        <source>On %1 chips, the step waits on communication %2 % of the time on %3 and %4 % on %5.</source>
        <translation>Avec %1 puces, le pas attend les communications %2 % du temps sur %3 et %4 % sur %5.</translation>
    </message>
    <message>
        <source>%1 has no matrix rate at this workload&apos;s precision.</source>
        <translation>%1 n&apos;a pas de débit matriciel à la précision de cette charge.</translation>
    </message>
    <message>
        <source>%1 has no vector (CUDA-core) rate in the catalog.</source>
        <translation>%1 n&apos;a pas de débit vectoriel (cœurs CUDA) dans le catalogue.</translation>
    </message>
    <message>
        <source>%1 cannot run this workload.</source>
        <translation>%1 ne peut pas exécuter cette charge.</translation>
    </message>
    <message>
        <source>No chip count up to 16,384 holds this workload on %1.</source>
        <translation>Aucun nombre de puces jusqu&apos;à 16 384 ne contient cette charge sur %1.</translation>
    </message>
    <message>
        <source>Neither chip runs this workload in fp32.</source>
        <translation>Aucune des deux puces n&apos;exécute cette charge en fp32.</translation>
    </message>
    <message>
        <source>The workload has no matrix products.</source>
        <translation>La charge n&apos;a aucun produit matriciel.</translation>
    </message>
    <message>
        <source>Throughput per chip against batch</source>
        <translation>Débit par puce en fonction du lot</translation>
    </message>
    <message>
        <source>Work per joule of chip energy</source>
        <translation>Travail par joule d&apos;énergie de la puce</translation>
    </message>
    <message>
        <source>Cost of the run against utilization</source>
        <translation>Coût de l&apos;exécution en fonction de l&apos;utilisation</translation>
    </message>
    <message>
        <source>A chip-hour rented or owned, against use</source>
        <translation>Une heure-puce en location ou en propriété, en fonction de l&apos;utilisation</translation>
    </message>
    <message>
        <source>Fraction of peak: the workload&apos;s shapes and odd ones</source>
        <translation>Fraction du pic : formes de la charge de travail et formes impaires</translation>
    </message>
    <message>
        <source>fp32 against bf16</source>
        <translation>fp32 face à bf16</translation>
    </message>
    <message>
        <source>Fewest chips that hold the model</source>
        <translation>Nombre minimal de puces contenant le modèle</translation>
    </message>
    <message>
        <source>Speed-up from the matrix units</source>
        <translation>Accélération due aux unités matricielles</translation>
    </message>
    <message>
        <source>Waiting on communication against chips</source>
        <translation>Attente de communication en fonction des puces</translation>
    </message>
    <message>
        <source>batch</source>
        <translation>lot</translation>
    </message>
    <message>
        <source>tokens/s per chip</source>
        <translation>jetons/s par puce</translation>
    </message>
    <message>
        <source>MFU of %1 (%)</source>
        <extracomment>%1 a TPU; MFU: model FLOPs utilization</extracomment>
        <translation>MFU de %1 (%)</translation>
    </message>
    <message>
        <source>cost of the run (USD)</source>
        <translation>coût de l&apos;exécution (USD)</translation>
    </message>
    <message>
        <source>use of an owned chip (%)</source>
        <translation>utilisation d&apos;une puce en propriété (%)</translation>
    </message>
    <message>
        <source>chips</source>
        <translation>puces</translation>
    </message>
    <message>
        <source>tokens per joule</source>
        <translation>jetons par joule</translation>
    </message>
    <message>
        <source>fraction of peak (%)</source>
        <translation>fraction du pic (%)</translation>
    </message>
    <message>
        <source>fp32 ÷ bf16</source>
        <translation>fp32 ÷ bf16</translation>
    </message>
    <message>
        <source>times faster</source>
        <translation>fois plus rapide</translation>
    </message>
    <message>
        <source>%1 rented</source>
        <extracomment>%1 a GPU, paid by the hour</extracomment>
        <translation>%1 en location</translation>
    </message>
    <message>
        <source>%1 owned</source>
        <extracomment>%1 a GPU, bought</extracomment>
        <translation>%1 en propriété</translation>
    </message>
    <message>
        <source>%1, the workload&apos;s shapes</source>
        <translation>%1, formes de la charge de travail</translation>
    </message>
    <message>
        <source>%1, odd shapes</source>
        <translation>%1, formes impaires</translation>
    </message>
    <message>
        <source>bytes moved</source>
        <translation>octets déplacés</translation>
    </message>
    <message>
        <source>energy on %1</source>
        <translation>énergie sur %1</translation>
    </message>
    <message>
        <source>matrix work (peak)</source>
        <translation>travail matriciel (pic)</translation>
    </message>
    <message>
        <source>the whole step (at most)</source>
        <translation>l&apos;étape entière (au plus)</translation>
    </message>
    <message>
        <source>crossover at batch %1</source>
        <translation>croisement au lot %1</translation>
    </message>
    <message>
        <source>the claimed 2.8×</source>
        <translation>les 2,8× affirmés</translation>
    </message>
    <message>
        <source>break-even at %1 %</source>
        <translation>seuil de rentabilité à %1 %</translation>
    </message>
    <message>
        <source>no change</source>
        <translation>aucun changement</translation>
    </message>
    <message>
        <source>an order of magnitude</source>
        <translation>un ordre de grandeur</translation>
    </message>
    <message>
        <source>smallest batch of the sweep</source>
        <translation>plus petit lot du balayage</translation>
    </message>
    <message>
        <source>largest batch of the sweep</source>
        <translation>plus grand lot du balayage</translation>
    </message>
    <message>
        <source>crossover batch</source>
        <translation>lot de croisement</translation>
    </message>
    <message>
        <source>throughput per chip, %1 ÷ %2, at the smallest batch</source>
        <translation>débit par puce, %1 ÷ %2, au plus petit lot</translation>
    </message>
    <message>
        <source>throughput per chip, %1 ÷ %2, at the largest batch</source>
        <translation>débit par puce, %1 ÷ %2, au plus grand lot</translation>
    </message>
    <message>
        <source>the claimed ratio</source>
        <translation>le rapport affirmé</translation>
    </message>
    <message>
        <source>cost of the run</source>
        <translation>coût de l&apos;exécution</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>break-even MFU of %1</source>
        <translation>MFU au seuil de rentabilité de %1</translation>
    </message>
    <message>
        <source>rent per chip-hour</source>
        <translation>location par heure-puce</translation>
    </message>
    <message>
        <source>owned, per chip-hour of work</source>
        <translation>en propriété, par heure-puce de travail</translation>
    </message>
    <message>
        <source>use of an owned chip</source>
        <translation>utilisation d&apos;une puce en propriété</translation>
    </message>
    <message>
        <source>break-even use of an owned %1</source>
        <translation>utilisation au seuil de rentabilité, %1 en propriété</translation>
    </message>
    <message>
        <source>cost of the run, rented</source>
        <translation>coût de l&apos;exécution, en location</translation>
    </message>
    <message>
        <source>cost of the run, owned</source>
        <translation>coût de l&apos;exécution, en propriété</translation>
    </message>
    <message>
        <source>shapes tested</source>
        <translation>formes testées</translation>
    </message>
    <message>
        <source>fraction of peak, odd shapes</source>
        <translation>fraction du pic, formes impaires</translation>
    </message>
    <message>
        <source>fraction of peak, the workload&apos;s shapes</source>
        <translation>fraction du pic, formes de la charge de travail</translation>
    </message>
    <message>
        <source>bytes moved, fp32 ÷ bf16</source>
        <translation>octets déplacés, fp32 ÷ bf16</translation>
    </message>
    <message>
        <source>energy, fp32 ÷ bf16</source>
        <translation>énergie, fp32 ÷ bf16</translation>
    </message>
    <message>
        <source>memory per chip</source>
        <translation>mémoire par puce</translation>
    </message>
    <message>
        <source>fewest chips that hold the model</source>
        <translation>nombre minimal de puces contenant le modèle</translation>
    </message>
    <message>
        <source>matrix peak ÷ vector peak of %1</source>
        <translation>pic matriciel ÷ pic vectoriel de %1</translation>
    </message>
    <message>
        <source>share of the step in matrix operators on %1</source>
        <translation>part de l&apos;étape dans les opérateurs matriciels sur %1</translation>
    </message>
    <message>
        <source>the step&apos;s speed-up from matrix units, at most</source>
        <translation>accélération de l&apos;étape due aux unités matricielles, au plus</translation>
    </message>
    <message>
        <source>step waiting on communication</source>
        <translation>étape en attente de communication</translation>
    </message>
    <message>
        <source>communication per step</source>
        <translation>communication par étape</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>a figure of one device: &quot;%1&quot; the device, &quot;%2&quot; the figure, e.g. &quot;TPU v5p: tokens per joule&quot;</extracomment>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>$%1 a chip-hour</source>
        <translation>$%1 l&apos;heure-puce</translation>
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
        <translation>Le balayage exécute la charge de travail avec des lots globaux espacés d&apos;un facteur deux, sur une puce si le modèle y tient, sinon sur les puces de la tâche ; le croisement est le premier lot auquel le débit par puce de la puce systolique dépasse celui du GPU.</translation>
    </message>
    <message>
        <source>Tokens per second per chip on the systolic chip divided by the same on the GPU, at that batch; each from the engine&apos;s step time for the batch.</source>
        <translation>Jetons par seconde par puce sur la puce systolique divisés par la même valeur sur le GPU, à ce lot ; chacun d&apos;après le temps d&apos;étape du moteur pour ce lot.</translation>
    </message>
    <message>
        <source>The job&apos;s chips, or 256 for a one-chip workspace, halved until both devices have a legal split of the workload.</source>
        <translation>Les puces de la tâche, ou 256 pour un espace de travail à une puce, divisées par deux jusqu&apos;à ce que les deux appareils aient un découpage valide de la charge de travail.</translation>
    </message>
    <message>
        <source>Tokens per step divided by the chip energy of the step (power × step time). The range comes from the power range where the power is estimated and from the step time&apos;s accuracy band.</source>
        <translation>Jetons par étape divisés par l&apos;énergie de la puce pour l&apos;étape (puissance × temps d&apos;étape). La plage vient de la plage de puissance là où la puissance est estimée et de la bande de précision du temps d&apos;étape.</translation>
    </message>
    <message>
        <source>The best split the search finds on the chips, run for the workspace&apos;s tokens: chip-hours × the rental price. MFU is the model FLOPs of a step over the chips&apos; peak × the step time.</source>
        <translation>Le meilleur découpage que la recherche trouve sur les puces, exécuté pour les jetons de l&apos;espace de travail : heures-puce × le prix de location. La MFU est le nombre de FLOP du modèle d&apos;une étape rapporté au pic des puces × le temps d&apos;étape.</translation>
    </message>
    <message>
        <source>The cost of a run scales as 1 ÷ MFU: the systolic chip&apos;s MFU × (its run cost ÷ the GPU&apos;s). Below it the GPU&apos;s run is cheaper.</source>
        <translation>Le coût d&apos;une exécution varie comme 1 ÷ MFU : la MFU de la puce systolique × (son coût d&apos;exécution ÷ celui du GPU). En dessous, l&apos;exécution sur le GPU est moins chère.</translation>
    </message>
    <message>
        <source>The catalog&apos;s rental quote for the device (its source is in the catalog), times the chip-hours of the run.</source>
        <translation>Le tarif de location du catalogue pour l&apos;appareil (sa source figure dans le catalogue), multiplié par les heures-puce de l&apos;exécution.</translation>
    </message>
    <message>
        <source>Owning: the purchase price spread over the amortization years at the assumed use, plus electricity at the facility&apos;s PUE and hosting, per chip-hour of work.</source>
        <translation>Propriété : le prix d&apos;achat réparti sur les années d&apos;amortissement à l&apos;utilisation supposée, plus l&apos;électricité au PUE du site et l&apos;hébergement, par heure-puce de travail.</translation>
    </message>
    <message>
        <source>Renting and owning cost the same where the purchase per hour of use equals the rent minus electricity and hosting: purchase per hour at full use ÷ (rent − electricity − hosting).</source>
        <translation>Louer et posséder coûtent autant là où l&apos;achat par heure d&apos;utilisation égale la location moins l&apos;électricité et l&apos;hébergement : achat par heure à pleine utilisation ÷ (location − électricité − hébergement).</translation>
    </message>
    <message>
        <source>The workload&apos;s six largest distinct matrix products, and the same made small and odd (37 rows, one more than each other side): the geometric mean of each one&apos;s FLOP rate over the device&apos;s peak, from the engine&apos;s GEMM model.</source>
        <translation>Les six plus grands produits matriciels distincts de la charge de travail, et les mêmes rendus petits et impairs (37 lignes, chaque autre côté augmenté de un) : la moyenne géométrique du débit en FLOP de chacun rapporté au pic de l&apos;appareil, d&apos;après le modèle GEMM du moteur.</translation>
    </message>
    <message>
        <source>The same step in fp32 and in bf16: the workload&apos;s compulsory bytes, and the chip energy of each step where the device has an fp32 rate.</source>
        <translation>La même étape en fp32 et en bf16 : les octets obligatoires de la charge de travail, et l&apos;énergie de la puce pour chaque étape là où l&apos;appareil a un débit fp32.</translation>
    </message>
    <message>
        <source>The catalog&apos;s memory per chip, and the fewest chips whose best split holds the weights, gradients, optimizer state and activations.</source>
        <translation>La mémoire par puce du catalogue, et le nombre minimal de puces dont le meilleur découpage contient les poids, gradients, état de l&apos;optimiseur et activations.</translation>
    </message>
    <message>
        <source>The catalog&apos;s matrix peak at the workload&apos;s precision over the fp32 vector peak; the step&apos;s matrix operators would take that much longer without matrix units, the rest would not change (Amdahl&apos;s law).</source>
        <translation>Le pic matriciel du catalogue à la précision de la charge de travail rapporté au pic vectoriel fp32 ; les opérateurs matriciels de l&apos;étape prendraient d&apos;autant plus de temps sans unités matricielles, le reste ne changerait pas (loi d&apos;Amdahl).</translation>
    </message>
    <message>
        <source>The collectives of the best split on each network (torus or NVLink and InfiniBand), from the collective model; the exposed share is the time the step waits for them after overlap, over the step time.</source>
        <translation>Les opérations collectives du meilleur découpage sur chaque réseau (tore ou NVLink et InfiniBand), d&apos;après le modèle des collectives ; la part exposée est le temps que l&apos;étape les attend après recouvrement, rapporté au temps d&apos;étape.</translation>
    </message>
    <message>
        <source>A figure of claim %1: %2</source>
        <extracomment>%1 the claim&apos;s statement</extracomment>
        <translation>Une valeur de l&apos;affirmation %1 : %2</translation>
    </message>
    <message>
        <source>share of the step (%)</source>
        <translation>part de l&apos;étape (%)</translation>
    </message>
    <message>
        <source>USD (per chip-hour of work)</source>
        <translation>USD (par heure-puce de travail)</translation>
    </message>
    <message>
        <source>%1 computes fp32 matrix products in one bf16 pass (XLA&apos;s default precision), so fp32 costs it only the extra bytes.</source>
        <translation>%1 calcule les produits matriciels fp32 en une passe bf16 (la précision par défaut de XLA) : le fp32 ne lui coûte que les octets en plus.</translation>
    </message>
    <message>
        <source>bf16 passes per fp32 matrix product</source>
        <translation>passes bf16 par produit matriciel fp32</translation>
    </message>
    <message>
        <source>A chip without an fp32 matrix rate in the catalog computes fp32 products as bf16 passes: one at XLA&apos;s default precision, which the engine follows (three at HIGH, six at HIGHEST).</source>
        <translation>Une puce sans débit matriciel fp32 dans le catalogue calcule les produits fp32 en passes bf16 : une à la précision par défaut de XLA, que suit le moteur (trois en HIGH, six en HIGHEST).</translation>
    </message>
    <message>
        <source>%1 (%2 GiB a chip) needs %3 chips, %4 (%5 GiB) needs %6.</source>
        <translation>%1 (%2 Gio par puce) a besoin de %3 puces, %4 (%5 Gio) de %6.</translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation>%1 Gio</translation>
    </message>
</context>
<context>
    <name>ts::ClaimsPanel</name>
    <message>
        <source>Claims, checked: the popular GPU-vs-TPU statements, tested on your workload and devices (tick a TPU and a GPU).</source>
        <translation>Affirmations, vérifiées : les idées reçues sur les GPU et les TPU, testées sur votre charge et vos puces (cochez une TPU et un GPU).</translation>
    </message>
    <message>
        <source>Claims, checked on %1 with %2 and %3</source>
        <translation>Affirmations, vérifiées sur %1 avec %2 et %3</translation>
    </message>
    <message>
        <source>no systolic chip</source>
        <translation>aucune puce systolique</translation>
    </message>
    <message>
        <source>no GPU</source>
        <translation>aucun GPU</translation>
    </message>
    <message>
        <source>Show the experiment</source>
        <translation>Afficher l&apos;expérience</translation>
    </message>
    <message>
        <source>‹ All claims</source>
        <extracomment>goes back from one claim&apos;s experiment to the list of claims</extracomment>
        <translation>‹ Toutes les affirmations</translation>
    </message>
    <message>
        <source>Back to the list of claims (Backspace)</source>
        <translation>Retour à la liste des affirmations (Retour arrière)</translation>
    </message>
    <message>
        <source>Click a figure to see how it is computed</source>
        <translation>Cliquez sur une valeur pour voir comment elle est calculée</translation>
    </message>
    <message>
        <source>Back to the list of claims</source>
        <translation>Retour à la liste des affirmations</translation>
    </message>
</context>
<context>
    <name>ts::ClipDialogs</name>
    <message>
        <source>The systolic array, playing</source>
        <translation>Le réseau systolique, en lecture</translation>
    </message>
    <message>
        <source>The SIMT view, playing</source>
        <translation>La vue SIMT, en lecture</translation>
    </message>
    <message>
        <source>Side by side, playing</source>
        <translation>Côte à côte, en lecture</translation>
    </message>
    <message>
        <source>The Compare charts, batch 1 to 256</source>
        <translation>Les graphiques de Comparer, lot de 1 à 256</translation>
    </message>
    <message>
        <source>The tour “%1”, scene after scene</source>
        <extracomment>File › Export Clip: %1 the open tour&apos;s title</extracomment>
        <translation>La visite « %1 », scène après scène</translation>
    </message>
    <message>
        <source>Export Clip</source>
        <translation>Exporter un clip</translation>
    </message>
    <message>
        <source>Record:</source>
        <translation>Enregistrer :</translation>
    </message>
    <message>
        <source>MP4 video (*.mp4);;Animated GIF (*.gif)</source>
        <translation>Vidéo MP4 (*.mp4);;GIF animé (*.gif)</translation>
    </message>
    <message>
        <source>Drawing the clip&apos;s frames…</source>
        <translation>Dessin des images du clip…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Cannot write &apos;%1&apos;: %2</source>
        <translation>Impossible d&apos;écrire « %1 » : %2</translation>
    </message>
    <message>
        <source>Wrote the clip %1 (%2 frames)</source>
        <extracomment>The status bar after File › Export Clip; %1 the file, %2 its frames</extracomment>
        <translation>Clip %1 écrit (%2 images)</translation>
    </message>
</context>
<context>
    <name>ts::ClipEncoder</name>
    <message>
        <source>cannot encode &apos;%1&apos;: %2: %3</source>
        <extracomment>%1 the clip&apos;s file, %2 what failed, %3 FFmpeg&apos;s reason</extracomment>
        <translation>Impossible d&apos;encoder « %1 » : %2 : %3</translation>
    </message>
    <message>
        <source>cannot encode &apos;%1&apos;: this FFmpeg has no H.264 encoder (libx264)</source>
        <translation>Impossible d&apos;encoder « %1 » : ce FFmpeg n&apos;a pas d&apos;encodeur H.264 (libx264)</translation>
    </message>
    <message>
        <source>cannot encode &apos;%1&apos;: this FFmpeg has no GIF encoder</source>
        <translation>Impossible d&apos;encoder « %1 » : ce FFmpeg n&apos;a pas d&apos;encodeur GIF</translation>
    </message>
    <message>
        <source>the %1 muxer</source>
        <translation>le multiplexeur %1</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>mémoire</translation>
    </message>
    <message>
        <source>the file&apos;s header</source>
        <translation>l&apos;en-tête du fichier</translation>
    </message>
    <message>
        <source>the colour conversion</source>
        <translation>la conversion des couleurs</translation>
    </message>
    <message>
        <source>cannot encode &apos;%1&apos;: the clip would be larger than %2 MiB; make it shorter, smaller or with fewer frames a second</source>
        <translation>Impossible d&apos;encoder « %1 » : le clip dépasserait %2 MiB ; rendez-le plus court, plus petit ou avec moins d&apos;images par seconde</translation>
    </message>
    <message>
        <source>cannot encode &apos;%1&apos;: frame %2: %3</source>
        <translation>Impossible d&apos;encoder « %1 » : image %2 : %3</translation>
    </message>
    <message>
        <source>cannot encode &apos;%1&apos;: the end of the file: %2</source>
        <translation>Impossible d&apos;encoder « %1 » : la fin du fichier : %2</translation>
    </message>
    <message>
        <source>cannot encode &apos;%1&apos;: this build of Tensorscope has no clip support (it was built without the FFmpeg libraries)</source>
        <translation>Impossible d&apos;encoder « %1 » : cette version de Tensorscope ne prend pas en charge les clips (elle a été compilée sans les bibliothèques FFmpeg)</translation>
    </message>
</context>
<context>
    <name>ts::ClipRecorder</name>
    <message>
        <source>a clip is an .mp4 or a .gif file</source>
        <translation>un clip est un fichier .mp4 ou .gif</translation>
    </message>
    <message>
        <source>an MP4 clip needs even sides (H.264&apos;s colour is stored at half size); %1x%2 is not</source>
        <translation>un clip MP4 exige des côtés pairs (H.264 stocke la couleur à demi-taille) ; %1x%2 ne l&apos;est pas</translation>
    </message>
    <message>
        <source>the folder &apos;%1&apos; does not exist</source>
        <translation>le dossier « %1 » n&apos;existe pas</translation>
    </message>
    <message>
        <source>Global batch %1</source>
        <extracomment>Burned into each frame of a compare clip (the batch sweep); %1 the batch</extracomment>
        <translation>Lot global %1</translation>
    </message>
</context>
<context>
    <name>ts::ColumnChart</name>
    <message>
        <source>(no data)</source>
        <extracomment>under a device&apos;s name in a chart whose value it has none of (e.g. no price)</extracomment>
        <translation>(pas de données)</translation>
    </message>
    <message>
        <source>(estimated)</source>
        <extracomment>under a device&apos;s name in a chart whose value comes from an estimated figure (e.g. an energy from an estimated power)</extracomment>
        <translation>(estimé)</translation>
    </message>
    <message>
        <source>trillions</source>
        <extracomment>a chart axis whose numbers count trillions (10^12)</extracomment>
        <translation>billions</translation>
    </message>
    <message>
        <source>billions</source>
        <translation>milliards</translation>
    </message>
    <message>
        <source>millions</source>
        <translation>millions</translation>
    </message>
    <message>
        <source>thousands</source>
        <translation>milliers</translation>
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
        <translation>%1 — NE TIENT PAS</translation>
    </message>
    <message>
        <source>%1 %2 (%3)</source>
        <translation>%1 %2 (%3)</translation>
    </message>
    <message>
        <source>cannot estimate</source>
        <translation>estimation impossible</translation>
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
        <translation>Appareil</translation>
    </message>
    <message>
        <source>%1 (%2) — higher is better; ★ marks the best</source>
        <translation>%1 (%2) — plus c&apos;est haut, mieux c&apos;est ; ★ marque le meilleur</translation>
    </message>
    <message>
        <source>%1 (%2) — lower is better; ★ marks the best</source>
        <translation>%1 (%2) — plus c&apos;est bas, mieux c&apos;est ; ★ marque le meilleur</translation>
    </message>
    <message>
        <source>no data</source>
        <extracomment>The accuracy column of a device the validation data has no figure for.</extracomment>
        <translation>aucune donnée</translation>
    </message>
    <message>
        <source>The validation data has no scored measurement of this kind of step: no uncertainty band.</source>
        <translation>Les données de validation n&apos;ont aucune mesure évaluée de ce type d&apos;étape : pas de bande d&apos;incertitude.</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Step time uncertainty&lt;/b&gt;&lt;/p&gt;&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;Throughput and MFU take the reciprocal band, costs the same one.&lt;/p&gt;</source>
        <extracomment>The tooltip of the accuracy column: %1 is where the band comes from.</extracomment>
        <translation>&lt;p&gt;&lt;b&gt;Incertitude du temps d&apos;étape&lt;/b&gt;&lt;/p&gt;&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;Le débit et le MFU prennent la bande réciproque, les coûts la même.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Uncertainty</source>
        <extracomment>Column of the comparison table: the uncertainty band of the step time.</extracomment>
        <translation>Incertitude</translation>
    </message>
    <message>
        <source>How far measurements of similar work were from the engine&apos;s prediction (Help › Accuracy); wider when an input is assumed</source>
        <translation>Écart entre les mesures de travaux similaires et la prédiction du moteur (Aide › Précision) ; plus large lorsqu&apos;une entrée est supposée</translation>
    </message>
    <message>
        <source>no legal split</source>
        <translation>aucune répartition valide</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Chips · split</source>
        <extracomment>Column of the comparison table for a job on many chips: chip count and split</extracomment>
        <translation>Puces · répartition</translation>
    </message>
    <message>
        <source>The chips the job runs on and how the step is split over them (dp data, tp tensor, pp pipeline, ep expert parallel; ZeRO stage)</source>
        <translation>Les puces sur lesquelles tourne la tâche et la répartition du pas entre elles (dp parallélisme de données, tp de tenseurs, pp de pipeline, ep d&apos;experts ; étape ZeRO)</translation>
    </message>
    <message>
        <source>Comm. wait</source>
        <extracomment>Column of the comparison table: the share of a step spent waiting on collectives</extracomment>
        <translation>Attente comm.</translation>
    </message>
    <message>
        <source>Share of the step spent waiting on communication that compute does not hide</source>
        <translation>Part du pas passée à attendre des communications que le calcul ne masque pas</translation>
    </message>
    <message>
        <source>Run time</source>
        <extracomment>Column of the comparison table: how long the whole run takes</extracomment>
        <translation>Durée d&apos;exécution</translation>
    </message>
    <message>
        <source>Time to process the run&apos;s tokens on all the job&apos;s chips</source>
        <translation>Temps nécessaire pour traiter les jetons de l&apos;exécution sur toutes les puces de la tâche</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>ne tient pas</translation>
    </message>
    <message>
        <source>Serving batch</source>
        <extracomment>Column of the comparison table: requests served together, and what set that</extracomment>
        <translation>Lot servi</translation>
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
        <translation>Jetons/s · puce</translation>
    </message>
    <message>
        <source>Tokens per $</source>
        <extracomment>Column of the comparison table: output tokens one dollar of rent buys</extracomment>
        <translation>Jetons par $</translation>
    </message>
    <message>
        <source>Requests served together: the largest batch that fits memory and meets the latency targets (Run › targets), or the workload&apos;s batch without targets</source>
        <translation>Requêtes servies ensemble : le plus grand lot qui tient en mémoire et respecte les cibles de latence (Exécution › cibles), ou le lot de la charge de travail sans cibles</translation>
    </message>
    <message>
        <source>Time to first token: the prefill of the batch&apos;s prompts — lower is better; ★ marks the best</source>
        <translation>Temps jusqu&apos;au premier jeton : le prefill des prompts du lot — plus bas est meilleur ; ★ marque le meilleur</translation>
    </message>
    <message>
        <source>Time per output token: one decode step of the batch — lower is better; ★ marks the best</source>
        <translation>Temps par jeton de sortie : un pas de décodage du lot — plus bas est meilleur ; ★ marque le meilleur</translation>
    </message>
    <message>
        <source>Output tokens a second per chip at the serving batch — higher is better; ★ marks the best</source>
        <translation>Jetons de sortie par seconde et par puce au lot servi — plus haut est meilleur ; ★ marque le meilleur</translation>
    </message>
    <message>
        <source>Output tokens one dollar of the chip&apos;s rent buys — higher is better; ★ marks the best</source>
        <translation>Jetons de sortie qu&apos;achète un dollar de location de la puce — plus haut est meilleur ; ★ marque le meilleur</translation>
    </message>
</context>
<context>
    <name>ts::DeveloperHarness</name>
    <message>
        <source>Scripted edit</source>
        <translation>Modification scriptée</translation>
    </message>
</context>
<context>
    <name>ts::DevicePickerPanel</name>
    <message>
        <source>Search devices (name, vendor, memory type)</source>
        <translation>Rechercher des appareils (nom, fabricant, type de mémoire)</translation>
    </message>
    <message>
        <source>All kinds</source>
        <translation>Tous les types</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>TPUs</source>
        <translation>TPU</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Autres</translation>
    </message>
    <message>
        <source>&amp;Duplicate as what-if...</source>
        <translation>&amp;Dupliquer en hypothétique...</translation>
    </message>
    <message>
        <source>Copy the selected device with changed figures, saved as a user catalog file</source>
        <translation>Copier l&apos;appareil sélectionné avec des caractéristiques modifiées, enregistré comme fichier de catalogue utilisateur</translation>
    </message>
</context>
<context>
    <name>ts::DocumentationDialog</name>
    <message>
        <source>Documentation</source>
        <translation>Documentation</translation>
    </message>
    <message>
        <source>The documentation is not installed with this copy of Tensorscope. It is published on the project&apos;s web site:</source>
        <translation>La documentation n&apos;est pas installée avec cet exemplaire de Tensorscope. Elle est publiée sur le site web du projet :</translation>
    </message>
    <message>
        <source>The same pages come with the source code, in its docs folder and README.md.</source>
        <extracomment>&quot;docs&quot; and &quot;README.md&quot; are names of a folder and a file; keep them as they are</extracomment>
        <translation>Les mêmes pages accompagnent le code source, dans son dossier docs et dans README.md.</translation>
    </message>
    <message>
        <source>Open in Browser...</source>
        <translation>Ouvrir dans le navigateur...</translation>
    </message>
</context>
<context>
    <name>ts::EngineErrorText</name>
    <message>
        <source>the device has no matrix rate for the precision or a fallback</source>
        <translation>l&apos;appareil n&apos;a pas de débit matriciel pour la précision ni pour un repli</translation>
    </message>
    <message>
        <source>a dimension is zero, negative or too large to estimate</source>
        <translation>une dimension est nulle, négative ou trop grande pour être estimée</translation>
    </message>
    <message>
        <source>an engine option is not a finite number in its range</source>
        <translation>une option du moteur n&apos;est pas un nombre fini dans sa plage</translation>
    </message>
    <message>
        <source>the device&apos;s figures give no finite estimate</source>
        <translation>les chiffres de l&apos;appareil ne donnent aucune estimation finie</translation>
    </message>
</context>
<context>
    <name>ts::ExplainPanel</name>
    <message>
        <source>Explanation</source>
        <translation>Explication</translation>
    </message>
    <message>
        <source>How the selected operator&apos;s time, or the hovered number, was derived.</source>
        <translation>Comment le temps de l&apos;opérateur sélectionné, ou le nombre survolé, a été obtenu.</translation>
    </message>
    <message>
        <source>&lt;p&gt;Hover over a bar or a roofline point, or select a table cell or an operator: its derivation appears here.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Survolez une barre ou un point du roofline, ou sélectionnez une cellule du tableau ou un opérateur : sa dérivation apparaît ici.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>E&amp;xport as Markdown...</source>
        <translation>E&amp;xporter en Markdown...</translation>
    </message>
    <message>
        <source>Save the selected operator&apos;s walk-through for lecture notes</source>
        <translation>Enregistrer le pas-à-pas de l&apos;opérateur sélectionné pour des notes de cours</translation>
    </message>
    <message>
        <source>Cannot write &apos;%1&apos;: %2</source>
        <translation>Impossible d&apos;écrire « %1 » : %2</translation>
    </message>
    <message>
        <source>Export Explanation</source>
        <translation>Exporter l&apos;explication</translation>
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
        <translation>Exporter le support</translation>
    </message>
    <message>
        <source>No tour is open. Make a handout of:</source>
        <extracomment>File › Export Handout with no tour open: the shipped tours to choose from</extracomment>
        <translation>Aucune visite n’est ouverte. Faire un support de :</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>Document PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Drawing the tour&apos;s scenes…</source>
        <translation>Dessin des scènes de la visite…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Cannot write &apos;%1&apos;: %2</source>
        <translation>Impossible d’écrire « %1 » : %2</translation>
    </message>
    <message>
        <source>Wrote the handout %1 (%2 pages)</source>
        <translation>Support %1 écrit (%2 pages)</translation>
    </message>
</context>
<context>
    <name>ts::JobEditor</name>
    <message>
        <source>Change chips</source>
        <translation>Modifier les puces</translation>
    </message>
    <message>
        <source>Toggle fewest chips that fit</source>
        <translation>Basculer « le moins de puces qui tienne »</translation>
    </message>
    <message>
        <source>Change split</source>
        <translation>Modifier la répartition</translation>
    </message>
    <message>
        <source>Change ZeRO stage</source>
        <translation>Modifier l&apos;étape ZeRO</translation>
    </message>
    <message>
        <source>Change run tokens</source>
        <translation>Modifier les jetons par exécution</translation>
    </message>
    <message>
        <source>Job</source>
        <extracomment>the Job section of the workload editor: chips, split and run length</extracomment>
        <translation>Tâche</translation>
    </message>
    <message>
        <source>C&amp;hips</source>
        <translation>P&amp;uces</translation>
    </message>
    <message>
        <source>Chips of each device that run the step together</source>
        <translation>Puces de chaque appareil qui exécutent le pas ensemble</translation>
    </message>
    <message>
        <source>Fewest chips that fit</source>
        <translation>Le moins de puces qui tienne</translation>
    </message>
    <message>
        <source>Search the powers of two up to %1 chips for the fewest on which some split holds the job in memory</source>
        <translation>Chercher parmi les puissances de deux jusqu&apos;à %1 puces le plus petit nombre pour lequel une répartition fait tenir la tâche en mémoire</translation>
    </message>
    <message>
        <source>S&amp;plit</source>
        <translation>Ré&amp;partition</translation>
    </message>
    <message>
        <source>Fastest that fits (search)</source>
        <translation>La plus rapide qui tient (recherche)</translation>
    </message>
    <message>
        <source>Set by hand</source>
        <translation>Définie à la main</translation>
    </message>
    <message>
        <source>ZeRO</source>
        <translation>ZeRO</translation>
    </message>
    <message>
        <source>ZeRO stage: 1 shards optimizer state, 2 also gradients, 3 also weights (FSDP) over the data-parallel chips</source>
        <translation>Étape ZeRO : 1 partitionne l&apos;état de l&apos;optimiseur, 2 aussi les gradients, 3 aussi les poids (FSDP) sur les puces du parallélisme de données</translation>
    </message>
    <message>
        <source>Run &amp;tokens</source>
        <translation>&amp;Jetons par exécution</translation>
    </message>
    <message>
        <source> B</source>
        <extracomment>suffix of the run-length box: billions of tokens</extracomment>
        <translation> Md</translation>
    </message>
    <message>
        <source>Tokens (samples for models without tokens) the whole run processes, in billions: the per-run time, cost and energy</source>
        <translation>Jetons (échantillons pour les modèles sans jetons) traités par toute l&apos;exécution, en milliards : base de la durée, du coût et de l&apos;énergie par exécution</translation>
    </message>
    <message>
        <source>Search: the engine tries every legal data, tensor, pipeline, context and expert split and ZeRO stage and keeps the fastest that fits. By hand: chips = dp × cp × tp × pp.</source>
        <translation>Recherche : le moteur essaie chaque répartition valide en données, tenseurs, pipeline, contexte et experts et chaque étape ZeRO, et garde la plus rapide qui tient. À la main : puces = dp × cp × tp × pp.</translation>
    </message>
</context>
<context>
    <name>ts::JobText</name>
    <message>
        <source>%1 chips: no legal split</source>
        <extracomment>the job column of a device: no split of N chips is legal for the workload</extracomment>
        <translation>%1 puces : aucune répartition valide</translation>
    </message>
    <message>
        <source>does not fit on %1 chips</source>
        <extracomment>fewest-that-fit search: no chip count up to the limit holds the job</extracomment>
        <translation>ne tient pas sur %1 puces</translation>
    </message>
    <message>
        <source>%1 chips (fewest that fit)</source>
        <translation>%1 puces (le moins qui tienne)</translation>
    </message>
    <message>
        <source>1 chip</source>
        <translation>1 puce</translation>
    </message>
    <message>
        <source>%1 chips</source>
        <translation>%1 puces</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>the engine cannot estimate the split&apos;s step</source>
        <translation>le moteur ne peut pas estimer le pas de cette répartition</translation>
    </message>
    <message>
        <source>no figure</source>
        <translation>aucune valeur</translation>
    </message>
    <message>
        <source>step = compute of the slowest stage + pipeline bubble + exposed communication</source>
        <translation>pas = calcul de l&apos;étage le plus lent + bulle du pipeline + communication exposée</translation>
    </message>
    <message>
        <source>throughput = tokens per step on all chips ÷ step time</source>
        <translation>débit = jetons par pas sur toutes les puces ÷ durée d&apos;un pas</translation>
    </message>
    <message>
        <source>tokens per step</source>
        <translation>jetons par pas</translation>
    </message>
    <message>
        <source>step time</source>
        <translation>durée d&apos;un pas</translation>
    </message>
    <message>
        <source>$ per run = steps × step hours × chips × price per chip-hour; steps = ⌈run tokens ÷ tokens per step⌉</source>
        <translation>$ par exécution = pas × durée d&apos;un pas en heures × puces × prix par heure-puce ; pas = ⌈jetons de l&apos;exécution ÷ jetons par pas⌉</translation>
    </message>
    <message>
        <source>run tokens</source>
        <translation>jetons de l&apos;exécution</translation>
    </message>
    <message>
        <source>steps</source>
        <translation>pas</translation>
    </message>
    <message>
        <source>run time</source>
        <translation>durée d&apos;exécution</translation>
    </message>
    <message>
        <source>chips</source>
        <translation>puces</translation>
    </message>
    <message>
        <source>price (%1)</source>
        <translation>prix (%1)</translation>
    </message>
    <message>
        <source>$%1 / chip-hour</source>
        <translation>%1 $ / heure-puce</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>pas de prix</translation>
    </message>
    <message>
        <source>energy = steps × chips × (busy power × compute + idle power × waiting), × server overhead × PUE; CO₂ = energy × grid intensity</source>
        <translation>énergie = pas × puces × (puissance en charge × calcul + puissance au repos × attente), × surcoût serveur × PUE ; CO₂ = énergie × intensité du réseau</translation>
    </message>
    <message>
        <source>energy per step, all chips (IT)</source>
        <translation>énergie par pas, toutes les puces (informatique)</translation>
    </message>
    <message>
        <source>%1J</source>
        <translation>%1J</translation>
    </message>
    <message>
        <source>run chip energy range</source>
        <translation>plage d&apos;énergie des puces pour l&apos;exécution</translation>
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
        <translation>énergie de l&apos;exécution (installation)</translation>
    </message>
    <message>
        <source>%1 kWh</source>
        <translation>%1 kWh</translation>
    </message>
    <message>
        <source>grid intensity</source>
        <translation>intensité du réseau</translation>
    </message>
    <message>
        <source>%1 g CO₂/kWh</source>
        <translation>%1 g CO₂/kWh</translation>
    </message>
    <message>
        <source>run CO₂</source>
        <translation>CO₂ de l&apos;exécution</translation>
    </message>
    <message>
        <source>%1 kg</source>
        <translation>%1 kg</translation>
    </message>
    <message>
        <source>owned $ per run = steps × step hours × chips × owned $ per chip-hour (purchase over its amortization, electricity at the job&apos;s power, hosting)</source>
        <translation>$ par exécution (achat) = pas × durée d&apos;un pas en heures × puces × $ par heure-puce achetée (prix d&apos;achat sur la durée d&apos;amortissement, électricité à la puissance de la tâche, hébergement)</translation>
    </message>
    <message>
        <source>owned chip-hour</source>
        <translation>heure-puce achetée</translation>
    </message>
    <message>
        <source>$%1</source>
        <translation>%1 $</translation>
    </message>
    <message>
        <source>rent only</source>
        <translation>location seule</translation>
    </message>
    <message>
        <source>rented chip-hour</source>
        <translation>heure-puce louée</translation>
    </message>
    <message>
        <source>tokens per joule = tokens per step ÷ chip energy of all chips per step</source>
        <translation>jetons par joule = jetons par pas ÷ énergie de toutes les puces par pas</translation>
    </message>
    <message>
        <source>tokens per dollar = tokens per step ÷ rent of all chips per step</source>
        <translation>jetons par dollar = jetons par pas ÷ location de toutes les puces par pas</translation>
    </message>
    <message>
        <source>tokens per kg CO₂ = run tokens ÷ the run&apos;s facility CO₂</source>
        <translation>jetons par kg CO₂ = jetons de l&apos;exécution ÷ CO₂ de l&apos;exécution à l&apos;installation</translation>
    </message>
    <message>
        <source>%1 / %2 GiB per chip</source>
        <extracomment>memory per chip of a job on many chips, against one chip&apos;s capacity</extracomment>
        <translation>%1 / %2 Gio par puce</translation>
    </message>
    <message>
        <source>no count up to %1 chips holds the job: %2 GiB per chip on %3 GiB</source>
        <translation>aucun nombre jusqu&apos;à %1 puces ne fait tenir la tâche : %2 Gio par puce sur %3 Gio</translation>
    </message>
    <message>
        <source>no split of %1 chips fits: %2 GiB per chip on %3 GiB</source>
        <translation>aucune répartition sur %1 puces ne tient : %2 Gio par puce sur %3 Gio</translation>
    </message>
    <message>
        <source>the split set by hand does not fit %1 chips: %2 GiB per chip on %3 GiB</source>
        <translation>la répartition définie à la main ne tient pas sur %1 puces : %2 Gio par puce sur %3 Gio</translation>
    </message>
</context>
<context>
    <name>ts::MainWindow</name>
    <message>
        <source>Start</source>
        <translation>Accueil</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Comparer</translation>
    </message>
    <message>
        <source>Systolic array</source>
        <translation>Réseau systolique</translation>
    </message>
    <message>
        <source>SIMT (GPU)</source>
        <translation>SIMT (GPU)</translation>
    </message>
    <message>
        <source>Systolic vs SIMT</source>
        <translation>Systolique vs SIMT</translation>
    </message>
    <message>
        <source>Tensorscope %1 - ready</source>
        <translation>Tensorscope %1 - prêt</translation>
    </message>
    <message>
        <source>Autosaved unsaved changes</source>
        <translation>Modifications non enregistrées sauvegardées automatiquement</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Charge de travail</translation>
    </message>
    <message>
        <source>Devices</source>
        <translation>Appareils</translation>
    </message>
    <message>
        <source>Operators</source>
        <translation>Opérateurs</translation>
    </message>
    <message>
        <source>Explanation</source>
        <translation>Explication</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;New Workspace</source>
        <translation>&amp;Nouvel espace de travail</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>&amp;Ouvrir...</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Ouvrir un fichier &amp;récent</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>Enregistrer &amp;sous...</translation>
    </message>
    <message>
        <source>Export &amp;Chart</source>
        <translation>Exporter un &amp;graphique</translation>
    </message>
    <message>
        <source>Export &amp;Results...</source>
        <translation>Exporter les &amp;résultats...</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Thème</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Clair</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Sombre</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;ide</translation>
    </message>
    <message>
        <source>&amp;About Tensorscope</source>
        <translation>À &amp;propos de Tensorscope</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>À propos de &amp;Qt</translation>
    </message>
    <message>
        <source>%1[*] - Tensorscope</source>
        <translation>%1[*] - Tensorscope</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Sans titre</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <source>Added what-if device %1</source>
        <translation>Appareil hypothétique %1 ajouté</translation>
    </message>
    <message>
        <source>Autosave to &apos;%1&apos; failed: %2. Your changes are still open; save them elsewhere.</source>
        <extracomment>%1 is a file path, %2 the reason from the file system (e.g. disk full)</extracomment>
        <translation>La sauvegarde automatique vers « %1 » a échoué : %2. Vos modifications sont toujours ouvertes ; enregistrez-les ailleurs.</translation>
    </message>
    <message>
        <source>Tour</source>
        <translation>Visite</translation>
    </message>
    <message>
        <source>Open &amp;Tour...</source>
        <translation>Ouvrir une &amp;visite...</translation>
    </message>
    <message>
        <source>Guided T&amp;ours</source>
        <translation>Visites &amp;guidées</translation>
    </message>
    <message>
        <source>Open Tour</source>
        <translation>Ouvrir une visite</translation>
    </message>
    <message>
        <source>Record Tour Sc&amp;ene...</source>
        <translation>Enregistrer une sc&amp;ène de visite...</translation>
    </message>
    <message>
        <source>Save Tour As...</source>
        <translation>Enregistrer la visite sous...</translation>
    </message>
    <message>
        <source>&amp;Preferences...</source>
        <translation>&amp;Préférences...</translation>
    </message>
    <message>
        <source>&amp;Present</source>
        <translation>&amp;Présenter</translation>
    </message>
    <message>
        <source>A&amp;ccuracy...</source>
        <translation>Pré&amp;cision...</translation>
    </message>
    <message>
        <source>&amp;Documentation...</source>
        <translation>&amp;Documentation...</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts...</source>
        <translation>&amp;Raccourcis clavier...</translation>
    </message>
    <message>
        <source>Copy C&amp;hart</source>
        <translation>Copier le &amp;graphique</translation>
    </message>
    <message>
        <source>&amp;Import Model...</source>
        <translation>&amp;Importer un modèle...</translation>
    </message>
    <message>
        <source>Claims</source>
        <translation>Affirmations</translation>
    </message>
    <message>
        <source>Settings out of range, defaults used: %1</source>
        <translation>Réglages hors plage, valeurs par défaut utilisées : %1</translation>
    </message>
    <message>
        <source>Presenter &amp;Console</source>
        <translation>&amp;Console du présentateur</translation>
    </message>
    <message>
        <source>Export &amp;Handout...</source>
        <translation>Exporter le &amp;support…</translation>
    </message>
    <message>
        <source>E&amp;dit Tour...</source>
        <translation>Mo&amp;difier la visite...</translation>
    </message>
    <message>
        <source>Export C&amp;lip...</source>
        <translation>Exporter un c&amp;lip...</translation>
    </message>
    <message>
        <source>Tour Editor</source>
        <translation>Éditeur de visite</translation>
    </message>
</context>
<context>
    <name>ts::ModelStructureText</name>
    <message>
        <source>%1 layers × %2</source>
        <translation>%1 couches × %2</translation>
    </message>
    <message>
        <source>%1 heads, latent attention (KV rank %2)</source>
        <translation>%1 têtes, attention latente (rang KV %2)</translation>
    </message>
    <message>
        <source>%1 heads of %2 (%3 KV)</source>
        <translation>%1 têtes de %2 (%3 KV)</translation>
    </message>
    <message>
        <source>%1 heads of %2</source>
        <translation>%1 têtes de %2</translation>
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
        <translation>%1 experts de %2, %3 par jeton</translation>
    </message>
    <message>
        <source> + %1 shared</source>
        <translation> + %1 partagés</translation>
    </message>
    <message>
        <source>vocab %1</source>
        <translation>vocabulaire %1</translation>
    </message>
    <message>
        <source>window %1 on %2 layers</source>
        <translation>fenêtre %1 sur %2 couches</translation>
    </message>
    <message>
        <source>q/k/v biases</source>
        <translation>biais q/k/v</translation>
    </message>
    <message>
        <source>biases</source>
        <translation>biais</translation>
    </message>
    <message>
        <source>tied embeddings</source>
        <translation>plongements liés</translation>
    </message>
</context>
<context>
    <name>ts::OperatorPanel</name>
    <message>
        <source>Operator times on</source>
        <translation>Temps des opérateurs sur</translation>
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
        <translation>Opérateur</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Nombre</translation>
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
        <translation>FLOP/o</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Temps</translation>
    </message>
    <message>
        <source>Bound</source>
        <translation>Limite</translation>
    </message>
    <message>
        <source>Of step</source>
        <translation>Part du pas</translation>
    </message>
    <message>
        <source>compute</source>
        <extracomment>the limit that binds an operator&apos;s time (table column &quot;Bound&quot;)</extracomment>
        <translation>calcul</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>mémoire</translation>
    </message>
    <message>
        <source>communication</source>
        <translation>communication</translation>
    </message>
    <message>
        <source>overhead</source>
        <translation>surcoût</translation>
    </message>
    <message>
        <source>matmul</source>
        <extracomment>operator kind (table column &quot;Kind&quot;)</extracomment>
        <translation>produit matriciel</translation>
    </message>
    <message>
        <source>batched matmul</source>
        <translation>produits matriciels groupés</translation>
    </message>
    <message>
        <source>convolution</source>
        <translation>convolution</translation>
    </message>
    <message>
        <source>fused attention</source>
        <translation>attention fusionnée</translation>
    </message>
    <message>
        <source>elementwise</source>
        <translation>élément par élément</translation>
    </message>
    <message>
        <source>normalization</source>
        <translation>normalisation</translation>
    </message>
    <message>
        <source>softmax</source>
        <translation>softmax</translation>
    </message>
    <message>
        <source>embedding</source>
        <translation>plongement</translation>
    </message>
    <message>
        <source>MoE routing</source>
        <translation>routage MoE</translation>
    </message>
    <message>
        <source>optimizer update</source>
        <translation>mise à jour de l’optimiseur</translation>
    </message>
    <message>
        <source>collective</source>
        <translation>collective</translation>
    </message>
    <message>
        <source>forward</source>
        <extracomment>when in a step an operator runs (table column &quot;Kind&quot;)</extracomment>
        <translation>avant</translation>
    </message>
    <message>
        <source>recompute</source>
        <translation>recalcul</translation>
    </message>
    <message>
        <source>data gradient</source>
        <translation>gradient des données</translation>
    </message>
    <message>
        <source>weight gradient</source>
        <translation>gradient des poids</translation>
    </message>
    <message>
        <source>backward</source>
        <translation>arrière</translation>
    </message>
    <message>
        <source>optimizer</source>
        <translation>optimiseur</translation>
    </message>
    <message>
        <source>prefill</source>
        <translation>prefill</translation>
    </message>
    <message>
        <source>decode</source>
        <translation>décodage</translation>
    </message>
</context>
<context>
    <name>ts::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Préférences</translation>
    </message>
    <message>
        <source>System default (%1)</source>
        <extracomment>%1 is the system&apos;s language in its own name, e.g. &quot;Deutsch&quot;.</extracomment>
        <translation>Par défaut du système (%1)</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Langue :</translation>
    </message>
    <message>
        <source>The window switches language as soon as you press OK.</source>
        <translation>La fenêtre change de langue dès que vous appuyez sur OK.</translation>
    </message>
    <message>
        <source>Costs and energy</source>
        <translation>Coûts et énergie</translation>
    </message>
    <message>
        <source>On demand</source>
        <translation>À la demande</translation>
    </message>
    <message>
        <source>Spot</source>
        <translation>Spot</translation>
    </message>
    <message>
        <source>1-year commitment</source>
        <translation>Engagement d&apos;un an</translation>
    </message>
    <message>
        <source>3-year commitment</source>
        <translation>Engagement de trois ans</translation>
    </message>
    <message>
        <source>The catalog&apos;s reference quote (first listed)</source>
        <translation>Le tarif de référence du catalogue (le premier listé)</translation>
    </message>
    <message>
        <source>The cheapest public quote</source>
        <translation>Le tarif public le moins cher</translation>
    </message>
    <message>
        <source>any provider (or e.g. Google Cloud, AWS)</source>
        <translation>tout fournisseur (ou p. ex. Google Cloud, AWS)</translation>
    </message>
    <message>
        <source> $/kWh</source>
        <translation> $/kWh</translation>
    </message>
    <message>
        <source> years</source>
        <translation> ans</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>&amp;Prices:</source>
        <translation>&amp;Prix :</translation>
    </message>
    <message>
        <source>&amp;Quote:</source>
        <translation>&amp;Tarif :</translation>
    </message>
    <message>
        <source>P&amp;rovider:</source>
        <translation>Fou&amp;rnisseur :</translation>
    </message>
    <message>
        <source>P&amp;UE:</source>
        <translation>P&amp;UE :</translation>
    </message>
    <message>
        <source>&amp;Electricity (owned chips):</source>
        <translation>É&amp;lectricité (puces achetées) :</translation>
    </message>
    <message>
        <source>&amp;Amortization (owned chips):</source>
        <translation>&amp;Amortissement (puces achetées) :</translation>
    </message>
    <message>
        <source>&amp;Utilization (owned chips):</source>
        <translation>&amp;Utilisation (puces achetées) :</translation>
    </message>
</context>
<context>
    <name>ts::PresentationController</name>
    <message>
        <source>Blank screen</source>
        <translation>Écran noir</translation>
    </message>
    <message>
        <source>%1 / %2 · Page Down: next</source>
        <translation>%1 / %2 · Pg Suiv : suivante</translation>
    </message>
    <message>
        <source>%1 / %2 · Page Up: back</source>
        <translation>%1 / %2 · Pg Préc : précédente</translation>
    </message>
</context>
<context>
    <name>ts::PresenterConsole</name>
    <message>
        <source>Tensorscope Presenter Console</source>
        <translation>Console du présentateur Tensorscope</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>&amp;Réinitialiser</translation>
    </message>
    <message>
        <source>Start the elapsed time again from zero</source>
        <translation>Repartir de zéro pour le temps écoulé</translation>
    </message>
    <message>
        <source>Reset the elapsed time</source>
        <translation>Réinitialiser le temps écoulé</translation>
    </message>
    <message>
        <source>Now</source>
        <extracomment>presenter console: the scene the audience sees now</extracomment>
        <translation>Maintenant</translation>
    </message>
    <message>
        <source>Next</source>
        <extracomment>presenter console: the scene after the one shown</extracomment>
        <translation>Suivante</translation>
    </message>
    <message>
        <source>Speaker notes</source>
        <translation>Notes du présentateur</translation>
    </message>
    <message>
        <source>The scene the audience sees</source>
        <translation>La scène que voit le public</translation>
    </message>
    <message>
        <source>The next scene</source>
        <translation>La scène suivante</translation>
    </message>
    <message>
        <source>The next scene&apos;s caption</source>
        <translation>La légende de la scène suivante</translation>
    </message>
    <message>
        <source>This scene has no speaker notes.</source>
        <translation>Cette scène n’a pas de notes du présentateur.</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Horloge</translation>
    </message>
    <message>
        <source>Elapsed time</source>
        <translation>Temps écoulé</translation>
    </message>
    <message>
        <source>No tour open</source>
        <translation>Aucune visite ouverte</translation>
    </message>
    <message>
        <source>Scene %1 / %2</source>
        <extracomment>presenter console: scene %1 of %2</extracomment>
        <translation>Scène %1 / %2</translation>
    </message>
    <message>
        <source>Scene %1</source>
        <extracomment>presenter console: a next scene without a title of its own</extracomment>
        <translation>Scène %1</translation>
    </message>
    <message>
        <source>End of the tour</source>
        <extracomment>presenter console, instead of the next scene&apos;s title after the last scene</extracomment>
        <translation>Fin de la visite</translation>
    </message>
    <message>
        <source>Preparing the picture...</source>
        <extracomment>presenter console: the next scene&apos;s picture is being rendered</extracomment>
        <translation>Préparation de l’image…</translation>
    </message>
    <message>
        <source>Elapsed %1</source>
        <extracomment>presenter console: the time since the talk started (or since Reset)</extracomment>
        <translation>Écoulé %1</translation>
    </message>
</context>
<context>
    <name>ts::QuestionPanel</name>
    <message>
        <source>no figure</source>
        <extracomment>a question&apos;s choice whose device has no figure for the deciding metric</extracomment>
        <translation>pas de valeur</translation>
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
        <translation>Énergie de la puce par étape</translation>
    </message>
    <message>
        <source>Time to first token</source>
        <translation>Temps jusqu&apos;au premier token</translation>
    </message>
    <message>
        <source>Time per output token</source>
        <translation>Temps par token de sortie</translation>
    </message>
    <message>
        <source>Decided by: %1, the highest wins</source>
        <extracomment>%1 the figure that decided a question, e.g. &quot;Throughput&quot;</extracomment>
        <translation>Décidé par : %1, la valeur la plus haute gagne</translation>
    </message>
    <message>
        <source>Decided by: %1, the lowest wins</source>
        <extracomment>%1 the figure that decided a question, e.g. &quot;Step time&quot;</extracomment>
        <translation>Décidé par : %1, la valeur la plus basse gagne</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Question</translation>
    </message>
    <message>
        <source>votes: %1</source>
        <extracomment>the room&apos;s show of hands for one choice of a question</extracomment>
        <translation>votes : %1</translation>
    </message>
    <message>
        <source>✓ Winner</source>
        <extracomment>marks the winning choice of a question, after the reveal</extracomment>
        <translation>✓ Gagnant</translation>
    </message>
    <message>
        <source>No choice has a figure to decide it.</source>
        <extracomment>no choice of a question has a figure</extracomment>
        <translation>Aucun choix n&apos;a de valeur pour trancher.</translation>
    </message>
    <message>
        <source>Space: next scene</source>
        <extracomment>presentation mode, a question answered: the key that goes on</extracomment>
        <translation>Espace : scène suivante</translation>
    </message>
    <message>
        <source>Keys 1–%1: count hands · Space: reveal the answer</source>
        <translation>Touches 1–%1 : compter les mains · Espace : révéler la réponse</translation>
    </message>
    <message>
        <source>&amp;Reveal answer</source>
        <translation>&amp;Révéler la réponse</translation>
    </message>
    <message>
        <source>&amp;Hide question</source>
        <translation>&amp;Masquer la question</translation>
    </message>
    <message>
        <source>Show the scene&apos;s charts without the question</source>
        <translation>Afficher les graphiques de la scène sans la question</translation>
    </message>
</context>
<context>
    <name>ts::ResultsPanel</name>
    <message>
        <source>Step time (ms)</source>
        <translation>Durée d&apos;un pas (ms)</translation>
    </message>
    <message>
        <source>comp.</source>
        <extracomment>short legend labels of the step-time chart: compute, memory, communication, overhead</extracomment>
        <translation>calc.</translation>
    </message>
    <message>
        <source>mem.</source>
        <translation>mém.</translation>
    </message>
    <message>
        <source>comm.</source>
        <translation>comm.</translation>
    </message>
    <message>
        <source>overh.</source>
        <translation>surc.</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>Débit</translation>
    </message>
    <message>
        <source>Cost per million tokens ($)</source>
        <translation>Coût par million de jetons ($)</translation>
    </message>
    <message>
        <source>Energy per run</source>
        <translation>Énergie par exécution</translation>
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
        <translation>tirets : capacité</translation>
    </message>
    <message>
        <source>DOES NOT FIT</source>
        <translation>NE TIENT PAS</translation>
    </message>
    <message>
        <source>vs batch</source>
        <translation>selon le lot</translation>
    </message>
    <message>
        <source>vs chips</source>
        <translation>selon les puces</translation>
    </message>
    <message>
        <source>Throughput (samples/s)</source>
        <translation>Débit (échantillons/s)</translation>
    </message>
    <message>
        <source>Throughput (tokens/s)</source>
        <translation>Débit (jetons/s)</translation>
    </message>
    <message>
        <source>%1 cannot run this workload (no matrix rate for its precision, or an invalid shape).</source>
        <translation>%1 ne peut pas exécuter cette charge de travail (pas de débit matriciel pour sa précision, ou une forme invalide).</translation>
    </message>
    <message>
        <source>Device &apos;%1&apos; is not in the catalog.</source>
        <translation>L&apos;appareil « %1 » n&apos;est pas dans le catalogue.</translation>
    </message>
    <message>
        <source>Tick devices in the Devices panel to compare them.</source>
        <translation>Cochez des appareils dans le panneau Appareils pour les comparer.</translation>
    </message>
    <message>
        <source>Copy Chart</source>
        <extracomment>a chart&apos;s context menu: the chart as a picture on the clipboard, as exported to PNG</extracomment>
        <translation>Copier le graphique</translation>
    </message>
    <message>
        <source>Export Chart…</source>
        <translation>Exporter le graphique…</translation>
    </message>
    <message>
        <source>That is weights, gradients, optimizer state and activations; the chips chart shows how many chips it takes.</source>
        <translation>Ce sont les poids, les gradients, l’état de l’optimiseur et les activations ; le graphique selon les puces montre combien il en faut.</translation>
    </message>
    <message>
        <source>That is weights, KV cache and activations; the chips chart shows how many chips it takes.</source>
        <translation>Ce sont les poids, le cache KV et les activations ; le graphique selon les puces montre combien il en faut.</translation>
    </message>
    <message>
        <source>%1 T</source>
        <extracomment>a run&apos;s length in tokens: %1 trillion (10^12), e.g. &quot;15 T&quot;</extracomment>
        <translation>%1 billions</translation>
    </message>
    <message>
        <source>%1 B</source>
        <extracomment>a run&apos;s length in tokens: %1 billion (10^9), e.g. &quot;1 B&quot;</extracomment>
        <translation>%1 Md</translation>
    </message>
    <message>
        <source>%1 M</source>
        <extracomment>a run&apos;s length in tokens: %1 million, e.g. &quot;300 M&quot;</extracomment>
        <translation>%1 M</translation>
    </message>
    <message>
        <source>Cost per run of %1 tokens ($)</source>
        <extracomment>the cost chart&apos;s title: %1 is the run&apos;s length, e.g. &quot;1 B&quot; or &quot;15 T&quot;</extracomment>
        <translation>Coût par exécution de %1 de jetons ($)</translation>
    </message>
    <message>
        <source>Step time (s)</source>
        <translation>Durée d&apos;un pas (s)</translation>
    </message>
    <message>
        <source>%1 cannot run this job: %2</source>
        <translation>%1 ne peut pas exécuter cette tâche : %2</translation>
    </message>
    <message>
        <source>bubble</source>
        <translation>bulle</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>Tokens per joule (chip energy)</source>
        <extracomment>chart title: tokens (or samples) per joule of the chips&apos; own energy</extracomment>
        <translation>Jetons par joule (énergie des puces)</translation>
    </message>
    <message>
        <source>Tokens per dollar (rented)</source>
        <extracomment>chart title: tokens (or samples) per US dollar of rent</extracomment>
        <translation>Jetons par dollar (location)</translation>
    </message>
    <message>
        <source>&lt;p&gt;Power estimated: the catalog&apos;s power range gives %1–%2 %3 for this run.&lt;/p&gt;</source>
        <extracomment>%3 is the unit, e.g. &quot;kWh&quot; or &quot;tokens/J&quot;</extracomment>
        <translation>&lt;p&gt;Puissance estimée : la plage de puissance du catalogue donne %1–%2 %3 pour cette exécution.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The workload cannot be built: %1.</source>
        <extracomment>%1 a problem of the workload, e.g. &quot;$.model.heads: expected integer &gt; 0, found number 0&quot;</extracomment>
        <translation>La charge de travail ne peut pas être construite : %1.</translation>
    </message>
    <message>
        <source>Memory vs capacity (GiB)</source>
        <translation>Mémoire vs capacité (Gio)</translation>
    </message>
    <message>
        <source>%1 (%2 GiB)</source>
        <translation>%1 (%2 Gio)</translation>
    </message>
    <message>
        <source>DOES NOT FIT on one %1: the step needs %2 GiB.</source>
        <translation>NE TIENT PAS sur un seul %1 : le pas demande %2 Gio.</translation>
    </message>
</context>
<context>
    <name>ts::RooflineChart</name>
    <message>
        <source>Roofline: operators vs roofs</source>
        <translation>Roofline : opérateurs et toits</translation>
    </message>
    <message>
        <source>FLOP per byte</source>
        <translation>FLOP par octet</translation>
    </message>
    <message>
        <source>TFLOP/s achieved</source>
        <translation>TFLOP/s atteints</translation>
    </message>
</context>
<context>
    <name>ts::ScalingResultText</name>
    <message>
        <source>tensor parallel</source>
        <translation>parallélisme de tenseurs</translation>
    </message>
    <message>
        <source>expert parallel</source>
        <translation>parallélisme d’experts</translation>
    </message>
    <message>
        <source>pipeline stages</source>
        <translation>étages du pipeline</translation>
    </message>
    <message>
        <source>data-parallel gradients</source>
        <translation>gradients en parallélisme de données</translation>
    </message>
    <message>
        <source>data-parallel parameters</source>
        <translation>paramètres en parallélisme de données</translation>
    </message>
    <message>
        <source>FSDP parameter gather</source>
        <translation>collecte des paramètres FSDP</translation>
    </message>
    <message>
        <source>all-reduce</source>
        <translation>all-reduce</translation>
    </message>
    <message>
        <source>reduce-scatter</source>
        <translation>reduce-scatter</translation>
    </message>
    <message>
        <source>all-gather</source>
        <translation>all-gather</translation>
    </message>
    <message>
        <source>all-to-all</source>
        <translation>all-to-all</translation>
    </message>
    <message>
        <source>send/receive</source>
        <translation>envoi/réception</translation>
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
        <translation>Calcul de l’étage le plus lent</translation>
    </message>
    <message>
        <source>of which optimizer</source>
        <translation>dont l’optimiseur</translation>
    </message>
    <message>
        <source>Pipeline bubble (%1 % of the pipeline)</source>
        <translation>Bulle du pipeline (%1 % du pipeline)</translation>
    </message>
    <message>
        <source>Communication, all</source>
        <translation>Communication, totale</translation>
    </message>
    <message>
        <source>Communication the step waits for</source>
        <translation>Communication attendue par l’étape</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Étape</translation>
    </message>
    <message>
        <source>Scaling efficiency</source>
        <translation>Efficacité de mise à l’échelle</translation>
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
        <translation>Mémoire par puce</translation>
    </message>
    <message>
        <source>%1 of %2 GiB</source>
        <translation>%1 sur %2 Gio</translation>
    </message>
    <message>
        <source>Collectives per step:</source>
        <translation>Collectives par étape :</translation>
    </message>
    <message>
        <source>%1 %2 × %3</source>
        <translation>%2 %1 × %3</translation>
    </message>
    <message>
        <source>%1 each, %2 in all, %3 waited for</source>
        <translation>%1 chacune, %2 au total, %3 attendues</translation>
    </message>
    <message>
        <source>context-parallel ring</source>
        <translation>anneau du parallélisme de contexte</translation>
    </message>
</context>
<context>
    <name>ts::SelectionController</name>
    <message>
        <source>Select an operator to show its GEMM in the systolic and SIMT views.</source>
        <translation>Sélectionnez un opérateur pour afficher son GEMM dans les vues systolique et SIMT.</translation>
    </message>
</context>
<context>
    <name>ts::ServingFrontierChart</name>
    <message>
        <source>no price</source>
        <translation>pas de prix</translation>
    </message>
    <message>
        <source>&lt;h3&gt;%1: tp %2 × batch %3&lt;/h3&gt;</source>
        <extracomment>hover on the serving frontier: %1 device, %2 chips of tensor parallelism, %3 batch</extracomment>
        <translation>&lt;h3&gt;%1 : tp %2 × lot %3&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;%1 tokens/s per user, %2 tokens/s per chip&lt;br&gt;TTFT %3, TPOT %4&lt;br&gt;$ %5 per million output tokens&lt;br&gt;%6 GiB per chip&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1 tokens/s par utilisateur, %2 tokens/s par puce&lt;br&gt;TTFT %3, TPOT %4&lt;br&gt;%5 $ par million de tokens de sortie&lt;br&gt;%6 Gio par puce&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;On the Pareto frontier: no configuration has more tokens/s both per user and per chip.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Sur la frontière de Pareto : aucune configuration ne donne plus de tokens/s à la fois par utilisateur et par puce.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Serving frontier</source>
        <translation>Frontière de service</translation>
    </message>
    <message>
        <source>tokens/s per user</source>
        <extracomment>axis of the serving frontier: interactivity, the tokens one request gets a second</extracomment>
        <translation>tokens/s par utilisateur</translation>
    </message>
    <message>
        <source>tokens/s per chip</source>
        <translation>tokens/s par puce</translation>
    </message>
    <message>
        <source>Each marker is a tensor-parallel size and batch that fits; the line joins the Pareto points, where no other configuration gives more tokens/s both per user and per chip.</source>
        <translation>Chaque marqueur est une taille de parallélisme tensoriel et un lot qui tiennent en mémoire ; la ligne relie les points de Pareto, où aucune autre configuration ne donne plus de tokens/s à la fois par utilisateur et par puce.</translation>
    </message>
    <message>
        <source>&lt;h3&gt;%1: tp %2 × ep %3 × batch %4&lt;/h3&gt;</source>
        <extracomment>hover on the serving frontier of a mixture-of-experts model: %1 device, %2 chips of tensor parallelism, %3 groups of expert parallelism, %4 batch</extracomment>
        <translation>&lt;h3&gt;%1 : tp %2 × ep %3 × lot %4&lt;/h3&gt;</translation>
    </message>
</context>
<context>
    <name>ts::ServingText</name>
    <message>
        <source>memory</source>
        <translation>mémoire</translation>
    </message>
    <message>
        <source>TTFT target</source>
        <translation>cible TTFT</translation>
    </message>
    <message>
        <source>TPOT target</source>
        <translation>cible TPOT</translation>
    </message>
    <message>
        <source>chunk</source>
        <translation>tranche</translation>
    </message>
    <message>
        <source>the workload&apos;s</source>
        <translation>de la charge de travail</translation>
    </message>
    <message>
        <source>misses the targets</source>
        <translation>manque les cibles</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>The serving batch column: %1 requests served together, %2 what set that number</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>pas de prix</translation>
    </message>
    <message>
        <source>%1 M tokens</source>
        <translation>%1 M jetons</translation>
    </message>
    <message>
        <source>%1 k tokens</source>
        <translation>%1 k jetons</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation>%1 jetons</translation>
    </message>
    <message>
        <source>%1 tok/s</source>
        <translation>%1 tok/s</translation>
    </message>
    <message>
        <source>&lt;p&gt;Targets: first token within %1, each later one within %2. The batch is the largest that fits memory and meets both (%3 fit).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Cibles : premier jeton en %1 au plus, chacun des suivants en %2. Le lot est le plus grand qui tient en mémoire et respecte les deux (%3 tiennent).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>any time</source>
        <translation>sans limite</translation>
    </message>
    <message>
        <source>TTFT = the prefill of %1 × %2 tokens = &lt;b&gt;%3&lt;/b&gt;</source>
        <translation>TTFT = prefill de %1 × %2 jetons = &lt;b&gt;%3&lt;/b&gt;</translation>
    </message>
    <message>
        <source>TPOT = one decode step of %1 sequences at the mean context = &lt;b&gt;%2&lt;/b&gt;</source>
        <translation>TPOT = un pas de décodage de %1 séquences au contexte moyen = &lt;b&gt;%2&lt;/b&gt;</translation>
    </message>
    <message>
        <source>a request = TTFT + (%1 − 1) × TPOT = %2</source>
        <translation>une requête = TTFT + (%1 − 1) × TPOT = %2</translation>
    </message>
    <message>
        <source>output = %1 × %2 tokens ÷ %3 = &lt;b&gt;%4 tokens/s&lt;/b&gt;</source>
        <translation>sortie = %1 × %2 jetons ÷ %3 = &lt;b&gt;%4 jetons/s&lt;/b&gt;</translation>
    </message>
    <message>
        <source>a dollar buys %1 (%2 per million tokens at the chip&apos;s rent)</source>
        <translation>un dollar achète %1 (%2 par million de jetons au prix de location de la puce)</translation>
    </message>
    <message>
        <source>$%1</source>
        <translation>%1 $</translation>
    </message>
    <message>
        <source>with continuous batching and a chunked prefill of %1 tokens a step</source>
        <translation>en lots continus avec un préremplissage par tranches de %1 jetons par pas</translation>
    </message>
    <message>
        <source>with continuous batching</source>
        <translation>en lots continus</translation>
    </message>
    <message>
        <source>as one static batch</source>
        <translation>en un seul lot statique</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Serving %1 requests&lt;/b&gt; of %2 prompt tokens, %3 generated each, %4: %5.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Service de %1 requêtes&lt;/b&gt; de %2 jetons d&apos;invite, %3 générés chacune, %4 : %5.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Speculative decoding: %1 proposes %2 tokens an iteration, each accepted with probability %3: %4 tokens an iteration on average.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Décodage spéculatif : %1 propose %2 jetons par itération, chacun accepté avec une probabilité de %3 : %4 jetons par itération en moyenne.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>each step: %1 decodes and %2 prompt tokens of the requests joining</source>
        <translation>chaque pas : %1 décodages et %2 jetons d&apos;invite des requêtes qui arrivent</translation>
    </message>
    <message>
        <source>TTFT = &lt;b&gt;%1&lt;/b&gt;, TPOT = &lt;b&gt;%2&lt;/b&gt; (the longest gap between two tokens %3)</source>
        <translation>TTFT = &lt;b&gt;%1&lt;/b&gt;, TPOT = &lt;b&gt;%2&lt;/b&gt; (le plus long écart entre deux jetons, %3)</translation>
    </message>
    <message>
        <source>TPOT = (draft steps + one verification step) ÷ tokens an iteration = &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>TPOT = (pas du brouillon + un pas de vérification) ÷ jetons par itération = &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>output = %1 requests ÷ TPOT = &lt;b&gt;%2 tokens/s&lt;/b&gt;</source>
        <translation>sortie = %1 requêtes ÷ TPOT = &lt;b&gt;%2 jetons/s&lt;/b&gt;</translation>
    </message>
    <message>
        <source>n-gram prompt lookup</source>
        <translation>recherche de n-grammes dans le prompt</translation>
    </message>
</context>
<context>
    <name>ts::SessionKeeper</name>
    <message>
        <source>%1
The file is left as it is and will not be overwritten.</source>
        <translation>%1
Le fichier est laissé tel quel et ne sera pas écrasé.</translation>
    </message>
    <message>
        <source>%1
The file is kept as &apos;%2&apos;.</source>
        <translation>%1
Le fichier est conservé sous « %2 ».</translation>
    </message>
    <message>
        <source>Unreadable Workspace</source>
        <translation>Espace de travail illisible</translation>
    </message>
    <message>
        <source>Recover Workspace</source>
        <translation>Récupérer l&apos;espace de travail</translation>
    </message>
    <message>
        <source>Tensorscope did not close normally last time. Recover the unsaved workspace it autosaved?</source>
        <translation>Tensorscope ne s&apos;est pas fermé normalement la dernière fois. Récupérer l&apos;espace de travail non enregistré qu&apos;il a sauvegardé automatiquement ?</translation>
    </message>
    <message>
        <source>Another window saved the workspace for the next start, and this window&apos;s unsaved changes could not be kept in &apos;%1&apos;.</source>
        <extracomment>%1 is a file path</extracomment>
        <translation>Une autre fenêtre a enregistré l’espace de travail pour le prochain démarrage, et les modifications non enregistrées de cette fenêtre n’ont pas pu être conservées dans « %1 ».</translation>
    </message>
    <message>
        <source>Cannot save the workspace for the next start to &apos;%1&apos;: %2</source>
        <extracomment>%1 is a file path, %2 the reason from the file system (e.g. disk full)</extracomment>
        <translation>Impossible d&apos;enregistrer l&apos;espace de travail pour le prochain démarrage dans « %1 » : %2</translation>
    </message>
    <message>
        <source>Save Failed</source>
        <translation>Échec de l&apos;enregistrement</translation>
    </message>
    <message>
        <source>Closing now loses the unsaved changes.</source>
        <translation>Fermer maintenant fait perdre les modifications non enregistrées.</translation>
    </message>
    <message>
        <source>Closing now starts the next session without this workspace.</source>
        <translation>Fermer maintenant démarre la prochaine session sans cet espace de travail.</translation>
    </message>
</context>
<context>
    <name>ts::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Raccourci</translation>
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
        <translation>Puce s&amp;ystolique</translation>
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
        <translation>Lire ou mettre en pause les deux sur la même échelle de temps</translation>
    </message>
    <message>
        <source>t = %1 µs  ·  %2, one matrix unit at %3 MHz: done at %4 µs  ·  GPU at %5 MHz: done at %6 µs</source>
        <translation>t = %1 µs  ·  %2, une unité matricielle à %3 MHz : fini à %4 µs  ·  GPU à %5 MHz : fini à %6 µs</translation>
    </message>
    <message>
        <source>Whole chip vs whole chip on %1 (M×N×K %2×%3×%4), t = %5 µs  ·  %6, all %7 matrix units of %8×%9: done at %10 µs  ·  %11, all %12 SMs: done at %13 µs</source>
        <translation>Puce entière contre puce entière sur %1 (M×N×K %2×%3×%4), t = %5 µs  ·  %6, les %7 unités matricielles de %8×%9 : fini à %10 µs  ·  %11, les %12 SM : fini à %13 µs</translation>
    </message>
</context>
<context>
    <name>ts::SimtPainter</name>
    <message>
        <source>empty</source>
        <translation>vide</translation>
    </message>
    <message>
        <source>issuing</source>
        <translation>émet</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>prêt</translation>
    </message>
    <message>
        <source>tensor core busy</source>
        <translation>tensor core occupé</translation>
    </message>
    <message>
        <source>waiting on memory</source>
        <translation>attend la mémoire</translation>
    </message>
    <message>
        <source>at barrier</source>
        <translation>à la barrière</translation>
    </message>
    <message>
        <source>done</source>
        <translation>terminé</translation>
    </message>
    <message>
        <source>Cycle %1 of %2  ·  wave %3 of %4  ·  %5 CTA(s) per SM  ·  %6 of %7 CTAs done</source>
        <translation>Cycle %1 sur %2  ·  vague %3 sur %4  ·  %5 CTA par SM  ·  %6 CTA sur %7 terminés</translation>
    </message>
    <message>
        <source>C: %1 x %2 tiles, coloured by wave</source>
        <translation>C : %1 x %2 tuiles, colorées par vague</translation>
    </message>
    <message>
        <source>SM %1: %2 of %3 CTAs done</source>
        <translation>SM %1 : %2 CTA sur %3 terminés</translation>
    </message>
    <message>
        <source>warp %1 (scheduler %2), CTA %3: %4</source>
        <translation>warp %1 (ordonnanceur %2), CTA %3 : %4</translation>
    </message>
    <message>
        <source>warp %1 (scheduler %2): %3</source>
        <translation>warp %1 (ordonnanceur %2) : %3</translation>
    </message>
    <message>
        <source>Warp %1: 32 lanes, %2</source>
        <translation>Warp %1 : 32 voies, %2</translation>
    </message>
    <message>
        <source>all active</source>
        <translation>toutes actives</translation>
    </message>
    <message>
        <source>none active</source>
        <translation>aucune active</translation>
    </message>
    <message>
        <source>C tile running</source>
        <translation>tuile C en cours</translation>
    </message>
    <message>
        <source>wave 1</source>
        <translation>vague 1</translation>
    </message>
    <message>
        <source>wave 2</source>
        <translation>vague 2</translation>
    </message>
    <message>
        <source>Divergence: y = x &gt; %1 ? x·x + 1 : (%1 − x)·0.5 − 1   ·   cycle %2 of %3   ·   warp %4</source>
        <translation>Divergence : y = x &gt; %1 ? x·x + 1 : (%1 − x)·0.5 − 1   ·   cycle %2 sur %3   ·   warp %4</translation>
    </message>
    <message>
        <source>lane %1
x=%2
%3</source>
        <translation>voie %1
x=%2
%3</translation>
    </message>
    <message>
        <source>taken</source>
        <translation>prise</translation>
    </message>
    <message>
        <source>else</source>
        <translation>else</translation>
    </message>
    <message>
        <source>lane %1
(no data)</source>
        <translation>voie %1
(pas de données)</translation>
    </message>
    <message>
        <source>Filled lanes execute; hatched lanes are masked off. Orange: taken side, blue: else side, vermillion: both (before the branch and after reconvergence).</source>
        <translation>Les voies pleines s&apos;exécutent ; les voies hachurées sont masquées. Orange : branche prise, bleu : branche else, vermillon : les deux (avant le branchement et après la reconvergence).</translation>
    </message>
</context>
<context>
    <name>ts::SimtView</name>
    <message>
        <source>Tiled GEMM</source>
        <translation>GEMM en tuiles</translation>
    </message>
    <message>
        <source>Divergence demo</source>
        <translation>Démo de divergence</translation>
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
        <translation>&amp;Tuile</translation>
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
        <translation>moteur, même tuile : %1 vague(s), %2 % de la crête</translation>
    </message>
    <message>
        <source>%1: %2 x %3 x %4 GEMM (bf16), tile %5</source>
        <translation>%1 : GEMM %2 x %3 x %4 (bf16), tuile %5</translation>
    </message>
    <message>
        <source>Divergence demo: cycle %1 / %2 · %3 warps of %4 lanes</source>
        <translation>Démo de divergence : cycle %1 / %2 · %3 warps de %4 voies</translation>
    </message>
    <message>
        <source>This GEMM and tile cannot run on this GPU (see the tile&apos;s limits).</source>
        <translation>Ce GEMM et cette tuile ne peuvent pas s&apos;exécuter sur ce GPU (voir les limites de la tuile).</translation>
    </message>
    <message>
        <source>Cycle %1 / %2 · Wave %3 / %4 · Occupancy %5 % (%6 CTA/SM, %7 of %8 warps, by %9) · Peak %10 % so far, %11 % whole kernel · %12</source>
        <translation>Cycle %1 / %2 · Vague %3 / %4 · Occupation %5 % (%6 CTA/SM, %7 warps sur %8, par %9) · Crête %10 % jusqu&apos;ici, %11 % sur tout le kernel · %12</translation>
    </message>
    <message>
        <source>GPU streaming multiprocessors animation</source>
        <translation>Animation des multiprocesseurs de flux du GPU</translation>
    </message>
    <message>
        <source>One tile per SM with its warps: issuing, ready, waiting and done states are shown by colour, pattern and label.</source>
        <translation>Une tuile par SM avec ses warps : les états émet, prêt, attend et terminé sont indiqués par la couleur, le motif et une étiquette.</translation>
    </message>
    <message>
        <source>Animation state</source>
        <translation>État de l&apos;animation</translation>
    </message>
    <message>
        <source>warps</source>
        <translation>warps</translation>
    </message>
    <message>
        <source>threads</source>
        <translation>threads</translation>
    </message>
    <message>
        <source>blocks per SM</source>
        <translation>blocs par SM</translation>
    </message>
    <message>
        <source>registers</source>
        <translation>registres</translation>
    </message>
    <message>
        <source>shared memory</source>
        <translation>mémoire partagée</translation>
    </message>
    <message>
        <source>Zoom out to the whole GPU (Z)</source>
        <translation>Dézoomer sur le GPU entier (Z)</translation>
    </message>
    <message>
        <source>Zoom in to the warps of a GEMM that fits (Z)</source>
        <translation>Zoomer sur les warps d&apos;une GEMM qui tient (Z)</translation>
    </message>
    <message>
        <source>%1 on %2   ·   %3 of %4 µs   ·   wave %5 of %6   ·   %7 of %8 SMs busy   ·   CTAs done %9 of %10</source>
        <translation>%1 sur %2   ·   %3 µs sur %4   ·   vague %5 sur %6   ·   %7 SM occupés sur %8   ·   CTA faits : %9 sur %10</translation>
    </message>
</context>
<context>
    <name>ts::SpotlightOverlay</name>
    <message>
        <source>Spotlight</source>
        <translation>Projecteur</translation>
    </message>
    <message>
        <source>Darkens the window except a circle around the mouse pointer.</source>
        <translation>Assombrit la fenêtre sauf un cercle autour du pointeur de la souris.</translation>
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
        <translation>Voir, pas seulement lire, en quoi GPU et TPU diffèrent sur l&apos;apprentissage profond.</translation>
    </message>
    <message>
        <source>1  Build a workload</source>
        <translation>1  Construire une charge de travail</translation>
    </message>
    <message>
        <source>2  Pick accelerators</source>
        <translation>2  Choisir des accélérateurs</translation>
    </message>
    <message>
        <source>3  Watch and compare</source>
        <translation>3  Observer et comparer</translation>
    </message>
    <message>
        <source>A transformer, CNN or MLP; training or inference; batch, sequence, precision and parallelism.</source>
        <translation>Un transformer, un CNN ou un MLP ; entraînement ou inférence ; lot, séquence, précision et parallélisme.</translation>
    </message>
    <message>
        <source>GPUs and TPUs from a sourced catalog, or your own what-if chip.</source>
        <translation>Des GPU et TPU issus d&apos;un catalogue sourcé, ou votre propre puce hypothétique.</translation>
    </message>
    <message>
        <source>An animated systolic array and SIMT execution beside charts of time, cost and energy.</source>
        <translation>Un réseau systolique animé et une exécution SIMT à côté de graphiques de temps, de coût et d&apos;énergie.</translation>
    </message>
    <message>
        <source>Edit the workload →</source>
        <translation>Modifier la charge de travail →</translation>
    </message>
    <message>
        <source>Choose devices →</source>
        <translation>Choisir les appareils →</translation>
    </message>
    <message>
        <source>Take a guided tour →</source>
        <translation>Suivre une visite guidée →</translation>
    </message>
    <message>
        <source>4  Check the claims</source>
        <translation>4  Vérifier les affirmations</translation>
    </message>
    <message>
        <source>Ten popular GPU-vs-TPU statements, tested on your workload and devices.</source>
        <translation>Dix idées reçues sur les GPU et les TPU, testées sur votre charge et vos puces.</translation>
    </message>
    <message>
        <source>See the verdicts →</source>
        <translation>Voir les verdicts →</translation>
    </message>
</context>
<context>
    <name>ts::SystolicPainter</name>
    <message>
        <source>idle (padding)</source>
        <translation>inactif (remplissage)</translation>
    </message>
    <message>
        <source>loading</source>
        <translation>chargement</translation>
    </message>
    <message>
        <source>filling</source>
        <translation>remplissage</translation>
    </message>
    <message>
        <source>active</source>
        <translation>actif</translation>
    </message>
    <message>
        <source>draining</source>
        <translation>vidage</translation>
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
        <translation>B ↓ (chargement), 0 ↓</translation>
    </message>
    <message>
        <source>A ↓ (load), 0 ↓</source>
        <translation>A ↓ (chargement), 0 ↓</translation>
    </message>
    <message>
        <source>C ↓ out</source>
        <translation>C ↓ sortie</translation>
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
        <translation>  (plein : final)</translation>
    </message>
    <message>
        <source>output final</source>
        <translation>sortie finale</translation>
    </message>
    <message>
        <source>%1×%2 %3 · GEMM %4×%5×%6 · cycle %7 / %8 · fold %9 / %10</source>
        <translation>%1×%2 %3 · GEMM %4×%5×%6 · cycle %7 / %8 · repli %9 / %10</translation>
    </message>
</context>
<context>
    <name>ts::SystolicView</name>
    <message>
        <source>&amp;Rows</source>
        <translation>&amp;Lignes</translation>
    </message>
    <message>
        <source>&amp;Columns</source>
        <translation>&amp;Colonnes</translation>
    </message>
    <message>
        <source>&amp;Dataflow</source>
        <translation>&amp;Flux de données</translation>
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
        <translation>Cycle %1 / %2   ·   Repli %3 / %4   ·   Utilisation %5 % (jusqu&apos;ici %6 %)   ·   Efficacité de placement %7 %</translation>
    </message>
    <message>
        <source>Systolic array animation</source>
        <translation>Animation du réseau systolique</translation>
    </message>
    <message>
        <source>One processing element per cell: its state (active, filling, draining, loading, idle) is shown by colour and pattern, with the operands and partial sums in it.</source>
        <translation>Un élément de calcul par cellule : son état (actif, remplissage, vidage, chargement, inactif) est indiqué par la couleur et le motif, avec les opérandes et les sommes partielles qu&apos;il contient.</translation>
    </message>
    <message>
        <source>Animation state</source>
        <translation>État de l&apos;animation</translation>
    </message>
    <message>
        <source>Shown: SCALE-Sim&apos;s schedule, each fold shifting its weight tile in before it streams. An array that double-buffers the tile (a TPU MXU, as the engine times it) shifts the next one in meanwhile: %1 cycles instead of %2.</source>
        <translation>Affiché : l’ordonnancement de SCALE-Sim, où chaque pli charge sa tuile de poids avant de la parcourir. Un réseau à double tampon (une MXU de TPU, comme le moteur la chronomètre) charge la suivante pendant ce temps : %1 cycles au lieu de %2.</translation>
    </message>
    <message>
        <source>Shown: SCALE-Sim&apos;s schedule, each fold shifting its input tile in before it streams. An array that double-buffers the tile shifts the next one in meanwhile: %1 cycles instead of %2.</source>
        <translation>Affiché : l’ordonnancement de SCALE-Sim, où chaque pli charge sa tuile d’entrée avant de la parcourir. Un réseau à double tampon charge la suivante pendant ce temps : %1 cycles au lieu de %2.</translation>
    </message>
    <message>
        <source>Zoom out to the whole chip (Z)</source>
        <translation>Dézoomer sur la puce entière (Z)</translation>
    </message>
    <message>
        <source>Zoom in to one matrix unit (Z)</source>
        <translation>Zoomer sur une unité matricielle (Z)</translation>
    </message>
    <message>
        <source>One matrix unit, PE by PE: unit 0&apos;s fold %1 of %2 (rows %3–%4 of K, columns %5–%6), its cycle %7.</source>
        <translation>Une unité matricielle, PE par PE : pli %1 sur %2 de l&apos;unité 0 (lignes %3–%4 de K, colonnes %5–%6), son cycle %7.</translation>
    </message>
    <message>
        <source>The first %1 of its %2 streamed rows are drawn, at the same share of the fold.</source>
        <translation>Les %1 premières de ses %2 lignes en flux sont dessinées, à la même fraction du pli.</translation>
    </message>
    <message>
        <source>%1 on %2   ·   cycle %3 of %4   ·   folds done %5 of %6   ·   utilization %7 %   ·   mapping efficiency %8 %</source>
        <translation>%1 sur %2   ·   cycle %3 sur %4   ·   plis faits : %5 sur %6   ·   utilisation %7 %   ·   efficacité de placement %8 %</translation>
    </message>
</context>
<context>
    <name>ts::TourEditor</name>
    <message>
        <source>Move &amp;Up</source>
        <translation>&amp;Monter</translation>
    </message>
    <message>
        <source>Move the scene up (Alt+Up)</source>
        <translation>Monter la scène (Alt+Haut)</translation>
    </message>
    <message>
        <source>Move D&amp;own</source>
        <translation>&amp;Descendre</translation>
    </message>
    <message>
        <source>Move the scene down (Alt+Down); scenes can also be dragged</source>
        <translation>Descendre la scène (Alt+Bas) ; les scènes peuvent aussi être glissées</translation>
    </message>
    <message>
        <source>Du&amp;plicate</source>
        <translation>Du&amp;pliquer</translation>
    </message>
    <message>
        <source>Insert a copy of the scene after it (Ctrl+D)</source>
        <translation>Insérer une copie de la scène après elle (Ctrl+D)</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <source>Delete the scene (Delete in the scene list)</source>
        <translation>Supprimer la scène (Suppr dans la liste des scènes)</translation>
    </message>
    <message>
        <source>&amp;Record New</source>
        <translation>Enregistrer une &amp;nouvelle</translation>
    </message>
    <message>
        <source>Add the window&apos;s current workload, devices, view and animation as a new scene after this one</source>
        <translation>Ajouter la charge de travail, les appareils, la vue et l&apos;animation actuels de la fenêtre comme nouvelle scène après celle-ci</translation>
    </message>
    <message>
        <source>Re-record from &amp;Window</source>
        <translation>Réenregistrer depuis la &amp;fenêtre</translation>
    </message>
    <message>
        <source>Replace the scene&apos;s workload, devices, view and animation with the window&apos;s, keeping its texts and question</source>
        <translation>Remplacer la charge de travail, les appareils, la vue et l&apos;animation de la scène par ceux de la fenêtre, en gardant ses textes et sa question</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>Enregistrer &amp;sous...</translation>
    </message>
    <message>
        <source>&amp;Language of the texts:</source>
        <translation>&amp;Langue des textes :</translation>
    </message>
    <message>
        <source>&amp;Tour title:</source>
        <translation>Titre de la &amp;visite :</translation>
    </message>
    <message>
        <source>Scene t&amp;itle:</source>
        <translation>&amp;Titre de la scène :</translation>
    </message>
    <message>
        <source>&amp;Caption (Markdown):</source>
        <translation>Lé&amp;gende (Markdown) :</translation>
    </message>
    <message>
        <source>Preview:</source>
        <translation>Aperçu :</translation>
    </message>
    <message>
        <source>Speaker &amp;notes (presenter console only):</source>
        <translation>&amp;Notes du présentateur (console du présentateur uniquement) :</translation>
    </message>
    <message>
        <source>&amp;Question for the room</source>
        <translation>&amp;Question pour la salle</translation>
    </message>
    <message>
        <source>Question:</source>
        <translation>Question :</translation>
    </message>
    <message>
        <source>Add Choice</source>
        <translation>Ajouter un choix</translation>
    </message>
    <message>
        <source>Remove this choice</source>
        <translation>Retirer ce choix</translation>
    </message>
    <message>
        <source>Decided by (computed when the scene opens):</source>
        <translation>Tranchée par (calculé à l&apos;ouverture de la scène) :</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>Durée d&apos;un pas</translation>
    </message>
    <message>
        <source>Tokens per second</source>
        <translation>Jetons par seconde</translation>
    </message>
    <message>
        <source>Cost of the run</source>
        <translation>Coût de l&apos;exécution</translation>
    </message>
    <message>
        <source>Energy per step</source>
        <translation>Énergie par pas</translation>
    </message>
    <message>
        <source>Model FLOPs utilization</source>
        <translation>Utilisation des FLOPs du modèle</translation>
    </message>
    <message>
        <source>Time to first token</source>
        <translation>Temps jusqu&apos;au premier token</translation>
    </message>
    <message>
        <source>Time per output token</source>
        <translation>Temps par token de sortie</translation>
    </message>
    <message>
        <source>Smallest wins</source>
        <translation>Le plus petit l&apos;emporte</translation>
    </message>
    <message>
        <source>Largest wins</source>
        <translation>Le plus grand l&apos;emporte</translation>
    </message>
    <message>
        <source>There is no scene to change: open or record a tour first.</source>
        <translation>Il n&apos;y a aucune scène à modifier : ouvrez ou enregistrez d&apos;abord une visite.</translation>
    </message>
    <message>
        <source>That text is longer than a tour file holds.</source>
        <translation>Ce texte est plus long que ce que contient un fichier de visite.</translation>
    </message>
    <message>
        <source>A tour holds at most %1 scenes.</source>
        <translation>Une visite contient au plus %1 scènes.</translation>
    </message>
    <message>
        <source>A tour keeps at least one scene: record another before deleting this one.</source>
        <translation>Une visite garde au moins une scène : enregistrez-en une autre avant de supprimer celle-ci.</translation>
    </message>
    <message>
        <source>A question has %1 to %2 choices.</source>
        <translation>Une question a de %1 à %2 choix.</translation>
    </message>
    <message>
        <source>Each choice must be a different device of the scene; the window&apos;s devices must include every device the scene&apos;s question names.</source>
        <translation>Chaque choix doit être un appareil différent de la scène ; les appareils de la fenêtre doivent inclure tous ceux que nomme la question de la scène.</translation>
    </message>
    <message>
        <source>A question needs a scene with at least two devices to choose from.</source>
        <translation>Une question exige une scène comportant au moins deux appareils parmi lesquels choisir.</translation>
    </message>
    <message>
        <source>Move Scene</source>
        <translation>Déplacer la scène</translation>
    </message>
    <message>
        <source>Delete Scene</source>
        <translation>Supprimer la scène</translation>
    </message>
    <message>
        <source>Duplicate Scene</source>
        <translation>Dupliquer la scène</translation>
    </message>
    <message>
        <source>Re-record Scene</source>
        <translation>Réenregistrer la scène</translation>
    </message>
    <message>
        <source>Edit Text</source>
        <translation>Modifier le texte</translation>
    </message>
    <message>
        <source>A tour file holds at most %1 characters here; the rest was cut.</source>
        <translation>Un fichier de visite contient ici au plus %1 caractères ; le reste a été coupé.</translation>
    </message>
    <message>
        <source>Edit Question</source>
        <translation>Modifier la question</translation>
    </message>
    <message>
        <source>Remove Question</source>
        <translation>Retirer la question</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <extracomment>scene number and its title in the tour editor&apos;s list</extracomment>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>complete</source>
        <translation>complet</translation>
    </message>
    <message>
        <source>partly written</source>
        <translation>partiellement rédigé</translation>
    </message>
    <message>
        <source>not written</source>
        <translation>non rédigé</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>a language in the tour editor&apos;s chooser and how much of the tour is written in it (&quot;complete&quot;, &quot;partly written&quot;, &quot;not written&quot;)</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>This scene in %1: %2.</source>
        <extracomment>%1 a language, %2 &quot;complete&quot;, &quot;partly written&quot; or &quot;not written&quot;</extracomment>
        <translation>Cette scène en %1 : %2.</translation>
    </message>
</context>
<context>
    <name>ts::TourEditorController</name>
    <message>
        <source>Record Scene</source>
        <translation>Enregistrer une scène</translation>
    </message>
    <message>
        <source>New scene</source>
        <translation>Nouvelle scène</translation>
    </message>
    <message>
        <source>%1 (modified)</source>
        <translation>%1 (modifiée)</translation>
    </message>
    <message>
        <source>Tour Editor</source>
        <extracomment>%1 is the tour&apos;s title, from its file</extracomment>
        <translation>Éditeur de visite</translation>
    </message>
    <message>
        <source>The tour &apos;%1&apos; has changes that are not saved. Save them?</source>
        <translation>La visite « %1 » contient des modifications non enregistrées. Les enregistrer ?</translation>
    </message>
    <message>
        <source>Save Tour</source>
        <translation>Enregistrer la visite</translation>
    </message>
    <message>
        <source>Tensorscope tours (*.json)</source>
        <translation>Visites Tensorscope (*.json)</translation>
    </message>
    <message>
        <source>The tour cannot be saved as it is:
%1</source>
        <translation>La visite ne peut pas être enregistrée en l&apos;état :
%1</translation>
    </message>
    <message>
        <source>Saved the tour %1</source>
        <translation>Visite %1 enregistrée</translation>
    </message>
</context>
<context>
    <name>ts::TourHandout</name>
    <message>
        <source>Tensorscope tour handout</source>
        <translation>Support de visite Tensorscope</translation>
    </message>
    <message>
        <source>Language: %1</source>
        <extracomment>the title page of a tour handout; %1 the language&apos;s own name, e.g. &quot;Deutsch&quot;</extracomment>
        <translation>Langue : %1</translation>
    </message>
    <message>
        <source>Scenes: %1, one a page from page 2</source>
        <extracomment>the title page of a tour handout</extracomment>
        <translation>Scènes : %1, une par page à partir de la page 2</translation>
    </message>
    <message>
        <source>Questions: %1, answered from page %2</source>
        <extracomment>the title page of a tour handout; %2 the page number</extracomment>
        <translation>Questions : %1, réponses à partir de la page %2</translation>
    </message>
    <message>
        <source>… and %1 more</source>
        <extracomment>the title page&apos;s list of scenes, cut short; %1 how many are not listed</extracomment>
        <translation>… et %1 de plus</translation>
    </message>
    <message>
        <source>%1 (question)</source>
        <extracomment>a question scene in the title page&apos;s list; %1 its title</extracomment>
        <translation>%1 (question)</translation>
    </message>
    <message>
        <source>Scene %1 of %2</source>
        <extracomment>the head of a scene&apos;s page in a tour handout</extracomment>
        <translation>Scène %1 sur %2</translation>
    </message>
    <message>
        <source>Question</source>
        <extracomment>the heading of a question on a scene&apos;s page in a tour handout</extracomment>
        <translation>Question</translation>
    </message>
    <message>
        <source>Vote first: the answers are on page %1 and after.</source>
        <extracomment>under a question on a scene&apos;s page in a tour handout; %1 a page number</extracomment>
        <translation>Votez d’abord : les réponses sont à la page %1 et suivantes.</translation>
    </message>
    <message>
        <source>Answers (continued)</source>
        <extracomment>the heading of the second and later answer pages of a tour handout</extracomment>
        <translation>Réponses (suite)</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Réponses</translation>
    </message>
    <message>
        <source>Scene %1: %2</source>
        <extracomment>an answer&apos;s heading on a tour handout&apos;s answer page; %1 the scene number, %2 its title</extracomment>
        <translation>Scène %1 : %2</translation>
    </message>
</context>
<context>
    <name>ts::TourPanel</name>
    <message>
        <source>Scene caption</source>
        <translation>Légende de la scène</translation>
    </message>
    <message>
        <source>&amp;Previous scene</source>
        <translation>Scène &amp;précédente</translation>
    </message>
    <message>
        <source>Previous scene (Page Up in presentation mode)</source>
        <translation>Scène précédente (Page préc. en mode présentation)</translation>
    </message>
    <message>
        <source>&amp;Next scene</source>
        <translation>Scène &amp;suivante</translation>
    </message>
    <message>
        <source>Next scene (Page Down in presentation mode)</source>
        <translation>Scène suivante (Page suiv. en mode présentation)</translation>
    </message>
    <message>
        <source>&amp;Record scene...</source>
        <translation>&amp;Enregistrer une scène...</translation>
    </message>
    <message>
        <source>Add the current workload, devices, view and animation as a new scene after this one</source>
        <translation>Ajouter la charge de travail, les appareils, la vue et l&apos;animation actuels comme nouvelle scène après celle-ci</translation>
    </message>
    <message>
        <source>&amp;Save tour...</source>
        <translation>Enregistrer la &amp;visite...</translation>
    </message>
    <message>
        <source>No tour open</source>
        <translation>Aucune visite ouverte</translation>
    </message>
    <message>
        <source>Open a tour with *File › Open Tour*, or record scenes of your own with **Record scene**.</source>
        <translation>Ouvrez une visite avec *Fichier › Ouvrir une visite*, ou enregistrez vos propres scènes avec **Enregistrer une scène**.</translation>
    </message>
    <message>
        <source>%1 — scene %2 of %3: %4</source>
        <extracomment>tour title, scene number, scene count, scene title</extracomment>
        <translation>%1 — scène %2 sur %3 : %4</translation>
    </message>
</context>
<context>
    <name>ts::TourPlayer</name>
    <message>
        <source>Cannot open tour &apos;%1&apos;:
%2</source>
        <translation>Impossible d&apos;ouvrir la visite « %1 » :
%2</translation>
    </message>
    <message>
        <source>Untitled tour</source>
        <translation>Visite sans titre</translation>
    </message>
    <message>
        <source>Cannot save tour &apos;%1&apos;: %2</source>
        <translation>Impossible d&apos;enregistrer la visite « %1 » : %2</translation>
    </message>
    <message>
        <source>Open Tour</source>
        <translation>Ouvrir une visite</translation>
    </message>
    <message>
        <source>Tensorscope tours (*.json)</source>
        <translation>Visites Tensorscope (*.json)</translation>
    </message>
    <message>
        <source>Record Scene</source>
        <translation>Enregistrer une scène</translation>
    </message>
    <message>
        <source>Scene title:</source>
        <translation>Titre de la scène :</translation>
    </message>
    <message>
        <source>Caption (Markdown):</source>
        <translation>Légende (Markdown) :</translation>
    </message>
    <message>
        <source>Save Tour</source>
        <translation>Enregistrer la visite</translation>
    </message>
    <message>
        <source>The tour has no scenes yet: record one first.</source>
        <translation>La visite n&apos;a pas encore de scène : enregistrez-en une d&apos;abord.</translation>
    </message>
</context>
<context>
    <name>ts::TransportBar</name>
    <message>
        <source>Play or pause (Space)</source>
        <translation>Lire ou mettre en pause (Espace)</translation>
    </message>
    <message>
        <source>Play or pause</source>
        <translation>Lire ou mettre en pause</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Chronologie</translation>
    </message>
    <message>
        <source>Scrub through the cycles</source>
        <translation>Parcourir les cycles</translation>
    </message>
    <message>
        <source>One cycle back (Left)</source>
        <translation>Un cycle en arrière (Gauche)</translation>
    </message>
    <message>
        <source>One cycle forward (Right)</source>
        <translation>Un cycle en avant (Droite)</translation>
    </message>
    <message>
        <source>One cycle back</source>
        <translation>Un cycle en arrière</translation>
    </message>
    <message>
        <source>One cycle forward</source>
        <translation>Un cycle en avant</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Vitesse</translation>
    </message>
    <message>
        <source>%1 cycles/s</source>
        <translation>%1 cycles/s</translation>
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
        <translation>&lt;b&gt;%1&lt;/b&gt; termine en premier, %2 plus rapide que %3 (%4 contre %5 par pas) :</translation>
    </message>
    <message>
        <source>%1 vs %2 TFLOP/s a chip</source>
        <translation>%1 contre %2 TFLOP/s par puce</translation>
    </message>
    <message>
        <source>, on %1 vs %2 chips</source>
        <translation>, sur %1 contre %2 puces</translation>
    </message>
    <message>
        <source>%1 vs %2 MFU</source>
        <translation>%1 contre %2 de MFU</translation>
    </message>
    <message>
        <source>%1 the peak (%2) and more of it used (%3).</source>
        <translation>une crête %1 plus élevée (%2) et une plus grande part utilisée (%3).</translation>
    </message>
    <message>
        <source>%1 the peak (%2), though less of it used (%3).</source>
        <translation>une crête %1 plus élevée (%2), même si une moindre part en est utilisée (%3).</translation>
    </message>
    <message>
        <source>a %1 lower peak (%2), but more of it used (%3).</source>
        <translation>une crête %1 plus basse (%2), mais une plus grande part utilisée (%3).</translation>
    </message>
    <message>
        <source>Waiting on communication: %1 vs %2 of the step.</source>
        <translation>Attente de communication : %1 contre %2 du pas.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; costs least, %2 less per token than %3 (%4 vs %5 per million tokens):</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; coûte le moins, %2 moins cher par jeton que %3 (%4 contre %5 par million de jetons) :</translation>
    </message>
    <message>
        <source>%1 vs %2 per chip-hour, %3</source>
        <translation>%1 contre %2 par heure-puce, %3</translation>
    </message>
    <message>
        <source>cheaper by the hour (%1) and faster.</source>
        <translation>moins cher à l&apos;heure (%1) et plus rapide.</translation>
    </message>
    <message>
        <source>a %1 lower price by the hour (%2) outweighs a %3 slower step.</source>
        <translation>un prix horaire %1 plus bas (%2) compense un pas %3 plus lent.</translation>
    </message>
    <message>
        <source>a %1 faster step outweighs a %2 higher price by the hour (%3).</source>
        <translation>un pas %1 plus rapide compense un prix horaire %2 plus élevé (%3).</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; uses the least energy, %2 less than %3 (%4 vs %5 kWh for the run):</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; consomme le moins d&apos;énergie, %2 moins que %3 (%4 contre %5 kWh pour l&apos;exécution) :</translation>
    </message>
    <message>
        <source>%1 on average, and a shorter run.</source>
        <translation>%1 en moyenne, et une exécution plus courte.</translation>
    </message>
    <message>
        <source>less power (%1) outweighs a %2 slower step.</source>
        <translation>une puissance plus faible (%1) compense un pas %2 plus lent.</translation>
    </message>
    <message>
        <source>Power of %1 estimated, not published.</source>
        <translation>Puissance de %1 estimée, non publiée.</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>ne tient pas</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>pas de prix</translation>
    </message>
    <message>
        <source>no power figure</source>
        <translation>pas de puissance connue</translation>
    </message>
    <message>
        <source>cannot be estimated</source>
        <translation>non estimable</translation>
    </message>
    <message>
        <source>Tick two devices or more for a verdict.</source>
        <translation>Cochez au moins deux appareils pour obtenir un verdict.</translation>
    </message>
    <message>
        <source>Time</source>
        <extracomment>the verdict of one aspect when fewer than two devices have its figure</extracomment>
        <translation>Temps</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Coût</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>Énergie</translation>
    </message>
    <message>
        <source>%1: fewer than two devices can be compared.</source>
        <translation>%1 : moins de deux appareils peuvent être comparés.</translation>
    </message>
    <message>
        <source>&lt;i&gt;Within the engine&apos;s uncertainty: the order may not hold.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Dans la marge d&apos;incertitude du moteur : l&apos;ordre n&apos;est pas garanti.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Left out: %1.</source>
        <translation>Exclus : %1.</translation>
    </message>
    <message>
        <source>%1 owned %2 (%3 a chip-hour), rented %4</source>
        <extracomment>rent or buy, one device: &quot;H100: owned $4.4 M ($1.34 a chip-hour), rented $35 M&quot;</extracomment>
        <translation>%1 : achat %2 (%3 par heure-puce), location %4</translation>
    </message>
    <message>
        <source>%1 owned %2 (%3 a chip-hour; no rental price)</source>
        <translation>%1 : achat %2 (%3 par heure-puce ; pas de prix de location)</translation>
    </message>
    <message>
        <source>%1 rented only, %2</source>
        <translation>%1 : location seule, %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;Rent or buy&lt;/b&gt; (owned: the purchase over %1 years at %2 use, electricity included): %3.</source>
        <translation>&lt;b&gt;Louer ou acheter&lt;/b&gt; (achat : prix d&apos;achat amorti sur %1 ans à %2 d&apos;utilisation, électricité comprise) : %3.</translation>
    </message>
    <message>
        <source>%1 vs %2 W a chip</source>
        <translation>%1 contre %2 W par puce</translation>
    </message>
    <message>
        <source>%1, cheapest quotes</source>
        <extracomment>the price basis in the verdict: &quot;on-demand, cheapest quotes&quot;</extracomment>
        <translation>%1, tarifs les moins chers</translation>
    </message>
    <message>
        <source>%1, %2 only</source>
        <translation>%1, %2 uniquement</translation>
    </message>
    <message>
        <source>at the cheapest public quotes</source>
        <extracomment>a price basis in the verdict: the cheapest public quote of each device</extracomment>
        <translation>aux tarifs publics les moins chers</translation>
    </message>
    <message>
        <source>at %1 prices</source>
        <translation>aux prix %1</translation>
    </message>
    <message>
        <source>%1 %2 would cost least (%3 vs %4)</source>
        <extracomment>the cost order flips: &quot;at spot prices TPU v5e would cost least ($0.02 vs $0.03)&quot;</extracomment>
        <translation>%1, %2 coûterait le moins (%3 contre %4)</translation>
    </message>
    <message>
        <source>The order flips: %1.</source>
        <translation>L&apos;ordre s&apos;inverse : %1.</translation>
    </message>
    <message>
        <source>%1 devices (%2), among them %3</source>
        <extracomment>devices left out of the verdict: &quot;17 devices (does not fit), among them V100, T4, A100&quot;</extracomment>
        <translation>%1 appareils (%2), dont %3</translation>
    </message>
    <message>
        <source>every device</source>
        <translation>tous les appareils</translation>
    </message>
    <message>
        <source>%1: %2, as measured on %3</source>
        <extracomment>one device&apos;s accuracy band in the verdict: &quot;TPU v5p: −5% … +28%, as measured on Google TPUs&quot;, %3 being the devices whose measurements the band comes from</extracomment>
        <translation>%1 : %2, mesuré sur %3</translation>
    </message>
    <message>
        <source>&lt;i&gt;Within the engine&apos;s uncertainty (%1; %2): the order may not hold.&lt;/i&gt;</source>
        <extracomment>%1 and %2: each device&apos;s step-time band, e.g. &quot;H100 SXM: ±11%, as measured on NVIDIA GPUs&quot;</extracomment>
        <translation>&lt;i&gt;Dans la marge d&apos;incertitude du moteur (%1 ; %2) : l&apos;ordre n&apos;est pas garanti.&lt;/i&gt;</translation>
    </message>
</context>
<context>
    <name>ts::ViewFeeder</name>
    <message>
        <source>Systolic view: %1 (M×N×K %2×%3×%4) at full size on %5&apos;s %6 matrix units of %7×%8; the wheel or Z zooms to one unit&apos;s PEs.</source>
        <translation>Vue systolique : %1 (M×N×K %2×%3×%4) en taille réelle sur les %6 unités matricielles de %7×%8 de %5 ; la molette ou Z zoome sur les PE d&apos;une unité.</translation>
    </message>
    <message>
        <source>SIMT view: shown scaled down 1:%1 as M×N×K %2×%3×%4.</source>
        <translation>Vue SIMT : réduite à l&apos;échelle 1:%1 en M×N×K %2×%3×%4.</translation>
    </message>
    <message>
        <source>SIMT view: at full size.</source>
        <translation>Vue SIMT : en taille réelle.</translation>
    </message>
    <message>
        <source>SIMT view: at full size on %1&apos;s %2 SMs, %3 CTAs in %4 waves; the wheel or Z zooms to the warps of the GEMM scaled down 1:%5.</source>
        <translation>Vue SIMT : en taille réelle sur les %2 SM de %1, %3 CTA en %4 vagues ; la molette ou Z zoome sur les warps de la GEMM réduite au 1:%5.</translation>
    </message>
    <message>
        <source>%1 has no GPU SM geometry; the SIMT view shows %2.</source>
        <extracomment>%1 is the device chosen (e.g. a TPU), %2 the GPU the SIMT view keeps showing</extracomment>
        <translation>%1 n’a pas de géométrie SM de GPU ; la vue SIMT affiche %2.</translation>
    </message>
</context>
<context>
    <name>ts::WhatIfDialog</name>
    <message>
        <source>What-if copy of %1</source>
        <translation>Copie hypothétique de %1</translation>
    </message>
    <message>
        <source>%1 (what-if)</source>
        <extracomment>%1 is the name of the device the copy is made from</extracomment>
        <translation>%1 (hypothétique)</translation>
    </message>
    <message>
        <source> ×</source>
        <translation> ×</translation>
    </message>
    <message>
        <source> GB/s</source>
        <translation> Go/s</translation>
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
        <translation>La copie est enregistrée comme fichier de catalogue utilisateur qui désigne %1 comme base : chaque caractéristique que vous ne modifiez pas garde sa source.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Compute (all peaks)</source>
        <translation>Calcul (toutes les crêtes)</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Mémoire</translation>
    </message>
    <message>
        <source>Bandwidth</source>
        <translation>Bande passante</translation>
    </message>
    <message>
        <source>TDP</source>
        <translation>TDP</translation>
    </message>
    <message>
        <source>On-demand price</source>
        <translation>Prix à la demande</translation>
    </message>
    <message>
        <source> GiB</source>
        <translation> Gio</translation>
    </message>
</context>
<context>
    <name>ts::WorkloadPanel</name>
    <message>
        <source>Training step</source>
        <translation>Pas d&apos;entraînement</translation>
    </message>
    <message>
        <source>Inference: prefill</source>
        <translation>Inférence : prefill</translation>
    </message>
    <message>
        <source>Inference: one decode step</source>
        <translation>Inférence : un pas de décodage</translation>
    </message>
    <message>
        <source>&amp;Batch</source>
        <translation>&amp;Lot</translation>
    </message>
    <message>
        <source>&amp;Sequence</source>
        <translation>&amp;Séquence</translation>
    </message>
    <message>
        <source>&amp;Layers</source>
        <translation>&amp;Couches</translation>
    </message>
    <message>
        <source>&amp;Width</source>
        <translation>&amp;Largeur</translation>
    </message>
    <message>
        <source>Model width (d_model); the MLP width keeps its ratio to it</source>
        <translation>Largeur du modèle (d_model) ; la largeur du MLP garde son rapport avec elle</translation>
    </message>
    <message>
        <source>&amp;Recompute</source>
        <translation>&amp;Recalcul</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Exécution</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Pas</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Précision</translation>
    </message>
    <message>
        <source>Change step</source>
        <translation>Changer le pas</translation>
    </message>
    <message>
        <source>Change precision</source>
        <translation>Changer la précision</translation>
    </message>
    <message>
        <source>Change batch</source>
        <translation>Changer le lot</translation>
    </message>
    <message>
        <source>Change sequence length</source>
        <translation>Changer la longueur de séquence</translation>
    </message>
    <message>
        <source>Change layers</source>
        <translation>Changer les couches</translation>
    </message>
    <message>
        <source>Change width</source>
        <translation>Changer la largeur</translation>
    </message>
    <message>
        <source>Toggle recomputation</source>
        <translation>Activer ou désactiver le recalcul</translation>
    </message>
    <message>
        <source>Choose preset %1</source>
        <translation>Choisir le préréglage %1</translation>
    </message>
    <message>
        <source>None</source>
        <extracomment>Recomputation policies; the names in quotes are MaxText&apos;s and Megatron-LM&apos;s own.</extracomment>
        <translation>Aucun</translation>
    </message>
    <message>
        <source>Full</source>
        <translation>Complet</translation>
    </message>
    <message>
        <source>Change micro-batch</source>
        <translation>Modifier le micro-lot</translation>
    </message>
    <message>
        <source>&amp;Micro-batch</source>
        <translation>&amp;Micro-lot</translation>
    </message>
    <message>
        <source>Sequences per forward and backward pass; the batch is accumulated over batch ÷ micro-batch passes</source>
        <translation>Séquences par passe avant et arrière ; le lot est accumulé sur lot ÷ micro-lot passes</translation>
    </message>
    <message>
        <source>Change optimizer</source>
        <translation>Modifier l&apos;optimiseur</translation>
    </message>
    <message>
        <source>Change gradient precision</source>
        <translation>Modifier la précision des gradients</translation>
    </message>
    <message>
        <source>Change LoRA rank</source>
        <translation>Modifier le rang LoRA</translation>
    </message>
    <message>
        <source>Change LoRA targets</source>
        <translation>Modifier les couches LoRA</translation>
    </message>
    <message>
        <source>Change frozen weights</source>
        <translation>Modifier les poids gelés</translation>
    </message>
    <message>
        <source>Change weight storage</source>
        <translation>Modifier le stockage des poids</translation>
    </message>
    <message>
        <source>Change KV cache</source>
        <translation>Modifier le cache KV</translation>
    </message>
    <message>
        <source>Change generated tokens</source>
        <translation>Modifier les jetons générés</translation>
    </message>
    <message>
        <source>Change TTFT target</source>
        <translation>Modifier la cible TTFT</translation>
    </message>
    <message>
        <source>Change TPOT target</source>
        <translation>Modifier la cible TPOT</translation>
    </message>
    <message>
        <source>&amp;Optimizer</source>
        <translation>O&amp;ptimiseur</translation>
    </message>
    <message>
        <source>Adam (16 bytes a parameter)</source>
        <translation>Adam (16 octets par paramètre)</translation>
    </message>
    <message>
        <source>SGD with momentum (12 bytes)</source>
        <translation>SGD avec moment (12 octets)</translation>
    </message>
    <message>
        <source>Adafactor (8 bytes)</source>
        <translation>Adafactor (8 octets)</translation>
    </message>
    <message>
        <source>The optimizer&apos;s state a trained parameter keeps, with bf16 weights and fp32 state (ZeRO paper&apos;s count for Adam)</source>
        <translation>L&apos;état de l&apos;optimiseur que garde chaque paramètre entraîné, avec des poids bf16 et un état fp32 (décompte de l&apos;article ZeRO pour Adam)</translation>
    </message>
    <message>
        <source>&amp;Gradients</source>
        <translation>Gra&amp;dients</translation>
    </message>
    <message>
        <source>as the weights</source>
        <translation>comme les poids</translation>
    </message>
    <message>
        <source>The gradients&apos; storage: the weights&apos; width, or fp32 as Megatron-LM keeps them (18 bytes a parameter with Adam)</source>
        <translation>Stockage des gradients : la largeur des poids, ou fp32 comme les garde Megatron-LM (18 octets par paramètre avec Adam)</translation>
    </message>
    <message>
        <source>off (all weights trained)</source>
        <extracomment>LoRA rank 0: every weight is trained</extracomment>
        <translation>désactivé (tous les poids entraînés)</translation>
    </message>
    <message>
        <source>Fine-tune with LoRA adapters of this rank on frozen weights: no gradients or optimizer state for the frozen weights</source>
        <translation>Affinage avec des adaptateurs LoRA de ce rang sur des poids gelés : ni gradients ni état de l&apos;optimiseur pour les poids gelés</translation>
    </message>
    <message>
        <source>every linear layer</source>
        <translation>toutes les couches linéaires</translation>
    </message>
    <message>
        <source>attention</source>
        <translation>attention</translation>
    </message>
    <message>
        <source>MLP</source>
        <translation>MLP</translation>
    </message>
    <message>
        <source>The frozen weights&apos; storage; int4 is QLoRA, dequantized before each GEMM</source>
        <translation>Stockage des poids gelés ; int4 correspond à QLoRA, déquantifié avant chaque GEMM</translation>
    </message>
    <message>
        <source>as the precision</source>
        <translation>comme la précision</translation>
    </message>
    <message>
        <source>Weight-only quantization: weights stored narrower and dequantized in each GEMM, which runs at the precision above</source>
        <translation>Quantification des poids seuls : poids stockés sur moins de bits et déquantifiés dans chaque GEMM, exécutée à la précision ci-dessus</translation>
    </message>
    <message>
        <source>&amp;KV cache</source>
        <translation>Cache K&amp;V</translation>
    </message>
    <message>
        <source>The KV cache&apos;s storage: narrower caches hold more requests and read faster</source>
        <translation>Stockage du cache KV : des caches plus étroits contiennent plus de requêtes et se lisent plus vite</translation>
    </message>
    <message>
        <source>&amp;Generated tokens</source>
        <translation>Jetons &amp;générés</translation>
    </message>
    <message>
        <source>Tokens each request generates after its prompt</source>
        <translation>Jetons que chaque requête génère après son prompt</translation>
    </message>
    <message>
        <source>none</source>
        <extracomment>no latency target
----------
no draft model: no speculative decoding</extracomment>
        <translation>aucune</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Time to first token at most this: the comparison&apos;s serving columns show the largest batch that meets the targets</source>
        <translation>Temps jusqu&apos;au premier jeton au plus égal à ceci : les colonnes de service de la comparaison montrent le plus grand lot qui respecte les cibles</translation>
    </message>
    <message>
        <source>Time per output token at most this</source>
        <translation>Temps par jeton de sortie au plus égal à ceci</translation>
    </message>
    <message>
        <source>LoRA ra&amp;nk</source>
        <translation>Ra&amp;ng LoRA</translation>
    </message>
    <message>
        <source>LoR&amp;A on</source>
        <translation>LoR&amp;A sur</translation>
    </message>
    <message>
        <source>Fro&amp;zen weights</source>
        <translation>Poids g&amp;elés</translation>
    </message>
    <message>
        <source>Weights &amp;quantized</source>
        <translation>Poids &amp;quantifiés</translation>
    </message>
    <message>
        <source>TTFT t&amp;arget</source>
        <translation>C&amp;ible TTFT</translation>
    </message>
    <message>
        <source>TP&amp;OT target</source>
        <translation>Cible TP&amp;OT</translation>
    </message>
    <message>
        <source>Change batching</source>
        <translation>Modifier le traitement par lots</translation>
    </message>
    <message>
        <source>Change prefill chunk</source>
        <translation>Modifier la tranche de préremplissage</translation>
    </message>
    <message>
        <source>Change draft model</source>
        <translation>Modifier le modèle de brouillon</translation>
    </message>
    <message>
        <source>Change proposed tokens</source>
        <translation>Modifier les jetons proposés</translation>
    </message>
    <message>
        <source>Change acceptance rate</source>
        <translation>Modifier le taux d&apos;acceptation</translation>
    </message>
    <message>
        <source>Batch&amp;ing</source>
        <translation>Tr&amp;aitement par lots</translation>
    </message>
    <message>
        <source>static</source>
        <translation>statique</translation>
    </message>
    <message>
        <source>continuous</source>
        <translation>continu</translation>
    </message>
    <message>
        <source>continuous, chunked prefill</source>
        <translation>continu, préremplissage par tranches</translation>
    </message>
    <message>
        <source>Static: a batch is prefilled, then decoded, together. Continuous: requests join and leave every step. Chunked: each step carries the decodes and as much prompt as the chunk leaves</source>
        <translation>Statique : un lot est prérempli puis décodé, en bloc. Continu : des requêtes arrivent et partent à chaque pas. Par tranches : chaque pas porte les décodages et autant d&apos;invite que la tranche en laisse la place</translation>
    </message>
    <message>
        <source>Ch&amp;unk tokens</source>
        <translation>&amp;Jetons par tranche</translation>
    </message>
    <message>
        <source>The tokens a step carries at most: decodes and prompt chunks</source>
        <translation>Le nombre maximal de jetons par pas : décodages et tranches d&apos;invite</translation>
    </message>
    <message>
        <source>&amp;Draft model</source>
        <translation>Modèle de bro&amp;uillon</translation>
    </message>
    <message>
        <source>Proposed toke&amp;ns</source>
        <translation>Jeto&amp;ns proposés</translation>
    </message>
    <message>
        <source>A&amp;cceptance</source>
        <translation>Accep&amp;tation</translation>
    </message>
    <message>
        <source>The probability that the model accepts a proposed token</source>
        <translation>La probabilité que le modèle accepte un jeton proposé</translation>
    </message>
    <message>
        <source>All but weight GEMMs (&quot;minimal&quot;)</source>
        <translation>Tout sauf les GEMM de poids (« minimal »)</translation>
    </message>
    <message>
        <source>Keep attention&apos;s GEMM outputs (&quot;save_dot_except_mlp&quot;)</source>
        <translation>Garder les sorties des GEMM de l&apos;attention (« save_dot_except_mlp »)</translation>
    </message>
    <message>
        <source>Keep Q, K, V (&quot;save_qkv_proj&quot;)</source>
        <translation>Garder Q, K, V (« save_qkv_proj »)</translation>
    </message>
    <message>
        <source>Q, K, V to host memory (&quot;qkv_proj_offloaded&quot;)</source>
        <translation>Q, K, V en mémoire hôte (« qkv_proj_offloaded »)</translation>
    </message>
    <message>
        <source>GEMM outputs to host memory (&quot;minimal_offloaded&quot;)</source>
        <translation>Sorties des GEMM en mémoire hôte (« minimal_offloaded »)</translation>
    </message>
    <message>
        <source>Core attention only (Megatron &quot;selective&quot;)</source>
        <translation>Attention seule (Megatron « selective »)</translation>
    </message>
    <message>
        <source>Custom (from the workload file)</source>
        <translation>Personnalisé (depuis le fichier de charge)</translation>
    </message>
    <message>
        <source>Activation recomputation (training). None: keep every activation the backward pass reads. All but weight GEMMs: keep the outputs of the linear layers, redo norms, activations and attention during backward (MaxText&apos;s &quot;minimal&quot;). Full: keep only each block&apos;s input, redo its whole forward pass. The others keep fewer GEMM outputs, or keep them in host memory and bring them back over the host link; docs/workload.md lists what each keeps.</source>
        <translation>Recalcul des activations (entraînement). Aucun : garder toute activation que la passe arrière lit. Tout sauf les GEMM de poids : garder les sorties des couches linéaires, refaire normes, activations et attention pendant la passe arrière (« minimal » de MaxText). Complet : ne garder que l&apos;entrée de chaque bloc, refaire toute sa passe avant. Les autres gardent moins de sorties de GEMM, ou les gardent en mémoire hôte et les ramènent par le lien hôte ; docs/workload.md indique ce que chacun garde.</translation>
    </message>
    <message>
        <source>Change software stack</source>
        <translation>Changer la pile logicielle</translation>
    </message>
    <message>
        <source>Sof&amp;tware</source>
        <translation>Logicie&amp;l</translation>
    </message>
    <message>
        <source>Fused (Megatron/TE, MaxText)</source>
        <translation>Fusionnée (Megatron/TE, MaxText)</translation>
    </message>
    <message>
        <source>Eager PyTorch (FSDP, HF Trainer)</source>
        <translation>PyTorch eager (FSDP, HF Trainer)</translation>
    </message>
    <message>
        <source>What runs the step. Fused: one kernel a norm, a rotary embedding and an activation, the library&apos;s fused attention (Megatron-LM with Transformer Engine, MaxText). Eager PyTorch: Hugging Face&apos;s layers as written, each norm, rotary embedding and activation several kernels that read and write the whole activation, the logits in fp32, FlashAttention-2 (PyTorch FSDP, LLM Foundry, torchtune, Trainer).</source>
        <translation>Ce qui exécute le pas. Fusionnée : un noyau par norme, plongement rotatif et activation, l&apos;attention fusionnée de la bibliothèque (Megatron-LM avec Transformer Engine, MaxText). PyTorch eager : les couches de Hugging Face telles qu&apos;écrites, chaque norme, plongement rotatif et activation en plusieurs noyaux qui lisent et écrivent toute l&apos;activation, les logits en fp32, FlashAttention-2 (PyTorch FSDP, LLM Foundry, torchtune, Trainer).</translation>
    </message>
    <message>
        <source>n-gram prompt lookup</source>
        <translation>recherche de n-grammes dans le prompt</translation>
    </message>
    <message>
        <source>the model&apos;s MTP module</source>
        <translation>le module MTP du modèle</translation>
    </message>
    <message>
        <source>an EAGLE head</source>
        <translation>une tête EAGLE</translation>
    </message>
    <message>
        <source>Speculative decoding: a smaller model, the prompt (n-gram lookup) or the model&apos;s own one-layer head proposes tokens that the model verifies in one step (static batching)</source>
        <translation>Décodage spéculatif : un modèle plus petit, le prompt (recherche de n-grammes) ou la tête à une couche du modèle propose des jetons que le modèle vérifie en une étape (lots statiques)</translation>
    </message>
    <message>
        <source>Change serving engine</source>
        <translation>Changer de moteur de service</translation>
    </message>
    <message>
        <source>Serving &amp;engine</source>
        <translation>Mot&amp;eur de service</translation>
    </message>
    <message>
        <source>none (the estimator&apos;s defaults)</source>
        <extracomment>no serving engine: the estimator&apos;s own scheduler defaults</extracomment>
        <translation>aucun (valeurs par défaut de l&apos;estimateur)</translation>
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
        <translation>Suivre les réglages par défaut de l&apos;ordonnanceur d&apos;un moteur de service : son budget de jetons par étape, le préremplissage par tranches là où il découpe, son plafond de requêtes en cours (docs/serving.md). Un moteur regroupe en continu, sauf si un modèle brouillon est choisi</translation>
    </message>
</context>
<context>
    <name>ts::WorkspaceAutosave</name>
    <message>
        <source>the file there could not be read and is kept as it is</source>
        <translation>le fichier présent n’a pas pu être lu et est conservé tel quel</translation>
    </message>
</context>
<context>
    <name>ts::WorkspaceCatalog</name>
    <message>
        <source>No user catalog folder (the window has no settings).</source>
        <translation>Pas de dossier de catalogue utilisateur (la fenêtre n&apos;a pas de paramètres).</translation>
    </message>
    <message>
        <source>No device &apos;%1&apos; in the catalog.</source>
        <translation>Aucun appareil « %1 » dans le catalogue.</translation>
    </message>
    <message>
        <source>The what-if device did not load:
%1</source>
        <translation>L&apos;appareil hypothétique ne s&apos;est pas chargé :
%1</translation>
    </message>
</context>
<context>
    <name>ts::WorkspaceController</name>
    <message>
        <source>One of %1 batched products.</source>
        <translation>Un des %1 produits en lot.</translation>
    </message>
    <message>
        <source>Systolic view: %1 is not a matrix product.</source>
        <translation>Vue systolique : %1 n&apos;est pas un produit matriciel.</translation>
    </message>
    <message>
        <source>Systolic view: %1 (M×N×K %2×%3×%4) shown scaled down 1:%5 as %6×%7×%8.</source>
        <translation>Vue systolique : %1 (M×N×K %2×%3×%4) réduit à l&apos;échelle 1:%5 en %6×%7×%8.</translation>
    </message>
    <message>
        <source>Systolic view: %1 (M×N×K %2×%3×%4) at full size.</source>
        <translation>Vue systolique : %1 (M×N×K %2×%3×%4) en taille réelle.</translation>
    </message>
    <message>
        <source>Cannot open &apos;%1&apos;:
%2</source>
        <translation>Impossible d&apos;ouvrir « %1 » :
%2</translation>
    </message>
    <message>
        <source>Cannot save &apos;%1&apos;: %2</source>
        <translation>Impossible d&apos;enregistrer « %1 » : %2</translation>
    </message>
    <message>
        <source>Cannot export &apos;%1&apos;: %2</source>
        <translation>Impossible d&apos;exporter « %1 » : %2</translation>
    </message>
    <message>
        <source>No chart &apos;%1&apos;</source>
        <translation>Pas de graphique « %1 »</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>Cannot import &apos;%1&apos;:
%2</source>
        <translation>Impossible d&apos;importer &apos;%1&apos; :
%2</translation>
    </message>
    <message>
        <source>Import model %1</source>
        <translation>Importer le modèle %1</translation>
    </message>
    <message>
        <source>Imported &apos;%1&apos;. Not modeled:
%2</source>
        <translation>&apos;%1&apos; importé. Non modélisé :
%2</translation>
    </message>
    <message>
        <source>Cannot save &apos;%1&apos;: it was changed on disk (by another window or program) since this window opened or saved it.</source>
        <extracomment>%1 is a file path</extracomment>
        <translation>Impossible d’enregistrer « %1 » : il a été modifié sur le disque (par une autre fenêtre ou un autre programme) depuis que cette fenêtre l’a ouvert ou enregistré.</translation>
    </message>
</context>
<context>
    <name>ts::WorkspaceDialogs</name>
    <message>
        <source>What-if Device</source>
        <translation>Appareil hypothétique</translation>
    </message>
    <message>
        <source>Open Workspace</source>
        <translation>Ouvrir un espace de travail</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <source>The workspace has unsaved changes. Save them first?</source>
        <translation>L&apos;espace de travail contient des modifications non enregistrées. Les enregistrer d&apos;abord ?</translation>
    </message>
    <message>
        <source>Tensorscope workspaces (*.json)</source>
        <translation>Espaces de travail Tensorscope (*.json)</translation>
    </message>
    <message>
        <source>Import Model</source>
        <translation>Importer un modèle</translation>
    </message>
    <message>
        <source>Hugging Face model configurations (config.json *.json)</source>
        <translation>Configurations de modèles Hugging Face (config.json *.json)</translation>
    </message>
    <message>
        <source>Save Workspace</source>
        <translation>Enregistrer l&apos;espace de travail</translation>
    </message>
    <message>
        <source>&apos;%1&apos; was changed on disk since this window opened or saved it, by another window or program. Replace it with this workspace? (No: save under another name.)</source>
        <extracomment>%1 is a file path</extracomment>
        <translation>« %1 » a été modifié sur le disque depuis que cette fenêtre l’a ouvert ou enregistré, par une autre fenêtre ou un autre programme. Le remplacer par cet espace de travail ? (Non : enregistrer sous un autre nom.)</translation>
    </message>
    <message>
        <source>Export Results</source>
        <translation>Exporter les résultats</translation>
    </message>
    <message>
        <source>CSV (*.csv);;JSON (*.json);;Markdown (*.md)</source>
        <translation>CSV (*.csv);;JSON (*.json);;Markdown (*.md)</translation>
    </message>
    <message>
        <source>Export Chart</source>
        <translation>Exporter le graphique</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation>Image PNG (*.png);;Dessin SVG (*.svg);;Document PDF (*.pdf)</translation>
    </message>
</context>
<context>
    <name>ts::WorkspaceDocument</name>
    <message>
        <source>Tick device</source>
        <translation>Cocher l&apos;appareil</translation>
    </message>
    <message>
        <source>Untick device</source>
        <translation>Décocher l&apos;appareil</translation>
    </message>
</context>
<context>
    <name>ts::cli::ChartCommand</name>
    <message>
        <source>Render one comparison chart to a PNG, SVG or PDF file (no display needed)</source>
        <translation>Rendre un graphique de comparaison dans un fichier PNG, SVG ou PDF (sans écran)</translation>
    </message>
    <message>
        <source>The chart to render: %1.</source>
        <translation>Le graphique à rendre : %1.</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>A preset id or a workload file.</source>
        <translation>Un identifiant de préréglage ou un fichier de charge de travail.</translation>
    </message>
    <message>
        <source>WORKLOAD</source>
        <translation>CHARGE</translation>
    </message>
    <message>
        <source>PNG, SVG or PDF file to write, by its suffix.</source>
        <translation>Fichier PNG, SVG ou PDF à écrire, selon son extension.</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FICHIER</translation>
    </message>
    <message>
        <source>Chart size in logical pixels, from %1 to %2 a side (default 1600x1000).</source>
        <translation>Taille du graphique en pixels logiques, de %1 à %2 par côté (par défaut 1600x1000).</translation>
    </message>
    <message>
        <source>WxH</source>
        <translation>LxH</translation>
    </message>
    <message>
        <source>PNG only: device pixel ratio, from %1 to %2 (default 2); the PNG has that many times the pixels of --size, with sharper type and lines.</source>
        <translation>PNG seulement : rapport de pixels, de %1 à %2 (par défaut 2) ; le PNG a autant de fois les pixels de --size, avec des caractères et des traits plus nets.</translation>
    </message>
    <message>
        <source>F</source>
        <translation>F</translation>
    </message>
    <message>
        <source>light or dark (default light).</source>
        <translation>light ou dark (clair ou sombre ; light par défaut).</translation>
    </message>
    <message>
        <source>THEME</source>
        <translation>THÈME</translation>
    </message>
    <message>
        <source>Presentation mode&apos;s larger type and lines, for slides.</source>
        <translation>Les caractères et les traits plus grands du mode présentation, pour des diapositives.</translation>
    </message>
    <message>
        <source>Language of the chart&apos;s texts: %1 (default: the system&apos;s).</source>
        <translation>Langue des textes du graphique : %1 (par défaut : celle du système).</translation>
    </message>
    <message>
        <source>LANG</source>
        <translation>LANGUE</translation>
    </message>
    <message>
        <source>--chart ID is required; one of %1.
</source>
        <translation>--chart ID est obligatoire ; l&apos;un de %1.
</translation>
    </message>
    <message>
        <source>--chart &apos;%1&apos;: no such chart; expected one of %2.
</source>
        <translation>--chart « %1 » : graphique inconnu ; attendu l&apos;un de %2.
</translation>
    </message>
    <message>
        <source>--out FILE.png|svg|pdf is required.
</source>
        <translation>--out FICHIER.png|svg|pdf est obligatoire.
</translation>
    </message>
    <message>
        <source>--out &apos;%1&apos;: expected a file name ending in .png, .svg or .pdf.
</source>
        <translation>--out « %1 » : attendu un nom de fichier en .png, .svg ou .pdf.
</translation>
    </message>
    <message>
        <source>--size &apos;%1&apos;: expected WxH with each side from %2 to %3, e.g. 1600x1000.
</source>
        <translation>--size « %1 » : attendu LxH avec chaque côté de %2 à %3, par ex. 1600x1000.
</translation>
    </message>
    <message>
        <source>--scale &apos;%1&apos; %2 (a device pixel ratio, e.g. 2).
</source>
        <translation>--scale « %1 » %2 (un rapport de pixels, par ex. 2).
</translation>
    </message>
    <message>
        <source>--size %1x%2 at --scale %3 would be %4x%5 pixels; at most %6 a side.
</source>
        <translation>--size %1x%2 avec --scale %3 donnerait %4x%5 pixels ; au plus %6 par côté.
</translation>
    </message>
    <message>
        <source>--theme &apos;%1&apos;: expected light or dark.
</source>
        <translation>--theme « %1 » : attendu light ou dark.
</translation>
    </message>
    <message>
        <source>--language &apos;%1&apos;: expected one of %2.
</source>
        <translation>--language « %1 » : attendu l&apos;une de %2.
</translation>
    </message>
    <message>
        <source>--workload PRESET|FILE is required; &apos;tensorscope workload list&apos; lists the presets.
</source>
        <translation>--workload PRÉRÉGLAGE|FICHIER est obligatoire ; « tensorscope workload list » liste les préréglages.
</translation>
    </message>
    <message>
        <source>cannot write &apos;%1&apos;: %2
</source>
        <translation>impossible d&apos;écrire « %1 » : %2
</translation>
    </message>
    <message>
        <source>Wrote %1 (%2, %3x%4, %5 theme)
</source>
        <translation>%1 écrit (%2, %3x%4, thème %5)
</translation>
    </message>
</context>
<context>
    <name>ts::cli::ClaimsCommand</name>
    <message>
        <source>Test the ten popular GPU-vs-TPU claims on a workload: verdict, condition and figures</source>
        <translation>Tester sur une charge de travail les dix affirmations courantes GPU contre TPU : verdict, condition et chiffres</translation>
    </message>
    <message>
        <source>A preset id or a workload file (default: the first-run workspace&apos;s, LLaMA-2 7B).</source>
        <translation>Un identifiant de préréglage ou un fichier de charge de travail (par défaut : celle de l&apos;espace de travail du premier lancement, LLaMA-2 7B).</translation>
    </message>
    <message>
        <source>WORKLOAD</source>
        <translation>CHARGE</translation>
    </message>
    <message>
        <source>Chips for the claims about scale (cost at scale, the torus); default %1.</source>
        <translation>Puces pour les affirmations sur l&apos;échelle (coût à grande échelle, le tore) ; par défaut %1.</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Print JSON (keys in the README).</source>
        <translation>Afficher du JSON (clés dans le README).</translation>
    </message>
    <message>
        <source>--chips &apos;%1&apos; %2.
</source>
        <translation>--chips « %1 » %2.
</translation>
    </message>
    <message>
        <source>%1 on %2 and %3
</source>
        <translation>%1 sur %2 et %3
</translation>
    </message>
    <message>
        <source>(no systolic chip)</source>
        <translation>(aucune puce systolique)</translation>
    </message>
    <message>
        <source>(no GPU)</source>
        <translation>(aucun GPU)</translation>
    </message>
</context>
<context>
    <name>ts::cli::CommandLine</name>
    <message>
        <source>Run &apos;tensorscope %1 --help&apos; for its options.
</source>
        <translation>Lancez « tensorscope %1 --help » pour ses options.
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
        <translation>Utilisation : tensorscope [COMMANDE] [OPTIONS]

Tensorscope compare GPU et TPU sur l&apos;apprentissage profond. Lancé sans
commande, il ouvre la fenêtre de l&apos;application.

Commandes :
%1
Options :
  -h, --help     Afficher cette aide ; « tensorscope COMMANDE --help » affiche celle d&apos;une commande
  -v, --version  Afficher la version

Code de sortie : 0 succès, 1 échec, 2 ligne de commande incorrecte.
</translation>
    </message>
    <message>
        <source>tensorscope: unknown command &apos;%1&apos;. Run &apos;tensorscope --help&apos; for the list.
</source>
        <translation>tensorscope : commande inconnue « %1 ». Lancez « tensorscope --help » pour la liste.
</translation>
    </message>
    <message>
        <source>tensorscope %1: unexpected argument &apos;%2&apos;.
</source>
        <translation>tensorscope %1 : argument inattendu « %2 ».
</translation>
    </message>
    <message>
        <source>tensorscope %1: option &apos;%2&apos; given more than once; give it once.
</source>
        <translation>tensorscope %1 : option « %2 » donnée plusieurs fois ; donnez-la une seule fois.
</translation>
    </message>
    <message>
        <source>tensorscope %1: option &apos;%2&apos; needs a file name, found an empty one.
</source>
        <translation>tensorscope %1 : l&apos;option « %2 » attend un nom de fichier, trouvé un nom vide.
</translation>
    </message>
</context>
<context>
    <name>ts::cli::DeviceOptions</name>
    <message>
        <source>Catalog ids, comma-separated.</source>
        <translation>Identifiants du catalogue, séparés par des virgules.</translation>
    </message>
    <message>
        <source>ID[,ID...]</source>
        <translation>ID[,ID...]</translation>
    </message>
    <message>
        <source>Also load this catalog file, after the shipped catalog and the user folder (repeatable).</source>
        <translation>Charger aussi ce fichier de catalogue, après le catalogue fourni et le dossier utilisateur (répétable).</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FICHIER</translation>
    </message>
    <message>
        <source>--device ID[,ID...] is required; &apos;tensorscope devices&apos; lists them.
</source>
        <translation>--device ID[,ID...] est obligatoire ; « tensorscope devices » les liste.
</translation>
    </message>
    <message>
        <source>no device with id &apos;%1&apos;; &apos;tensorscope devices&apos; lists them.
</source>
        <translation>aucun appareil avec l&apos;identifiant « %1 » ; « tensorscope devices » les liste.
</translation>
    </message>
</context>
<context>
    <name>ts::cli::DevicesCommand</name>
    <message>
        <source>List the accelerator catalog, or show one device with its sources</source>
        <translation>Lister le catalogue d&apos;accélérateurs, ou afficher un appareil avec ses sources</translation>
    </message>
    <message>
        <source>&apos;show ID&apos; prints every field of one device and its sources.</source>
        <translation>« show ID » affiche chaque champ d&apos;un appareil et ses sources.</translation>
    </message>
    <message>
        <source>[show ID]</source>
        <translation>[show ID]</translation>
    </message>
    <message>
        <source>Only devices of this kind: gpu, tpu or other.</source>
        <translation>Seulement les appareils de ce type : gpu, tpu ou other.</translation>
    </message>
    <message>
        <source>KIND</source>
        <translation>TYPE</translation>
    </message>
    <message>
        <source>Also load this catalog file, after the shipped catalog and the user folder (repeatable).</source>
        <translation>Charger aussi ce fichier de catalogue, après le catalogue fourni et le dossier utilisateur (répétable).</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FICHIER</translation>
    </message>
    <message>
        <source>Print JSON (keys as in docs/catalog.md).</source>
        <translation>Afficher du JSON (clés comme dans docs/catalog.md).</translation>
    </message>
    <message>
        <source>Print CSV (list form only).</source>
        <translation>Afficher du CSV (forme liste uniquement).</translation>
    </message>
    <message>
        <source>Exit with 1 if loading the catalogs reported anything.</source>
        <translation>Sortir avec 1 si le chargement des catalogues a signalé quoi que ce soit.</translation>
    </message>
    <message>
        <source>tensorscope devices: --json and --csv cannot be combined.
</source>
        <translation>tensorscope devices : --json et --csv ne peuvent pas être combinés.
</translation>
    </message>
    <message>
        <source>tensorscope devices: expected no arguments or &apos;show ID&apos;, found &apos;%1&apos;.
</source>
        <translation>tensorscope devices : attendu aucun argument ou « show ID », trouvé « %1 ».
</translation>
    </message>
    <message>
        <source>tensorscope devices show: --csv is for the list form only.
</source>
        <translation>tensorscope devices show : --csv ne sert qu&apos;à la forme liste.
</translation>
    </message>
    <message>
        <source>tensorscope devices: --kind &apos;%1&apos;: expected gpu, tpu or other.
</source>
        <translation>tensorscope devices : --kind « %1 » : attendu gpu, tpu ou other.
</translation>
    </message>
    <message>
        <source>tensorscope devices show: no device with id &apos;%1&apos;; run &apos;tensorscope devices&apos; for the list.
</source>
        <translation>tensorscope devices show : aucun appareil avec l&apos;identifiant « %1 » ; lancez « tensorscope devices » pour la liste.
</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>NOM</translation>
    </message>
    <message>
        <source>VENDOR</source>
        <translation>FABRICANT</translation>
    </message>
    <message>
        <source>BF16 TFLOP/S</source>
        <translation>BF16 TFLOP/S</translation>
    </message>
    <message>
        <source>BW GB/S</source>
        <translation>BP GO/S</translation>
    </message>
    <message>
        <source>TDP W</source>
        <translation>TDP W</translation>
    </message>
    <message>
        <source>$/CHIP-H</source>
        <translation>$/H-PUCE</translation>
    </message>
    <message numerus="yes">
        <source>%n device(s). Peaks are dense; &apos;tensorscope devices show ID&apos; lists every field and its sources.
</source>
        <translation>
            <numerusform>%n appareil. Les crêtes sont denses ; « tensorscope devices show ID » liste chaque champ et ses sources.
</numerusform>
            <numerusform>%n appareils. Les crêtes sont denses ; « tensorscope devices show ID » liste chaque champ et ses sources.
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
        <translation>Chargé depuis : %1
</translation>
    </message>
    <message>
        <source>Sources:
</source>
        <translation>Sources :
</translation>
    </message>
    <message>
        <source> (supports: %1)</source>
        <translation> (prend en charge : %1)</translation>
    </message>
    <message>
        <source>Notes:
</source>
        <translation>Remarques :
</translation>
    </message>
    <message>
        <source>MEMORY GiB</source>
        <translation>MÉMOIRE Gio</translation>
    </message>
</context>
<context>
    <name>ts::cli::EstimateCommand</name>
    <message>
        <source>Estimate a workload step on catalog devices: time, MFU, memory, energy and cost</source>
        <translation>Estimer un pas de charge de travail sur des appareils du catalogue : temps, MFU, mémoire, énergie et coût</translation>
    </message>
    <message>
        <source>A preset id or a workload file.</source>
        <translation>Un identifiant de préréglage ou un fichier de charge de travail.</translation>
    </message>
    <message>
        <source>WORKLOAD</source>
        <translation>CHARGE</translation>
    </message>
    <message>
        <source>Print JSON (keys in the README).</source>
        <translation>Afficher du JSON (clés dans le README).</translation>
    </message>
    <message>
        <source>Print one CSV row per device.</source>
        <translation>Afficher une ligne CSV par appareil.</translation>
    </message>
    <message>
        <source>Print a Markdown table.</source>
        <translation>Afficher un tableau Markdown.</translation>
    </message>
    <message>
        <source>Also print every operator&apos;s derivation.</source>
        <translation>Afficher aussi la dérivation de chaque opérateur.</translation>
    </message>
    <message>
        <source>choose one of --json, --csv and --markdown.
</source>
        <translation>choisissez l&apos;une des options --json, --csv et --markdown.
</translation>
    </message>
    <message>
        <source>--workload PRESET|FILE is required; &apos;tensorscope workload list&apos; lists the presets.
</source>
        <translation>--workload PRÉRÉGLAGE|FICHIER est obligatoire ; « tensorscope workload list » liste les préréglages.
</translation>
    </message>
    <message>
        <source>%1 cannot run this workload (no matrix rate for its precision).
</source>
        <translation>%1 ne peut pas exécuter cette charge de travail (pas de débit matriciel pour sa précision).
</translation>
    </message>
    <message>
        <source>%1: %2.
</source>
        <translation>%1 : %2.
</translation>
    </message>
    <message>
        <source>%1, %2, batch %3, seq %4, %5

</source>
        <translation>%1, %2, lot %3, séq. %4, %5

</translation>
    </message>
    <message>
        <source>device</source>
        <translation>appareil</translation>
    </message>
    <message>
        <source>step</source>
        <translation>pas</translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation>jetons/s</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>mémoire</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>tient</translation>
    </message>
    <message>
        <source>energy/step</source>
        <translation>énergie/pas</translation>
    </message>
    <message>
        <source>cost/step</source>
        <translation>coût/pas</translation>
    </message>
    <message>
        <source>mostly</source>
        <translation>surtout</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>NO, does not fit</source>
        <translation>NON, ne tient pas</translation>
    </message>
    <message>
        <source>no TDP</source>
        <translation>pas de TDP</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>pas de prix</translation>
    </message>
    <message>
        <source>
%1: every operator (time per execution x count; bound; model; losses)
</source>
        <translation>
%1 : chaque opérateur (temps par exécution x nombre ; limite ; modèle ; pertes)
</translation>
    </message>
    <message>
        <source>  %1 x%2: %3, %4-bound, %5, %6 of the roof used, losses x%7; compute %8, memory %9
</source>
        <translation>  %1 x%2 : %3, limité par %4, %5, %6 du toit utilisé, pertes x%7 ; calcul %8, mémoire %9
</translation>
    </message>
    <message>
        <source>  notes: %1
</source>
        <translation>  remarques : %1
</translation>
    </message>
    <message>
        <source>Run the step on N chips through the scaling model: the split --dp/--tp/--pp/--ep/--zero gives, else the fastest that fits memory (--auto).</source>
        <translation>Exécuter le pas sur N puces avec le modèle de mise à l&apos;échelle : le découpage donné par --dp/--tp/--pp/--ep/--zero, sinon le plus rapide qui tient en mémoire (--auto).</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>With --chips: search the fastest legal split that fits memory (the default).</source>
        <translation>Avec --chips : chercher le découpage valide le plus rapide qui tient en mémoire (par défaut).</translation>
    </message>
    <message>
        <source>Tokens to train on or to generate: adds the whole job&apos;s steps, time, energy and cost.</source>
        <translation>Jetons à entraîner ou à générer : ajoute les pas, la durée, l&apos;énergie et le coût de toute la tâche.</translation>
    </message>
    <message>
        <source>T</source>
        <translation>T</translation>
    </message>
    <message>
        <source>Power usage effectiveness of the data centre for facility energy (default 1.58).</source>
        <translation>Indicateur d&apos;efficacité énergétique (PUE) du centre de données pour l&apos;énergie du site (par défaut 1,58).</translation>
    </message>
    <message>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <source>--%1 needs --chips N (the chips the job runs on).
</source>
        <translation>--%1 nécessite --chips N (les puces sur lesquelles tourne la tâche).
</translation>
    </message>
    <message>
        <source>give either --dp/--tp/--pp or --auto, not both.
</source>
        <translation>indiquez soit --dp/--tp/--pp, soit --auto, pas les deux.
</translation>
    </message>
    <message>
        <source>tokens/J</source>
        <translation>jetons/J</translation>
    </message>
    <message>
        <source>tokens/$</source>
        <translation>jetons/$</translation>
    </message>
    <message>
        <source>steps</source>
        <translation>pas</translation>
    </message>
    <message>
        <source>job time</source>
        <translation>durée de la tâche</translation>
    </message>
    <message>
        <source>job energy</source>
        <translation>énergie de la tâche</translation>
    </message>
    <message>
        <source>job cost</source>
        <translation>coût de la tâche</translation>
    </message>
    <message>
        <source>Which prices: on-demand (default), spot, committed-1y or committed-3y.</source>
        <translation>Quels prix : on-demand (par défaut), spot, committed-1y ou committed-3y.</translation>
    </message>
    <message>
        <source>KIND</source>
        <translation>TYPE</translation>
    </message>
    <message>
        <source>Among a device&apos;s prices of that kind: first (the catalog&apos;s reference quote, default) or cheapest.</source>
        <translation>Parmi les prix de ce type d&apos;un appareil : first (le tarif de référence du catalogue, par défaut) ou cheapest.</translation>
    </message>
    <message>
        <source>BASIS</source>
        <translation>BASE</translation>
    </message>
    <message>
        <source>Only prices from a provider whose name contains TEXT (e.g. &quot;Google Cloud&quot;, &quot;AWS&quot;): one provider for every device.</source>
        <translation>Seulement les prix d&apos;un fournisseur dont le nom contient TEXT (p. ex. &quot;Google Cloud&quot;, &quot;AWS&quot;) : un seul fournisseur pour tous les appareils.</translation>
    </message>
    <message>
        <source>TEXT</source>
        <translation>TEXTE</translation>
    </message>
    <message>
        <source>--price-kind &apos;%1&apos;: expected %2.
</source>
        <translation>--price-kind &apos;%1&apos; : attendu %2.
</translation>
    </message>
    <message>
        <source>--price-basis &apos;%1&apos;: expected first or cheapest.
</source>
        <translation>--price-basis &apos;%1&apos; : attendu first ou cheapest.
</translation>
    </message>
    <message>
        <source>--price-provider: expected 1 to 128 characters of a provider&apos;s name.
</source>
        <translation>--price-provider : attendu 1 à 128 caractères d&apos;un nom de fournisseur.
</translation>
    </message>
</context>
<context>
    <name>ts::cli::GemmCommand</name>
    <message>
        <source>Estimate one matrix multiply on catalog devices, with its losses and bound</source>
        <translation>Estimer une multiplication de matrices sur des appareils du catalogue, avec ses pertes et sa limite</translation>
    </message>
    <message>
        <source>Rows of A and C.</source>
        <translation>Lignes de A et C.</translation>
    </message>
    <message>
        <source>M</source>
        <translation>M</translation>
    </message>
    <message>
        <source>Columns of B and C.</source>
        <translation>Colonnes de B et C.</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>The reduction dimension.</source>
        <translation>La dimension de réduction.</translation>
    </message>
    <message>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <source>Independent products (default 1).</source>
        <translation>Produits indépendants (1 par défaut).</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>One of %1 (default bf16).</source>
        <translation>L&apos;une de %1 (bf16 par défaut).</translation>
    </message>
    <message>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <source>Time one synchronous call as a host program does (adds the host round trip, docs/engine.md), rather than the kernel alone.</source>
        <translation>Mesurer un appel synchrone comme le fait un programme hôte (ajoute l&apos;aller-retour de l&apos;hôte, docs/engine.md), plutôt que le kernel seul.</translation>
    </message>
    <message>
        <source>Print JSON (keys in the README).</source>
        <translation>Afficher du JSON (clés dans le README).</translation>
    </message>
    <message>
        <source>tensorscope gemm: --%1 is required.
</source>
        <translation>tensorscope gemm : --%1 est obligatoire.
</translation>
    </message>
    <message>
        <source>tensorscope gemm: --%1 &apos;%2&apos; %3.
</source>
        <translation>tensorscope gemm : --%1 « %2 » %3.
</translation>
    </message>
    <message>
        <source>tensorscope gemm: --precision &apos;%1&apos;: expected one of %2.
</source>
        <translation>tensorscope gemm : --precision « %1 » : attendu l&apos;une de %2.
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
        <translation>tensorscope gemm : %1 n&apos;a pas de débit matriciel pour %2 ni de repli.
</translation>
    </message>
    <message>
        <source>tensorscope gemm: the GEMM is too large to estimate.
</source>
        <translation>tensorscope gemm : le GEMM est trop grand pour être estimé.
</translation>
    </message>
    <message>
        <source>tensorscope gemm: %1: %2.
</source>
        <translation>tensorscope gemm : %1 : %2.
</translation>
    </message>
    <message>
        <source>%1: %2 s, %3 TFLOP/s, %4 of the %5 peak, %6-bound (%7)
</source>
        <translation>%1 : %2 s, %3 TFLOP/s, %4 de la crête %5, limité par %6 (%7)
</translation>
    </message>
    <message>
        <source>  compute %1 s, memory %2 s, C stores %3 s, overhead %4 s
</source>
        <translation>  calcul %1 s, mémoire %2 s, écritures de C %3 s, surcoût %4 s
</translation>
    </message>
    <message>
        <source>  %1; losses: %2
</source>
        <translation>  %1 ; pertes : %2
</translation>
    </message>
</context>
<context>
    <name>ts::cli::HandoutCommand</name>
    <message>
        <source>Write a tour as a PDF handout: its scenes, captions, questions and answers</source>
        <translation>Écrire une visite sous forme de support PDF : ses scènes, légendes, questions et réponses</translation>
    </message>
    <message>
        <source>The tour: a shipped tour&apos;s id (%1) or a tour file.</source>
        <translation>La visite : l’identifiant d’une visite fournie (%1) ou un fichier de visite.</translation>
    </message>
    <message>
        <source>TOUR</source>
        <translation>VISITE</translation>
    </message>
    <message>
        <source>PDF file to write.</source>
        <translation>Fichier PDF à écrire.</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FICHIER</translation>
    </message>
    <message>
        <source>Language of the handout: %1 (default: the system&apos;s).</source>
        <translation>Langue du support : %1 (par défaut : celle du système).</translation>
    </message>
    <message>
        <source>LANG</source>
        <translation>LANGUE</translation>
    </message>
    <message>
        <source>Window size the scene pictures are drawn at, from %1 to %2 a side (default 1600x1000, as screenshot).</source>
        <translation>Taille de fenêtre à laquelle les images des scènes sont dessinées, de %1 à %2 par côté (par défaut 1600x1000, comme screenshot).</translation>
    </message>
    <message>
        <source>WxH</source>
        <translation>LxH</translation>
    </message>
    <message>
        <source>light or dark: the scene pictures&apos; theme (default light).</source>
        <translation>light ou dark : le thème des images des scènes (par défaut light).</translation>
    </message>
    <message>
        <source>THEME</source>
        <translation>THÈME</translation>
    </message>
    <message>
        <source>tensorscope handout: --out FILE.pdf is required.
</source>
        <translation>tensorscope handout : --out FICHIER.pdf est requis.
</translation>
    </message>
    <message>
        <source>tensorscope handout: &apos;%1&apos;: the output must be a .pdf file.
</source>
        <translation>tensorscope handout : « %1 » : la sortie doit être un fichier .pdf.
</translation>
    </message>
    <message>
        <source>tensorscope handout: --size &apos;%1&apos;: expected WxH with each side from %2 to %3, e.g. 1600x1000.
</source>
        <translation>tensorscope handout : --size « %1 » : attendu LxH avec chaque côté de %2 à %3, p. ex. 1600x1000.
</translation>
    </message>
    <message>
        <source>tensorscope handout: --theme &apos;%1&apos;: expected light or dark.
</source>
        <translation>tensorscope handout : --theme « %1 » : attendu light ou dark.
</translation>
    </message>
    <message>
        <source>tensorscope handout: --language &apos;%1&apos;: expected one of %2.
</source>
        <translation>tensorscope handout : --language « %1 » : attendu l’un de %2.
</translation>
    </message>
    <message>
        <source>tensorscope handout: --tour is required: a shipped tour (%1) or a tour file.
</source>
        <translation>tensorscope handout : --tour est requis : une visite fournie (%1) ou un fichier de visite.
</translation>
    </message>
    <message>
        <source>tensorscope handout: --tour &apos;%1&apos;: no shipped tour has this id; the shipped tours are %2 (or give a tour file&apos;s path).
</source>
        <translation>tensorscope handout : --tour « %1 » : aucune visite fournie n’a cet identifiant ; les visites fournies sont %2 (ou donnez le chemin d’un fichier de visite).
</translation>
    </message>
    <message>
        <source>tensorscope handout: cannot write &apos;%1&apos;: %2
</source>
        <translation>tensorscope handout : impossible d’écrire « %1 » : %2
</translation>
    </message>
    <message>
        <source>tensorscope handout: %1
</source>
        <translation>tensorscope handout : %1
</translation>
    </message>
    <message>
        <source>Wrote %1 (%2 pages: the title, %3 scenes, %4 of answers)
</source>
        <extracomment>%1 the file, %2 pages in all, %3 scene pages, %4 answer pages</extracomment>
        <translation>%1 écrit (%2 pages : le titre, %3 scènes, %4 de réponses)
</translation>
    </message>
</context>
<context>
    <name>ts::cli::RecordCommand</name>
    <message>
        <source>Record an animated view, the Compare charts or a tour as an MP4 or GIF clip</source>
        <translation>Enregistrer une vue animée, les graphiques de Comparer ou une visite en clip MP4 ou GIF</translation>
    </message>
    <message>
        <source>What to record: %1 (compare: the charts through a batch sweep, 1 to 256).</source>
        <translation>Ce qu&apos;il faut enregistrer : %1 (compare : les graphiques sur un balayage de lots, de 1 à 256).</translation>
    </message>
    <message>
        <source>TAB</source>
        <translation>TAB</translation>
    </message>
    <message>
        <source>Record this tour instead, scene after scene with its caption: a shipped tour&apos;s id (%1) or a tour file.</source>
        <translation>Enregistrer plutôt cette visite, scène après scène avec sa légende : l’identifiant d’une visite fournie (%1) ou un fichier de visite.</translation>
    </message>
    <message>
        <source>TOUR</source>
        <translation>TOUR</translation>
    </message>
    <message>
        <source>The clip to write: an .mp4 (H.264) or a .gif file.</source>
        <translation>Le clip à écrire : un fichier .mp4 (H.264) ou .gif.</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FILE</translation>
    </message>
    <message>
        <source>Length of the clip, or with --tour of each scene, up to %1 in all (default %2; %3 a scene).</source>
        <translation>Durée du clip, ou avec --tour de chaque scène, jusqu&apos;à %1 au total (par défaut %2 ; %3 par scène).</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Frames a second, from 1 to %1 (default 30).</source>
        <translation>Images par seconde, de 1 à %1 (par défaut 30).</translation>
    </message>
    <message>
        <source>F</source>
        <translation>F</translation>
    </message>
    <message>
        <source>Frame size in pixels, from %1 to %2 a side, even for an MP4 (default 1280x720).</source>
        <translation>Taille de l&apos;image en pixels, de %1 à %2 par côté, paire pour un MP4 (par défaut 1280x720).</translation>
    </message>
    <message>
        <source>WxH</source>
        <translation>WxH</translation>
    </message>
    <message>
        <source>With --tab: open this workspace file first (a .tensorscope.json saved by the window).</source>
        <translation>Avec --tab : ouvrir d&apos;abord ce fichier d&apos;espace de travail (un .tensorscope.json enregistré par la fenêtre).</translation>
    </message>
    <message>
        <source>With --tab: presentation mode (large type, no menus or docks).</source>
        <translation>Avec --tab : mode présentation (grands caractères, sans menus ni panneaux).</translation>
    </message>
    <message>
        <source>User interface language: %1 (default: the system&apos;s).</source>
        <translation>Langue de l&apos;interface : %1 (par défaut : celle du système).</translation>
    </message>
    <message>
        <source>LANG</source>
        <translation>LANG</translation>
    </message>
    <message>
        <source>light or dark (default light).</source>
        <translation>light ou dark (par défaut light).</translation>
    </message>
    <message>
        <source>THEME</source>
        <translation>THEME</translation>
    </message>
    <message>
        <source>tensorscope record: --out FILE.mp4 or FILE.gif is required.
</source>
        <translation>tensorscope record : --out FILE.mp4 ou FILE.gif est obligatoire.
</translation>
    </message>
    <message>
        <source>tensorscope record: &apos;%1&apos;: the output must be an .mp4 or a .gif file.
</source>
        <translation>tensorscope record : « %1 » : la sortie doit être un fichier .mp4 ou .gif.
</translation>
    </message>
    <message>
        <source>tensorscope record: give either --tab (%1) or --tour.
</source>
        <translation>tensorscope record : indiquez soit --tab (%1), soit --tour.
</translation>
    </message>
    <message>
        <source>tensorscope record: --tab &apos;%1&apos;: expected %2.
</source>
        <translation>tensorscope record : --tab « %1 » : attendu %2.
</translation>
    </message>
    <message>
        <source>tensorscope record: --workspace and --present go with --tab; a tour&apos;s scenes bring their own workspace.
</source>
        <translation>tensorscope record : --workspace et --present vont avec --tab ; les scènes d’une visite apportent leur propre espace de travail.
</translation>
    </message>
    <message>
        <source>tensorscope record: --size &apos;%1&apos;: expected WxH with each side from %2 to %3, e.g. 1280x720.
</source>
        <translation>tensorscope record : --size « %1 » : attendu WxH avec chaque côté de %2 à %3, par ex. 1280x720.
</translation>
    </message>
    <message>
        <source>tensorscope record: --size %1x%2: an MP4 clip needs even sides (H.264 stores colour at half size); try %3x%4.
</source>
        <translation>tensorscope record : --size %1x%2 : un clip MP4 exige des côtés pairs (H.264 stocke la couleur à demi-taille) ; essayez %3x%4.
</translation>
    </message>
    <message>
        <source>tensorscope record: --fps &apos;%1&apos; %2 (frames a second).
</source>
        <translation>tensorscope record : --fps « %1 » %2 (images par seconde).
</translation>
    </message>
    <message>
        <source>tensorscope record: --seconds &apos;%1&apos; %2.
</source>
        <translation>tensorscope record : --seconds « %1 » %2.
</translation>
    </message>
    <message>
        <source>tensorscope record: --theme &apos;%1&apos;: expected light or dark.
</source>
        <translation>tensorscope record : --theme « %1 » : attendu light ou dark.
</translation>
    </message>
    <message>
        <source>tensorscope record: --language &apos;%1&apos;: expected one of %2.
</source>
        <translation>tensorscope record : --language « %1 » : attendu l’un de %2.
</translation>
    </message>
    <message>
        <source>tensorscope record: --tour &apos;%1&apos;: no shipped tour has this id; the shipped tours are %2 (or give a tour file&apos;s path).
</source>
        <translation>tensorscope record : --tour « %1 » : aucune visite fournie n’a cet identifiant ; les visites fournies sont %2 (ou indiquez le chemin d’un fichier de visite).
</translation>
    </message>
    <message>
        <source>tensorscope record: this build of Tensorscope has no clip support: it was built without the FFmpeg libraries (libavcodec, libavformat, libavutil, libswscale; scripts/install-deps.sh installs them).
</source>
        <translation>tensorscope record : cette version de Tensorscope ne prend pas en charge les clips : elle a été compilée sans les bibliothèques FFmpeg (libavcodec, libavformat, libavutil, libswscale ; scripts/install-deps.sh les installe).
</translation>
    </message>
    <message>
        <source>tensorscope record: %1
</source>
        <translation>tensorscope record : %1
</translation>
    </message>
    <message>
        <source>tensorscope record: --seconds %1 for each of the tour&apos;s %2 scenes would make more than %3 s in all.
</source>
        <translation>tensorscope record : --seconds %1 pour chacune des %2 scènes de la visite dépasserait %3 s au total.
</translation>
    </message>
    <message>
        <source>tensorscope record: cannot write &apos;%1&apos;: %2
</source>
        <translation>tensorscope record : impossible d’écrire « %1 » : %2
</translation>
    </message>
    <message>
        <source>Wrote %1 (%2 frames, %3x%4 at %5 frames a second: %6 s)
</source>
        <extracomment>%1 the file, %2 frames, %3 width, %4 height, %5 frames a second, %6 seconds</extracomment>
        <translation>%1 écrit (%2 images, %3x%4 à %5 images par seconde : %6 s)
</translation>
    </message>
</context>
<context>
    <name>ts::cli::ScaleCommand</name>
    <message>
        <source>--%1 expects an integer from %2 to %3, got &apos;%4&apos;.
</source>
        <translation>--%1 attend un entier de %2 à %3, reçu « %4 ».
</translation>
    </message>
    <message>
        <source>Scale a workload over many chips: time, efficiency, communication, memory, cost</source>
        <translation>Répartir une charge de travail sur de nombreuses puces : temps, efficacité, communication, mémoire, coût</translation>
    </message>
    <message>
        <source>A preset id or a workload file.</source>
        <translation>Un identifiant de préréglage ou un fichier de charge de travail.</translation>
    </message>
    <message>
        <source>WORKLOAD</source>
        <translation>CHARGE</translation>
    </message>
    <message>
        <source>Chip counts, e.g. 8,64,512.</source>
        <translation>Nombres de puces, par ex. 8,64,512.</translation>
    </message>
    <message>
        <source>N[,N...]</source>
        <translation>N[,N...]</translation>
    </message>
    <message>
        <source>ZeRO stage 0-3 (3: FSDP).</source>
        <translation>Étape ZeRO 0-3 (3 : FSDP).</translation>
    </message>
    <message>
        <source>Z</source>
        <translation>Z</translation>
    </message>
    <message>
        <source>Sequences per micro-batch.</source>
        <translation>Séquences par micro-lot.</translation>
    </message>
    <message>
        <source>M</source>
        <translation>M</translation>
    </message>
    <message>
        <source>Find the fastest legal split per chip count (the default without --dp/--tp/--pp).</source>
        <translation>Chercher la répartition valide la plus rapide par nombre de puces (par défaut sans --dp/--tp/--pp).</translation>
    </message>
    <message>
        <source>Report only the fewest chips (of --chips, else powers of two up to 65536) for which a legal split fits memory, with its fastest fitting split.</source>
        <translation>Indiquer seulement le plus petit nombre de puces (parmi --chips, sinon les puissances de deux jusqu&apos;à 65536) pour lequel une répartition valide tient en mémoire, avec sa répartition la plus rapide qui tient.</translation>
    </message>
    <message>
        <source>Do not overlap gradient reduction with backward compute.</source>
        <translation>Ne pas recouvrir la réduction des gradients avec le calcul arrière.</translation>
    </message>
    <message>
        <source>Print JSON (keys in the README).</source>
        <translation>Afficher du JSON (clés dans le README).</translation>
    </message>
    <message>
        <source>Print one CSV row per device and chip count.</source>
        <translation>Afficher une ligne CSV par appareil et par nombre de puces.</translation>
    </message>
    <message>
        <source>Print a Markdown table.</source>
        <translation>Afficher un tableau Markdown.</translation>
    </message>
    <message>
        <source>Also print each result&apos;s derivation.</source>
        <translation>Afficher aussi la dérivation de chaque résultat.</translation>
    </message>
    <message>
        <source>choose one of --json, --csv and --markdown.
</source>
        <translation>choisissez l&apos;une des options --json, --csv et --markdown.
</translation>
    </message>
    <message>
        <source>--workload PRESET|FILE is required; &apos;tensorscope workload list&apos; lists the presets.
</source>
        <translation>--workload PRÉRÉGLAGE|FICHIER est obligatoire ; « tensorscope workload list » liste les préréglages.
</translation>
    </message>
    <message>
        <source>--chips N[,N...] is required, e.g. --chips 8,64,512.
</source>
        <translation>--chips N[,N...] est obligatoire, par ex. --chips 8,64,512.
</translation>
    </message>
    <message>
        <source>--chips expects integers from 1 to %1, got &apos;%2&apos;.
</source>
        <translation>--chips attend des entiers de 1 à %1, reçu « %2 ».
</translation>
    </message>
    <message>
        <source>--zero expects 0, 1, 2 or 3, got &apos;%1&apos;.
</source>
        <translation>--zero attend 0, 1, 2 ou 3, reçu « %1 ».
</translation>
    </message>
    <message>
        <source>give either --dp/--tp/--pp or --search, not both.
</source>
        <translation>indiquez --dp/--tp/--pp ou --search, pas les deux.
</translation>
    </message>
    <message>
        <source>--fewest searches the splits; it takes no --dp/--tp/--pp.
</source>
        <translation>--fewest cherche les répartitions ; il n&apos;accepte pas --dp/--tp/--pp.
</translation>
    </message>
    <message>
        <source>%1: no split of %2 chips or fewer fits in memory.
</source>
        <translation>%1 : aucune répartition sur %2 puces ou moins ne tient en mémoire.
</translation>
    </message>
    <message>
        <source>%1, %2, batch %3, seq %4, %5%6

</source>
        <translation>%1, %2, lot %3, séq. %4, %5%6

</translation>
    </message>
    <message>
        <source>; fastest legal split per chip count</source>
        <translation> ; répartition valide la plus rapide par nombre de puces</translation>
    </message>
    <message>
        <source>device</source>
        <translation>appareil</translation>
    </message>
    <message>
        <source>chips</source>
        <translation>puces</translation>
    </message>
    <message>
        <source>split</source>
        <translation>répartition</translation>
    </message>
    <message>
        <source>step</source>
        <translation>pas</translation>
    </message>
    <message>
        <source>efficiency</source>
        <translation>efficacité</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>comm (exposed)</source>
        <translation>comm. (exposée)</translation>
    </message>
    <message>
        <source>bubble</source>
        <translation>bulle</translation>
    </message>
    <message>
        <source>memory/chip</source>
        <translation>mémoire/puce</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>tient</translation>
    </message>
    <message>
        <source>cost/step</source>
        <translation>coût/pas</translation>
    </message>
    <message>
        <source>energy/step</source>
        <translation>énergie/pas</translation>
    </message>
    <message>
        <source>no legal split</source>
        <translation>aucune répartition valide</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>NO</source>
        <translation>NON</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>pas de prix</translation>
    </message>
    <message>
        <source>no TDP</source>
        <translation>pas de TDP</translation>
    </message>
    <message>
        <source>
%1, %2 chips, %3:
</source>
        <translation>
%1, %2 puces, %3 :
</translation>
    </message>
    <message>
        <source>  notes: %1
</source>
        <translation>  remarques : %1
</translation>
    </message>
    <message>
        <source>the engine cannot estimate the step: %1</source>
        <translation>le moteur ne peut pas estimer l’étape : %1</translation>
    </message>
    <message>
        <source>the engine cannot estimate %1: %2</source>
        <translation>le moteur ne peut pas estimer %1 : %2</translation>
    </message>
    <message>
        <source>Inference: sequence-parallel gathers and NCCL only, not a serving runtime&apos;s all-reduces and one-shot kernels.</source>
        <translation>Inférence : uniquement des gathers en parallélisme de séquence et NCCL, sans les all-reduce ni les noyaux one-shot d’un moteur de service.</translation>
    </message>
    <message>
        <source>%1 = %2 is more than the %3 chips.
</source>
        <translation>%1 = %2 dépasse les %3 puces.
</translation>
    </message>
    <message>
        <source>%1 = %2 is not %3 chips.
</source>
        <translation>%1 = %2 ne fait pas %3 puces.
</translation>
    </message>
</context>
<context>
    <name>ts::cli::ScreenshotCommand</name>
    <message>
        <source>Render the main window offscreen to a PNG file (no display needed)</source>
        <translation>Rendre la fenêtre principale hors écran dans un fichier PNG (aucun affichage requis)</translation>
    </message>
    <message>
        <source>PNG file to write.</source>
        <translation>Fichier PNG à écrire.</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FICHIER</translation>
    </message>
    <message>
        <source>Window size in pixels, from %1 to %2 a side (default 1600x1000).</source>
        <translation>Taille de la fenêtre en pixels, de %1 à %2 par côté (1600x1000 par défaut).</translation>
    </message>
    <message>
        <source>WxH</source>
        <translation>LxH</translation>
    </message>
    <message>
        <source>TAB</source>
        <translation>ONGLET</translation>
    </message>
    <message>
        <source>systolic and simt tabs: the cycle to show (default: a third into the first fold; simt: a third into the run).</source>
        <translation>onglets systolic et simt : le cycle à afficher (par défaut : au tiers du premier repli ; simt : au tiers de l&apos;exécution).</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>light or dark (default light).</source>
        <translation>light ou dark (clair ou sombre ; light par défaut).</translation>
    </message>
    <message>
        <source>THEME</source>
        <translation>THÈME</translation>
    </message>
    <message>
        <source>tensorscope screenshot: --out FILE.png is required.
</source>
        <translation>tensorscope screenshot : --out FICHIER.png est obligatoire.
</translation>
    </message>
    <message>
        <source>tensorscope screenshot: &apos;%1&apos;: the output must be a .png file.
</source>
        <translation>tensorscope screenshot : « %1 » : la sortie doit être un fichier .png.
</translation>
    </message>
    <message>
        <source>tensorscope screenshot: --size &apos;%1&apos;: expected WxH with each side from %2 to %3, e.g. 1600x1000.
</source>
        <translation>tensorscope screenshot : --size « %1 » : attendu LxH avec chaque côté de %2 à %3, par ex. 1600x1000.
</translation>
    </message>
    <message>
        <source>tensorscope screenshot: --theme &apos;%1&apos;: expected light or dark.
</source>
        <translation>tensorscope screenshot : --theme « %1 » : attendu light ou dark.
</translation>
    </message>
    <message>
        <source>tensorscope screenshot: --cycle &apos;%1&apos; %2.
</source>
        <translation>tensorscope screenshot : --cycle « %1 » %2.
</translation>
    </message>
    <message>
        <source>tensorscope screenshot: cannot write &apos;%1&apos;: %2
</source>
        <translation>tensorscope screenshot : impossible d&apos;écrire « %1 » : %2
</translation>
    </message>
    <message>
        <source>Wrote %1 (%2x%3, %4 theme)
</source>
        <translation>%1 écrit (%2x%3, thème %4)
</translation>
    </message>
    <message>
        <source>User interface language: %1 (default: the system&apos;s).</source>
        <translation>Langue de l&apos;interface : %1 (par défaut : celle du système).</translation>
    </message>
    <message>
        <source>LANG</source>
        <translation>LANGUE</translation>
    </message>
    <message>
        <source>tensorscope screenshot: --language &apos;%1&apos;: expected one of %2.
</source>
        <translation>tensorscope screenshot : --language « %1 » : attendu l&apos;une de %2.
</translation>
    </message>
    <message>
        <source>Presentation mode: large type, no menus, docks or settings (docs/presentation.md).</source>
        <translation>Mode présentation : grands caractères, sans menus, panneaux ni réglages (docs/presentation.md).</translation>
    </message>
    <message>
        <source>TOUR</source>
        <translation>VISITE</translation>
    </message>
    <message>
        <source>With --tour: the scene to show, from 1.</source>
        <translation>Avec --tour : la scène à afficher, à partir de 1.</translation>
    </message>
    <message>
        <source>tensorscope screenshot: %1
</source>
        <translation>tensorscope screenshot : %1
</translation>
    </message>
    <message>
        <source>tensorscope screenshot: --scene &apos;%1&apos;: expected 1 to %2.
</source>
        <translation>tensorscope screenshot : --scene « %1 » : attendu de 1 à %2.
</translation>
    </message>
    <message>
        <source>tensorscope screenshot: cannot encode &apos;%1&apos;: %2
</source>
        <translation>tensorscope screenshot : impossible d&apos;encoder « %1 » : %2
</translation>
    </message>
    <message>
        <source>Device pixel ratio, from %1 to %2 (default 1): the window keeps its size in logical pixels, the PNG is that many times larger, with type and lines as sharp as on a screen scaled to 150 % or 200 %.</source>
        <translation>Rapport de pixels de l&apos;appareil, de %1 à %2 (1 par défaut) : la fenêtre garde sa taille en pixels logiques, le PNG est d&apos;autant plus grand, avec un texte et des traits aussi nets que sur un écran mis à l&apos;échelle à 150 % ou 200 %.</translation>
    </message>
    <message>
        <source>F</source>
        <translation>F</translation>
    </message>
    <message>
        <source>tensorscope screenshot: --scale &apos;%1&apos; %2 (a device pixel ratio from %3 to %4, e.g. 1.5 or 2).
</source>
        <translation>tensorscope screenshot : --scale &apos;%1&apos; %2 (un rapport de pixels de %3 à %4, par ex. 1.5 ou 2).
</translation>
    </message>
    <message>
        <source>tensorscope screenshot: --size %1x%2 at --scale %3 would be %4x%5 pixels; at most %6 a side.
</source>
        <translation>tensorscope screenshot : --size %1x%2 avec --scale %3 donnerait %4x%5 pixels ; au plus %6 par côté.
</translation>
    </message>
    <message>
        <source>Open this workspace file first (a .tensorscope.json saved by the window).</source>
        <translation>Ouvrir d&apos;abord ce fichier d&apos;espace de travail (un .tensorscope.json enregistré par la fenêtre).</translation>
    </message>
    <message>
        <source>Select this operator of the workload first, as a click in the operator table does (the systolic and SIMT views then show it).</source>
        <translation>Sélectionner d&apos;abord cet opérateur de la charge, comme un clic dans le tableau des opérateurs (les vues systolique et SIMT le montrent alors).</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>NOM</translation>
    </message>
    <message>
        <source>tensorscope screenshot: --operator &apos;%1&apos;: the workload has no such operator.
</source>
        <translation>tensorscope screenshot : --operator &apos;%1&apos; : la charge n&apos;a pas cet opérateur.
</translation>
    </message>
    <message>
        <source>start, compare, claims, systolic, simt or sidebyside (default start).</source>
        <translation>start, compare, claims, systolic, simt ou sidebyside (par défaut start).</translation>
    </message>
    <message>
        <source>tensorscope screenshot: --tab &apos;%1&apos;: expected start, compare, claims, systolic, simt or sidebyside.
</source>
        <translation>tensorscope screenshot : --tab « %1 » : attendu start, compare, claims, systolic, simt ou sidebyside.
</translation>
    </message>
    <message>
        <source>With --tab claims: open this claim&apos;s card full size, from 1 to %1.</source>
        <translation>Avec --tab claims : ouvrir en grand la carte de cette affirmation, de 1 à %1.</translation>
    </message>
    <message>
        <source>tensorscope screenshot: --claim &apos;%1&apos; %2.
</source>
        <translation>tensorscope screenshot : --claim &apos;%1&apos; %2.
</translation>
    </message>
    <message>
        <source>tensorscope screenshot: --claim needs --tab claims.
</source>
        <translation>tensorscope screenshot : --claim demande --tab claims.
</translation>
    </message>
    <message>
        <source>Open this tour first (a file, or a shipped tour: %1).</source>
        <translation>Ouvrir d&apos;abord cette visite (un fichier, ou une visite fournie : %1).</translation>
    </message>
    <message>
        <source>Render the presenter console at --size instead of the window; the window presents at %1x%2, a projector&apos;s size (docs/presentation.md).</source>
        <translation>Rendre la console du présentateur à --size au lieu de la fenêtre ; la fenêtre présente en %1x%2, la taille d’un projecteur (docs/presentation.md).</translation>
    </message>
    <message>
        <source>Show the tour editor (File › Edit Tour) beside the window, on --tour&apos;s tour at --scene, with its scene pictures (docs/presentation.md).</source>
        <translation>Afficher l’éditeur de visite (Fichier › Modifier la visite) à côté de la fenêtre, sur la visite de --tour à --scene, avec ses images de scène (docs/presentation.md).</translation>
    </message>
</context>
<context>
    <name>ts::cli::ServeCommand</name>
    <message>
        <source>Serve a model on one chip: time to first token, time per output token, latency, throughput, the largest batch and the best one within latency bounds</source>
        <translation>Servir un modèle sur une puce : temps jusqu&apos;au premier jeton, temps par jeton de sortie, latence, débit, le plus grand lot et le meilleur dans les limites de latence</translation>
    </message>
    <message>
        <source>A preset id or a workload file.</source>
        <translation>Un identifiant de préréglage ou un fichier de charge de travail.</translation>
    </message>
    <message>
        <source>WORKLOAD</source>
        <translation>WORKLOAD</translation>
    </message>
    <message>
        <source>Time to first token at most this many seconds (with --tpot-max: the best batch within both).</source>
        <translation>Temps jusqu&apos;au premier jeton d&apos;au plus ce nombre de secondes (avec --tpot-max : le meilleur lot respectant les deux limites).</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>Time per output token at most this many seconds.</source>
        <translation>Temps par jeton de sortie d&apos;au plus ce nombre de secondes.</translation>
    </message>
    <message>
        <source>Tokens the draft proposes per iteration (default 4).</source>
        <translation>Jetons proposés par le modèle de brouillon à chaque itération (4 par défaut).</translation>
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
        <translation>Afficher du JSON (clés dans le README).</translation>
    </message>
    <message>
        <source>--workload and --device are required.
</source>
        <translation>--workload et --device sont obligatoires.
</translation>
    </message>
    <message>
        <source>--phase does not apply: serving runs the prefill and the decode steps.
</source>
        <translation>--phase ne s&apos;applique pas : le service exécute les étapes de prefill et de décodage.
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
        <translation>doit être supérieur à 0</translation>
    </message>
    <message>
        <source>--speculate and --acceptance need a --draft model.
</source>
        <translation>--speculate et --acceptance nécessitent un modèle de brouillon (--draft).
</translation>
    </message>
    <message>
        <source>--batch sets the batch; --ttft-max and --tpot-max find it: give one or the other.
</source>
        <translation>--batch fixe le lot ; --ttft-max et --tpot-max le déterminent : indiquez l&apos;un ou l&apos;autre.
</translation>
    </message>
    <message>
        <source>%1: prompt %2 tokens, %3 generated</source>
        <translation>%1 : invite de %2 jetons, %3 générés</translation>
    </message>
    <message>
        <source>; draft %1 proposing %2, %3 accepted</source>
        <translation>; brouillon %1 proposant %2, %3 acceptés</translation>
    </message>
    <message>
        <source>%1: no estimate (%2).
</source>
        <translation>%1 : aucune estimation (%2).
</translation>
    </message>
    <message>
        <source>
%1 (largest batch that fits: %2)
</source>
        <translation>
%1 (plus grand lot qui tient : %2)
</translation>
    </message>
    <message>
        <source>  batch        TTFT        TPOT     request     tokens/s   $/M tokens
</source>
        <translation>    lot        TTFT        TPOT     requête     jetons/s   $/M jetons
</translation>
    </message>
    <message>
        <source>  * batch %1, limited by %2
</source>
        <translation>  * lot %1, limité par %2
</translation>
    </message>
    <message>
        <source>Continuous batching in steady state: requests join and leave every step, and a joining request&apos;s prompt is prefilled in a step of its own.</source>
        <translation>Traitement par lots continu en régime établi : des requêtes arrivent et partent à chaque pas, et l&apos;invite d&apos;une nouvelle requête est préremplie dans un pas à part.</translation>
    </message>
    <message>
        <source>Continuous batching with chunked prefill: at most N tokens a step, the decodes and as much prompt as fits beside them.</source>
        <translation>Traitement par lots continu avec préremplissage par tranches : au plus N jetons par pas, les décodages et autant d&apos;invite qu&apos;il en tient à côté.</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>--draft is modelled with static batching: leave out --continuous and --chunk.
</source>
        <translation>--draft est modélisé avec des lots statiques : retirez --continuous et --chunk.
</translation>
    </message>
    <message>
        <source>; continuous batching, chunked prefill of %1 tokens a step</source>
        <translation>; lots continus, préremplissage par tranches de %1 jetons par pas</translation>
    </message>
    <message>
        <source>; continuous batching</source>
        <translation>; lots continus</translation>
    </message>
    <message>
        <source>  batch        TTFT        TPOT  worst TPOT     request     tokens/s   $/M tokens
</source>
        <translation>    lot        TTFT        TPOT  TPOT max.     requête     jetons/s   $/M jetons
</translation>
    </message>
    <message>
        <source>Serve one copy of the model on N chips with tensor parallelism (default 1).</source>
        <translation>Servir une copie du modèle sur N puces avec le parallélisme de tenseurs (1 par défaut).</translation>
    </message>
    <message>
        <source>; tensor parallel over %1 chips</source>
        <translation>; parallélisme de tenseurs sur %1 puces</translation>
    </message>
    <message>
        <source>  does not fit</source>
        <translation>  ne tient pas</translation>
    </message>
    <message>
        <source>  * batch %1 does not fit: it needs %2 of the device&apos;s %3
</source>
        <translation>  * le lot %1 ne tient pas : il lui faut %2 sur les %3 de l’appareil
</translation>
    </message>
    <message>
        <source>--draft %1 (%2 parameters a token) is not smaller than %3 (%4): a draft that costs as much as the model cannot speed it up.
</source>
        <translation>--draft %1 (%2 paramètres par jeton) n&apos;est pas plus petit que %3 (%4) : un brouillon qui coûte autant que le modèle ne peut pas l&apos;accélérer.
</translation>
    </message>
    <message>
        <source>Speculative decoding with this draft model (a preset id or a workload file), or with the model&apos;s own: ngram (prompt lookup, no draft model), mtp (its multi-token-prediction module) or eagle (an EAGLE head).</source>
        <translation>Décodage spéculatif avec ce modèle brouillon (un identifiant de préréglage ou un fichier de charge), ou avec celui du modèle lui-même : ngram (recherche dans le prompt, sans modèle brouillon), mtp (son module de prédiction multi-jetons) ou eagle (une tête EAGLE).</translation>
    </message>
    <message>
        <source>Probability that the model accepts a proposed token, 0 to 1 (default 0.7; 0.85 for mtp, 0.5 for ngram).</source>
        <translation>Probabilité que le modèle accepte un jeton proposé, de 0 à 1 (0,7 par défaut ; 0,85 pour mtp, 0,5 pour ngram).</translation>
    </message>
    <message>
        <source>n-gram prompt lookup</source>
        <translation>recherche de n-grammes dans le prompt</translation>
    </message>
    <message>
        <source>%1: no traffic simulation (%2).
</source>
        <translation>%1 : pas de simulation de trafic (%2).
</translation>
    </message>
    <message>
        <source>Also sweep the batch and tensor parallelism (1, 2, 4, 8 chips) and print each configuration&apos;s tokens/s per user and per chip, marking the Pareto frontier.</source>
        <translation>Balayer aussi le lot et le parallélisme tensoriel (1, 2, 4, 8 puces) et afficher les tokens/s par utilisateur et par puce de chaque configuration, en marquant la frontière de Pareto.</translation>
    </message>
    <message>
        <source>--frontier sweeps tensor parallelism itself: leave out --tp.
</source>
        <translation>--frontier balaie lui-même le parallélisme tensoriel : omettez --tp.
</translation>
    </message>
    <message>
        <source>%1: no frontier (%2).
</source>
        <translation>%1 : pas de frontière (%2).
</translation>
    </message>
    <message>
        <source>  Frontier (* Pareto: no configuration has more tokens/s per user and per chip)
</source>
        <translation>  Frontière (* Pareto : aucune configuration n&apos;a plus de tokens/s par utilisateur et par puce)
</translation>
    </message>
    <message>
        <source>    tp  batch  tok/s/user  tok/s/chip   $/M tokens        TTFT        TPOT  memory/chip
</source>
        <translation>    tp    lot  tok/s/util  tok/s/puce   $/M tokens        TTFT        TPOT  mémoire/puce
</translation>
    </message>
    <message>
        <source>  tp %1 skipped: %2
</source>
        <translation>  tp %1 ignoré : %2
</translation>
    </message>
    <message>
        <source>Pipeline parallelism: split the layers over N stages (default 1); a decode step&apos;s requests run as N micro-batches in flight.</source>
        <translation>Parallélisme de pipeline : répartit les couches sur N étages (1 par défaut) ; les requêtes d&apos;une étape de décodage passent en N micro-lots simultanés.</translation>
    </message>
    <message>
        <source>Expert parallelism for a mixture-of-experts model: N groups of chips, each serving its share of the requests, the routed experts divided over them (default 1).</source>
        <translation>Parallélisme d&apos;experts pour un modèle à mélange d&apos;experts : N groupes de puces, chacun sert sa part des requêtes, les experts routés répartis entre eux (1 par défaut).</translation>
    </message>
    <message>
        <source>Follow a serving engine&apos;s scheduler defaults: vllm, sglang, trtllm or jetstream (token budget, chunked prefill, cap on running requests; docs/serving.md).</source>
        <translation>Suivre les réglages par défaut de l&apos;ordonnanceur d&apos;un moteur de service : vllm, sglang, trtllm ou jetstream (budget de jetons, préremplissage par morceaux, plafond de requêtes en cours ; docs/serving.md).</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>NOM</translation>
    </message>
    <message>
        <source>Disaggregated serving: P chips only prefill and D chips only decode, the prompt&apos;s KV cache sent between them over the scale-out network.</source>
        <translation>Service désagrégé : P puces ne font que le préremplissage et D puces que le décodage, le cache KV du prompt transmis entre elles par le réseau scale-out.</translation>
    </message>
    <message>
        <source>P:D</source>
        <translation>P:D</translation>
    </message>
    <message>
        <source>--engine &apos;%1&apos; must be one of %2.
</source>
        <translation>--engine &apos;%1&apos; doit être l&apos;un de %2.
</translation>
    </message>
    <message>
        <source>--disaggregate &apos;%1&apos; must be P:D, the prefill and decode chips, each from 1 to %2 (e.g. 1:3).
</source>
        <translation>--disaggregate &apos;%1&apos; doit être P:D, les puces de préremplissage et de décodage, chacune de 1 à %2 (par ex. 1:3).
</translation>
    </message>
    <message>
        <source>--frontier sweeps expert parallelism itself: leave out --ep.
</source>
        <translation>--frontier parcourt lui-même le parallélisme d&apos;experts : omettez --ep.
</translation>
    </message>
    <message>
        <source>--frontier sweeps one copy of the model: leave out --disaggregate.
</source>
        <translation>--frontier parcourt une copie du modèle : omettez --disaggregate.
</translation>
    </message>
    <message>
        <source>the traffic simulation does not model --pp, --ep, --engine or --disaggregate yet: leave them out with --request-rate, --trace and --max-rate.
</source>
        <translation>la simulation de trafic ne modélise pas encore --pp, --ep, --engine ni --disaggregate : omettez-les avec --request-rate, --trace et --max-rate.
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
        <translation>; parallélisme de pipeline sur %1 étages</translation>
    </message>
    <message>
        <source>; expert parallel over %1 groups</source>
        <translation>; parallélisme d&apos;experts sur %1 groupes</translation>
    </message>
    <message>
        <source>; %1 scheduler defaults</source>
        <translation>; réglages par défaut de l&apos;ordonnanceur de %1</translation>
    </message>
    <message>
        <source>; disaggregated %1:%2 (prefill:decode chips)</source>
        <translation>; désagrégé %1:%2 (puces préremplissage:décodage)</translation>
    </message>
    <message>
        <source>  %1: token budget %2 a step%3, %4
</source>
        <translation>  %1 : budget de %2 jetons par étape%3, %4
</translation>
    </message>
    <message>
        <source>one prompt</source>
        <translation>un prompt</translation>
    </message>
    <message>
        <source> (chunked prefill)</source>
        <translation> (préremplissage par morceaux)</translation>
    </message>
    <message>
        <source>at most %1 requests running</source>
        <translation>au plus %1 requêtes en cours</translation>
    </message>
    <message>
        <source>running requests as memory allows</source>
        <translation>autant de requêtes en cours que la mémoire le permet</translation>
    </message>
    <message>
        <source>  * prefill pool (chips: %1): a prompt in %2, its KV cache (%3) sent to the decode pool in %4; %5 requests/s
</source>
        <translation>  * pool de préremplissage (puces : %1) : un prompt en %2, son cache KV (%3) envoyé au pool de décodage en %4 ; %5 requêtes/s
</translation>
    </message>
    <message>
        <source>  * decode pool (chips: %1): %2 tokens/s; bound by the %3 pool: %4 tokens/s per chip over all %5 chips
</source>
        <translation>  * pool de décodage (puces : %1) : %2 jetons/s ; limité par le pool %3 : %4 jetons/s par puce sur les %5 puces
</translation>
    </message>
    <message>
        <source>    tp  ep  batch  tok/s/user  tok/s/chip   $/M tokens        TTFT        TPOT  memory/chip
</source>
        <translation>    tp  ep    lot  jet/s/util  jet/s/puce   $/M jetons        TTFT        TPOT  mémoire/puce
</translation>
    </message>
    <message>
        <source>  tp %1 ep %2 skipped: %3
</source>
        <translation>  tp %1 ep %2 ignoré : %3
</translation>
    </message>
    <message>
        <source>the traffic simulation does not model a serving engine yet: the workload&apos;s serving_engine &quot;%1&quot; cannot be used with --request-rate, --trace and --max-rate.
</source>
        <translation>la simulation de trafic ne modélise pas encore de moteur de service : le serving_engine « %1 » de la charge de travail ne peut pas être utilisé avec --request-rate, --trace et --max-rate.
</translation>
    </message>
</context>
<context>
    <name>ts::cli::ServeTraffic</name>
    <message>
        <source>Simulate traffic: requests arrive at random (Poisson) at R a second, wait in a queue and are batched continuously; prints P50/P90/P99 latencies, throughput and goodput.</source>
        <translation>Simuler du trafic : les requêtes arrivent au hasard (Poisson) à R par seconde, attendent dans une file et sont regroupées en continu ; affiche les latences P50/P90/P99, le débit et le goodput.</translation>
    </message>
    <message>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <source>Requests simulated with --request-rate or --max-rate (default 10000).</source>
        <translation>Requêtes simulées avec --request-rate ou --max-rate (10000 par défaut).</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Seed of the simulated arrivals (default 1): the same seed gives the same figures.</source>
        <translation>Graine des arrivées simulées (1 par défaut) : la même graine donne les mêmes chiffres.</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>Simulate the requests of a CSV file with the header arrival_s,prompt_tokens,output_tokens.</source>
        <translation>Simuler les requêtes d’un fichier CSV d’en-tête arrival_s,prompt_tokens,output_tokens.</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FICHIER</translation>
    </message>
    <message>
        <source>Find the highest Poisson request rate whose P99 TTFT and P99 TPOT meet --ttft-max and --tpot-max (MLPerf Inference&apos;s Server scenario).</source>
        <translation>Trouver le plus haut débit de requêtes de Poisson dont le TTFT P99 et le TPOT P99 respectent --ttft-max et --tpot-max (le scénario Server de MLPerf Inference).</translation>
    </message>
    <message>
        <source>--requests and --seed need --request-rate or --max-rate.
</source>
        <translation>--requests et --seed nécessitent --request-rate ou --max-rate.
</translation>
    </message>
    <message>
        <source>--trace gives the requests: leave out --request-rate, --max-rate, --requests and --seed.
</source>
        <translation>--trace donne les requêtes : omettez --request-rate, --max-rate, --requests et --seed.
</translation>
    </message>
    <message>
        <source>The traffic simulation does not model a --draft model.
</source>
        <translation>La simulation de trafic ne modélise pas de modèle --draft.
</translation>
    </message>
    <message>
        <source>--%1 &apos;%2&apos; %3.
</source>
        <translation>--%1 « %2 » %3.
</translation>
    </message>
    <message>
        <source>--max-rate needs --ttft-max or --tpot-max (or both).
</source>
        <translation>--max-rate nécessite --ttft-max ou --tpot-max (ou les deux).
</translation>
    </message>
    <message>
        <source>one request does not fit the device&apos;s memory</source>
        <translation>une seule requête ne tient pas dans la mémoire de l’appareil</translation>
    </message>
    <message>
        <source>%1 requests arriving at random at %2 a second (seed %3)</source>
        <translation>%1 requêtes arrivant au hasard à %2 par seconde (graine %3)</translation>
    </message>
    <message>
        <source>%1 requests of %2</source>
        <translation>%1 requêtes de %2</translation>
    </message>
    <message>
        <source>  traffic: %1; continuous batching, at most %2 running%3
</source>
        <translation>  trafic : %1 ; regroupement continu, au plus %2 en cours%3
</translation>
    </message>
    <message>
        <source>, chunks of %1 tokens</source>
        <translation>, blocs de %1 jetons</translation>
    </message>
    <message>
        <source>queue</source>
        <translation>file</translation>
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
        <translation>requête</translation>
    </message>
    <message>
        <source>  %1 output tokens/s, %2 requests/s, goodput %3 requests/s (%4 of %5 requests within the bounds)
</source>
        <translation>  %1 jetons de sortie/s, %2 requêtes/s, goodput %3 requêtes/s (%4 sur %5 requêtes dans les limites)
</translation>
    </message>
    <message>
        <source>  %1 output tokens/s, %2 requests/s, goodput %3 requests/s (no bounds: %4 of %5 requests count)
</source>
        <translation>  %1 jetons de sortie/s, %2 requêtes/s, goodput %3 requêtes/s (sans limites : %4 sur %5 requêtes comptent)
</translation>
    </message>
    <message>
        <source>  max rate %1 requests/s: P99 TTFT and P99 TPOT within the bounds; %2 is not (%3 simulations of %4 requests, seed %5, doubling from one request at a time, then bisection)
</source>
        <translation>  débit maximal %1 requêtes/s : TTFT P99 et TPOT P99 dans les limites ; %2 ne l’est pas (%3 simulations de %4 requêtes, graine %5, en doublant depuis une requête à la fois, puis par dichotomie)
</translation>
    </message>
    <message>
        <source>  max rate: none; even %1 requests/s misses the bounds (%2 simulations)
</source>
        <translation>  débit maximal : aucun ; même %1 requêtes/s dépasse les limites (%2 simulations)
</translation>
    </message>
    <message>
        <source>  step times interpolated from %1 engine estimates (docs/serving.md)
</source>
        <translation>  durées de pas interpolées à partir de %1 estimations du moteur (docs/serving.md)
</translation>
    </message>
</context>
<context>
    <name>ts::cli::SimulateCommand</name>
    <message>
        <source>Run a simulator in batch mode: &apos;simulate systolic&apos; runs a GEMM on a systolic array, &apos;simulate simt&apos; on a GPU&apos;s SMs and warps</source>
        <translation>Lancer un simulateur en mode batch : « simulate systolic » exécute un GEMM sur un réseau systolique, « simulate simt » sur les SM et les warps d&apos;un GPU</translation>
    </message>
    <message>
        <source>What to simulate: systolic or simt.</source>
        <translation>Quoi simuler : systolic ou simt.</translation>
    </message>
    <message>
        <source>Systolic array rows (PEs).</source>
        <translation>Lignes du réseau systolique (PE).</translation>
    </message>
    <message>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <source>Systolic array columns (PEs).</source>
        <translation>Colonnes du réseau systolique (PE).</translation>
    </message>
    <message>
        <source>C</source>
        <translation>C</translation>
    </message>
    <message>
        <source>os (output stationary), ws (weight stationary) or is (input stationary).</source>
        <translation>os (output stationary), ws (weight stationary) ou is (input stationary).</translation>
    </message>
    <message>
        <source>DATAFLOW</source>
        <translation>FLUX</translation>
    </message>
    <message>
        <source>GEMM rows of A and C.</source>
        <translation>Lignes de A et C du GEMM.</translation>
    </message>
    <message>
        <source>M</source>
        <translation>M</translation>
    </message>
    <message>
        <source>GEMM reduction dimension.</source>
        <translation>Dimension de réduction du GEMM.</translation>
    </message>
    <message>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <source>GEMM columns of B and C.</source>
        <translation>Colonnes de B et C du GEMM.</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>auto (default: simulate unless the GEMM is too large), simulate or closed-form.</source>
        <translation>auto (par défaut : simuler sauf si le GEMM est trop grand), simulate ou closed-form.</translation>
    </message>
    <message>
        <source>METHOD</source>
        <translation>MÉTHODE</translation>
    </message>
    <message>
        <source>Print the result as JSON.</source>
        <translation>Afficher le résultat en JSON.</translation>
    </message>
    <message>
        <source>simt: CTA tile MxNxK (default 128x128 with 64-byte K-slabs: 128x128x32 for bf16).</source>
        <translation>simt : tuile de CTA MxNxK (par défaut 128x128 avec des tranches K de 64 octets : 128x128x32 en bf16).</translation>
    </message>
    <message>
        <source>MxNxK</source>
        <translation>MxNxK</translation>
    </message>
    <message>
        <source>simt: input precision, %1 (default bf16).</source>
        <translation>simt : précision d&apos;entrée, %1 (bf16 par défaut).</translation>
    </message>
    <message>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <source>tensorscope simulate: expected one target, e.g. &apos;tensorscope simulate systolic --rows 8 --cols 8 --dataflow ws --m 64 --k 64 --n 64&apos;.
</source>
        <translation>tensorscope simulate : une cible attendue, par ex. « tensorscope simulate systolic --rows 8 --cols 8 --dataflow ws --m 64 --k 64 --n 64 ».
</translation>
    </message>
    <message>
        <source>tensorscope simulate: unknown target &apos;%1&apos;; expected: systolic or simt.
</source>
        <translation>tensorscope simulate : cible inconnue « %1 » ; attendu : systolic ou simt.
</translation>
    </message>
    <message>
        <source>--%1 is required.
</source>
        <translation>--%1 est obligatoire.
</translation>
    </message>
    <message>
        <source>--%1 &apos;%2&apos;: expected an integer from 1 to %3.
</source>
        <translation>--%1 « %2 » : attendu un entier de 1 à %3.
</translation>
    </message>
    <message>
        <source>--dataflow is required (os, ws or is).
</source>
        <translation>--dataflow est obligatoire (os, ws ou is).
</translation>
    </message>
    <message>
        <source>--dataflow &apos;%1&apos;: expected os, ws or is.
</source>
        <translation>--dataflow « %1 » : attendu os, ws ou is.
</translation>
    </message>
    <message>
        <source>--method &apos;%1&apos;: expected auto, simulate or closed-form.
</source>
        <translation>--method « %1 » : attendu auto, simulate ou closed-form.
</translation>
    </message>
    <message>
        <source>the cycle count of this GEMM on this array does not fit in 64 bits.
</source>
        <translation>le nombre de cycles de ce GEMM sur ce réseau ne tient pas sur 64 bits.
</translation>
    </message>
    <message>
        <source>the simulator rejected this shape.
</source>
        <translation>le simulateur a refusé cette forme.
</translation>
    </message>
    <message>
        <source>Method:             %1
</source>
        <translation>Méthode :               %1
</translation>
    </message>
    <message>
        <source>simulated (register level)</source>
        <translation>simulé (au niveau des registres)</translation>
    </message>
    <message>
        <source>closed form (too large to simulate)</source>
        <translation>forme close (trop grand pour être simulé)</translation>
    </message>
    <message>
        <source>Cycles:             %1 (SCALE-Sim Total Cycles)
</source>
        <translation>Cycles :                %1 (SCALE-Sim Total Cycles)
</translation>
    </message>
    <message>
        <source>Folds:              %1 (%2 x %3), %4 cycles each
</source>
        <translation>Replis :                %1 (%2 x %3), %4 cycles chacun
</translation>
    </message>
    <message>
        <source>Utilization:        %1 %
</source>
        <translation>Utilisation :           %1 %
</translation>
    </message>
    <message>
        <source>Mapping efficiency: %1 %
</source>
        <translation>Efficacité de placement : %1 %
</translation>
    </message>
    <message>
        <source>Product check:      %1
</source>
        <translation>Vérification du produit : %1
</translation>
    </message>
    <message>
        <source>not run (closed form)</source>
        <translation>non exécutée (forme close)</translation>
    </message>
    <message>
        <source>exact match with Eigen</source>
        <translation>correspondance exacte avec Eigen</translation>
    </message>
    <message>
        <source>MISMATCH</source>
        <translation>DIVERGENCE</translation>
    </message>
    <message>
        <source>--device takes one id.
</source>
        <translation>--device prend un seul identifiant.
</translation>
    </message>
    <message>
        <source>--tile &apos;%1&apos;: expected MxNxK, e.g. 128x128x32.
</source>
        <translation>--tile « %1 » : attendu MxNxK, par ex. 128x128x32.
</translation>
    </message>
    <message>
        <source>--precision &apos;%1&apos;: expected one of %2.
</source>
        <translation>--precision « %1 » : attendu l&apos;une de %2.
</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a GPU (no &apos;gpu&apos; block in the catalog).
</source>
        <translation>« %1 » n&apos;est pas un GPU (pas de bloc « gpu » dans le catalogue).
</translation>
    </message>
    <message>
        <source>&apos;%1&apos; has no &apos;%2&apos; for %3 in the catalog.
</source>
        <translation>« %1 » n&apos;a pas de « %2 » pour %3 dans le catalogue.
</translation>
    </message>
    <message>
        <source>&apos;%1&apos; has no &apos;%2&apos; in the catalog.
</source>
        <translation>« %1 » n&apos;a pas de « %2 » dans le catalogue.
</translation>
    </message>
    <message>
        <source>--tile %1: M must split into 16-row warp MMAs, N into the MMA&apos;s width (%2) and K into its depth (%3); M from 16 to 256, N from 8.
</source>
        <translation>--tile %1 : M doit se découper en MMA de warp de 16 lignes, N selon la largeur du MMA (%2) et K selon sa profondeur (%3) ; M de 16 à 256, N à partir de 8.
</translation>
    </message>
    <message>
        <source>--tile %1: not even one CTA fits on an SM of &apos;%2&apos;.
</source>
        <translation>--tile %1 : pas même un CTA ne tient sur un SM de « %2 ».
</translation>
    </message>
    <message>
        <source>this GEMM is too large to simulate.
</source>
        <translation>ce GEMM est trop grand pour être simulé.
</translation>
    </message>
    <message>
        <source>Cycles:           %1 (%2 us at %3 MHz)
</source>
        <translation>Cycles :            %1 (%2 us à %3 MHz)
</translation>
    </message>
    <message>
        <source>CTAs:             %1 (%2 x %3 tiles), %4 per SM, %5 wave(s)
</source>
        <translation>CTA :               %1 (%2 x %3 tuiles), %4 par SM, %5 vague(s)
</translation>
    </message>
    <message>
        <source>Occupancy:        %1 % (%2 of %3 warps per SM; limited by %4)
</source>
        <translation>Occupation :        %1 % (%2 warps sur %3 par SM ; limitée par %4)
</translation>
    </message>
    <message>
        <source>Fraction of peak: %1 %
</source>
        <translation>Fraction de crête : %1 %
</translation>
    </message>
    <message>
        <source>Engine:           tile %1x%2, %3 wave(s), compute %4 us, %5 % of peak
</source>
        <translation>Moteur :            tuile %1x%2, %3 vague(s), calcul %4 us, %5 % de la crête
</translation>
    </message>
    <message>
        <source>Product check:    %1
</source>
        <translation>Vérification :      %1
</translation>
    </message>
    <message>
        <source>skipped (more than %1 MACs)</source>
        <translation>ignorée (plus de %1 MAC)</translation>
    </message>
    <message>
        <source>Systolic array %1x%2, %3 dataflow, GEMM M=%4 N=%5 K=%6
</source>
        <translation>Réseau systolique %1x%2, flux de données %3, GEMM M=%4 N=%5 K=%6
</translation>
    </message>
    <message>
        <source>closed form (as asked)</source>
        <translation>forme close (comme demandé)</translation>
    </message>
    <message>
        <source>%1 (%2 SMs), %3 GEMM M=%4 N=%5 K=%6, tile %7
</source>
        <translation>%1 (%2 SM), GEMM %3 M=%4 N=%5 K=%6, tuile %7
</translation>
    </message>
    <message>
        <source>an array of %1 PEs is too large to simulate (at most %2); use --method auto or closed-form.
</source>
        <translation>un réseau de %1 PE est trop grand pour être simulé (au plus %2) ; utilisez --method auto ou closed-form.
</translation>
    </message>
    <message>
        <source>simulating: %1 % (fold %2 of %3), about %4 s left
</source>
        <extracomment>Progress of a long simulation on stderr: percent done, folds, time left.</extracomment>
        <translation>simulation : %1 % (repli %2 sur %3), environ %4 s restantes
</translation>
    </message>
    <message>
        <source>interrupted after %1 of %2 cycles (%3 of %4 folds); nothing printed.
</source>
        <translation>interrompu après %1 cycles sur %2 (%3 replis sur %4) ; aucun résultat affiché.
</translation>
    </message>
    <message>
        <source>exact match with the reference, tile by tile</source>
        <translation>correspondance exacte avec la référence, tuile par tuile</translation>
    </message>
    <message>
        <source>MISMATCH (%1 values differ)</source>
        <translation>DIVERGENCE (%1 valeurs différentes)</translation>
    </message>
    <message>
        <source>this GEMM is too large to simulate (%1 CTA-slabs on the busiest SM, limit %2); use --method auto or closed-form.
</source>
        <translation>cette GEMM est trop grande pour être simulée (%1 tranches de CTA sur le SM le plus chargé, limite %2) ; utilisez --method auto ou closed-form.
</translation>
    </message>
    <message>
        <source>the engine&apos;s closed form cannot answer this GEMM: %1; use --method auto or simulate.
</source>
        <translation>la forme close du moteur ne peut pas répondre pour cette GEMM : %1 ; utilisez --method auto ou simulate.
</translation>
    </message>
    <message>
        <source>neither the simulator nor the engine&apos;s closed form can answer this GEMM: %1 CTA-slabs on the busiest SM (simulation limit %2), and the engine: %3
</source>
        <translation>ni le simulateur ni la forme close du moteur ne peuvent répondre pour cette GEMM : %1 tranches de CTA sur le SM le plus chargé (limite de simulation %2), et le moteur : %3
</translation>
    </message>
    <message>
        <source>Method:           %1
</source>
        <translation>Méthode :         %1
</translation>
    </message>
    <message>
        <source>simulated (warp level)</source>
        <translation>simulée (au niveau des warps)</translation>
    </message>
    <message>
        <source>closed form (too large to simulate: %1 CTA-slabs on the busiest SM, limit %2)</source>
        <translation>forme close (trop grande pour être simulée : %1 tranches de CTA sur le SM le plus chargé, limite %2)</translation>
    </message>
    <message>
        <source>Time:             %1 us (the engine&apos;s compute time)
</source>
        <translation>Temps :           %1 us (temps de calcul du moteur)
</translation>
    </message>
</context>
<context>
    <name>ts::cli::ValidateCommand</name>
    <message>
        <source>no file says how to rebuild this row</source>
        <translation>aucun fichier n&apos;indique comment reconstruire cette ligne</translation>
    </message>
    <message>
        <source>device &apos;%1&apos; is not in the catalog</source>
        <translation>l&apos;appareil &apos;%1&apos; n&apos;est pas dans le catalogue</translation>
    </message>
    <message>
        <source>preset &apos;%1&apos; does not load</source>
        <translation>le modèle prédéfini &apos;%1&apos; ne se charge pas</translation>
    </message>
    <message>
        <source>the workload does not build: %1</source>
        <translation>la charge de travail ne se construit pas : %1</translation>
    </message>
    <message>
        <source>the engine gives no estimate (%1)</source>
        <translation>le moteur ne donne aucune estimation (%1)</translation>
    </message>
    <message>
        <source>the parallel split is illegal: %1</source>
        <translation>la répartition parallèle est invalide : %1</translation>
    </message>
    <message>
        <source>host round trip added: timed around a synchronous call</source>
        <translation>aller-retour hôte ajouté : mesuré autour d&apos;un appel synchrone</translation>
    </message>
    <message>
        <source>the model says this split does not fit in memory</source>
        <translation>selon le modèle, cette répartition ne tient pas en mémoire</translation>
    </message>
    <message>
        <source>Category</source>
        <extracomment>Column headers of `tensorscope validate`: category, rows scored, rows shown (scored or not), mean absolute percentage error, median absolute error, mean signed error, mean optimism (positive: predicted faster than measured).
----------
Column headers of the per-vendor table of `tensorscope validate`.</extracomment>
        <translation>Catégorie</translation>
    </message>
    <message>
        <source>Scored</source>
        <translation>Notées</translation>
    </message>
    <message>
        <source>Shown</source>
        <translation>Affichées</translation>
    </message>
    <message>
        <source>MAPE</source>
        <translation>MAPE</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>Médiane</translation>
    </message>
    <message>
        <source>Mean signed</source>
        <translation>Moyenne signée</translation>
    </message>
    <message>
        <source>Worst rows (signed error):
</source>
        <translation>Pires lignes (erreur signée) :
</translation>
    </message>
    <message>
        <source>Row (%1)</source>
        <extracomment>Header of the rows of one category, e.g. &quot;Row (gemm)&quot;.</extracomment>
        <translation>Ligne (%1)</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Appareil</translation>
    </message>
    <message>
        <source>Predicted</source>
        <translation>Prédit</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>Mesuré</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unité</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Erreur</translation>
    </message>
    <message>
        <source>not expressible: %1
</source>
        <translation>non exprimable : %1
</translation>
    </message>
    <message>
        <source>not scored: the catalog&apos;s matrix_achievable_fraction comes from this measurement (%1)
</source>
        <translation>non notée : le matrix_achievable_fraction du catalogue provient de cette mesure (%1)
</translation>
    </message>
    <message>
        <source>note: %1
</source>
        <translation>note : %1
</translation>
    </message>
    <message>
        <source>caveat: %1
</source>
        <translation>réserve : %1
</translation>
    </message>
    <message>
        <source>Show the engine&apos;s accuracy against the published measurements it ships with</source>
        <translation>Afficher la précision du moteur par rapport aux mesures publiées fournies avec lui</translation>
    </message>
    <message>
        <source>C</source>
        <translation>C</translation>
    </message>
    <message>
        <source>Also print every row: predicted, measured, error, caveats.</source>
        <translation>Afficher aussi chaque ligne : prédit, mesuré, erreur, réserves.</translation>
    </message>
    <message>
        <source>Print JSON (keys in the README).</source>
        <translation>Afficher du JSON (clés dans le README).</translation>
    </message>
    <message>
        <source>tensorscope validate: %1
</source>
        <translation>tensorscope validate : %1
</translation>
    </message>
    <message>
        <source>tensorscope validate: --category &apos;%1&apos;: expected one of %2.
</source>
        <translation>tensorscope validate : --category &apos;%1&apos; : attendu l&apos;un de %2.
</translation>
    </message>
    <message>
        <source>Engine accuracy against published measurements (errors: (predicted - measured) / measured; docs/validation.md)
</source>
        <translation>Précision du moteur par rapport aux mesures publiées (erreurs : (prédit - mesuré) / mesuré ; docs/validation.md)
</translation>
    </message>
    <message>
        <source>Optimism</source>
        <translation>Optimisme</translation>
    </message>
    <message>
        <source>not scored: %1
</source>
        <translation>non compté : %1
</translation>
    </message>
    <message>
        <source>By vendor family (optimism: positive means predicted faster than measured):
</source>
        <translation>Par famille de fabricant (optimisme : positif signifie prédit plus rapide que mesuré) :
</translation>
    </message>
    <message>
        <source>Family</source>
        <translation>Famille</translation>
    </message>
    <message>
        <source>Only this category (gemm, memory_bandwidth, collective, training_e2e, training_throughput, training_eager, inference, long_context_cp).</source>
        <translation>Seulement cette catégorie (gemm, memory_bandwidth, collective, training_e2e, training_throughput, training_eager, inference, long_context_cp).</translation>
    </message>
    <message>
        <source>Score your own measurements instead of the shipped ones: a CSV file in calibration.csv&apos;s columns (README).</source>
        <translation>Évaluer vos propres mesures au lieu de celles fournies : un fichier CSV avec les colonnes de calibration.csv (README).</translation>
    </message>
    <message>
        <source>CSV</source>
        <translation>CSV</translation>
    </message>
    <message>
        <source>With --data: how each row is rebuilt (rows.json&apos;s format; default: the CSV&apos;s path with .json in place of .csv).</source>
        <translation>Avec --data : comment chaque ligne est reconstruite (format de rows.json ; par défaut : le chemin du CSV avec .json au lieu de .csv).</translation>
    </message>
    <message>
        <source>JSON</source>
        <translation>JSON</translation>
    </message>
    <message>
        <source>tensorscope validate: --inputs needs --data.
</source>
        <translation>tensorscope validate : --inputs nécessite --data.
</translation>
    </message>
    <message>
        <source>Engine accuracy against the measurements in %1 (errors: (predicted - measured) / measured; docs/validation.md)
</source>
        <translation>Précision du moteur par rapport aux mesures de %1 (erreurs : (prédit - mesuré) / mesuré ; docs/validation.md)
</translation>
    </message>
</context>
<context>
    <name>ts::cli::WorkloadCommand</name>
    <message>
        <source>List the workload presets, or show a workload&apos;s operators, FLOPs and memory</source>
        <translation>Lister les préréglages de charge de travail, ou afficher les opérateurs, FLOPs et la mémoire d&apos;une charge de travail</translation>
    </message>
    <message>
        <source>[PRESET|FILE]</source>
        <translation>[PRÉRÉGLAGE|FICHIER]</translation>
    </message>
    <message>
        <source>Print machine-readable JSON.</source>
        <translation>Afficher du JSON lisible par machine.</translation>
    </message>
    <message>
        <source>Run &apos;tensorscope workload --help&apos; for its options.
</source>
        <translation>Lancez « tensorscope workload --help » pour ses options.
</translation>
    </message>
    <message>
        <source>%1 (%2): %3, global batch %4, micro-batch %5, seq %6, %7
</source>
        <translation>%1 (%2) : %3, lot global %4, micro-lot %5, séq. %6, %7
</translation>
    </message>
    <message>
        <source>Parameters:      %1 (%2)</source>
        <translation>Paramètres :      %1 (%2)</translation>
    </message>
    <message>
        <source>, active %1 (%2)</source>
        <translation>, actifs %1 (%2)</translation>
    </message>
    <message>
        <source>FLOPs per step:  %1 (%2FLOP), %3 tokens or samples
</source>
        <translation>FLOPs par pas :   %1 (%2FLOP), %3 jetons ou échantillons
</translation>
    </message>
    <message>
        <source>KV cache:        %1 bytes per token
</source>
        <translation>Cache KV :        %1 octets par jeton
</translation>
    </message>
    <message>
        <source>Memory (one device): weights %1, gradients %2, optimizer %3, activations %4, KV cache %5, workspace %6, total %7
</source>
        <translation>Mémoire (un appareil) : poids %1, gradients %2, optimiseur %3, activations %4, cache KV %5, espace de travail %6, total %7
</translation>
    </message>
    <message>
        <source>name</source>
        <translation>nom</translation>
    </message>
    <message>
        <source>kind</source>
        <translation>type</translation>
    </message>
    <message>
        <source>phase</source>
        <translation>phase</translation>
    </message>
    <message>
        <source>shape (b*MxNxK)</source>
        <translation>forme (b*MxNxK)</translation>
    </message>
    <message>
        <source>count</source>
        <translation>nombre</translation>
    </message>
    <message>
        <source>FLOPs</source>
        <translation>FLOPs</translation>
    </message>
    <message>
        <source>bytes</source>
        <translation>octets</translation>
    </message>
    <message>
        <source>FLOP/B</source>
        <translation>FLOP/o</translation>
    </message>
    <message>
        <source>list, show or import.</source>
        <translation>list, show ou import.</translation>
    </message>
    <message>
        <source>show: a preset id or a workload file; import: a Hugging Face config.json.</source>
        <translation>show : un identifiant de préréglage ou un fichier de charge de travail ; import : un config.json Hugging Face.</translation>
    </message>
    <message>
        <source>import: the workload file to write (without it, the workload is printed).</source>
        <translation>import : le fichier de charge de travail à écrire (sans lui, la charge de travail est affichée).</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FICHIER</translation>
    </message>
    <message>
        <source>tensorscope workload: expected &apos;list&apos;, &apos;show PRESET|FILE&apos; or &apos;import CONFIG.json&apos;.
</source>
        <translation>tensorscope workload : attendu &apos;list&apos;, &apos;show PRESET|FILE&apos; ou &apos;import CONFIG.json&apos;.
</translation>
    </message>
    <message>
        <source>tensorscope workload import: cannot write &apos;%1&apos;: %2
</source>
        <translation>tensorscope workload import : impossible d&apos;écrire &apos;%1&apos; : %2
</translation>
    </message>
    <message>
        <source>Wrote %1: %2, %3 parameters (%4 active per token)
</source>
        <translation>%1 écrit : %2, %3 paramètres (%4 actifs par jeton)
</translation>
    </message>
    <message>
        <source>import: write --out even when it names the config file being imported (which is then replaced).</source>
        <translation>import : écrire --out même s’il désigne le fichier de configuration importé (qui est alors remplacé).</translation>
    </message>
    <message>
        <source>tensorscope workload import: &apos;%1&apos; is the config file being imported; not replacing it (give another --out, or --force to replace it)
</source>
        <translation>tensorscope workload import : « %1 » est le fichier de configuration importé ; il n’est pas remplacé (indiquez un autre --out, ou --force pour le remplacer)
</translation>
    </message>
</context>
<context>
    <name>ts::cli::WorkloadOptions</name>
    <message>
        <source>training, prefill or decode.</source>
        <translation>training, prefill ou decode.</translation>
    </message>
    <message>
        <source>PHASE</source>
        <translation>PHASE</translation>
    </message>
    <message>
        <source>Global batch (sequences or samples).</source>
        <translation>Lot global (séquences ou échantillons).</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Sequence (prompt) length in tokens.</source>
        <translation>Longueur de séquence (prompt) en jetons.</translation>
    </message>
    <message>
        <source>Weights and activations: %1.</source>
        <translation>Poids et activations : %1.</translation>
    </message>
    <message>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <source>--%1 &apos;%2&apos; %3.
</source>
        <translation>--%1 « %2 » %3.
</translation>
    </message>
    <message>
        <source>--phase &apos;%1&apos;: expected training, prefill or decode.
</source>
        <translation>--phase « %1 » : attendu training, prefill ou decode.
</translation>
    </message>
    <message>
        <source>--precision &apos;%1&apos;: expected one of %2.
</source>
        <translation>--precision « %1 » : attendu l&apos;une de %2.
</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is neither a preset nor a file; &apos;tensorscope workload list&apos; lists the presets.
</source>
        <translation>« %1 » n&apos;est ni un préréglage ni un fichier ; « tensorscope workload list » liste les préréglages.
</translation>
    </message>
    <message>
        <source>Tokens generated after the prompt (decode steps; the preset&apos;s otherwise).</source>
        <translation>Jetons générés après le prompt (pas de décodage ; sinon ceux du préréglage).</translation>
    </message>
    <message>
        <source>Weights alone, stored narrower than the activations and dequantized in each GEMM (weight-only quantization, for serving): %1.</source>
        <translation>Les poids seuls, stockés plus étroits que les activations et déquantifiés dans chaque GEMM (quantification des poids seuls, pour le service) : %1.</translation>
    </message>
    <message>
        <source>--weight-precision &apos;%1&apos;: expected one of %2.
</source>
        <translation>--weight-precision &apos;%1&apos; : attendu l&apos;un de %2.
</translation>
    </message>
    <message>
        <source>The optimizer of a training step: adam (default), sgd (with momentum) or adafactor.</source>
        <translation>L&apos;optimiseur d&apos;une étape d&apos;entraînement : adam (par défaut), sgd (avec moment) ou adafactor.</translation>
    </message>
    <message>
        <source>O</source>
        <translation>O</translation>
    </message>
    <message>
        <source>The gradients&apos; storage in a training step (default: the weights&apos;; fp32 as Megatron-LM keeps them).</source>
        <translation>Stockage des gradients dans une étape d&apos;entraînement (par défaut : celui des poids ; fp32 comme Megatron-LM les garde).</translation>
    </message>
    <message>
        <source>Fine-tune with LoRA adapters of this rank on frozen weights (a training step).</source>
        <translation>Affiner avec des adaptateurs LoRA de ce rang sur des poids gelés (une étape d&apos;entraînement).</translation>
    </message>
    <message>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <source>Which linear layers get adapters: all (default), attention or mlp.</source>
        <translation>Quelles couches linéaires reçoivent des adaptateurs : all (par défaut), attention ou mlp.</translation>
    </message>
    <message>
        <source>T</source>
        <translation>T</translation>
    </message>
    <message>
        <source>The frozen weights&apos; storage: bf16 (default), fp16, int8, or int4 for QLoRA.</source>
        <translation>Stockage des poids gelés : bf16 (par défaut), fp16, int8, ou int4 pour QLoRA.</translation>
    </message>
    <message>
        <source>The KV cache&apos;s storage precision, for serving (default: the attention&apos;s): %1.</source>
        <translation>Précision de stockage du cache KV, pour le service (par défaut : celle de l&apos;attention) : %1.</translation>
    </message>
    <message>
        <source>--kv-precision &apos;%1&apos;: expected one of %2.
</source>
        <translation>--kv-precision &apos;%1&apos; : attendu l&apos;un de %2.
</translation>
    </message>
    <message>
        <source>--optimizer &apos;%1&apos;: expected adam, sgd or adafactor.
</source>
        <translation>--optimizer &apos;%1&apos; : attendu adam, sgd ou adafactor.
</translation>
    </message>
    <message>
        <source>--gradient-precision &apos;%1&apos;: expected one of %2.
</source>
        <translation>--gradient-precision &apos;%1&apos; : attendu l&apos;un de %2.
</translation>
    </message>
    <message>
        <source>--lora-targets and --lora-base need --lora RANK.
</source>
        <translation>--lora-targets et --lora-base demandent --lora RANG.
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
        <translation>--lora-targets &apos;%1&apos; : attendu all, attention ou mlp.
</translation>
    </message>
    <message>
        <source>--lora-base &apos;%1&apos;: expected one of %2.
</source>
        <translation>--lora-base &apos;%1&apos; : attendu l&apos;un de %2.
</translation>
    </message>
    <message>
        <source>The software that runs the step: fused (Megatron-LM with Transformer Engine, MaxText; the default) or fsdp-eager (PyTorch FSDP, LLM Foundry, torchtune, Hugging Face Trainer: unfused norms, rotary and activations, FlashAttention-2).</source>
        <translation>Le logiciel qui exécute le pas : fused (Megatron-LM avec Transformer Engine, MaxText ; par défaut) ou fsdp-eager (PyTorch FSDP, LLM Foundry, torchtune, Hugging Face Trainer : normes, rotatif et activations non fusionnés, FlashAttention-2).</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>Activation recomputation of a training step: none, full, except_weight_gemms (minimal), save_dot_except_mlp, save_qkv_proj, qkv_proj_offloaded, minimal_offloaded or selective (docs/workload.md).</source>
        <translation>Recalcul des activations d&apos;un pas d&apos;entraînement : none, full, except_weight_gemms (minimal), save_dot_except_mlp, save_qkv_proj, qkv_proj_offloaded, minimal_offloaded ou selective (docs/workload.md).</translation>
    </message>
    <message>
        <source>--stack &apos;%1&apos;: expected fused or fsdp-eager.
</source>
        <translation>--stack &apos;%1&apos; : attendu fused ou fsdp-eager.
</translation>
    </message>
    <message>
        <source>--recompute &apos;%1&apos;: expected none, full, except_weight_gemms, minimal, save_dot_except_mlp, save_qkv_proj, qkv_proj_offloaded, minimal_offloaded or selective (custom: in a workload file).
</source>
        <translation>--recompute &apos;%1&apos; : attendu none, full, except_weight_gemms, minimal, save_dot_except_mlp, save_qkv_proj, qkv_proj_offloaded, minimal_offloaded ou selective (custom : dans un fichier de charge).
</translation>
    </message>
    <message>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <source>The fused-attention kernel, where the software ran another than its stack&apos;s own: library (cuDNN through Transformer Engine, XLA&apos;s; serving engines&apos; split-KV decode), flash-attention-2 (Transformer Engine releases before its Hopper preference) or masked-mha (TensorRT-LLM&apos;s decode kernel before XQA: the K/V cache read once per query head; docs/engine.md, docs/serving.md).</source>
        <translation>Le noyau d&apos;attention fusionnée, quand le logiciel en exécutait un autre que celui de sa pile : library (cuDNN via Transformer Engine, celui de XLA ; décodage split-KV des moteurs de service), flash-attention-2 (versions de Transformer Engine antérieures à sa préférence pour Hopper) ou masked-mha (le noyau de décodage de TensorRT-LLM avant XQA : le cache K/V lu une fois par tête de requête ; docs/engine.md, docs/serving.md).</translation>
    </message>
    <message>
        <source>--attention-kernel &apos;%1&apos;: expected library, flash-attention-2 or masked-mha.
</source>
        <translation>--attention-kernel &apos;%1&apos; : library, flash-attention-2 ou masked-mha attendu.
</translation>
    </message>
    <message>
        <source>%1 is not a decoder: decoding needs a causal transformer.
</source>
        <translation>%1 n&apos;est pas un décodeur : le décodage demande un transformer causal.
</translation>
    </message>
</context>
</TS>
