<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>AccuracyText</name>
    <message>
        <source>NVIDIA GPUs</source>
        <translation>GPU de NVIDIA</translation>
    </message>
    <message>
        <source>GEMM</source>
        <translation>GEMM</translation>
    </message>
    <message>
        <source>memory bandwidth</source>
        <translation>ancho de banda de memoria</translation>
    </message>
    <message>
        <source>collectives</source>
        <translation>colectivas</translation>
    </message>
    <message>
        <source>end-to-end training</source>
        <translation>entrenamiento de extremo a extremo</translation>
    </message>
    <message>
        <source>training throughput</source>
        <translation>rendimiento de entrenamiento</translation>
    </message>
    <message>
        <source>inference</source>
        <translation>inferencia</translation>
    </message>
    <message>
        <source>matrix fraction assumed (%1 from %2)</source>
        <extracomment>An assumed input of the step time: the matrix units&apos; achievable fraction of their peak at precision %1 is taken from the measured precision %2.</extracomment>
        <translation>fracción matricial supuesta (%1 a partir de %2)</translation>
    </message>
    <message>
        <source>peak clock assumed sustained</source>
        <translation>reloj máximo supuesto sostenido</translation>
    </message>
    <message>
        <source>GPU clock assumed</source>
        <translation>reloj de GPU supuesto</translation>
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
        <translation>todos los dispositivos (menos de %2 en %1)</translation>
    </message>
    <message>
        <source>%1 — %2 rows on %3, %4 measurements (Help › Accuracy, docs/validation.md)</source>
        <extracomment>%1 the band (e.g. &quot;±17%&quot;), %2 the validation category (e.g. &quot;inference&quot;), %3 the devices (e.g. &quot;NVIDIA GPUs&quot;), %4 the number of measurements.</extracomment>
        <translation>%1 — filas de «%2» en %3, %4 mediciones (Ayuda › Precisión, docs/validation.md)</translation>
    </message>
    <message>
        <source>; widened ×%1: %2</source>
        <extracomment>Appended to a band&apos;s provenance: %1 the widening factor (e.g. &quot;2&quot;), %2 the assumed inputs.</extracomment>
        <translation>; ampliada ×%1: %2</translation>
    </message>
    <message>
        <source>Uncertainty of %1: %2</source>
        <extracomment>%1 a metric&apos;s name (e.g. &quot;Step time&quot;), %2 its band (e.g. &quot;±17%&quot;).</extracomment>
        <translation>Incertidumbre de %1: %2</translation>
    </message>
    <message>
        <source>training, eager PyTorch</source>
        <extracomment>A validation category: training steps run by PyTorch in eager mode (Hugging Face)</extracomment>
        <translation>entrenamiento, PyTorch en modo eager</translation>
    </message>
    <message>
        <source>AMD GPUs</source>
        <extracomment>The devices a band comes from, after &quot;on&quot;: &quot;inference rows on AMD GPUs&quot;</extracomment>
        <translation>GPU de AMD</translation>
    </message>
    <message>
        <source>Google TPUs</source>
        <extracomment>The devices a band comes from, after &quot;on&quot;: &quot;inference rows on Google TPUs&quot;</extracomment>
        <translation>TPU de Google</translation>
    </message>
    <message>
        <source>Intel accelerators</source>
        <extracomment>The devices a band comes from, after &quot;on&quot;: &quot;inference rows on Intel accelerators&quot;</extracomment>
        <translation>aceleradores de Intel</translation>
    </message>
    <message>
        <source>AWS accelerators</source>
        <extracomment>The devices a band comes from, after &quot;on&quot;: &quot;inference rows on AWS accelerators&quot;</extracomment>
        <translation>aceleradores de AWS</translation>
    </message>
    <message>
        <source>%1 devices</source>
        <extracomment>The devices of a vendor named in a user&apos;s device file, read after &quot;on&quot;: &quot;inference rows on Cerebras devices&quot;.</extracomment>
        <translation>dispositivos de %1</translation>
    </message>
    <message>
        <source>long context (context parallel)</source>
        <extracomment>A validation category: training steps on long sequences split by context parallelism</extracomment>
        <translation>contexto largo (paralelismo de contexto)</translation>
    </message>
    <message>
        <source>every device</source>
        <extracomment>Where a band comes from when the device names no vendor.</extracomment>
        <translation>todos los dispositivos</translation>
    </message>
</context>
<context>
    <name>DeveloperOptions</name>
    <message>
        <source>tensorscope: unknown option &apos;%1&apos;. Run &apos;tensorscope --help&apos; for usage.</source>
        <extracomment>%1 is the option as typed, e.g. --frobnicate</extracomment>
        <translation>tensorscope: opción desconocida &apos;%1&apos;. Ejecute &apos;tensorscope --help&apos; para ver el uso.</translation>
    </message>
    <message>
        <source>tensorscope: option &apos;%1&apos; needs a value.</source>
        <translation>tensorscope: la opción &apos;%1&apos; necesita un valor.</translation>
    </message>
    <message>
        <source>tensorscope: option &apos;--recover&apos; expects ask, yes or no, found &apos;%1&apos;.</source>
        <translation>tensorscope: la opción &apos;--recover&apos; espera ask, yes o no, se encontró &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>tensorscope: option &apos;%1&apos;: &apos;%2&apos; %3.</source>
        <translation>tensorscope: opción &apos;%1&apos;: &apos;%2&apos; %3.</translation>
    </message>
</context>
<context>
    <name>DeviceDetails</name>
    <message>
        <source>Peak %1 (dense)</source>
        <translation>Pico %1 (denso)</translation>
    </message>
    <message>
        <source>%1 TFLOP/s</source>
        <translation>%1 TFLOP/s</translation>
    </message>
    <message>
        <source>Vector FP32</source>
        <translation>Vectorial FP32</translation>
    </message>
    <message>
        <source>Boost clock</source>
        <translation>Frecuencia boost</translation>
    </message>
    <message>
        <source>%1 MHz</source>
        <translation>%1 MHz</translation>
    </message>
    <message>
        <source>Sustained matrix clock</source>
        <translation>Frecuencia sostenida con carga matricial</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Memoria</translation>
    </message>
    <message>
        <source>Memory bandwidth</source>
        <translation>Ancho de banda de memoria</translation>
    </message>
    <message>
        <source>%1 TB/s</source>
        <translation>%1 TB/s</translation>
    </message>
    <message>
        <source>On-chip %1</source>
        <translation>%1 en chip</translation>
    </message>
    <message>
        <source>%1 MB</source>
        <translation>%1 MB</translation>
    </message>
    <message>
        <source>SMs / CUs</source>
        <translation>SM / CU</translation>
    </message>
    <message>
        <source>Cores per chip</source>
        <translation>Núcleos por chip</translation>
    </message>
    <message>
        <source>Matrix units per core</source>
        <translation>Unidades matriciales por núcleo</translation>
    </message>
    <message>
        <source>Matrix unit</source>
        <translation>Unidad matricial</translation>
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
        <translation>Potencia en reposo</translation>
    </message>
    <message>
        <source>Interconnect %1</source>
        <translation>Interconexión %1</translation>
    </message>
    <message>
        <source>%1 GB/s per direction</source>
        <translation>%1 GB/s por sentido</translation>
    </message>
    <message>
        <source>Price (%1)</source>
        <translation>Precio (%1)</translation>
    </message>
    <message>
        <source>$%1 / chip-hour</source>
        <translation>%1 $ / hora de chip</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Dato</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Fuente</translation>
    </message>
    <message>
        <source>Price %1: %2, %3, observed %4</source>
        <translation>Precio %1: %2, %3, observado %4</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Fuentes</translation>
    </message>
    <message>
        <source>Loaded from %1</source>
        <translation>Cargado de %1</translation>
    </message>
    <message>
        <source>%1 (%2–%3 W)</source>
        <translation>%1 (%2–%3 W)</translation>
    </message>
    <message>
        <source>Power, measured maximum</source>
        <translation>Potencia, máximo medido</translation>
    </message>
    <message>
        <source>Power, estimated</source>
        <translation>Potencia, estimada</translation>
    </message>
    <message>
        <source>Power, measured mean</source>
        <translation>Potencia, media medida</translation>
    </message>
    <message>
        <source>Purchase (%1)</source>
        <extracomment>a purchase price in the device details: &quot;Purchase (list)&quot; or &quot;Purchase (reported)&quot;</extracomment>
        <translation>Precio de compra (%1)</translation>
    </message>
    <message>
        <source>$%1 a chip</source>
        <translation>%1 $ por chip</translation>
    </message>
    <message>
        <source>No rental price: %1</source>
        <translation>Sin precio de alquiler: %1</translation>
    </message>
    <message>
        <source>none in the catalog</source>
        <translation>ninguno en el catálogo</translation>
    </message>
    <message>
        <source>Purchase %1: %2, %3</source>
        <translation>Precio de compra %1: %2, %3</translation>
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
        <translation>un reparto válido de %1 chips</translation>
    </message>
    <message>
        <source>none (see the divisibility rules in docs/scaling.md)</source>
        <translation>ninguno (véanse las reglas de divisibilidad en docs/scaling.md)</translation>
    </message>
    <message>
        <source>%1 more problems in this file, not listed</source>
        <translation>%1 problemas más en este archivo, no listados</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>una carpeta</translation>
    </message>
    <message>
        <source>a special file (FIFO, device or socket)</source>
        <translation>un archivo especial (FIFO, dispositivo o socket)</translation>
    </message>
    <message>
        <source>each key once in an object</source>
        <translation>cada clave una vez en un objeto</translation>
    </message>
    <message>
        <source>key &quot;%1&quot; again (its last value is used)</source>
        <translation>clave &quot;%1&quot; de nuevo (se usa su último valor)</translation>
    </message>
    <message>
        <source>%1 more duplicate keys</source>
        <translation>%1 claves duplicadas más</translation>
    </message>
    <message>
        <source>valid JSON</source>
        <translation>JSON válido</translation>
    </message>
    <message>
        <source>a readable regular file</source>
        <translation>un archivo normal legible</translation>
    </message>
    <message>
        <source>at most %1 bytes</source>
        <translation>como mucho %1 bytes</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 bytes</translation>
    </message>
    <message>
        <source>more</source>
        <translation>más</translation>
    </message>
    <message>
        <source>object</source>
        <translation>objeto</translation>
    </message>
    <message>
        <source>array</source>
        <translation>array</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
    <message>
        <source>number %1</source>
        <translation>número %1</translation>
    </message>
    <message>
        <source>string &quot;%1&quot;</source>
        <translation>cadena &quot;%1&quot;</translation>
    </message>
    <message>
        <source>string</source>
        <translation>cadena</translation>
    </message>
    <message>
        <source>string of at most %1 characters</source>
        <translation>cadena de como mucho %1 caracteres</translation>
    </message>
    <message>
        <source>string of %1 characters</source>
        <translation>cadena de %1 caracteres</translation>
    </message>
    <message>
        <source>one of %1</source>
        <translation>uno de %1</translation>
    </message>
    <message>
        <source>number</source>
        <translation>número</translation>
    </message>
    <message>
        <source>number &gt; 0</source>
        <translation>número &gt; 0</translation>
    </message>
    <message>
        <source>number &gt;= 0</source>
        <translation>número &gt;= 0</translation>
    </message>
    <message>
        <source>integer in [%1, %2]</source>
        <translation>entero en [%1, %2]</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true o false</translation>
    </message>
    <message>
        <source>array of at most %1 entries</source>
        <translation>array de como mucho %1 elementos</translation>
    </message>
    <message>
        <source>array of %1 entries</source>
        <translation>array de %1 elementos</translation>
    </message>
    <message>
        <source>a known field</source>
        <translation>un campo conocido</translation>
    </message>
    <message>
        <source>unknown key &quot;%1&quot;</source>
        <translation>clave desconocida &quot;%1&quot;</translation>
    </message>
    <message>
        <source>known fields</source>
        <translation>campos conocidos</translation>
    </message>
    <message>
        <source>%1 more unknown keys</source>
        <translation>%1 claves desconocidas más</translation>
    </message>
    <message>
        <source>at most %1</source>
        <translation>como mucho %1</translation>
    </message>
    <message>
        <source>string, or object of strings keyed by language (%1)</source>
        <translation>cadena, u objeto de cadenas por idioma (%1)</translation>
    </message>
    <message>
        <source>a language: %1</source>
        <translation>un idioma: %1</translation>
    </message>
    <message>
        <source>languages</source>
        <translation>idiomas</translation>
    </message>
    <message>
        <source>the id of a device loaded earlier or in this file</source>
        <translation>el id de un dispositivo cargado antes o en este archivo</translation>
    </message>
    <message>
        <source>a base device that loads</source>
        <translation>un dispositivo base que se cargue</translation>
    </message>
    <message>
        <source>&quot;%1&quot;, which failed to load</source>
        <translation>&quot;%1&quot;, que no se pudo cargar</translation>
    </message>
    <message>
        <source>a base chain of at most %1 links</source>
        <translation>una cadena de bases de como mucho %1 eslabones</translation>
    </message>
    <message>
        <source>%1 links from &quot;%2&quot;</source>
        <translation>%1 eslabones desde &quot;%2&quot;</translation>
    </message>
    <message>
        <source>a base chain that ends at a complete device</source>
        <translation>una cadena de bases que termine en un dispositivo completo</translation>
    </message>
    <message>
        <source>cycle %1</source>
        <translation>ciclo %1</translation>
    </message>
    <message>
        <source>object with schema_version and devices</source>
        <translation>objeto con schema_version y devices</translation>
    </message>
    <message>
        <source>schema_version &lt;= %1</source>
        <translation>schema_version &lt;= %1</translation>
    </message>
    <message>
        <source>a non-empty id</source>
        <translation>un id no vacío</translation>
    </message>
    <message>
        <source>an id not already used at %1</source>
        <translation>un id que no se use ya en %1</translation>
    </message>
    <message>
        <source>a plausible value in [%1, %2]</source>
        <translation>un valor plausible en [%1, %2]</translation>
    </message>
    <message>
        <source>a precision (%1)</source>
        <translation>una precisión (%1)</translation>
    </message>
    <message>
        <source>key &quot;%1&quot;</source>
        <translation>clave &quot;%1&quot;</translation>
    </message>
    <message>
        <source>at least one precision</source>
        <translation>al menos una precisión</translation>
    </message>
    <message>
        <source>an empty object</source>
        <translation>un objeto vacío</translation>
    </message>
    <message>
        <source>&quot;measured&quot; or &quot;estimated&quot; with max_w</source>
        <translation>&quot;measured&quot; o &quot;estimated&quot; junto con max_w</translation>
    </message>
    <message>
        <source>%1 with basis &quot;%2&quot;</source>
        <translation>%1 con basis &quot;%2&quot;</translation>
    </message>
    <message>
        <source>at most %1 (%2)</source>
        <translation>como mucho %1 (%2)</translation>
    </message>
    <message>
        <source>a fraction of the peak in (0, 1]</source>
        <translation>una fracción del pico en (0, 1]</translation>
    </message>
    <message>
        <source>at most the peak&apos;s clock (%1 MHz)</source>
        <translation>como mucho el reloj del pico (%1 MHz)</translation>
    </message>
    <message>
        <source>at most boost_mhz (%1)</source>
        <translation>como mucho boost_mhz (%1)</translation>
    </message>
    <message>
        <source>either capacity_gb or capacity_gib</source>
        <translation>o capacity_gb o capacity_gib</translation>
    </message>
    <message>
        <source>both</source>
        <translation>ambos</translation>
    </message>
    <message>
        <source>capacity_gb (1e9 bytes) or capacity_gib (2^30 bytes)</source>
        <translation>capacity_gb (1e9 bytes) o capacity_gib (2^30 bytes)</translation>
    </message>
    <message>
        <source>array of objects</source>
        <translation>array de objetos</translation>
    </message>
    <message>
        <source>element %1: %2</source>
        <translation>elemento %1: %2</translation>
    </message>
    <message>
        <source>an MMA shape like &quot;m16n8k16&quot;</source>
        <translation>una forma MMA como &quot;m16n8k16&quot;</translation>
    </message>
    <message>
        <source>warp_size × max_warps_per_sm = %1</source>
        <translation>warp_size × max_warps_per_sm = %1</translation>
    </message>
    <message>
        <source>array of strings like &quot;4x4x4&quot;</source>
        <translation>array de cadenas como &quot;4x4x4&quot;</translation>
    </message>
    <message>
        <source>a per-step latency of at most 1000 us</source>
        <translation>una latencia por paso de como mucho 1000 us</translation>
    </message>
    <message>
        <source>a fraction of the link rate in (0, 1]</source>
        <translation>una fracción de la velocidad del enlace en (0, 1]</translation>
    </message>
    <message>
        <source>at most %1 USD per chip-hour</source>
        <translation>como mucho %1 USD por chip-hora</translation>
    </message>
    <message>
        <source>at most %1 USD per chip</source>
        <translation>como mucho %1 USD por chip</translation>
    </message>
    <message>
        <source>at least one source</source>
        <translation>al menos una fuente</translation>
    </message>
    <message>
        <source>an empty array</source>
        <translation>un array vacío</translation>
    </message>
    <message>
        <source>array of strings</source>
        <translation>array de cadenas</translation>
    </message>
    <message>
        <source>an id of 1 to %1 letters, digits, &apos;.&apos;, &apos;_&apos;, &apos;+&apos; or &apos;-&apos;</source>
        <translation>un id de 1 a %1 letras, dígitos, &apos;.&apos;, &apos;_&apos;, &apos;+&apos; o &apos;-&apos;</translation>
    </message>
    <message>
        <source>1 (experts in every layer after the dense ones)</source>
        <translation>1 (expertos en cada capa tras las densas)</translation>
    </message>
    <message>
        <source>at most n_routed_experts (%1)</source>
        <translation>como mucho n_routed_experts (%1)</translation>
    </message>
    <message>
        <source>the main model only</source>
        <translation>solo el modelo principal</translation>
    </message>
    <message>
        <source>%1 multi-token prediction module(s), not counted (the published totals leave them out too)</source>
        <translation>%1 módulo(s) de predicción multitoken, no contados (los totales publicados tampoco los incluyen)</translation>
    </message>
    <message>
        <source>at most num_local_experts (%1)</source>
        <translation>como mucho num_local_experts (%1)</translation>
    </message>
    <message>
        <source>a multiple of num_attention_heads (%1), or a head_dim</source>
        <translation>un múltiplo de num_attention_heads (%1), o un head_dim</translation>
    </message>
    <message>
        <source>a divisor of num_attention_heads (%1)</source>
        <translation>un divisor de num_attention_heads (%1)</translation>
    </message>
    <message>
        <source>SiLU gating (the same three matrices and FLOPs)</source>
        <translation>compuerta SiLU (las mismas tres matrices y FLOPs)</translation>
    </message>
    <message>
        <source>GELU gating (GeGLU), modeled as SwiGLU</source>
        <translation>compuerta GELU (GeGLU), modelada como SwiGLU</translation>
    </message>
    <message>
        <source>integer &gt;= 1</source>
        <translation>entero &gt;= 1</translation>
    </message>
    <message>
        <source>integer &gt;= 1 (or 0 for the workload&apos;s)</source>
        <translation>entero &gt;= 1 (o 0 para el de la carga de trabajo)</translation>
    </message>
    <message>
        <source>0, 1, 2 or 3</source>
        <translation>0, 1, 2 o 3</translation>
    </message>
    <message>
        <source>1: only transformers are split by tensor, pipeline, context or expert parallelism</source>
        <translation>1: solo los transformers se reparten con paralelismo de tensor, de pipeline, de contexto o de expertos</translation>
    </message>
    <message>
        <source>a divisor of the %1 attention heads</source>
        <translation>un divisor de las %1 cabezas de atención</translation>
    </message>
    <message>
        <source>a divisor or multiple of the %1 KV heads</source>
        <translation>un divisor o múltiplo de las %1 cabezas KV</translation>
    </message>
    <message>
        <source>a divisor of the %1 KV heads</source>
        <translation>un divisor de las %1 cabezas KV</translation>
    </message>
    <message>
        <source>a divisor of the MLP width %1</source>
        <translation>un divisor de la anchura del MLP %1</translation>
    </message>
    <message>
        <source>a divisor of the %1 layers</source>
        <translation>un divisor de las %1 capas</translation>
    </message>
    <message>
        <source>pp x virtual stages dividing the %1 layers</source>
        <translation>pp x etapas virtuales que dividan las %1 capas</translation>
    </message>
    <message>
        <source>a divisor of both the %1 experts and dp %2</source>
        <translation>un divisor tanto de los %1 expertos como de dp %2</translation>
    </message>
    <message>
        <source>1 for a decode step (context parallelism splits the tokens of a training step or a prefill)</source>
        <translation>1 para un paso de decodificación (el paralelismo de contexto reparte los tokens de un paso de entrenamiento o de prellenado)</translation>
    </message>
    <message>
        <source>%1 dividing the sequence length %2</source>
        <translation>%1 que divida la longitud de secuencia %2</translation>
    </message>
    <message>
        <source>dp x micro-batch (%1 x %2) dividing the global batch %3</source>
        <translation>dp x microlote (%1 x %2) que divida el lote global %3</translation>
    </message>
    <message>
        <source>remainder %1</source>
        <translation>resto %1</translation>
    </message>
    <message>
        <source>a divisor of the batch %1</source>
        <translation>un divisor del lote %1</translation>
    </message>
    <message>
        <source>0 for inference (ZeRO shards training state)</source>
        <translation>0 para inferencia (ZeRO reparte el estado de entrenamiento)</translation>
    </message>
    <message>
        <source>sizes whose FLOPs, bytes and parameters fit 64-bit integers</source>
        <translation>tamaños cuyos FLOPs, bytes y parámetros quepan en enteros de 64 bits</translation>
    </message>
    <message>
        <source>overflow in %1</source>
        <translation>desbordamiento en %1</translation>
    </message>
    <message>
        <source>integer in [1, %1]</source>
        <translation>entero en [1, %1]</translation>
    </message>
    <message>
        <source>a probability from 0 to 1</source>
        <translation>una probabilidad de 0 a 1</translation>
    </message>
    <message>
        <source>seconds from 0 to 86400</source>
        <translation>segundos de 0 a 86400</translation>
    </message>
    <message>
        <source>&quot;recompute&quot;: &quot;custom&quot; beside it</source>
        <translation>&quot;recompute&quot;: &quot;custom&quot; a su lado</translation>
    </message>
    <message>
        <source>each tensor&apos;s placement for &quot;recompute&quot;: &quot;custom&quot;</source>
        <translation>la ubicación de cada tensor para &quot;recompute&quot;: &quot;custom&quot;</translation>
    </message>
    <message>
        <source>the placement of query_proj (q, k and v are kept together)</source>
        <translation>la ubicación de query_proj (q, k y v van juntos)</translation>
    </message>
    <message>
        <source>&quot;device&quot; or &quot;offload&quot; (recomputation starts from it)</source>
        <translation>&quot;device&quot; u &quot;offload&quot; (el recálculo parte de ahí)</translation>
    </message>
    <message>
        <source>integer &gt; 0</source>
        <translation>entero &gt; 0</translation>
    </message>
    <message>
        <source>a positive number</source>
        <translation>un número positivo</translation>
    </message>
    <message>
        <source>a divisor of hidden (%1)</source>
        <translation>un divisor de hidden (%1)</translation>
    </message>
    <message>
        <source>a divisor of heads (%1)</source>
        <translation>un divisor de heads (%1)</translation>
    </message>
    <message>
        <source>at most experts (%1)</source>
        <translation>como mucho experts (%1)</translation>
    </message>
    <message>
        <source>integer &gt;= 0</source>
        <translation>entero &gt;= 0</translation>
    </message>
    <message>
        <source>at most layers (%1)</source>
        <translation>como mucho layers (%1)</translation>
    </message>
    <message>
        <source>a sliding_window to go with it</source>
        <translation>un sliding_window que lo acompañe</translation>
    </message>
    <message>
        <source>more than one expert with shared_experts, expert_ffn or dense_layers</source>
        <translation>más de un experto con shared_experts, expert_ffn o dense_layers</translation>
    </message>
    <message>
        <source>fewer than layers (%1), so that some layers have experts</source>
        <translation>menos que layers (%1), para que algunas capas tengan expertos</translation>
    </message>
    <message>
        <source>integer &gt; 0 with kv_lora_rank (the decoupled rotary key)</source>
        <translation>entero &gt; 0 con kv_lora_rank (la clave rotatoria desacoplada)</translation>
    </message>
    <message>
        <source>integer &gt; 0 with kv_lora_rank</source>
        <translation>entero &gt; 0 con kv_lora_rank</translation>
    </message>
    <message>
        <source>the per-head width of q and k without the rotary part, with kv_lora_rank</source>
        <translation>la anchura por cabeza de q y k sin la parte rotatoria, con kv_lora_rank</translation>
    </message>
    <message>
        <source>heads (%1): latent attention gives every head its keys</source>
        <translation>heads (%1): la atención latente da a cada cabeza sus claves</translation>
    </message>
    <message>
        <source>integer &gt; 0 with q_lora_rank, rope_head_dim or value_head_dim (latent attention)</source>
        <translation>entero &gt; 0 con q_lora_rank, rope_head_dim o value_head_dim (atención latente)</translation>
    </message>
    <message>
        <source>at most max_positions (%1) tokens with learned positions</source>
        <translation>como mucho max_positions (%1) tokens con posiciones aprendidas</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation>%1 tokens</translation>
    </message>
    <message>
        <source>1, or more for a decode step (speculative verification)</source>
        <translation>1, o más para un paso de decodificación (verificación especulativa)</translation>
    </message>
    <message>
        <source>training or prefill for an encoder (decode needs a causal model)</source>
        <translation>entrenamiento o prellenado para un codificador (la decodificación necesita un modelo causal)</translation>
    </message>
    <message>
        <source>at most the padded input (%1×%2)</source>
        <translation>como mucho la entrada con relleno (%1×%2)</translation>
    </message>
    <message>
        <source>adapters for a training step (fine-tuning)</source>
        <translation>adaptadores para un paso de entrenamiento (ajuste fino)</translation>
    </message>
    <message>
        <source>rank %1 in a %2 step</source>
        <translation>rango %1 en un paso de %2</translation>
    </message>
    <message>
        <source>adapters on a transformer&apos;s linear layers</source>
        <translation>adaptadores en las capas lineales de un transformer</translation>
    </message>
    <message>
        <source>rank %1 on another model</source>
        <translation>rango %1 en otro modelo</translation>
    </message>
    <message>
        <source>at most hidden (%1)</source>
        <translation>como mucho hidden (%1)</translation>
    </message>
    <message>
        <source>adapters on the attention, the MLP or both</source>
        <translation>adaptadores en la atención, el MLP o ambos</translation>
    </message>
    <message>
        <source>neither</source>
        <translation>ninguno de los dos</translation>
    </message>
    <message>
        <source>a storage precision (fp32, bf16, fp16, fp8, int8, int4)</source>
        <translation>una precisión de almacenamiento (fp32, bf16, fp16, fp8, int8, int4)</translation>
    </message>
    <message>
        <source>a KV-cache precision for prefill or decode only</source>
        <translation>una precisión de caché KV solo para prellenado o decodificación</translation>
    </message>
    <message>
        <source>&quot;%1&quot; in a training step</source>
        <translation>&quot;%1&quot; en un paso de entrenamiento</translation>
    </message>
    <message>
        <source>speculative decoding with static batching (continuous batching with a draft is not modelled)</source>
        <translation>decodificación especulativa con lotes estáticos (los lotes continuos con borrador no se modelan)</translation>
    </message>
    <message>
        <source>draft &quot;%1&quot; with continuous batching</source>
        <translation>borrador &quot;%1&quot; con lotes continuos</translation>
    </message>
    <message>
        <source>0 (no chunking) or at least 2 tokens a step</source>
        <translation>0 (sin fragmentación) o al menos 2 tokens por paso</translation>
    </message>
    <message>
        <source>int4 weights for prefill or decode only (weight-only quantization)</source>
        <translation>pesos int4 solo para prellenado o decodificación (cuantización solo de pesos)</translation>
    </message>
    <message>
        <source>a divisor of global_batch (%1)</source>
        <translation>un divisor de global_batch (%1)</translation>
    </message>
    <message>
        <source>at least one stage</source>
        <translation>al menos una etapa</translation>
    </message>
    <message>
        <source>empty array</source>
        <translation>array vacío</translation>
    </message>
    <message>
        <source>at least 32 pixels (five stride-2 stages)</source>
        <translation>al menos 32 píxeles (cinco etapas de paso 2)</translation>
    </message>
    <message>
        <source>at least one layer</source>
        <translation>al menos una capa</translation>
    </message>
    <message>
        <source>at least one operator</source>
        <translation>al menos un operador</translation>
    </message>
    <message>
        <source>training or prefill (decode needs a causal transformer)</source>
        <translation>entrenamiento o prellenado (la decodificación necesita un transformer causal)</translation>
    </message>
    <message>
        <source>an integer from 1 to %1</source>
        <translation>un entero de 1 a %1</translation>
    </message>
    <message>
        <source>a number above 0 and at most %1</source>
        <translation>un número mayor que 0 y como mucho %1</translation>
    </message>
    <message>
        <source>a split of %1 chips the workload allows</source>
        <translation>un reparto de %1 chips que la carga de trabajo permita</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>a readable CSV file</source>
        <translation>un archivo CSV legible</translation>
    </message>
    <message>
        <source>a larger file</source>
        <translation>un archivo mayor</translation>
    </message>
    <message>
        <source>the header arrival_s,prompt_tokens,output_tokens</source>
        <translation>la cabecera arrival_s,prompt_tokens,output_tokens</translation>
    </message>
    <message>
        <source>at most %1 requests</source>
        <translation>como mucho %1 peticiones</translation>
    </message>
    <message>
        <source>more rows</source>
        <translation>más filas</translation>
    </message>
    <message>
        <source>3 fields (arrival_s,prompt_tokens,output_tokens)</source>
        <translation>3 campos (arrival_s,prompt_tokens,output_tokens)</translation>
    </message>
    <message>
        <source>%1 fields</source>
        <translation>%1 campos</translation>
    </message>
    <message>
        <source>seconds from 0 to %1</source>
        <translation>segundos de 0 a %1</translation>
    </message>
    <message>
        <source>a whole number of tokens from 1 to %1</source>
        <translation>un número entero de tokens de 1 a %1</translation>
    </message>
    <message>
        <source>an empty file</source>
        <translation>un archivo vacío</translation>
    </message>
    <message>
        <source>at least one request</source>
        <translation>al menos una petición</translation>
    </message>
    <message>
        <source>an empty field</source>
        <translation>un campo vacío</translation>
    </message>
    <message>
        <source>a closing double quote</source>
        <translation>unas comillas dobles de cierre</translation>
    </message>
    <message>
        <source>the end of the file</source>
        <translation>el final del archivo</translation>
    </message>
    <message>
        <source>a header line</source>
        <translation>una línea de cabecera</translation>
    </message>
    <message>
        <source>%1 fields, as the header has</source>
        <translation>%1 campos, como la cabecera</translation>
    </message>
    <message>
        <source>a column &quot;%1&quot; in the header</source>
        <translation>una columna &quot;%1&quot; en la cabecera</translation>
    </message>
    <message>
        <source>a value</source>
        <translation>un valor</translation>
    </message>
    <message>
        <source>a number &gt; 0</source>
        <translation>un número &gt; 0</translation>
    </message>
    <message>
        <source>a whole number from %1 to %2</source>
        <translation>un número entero de %1 a %2</translation>
    </message>
    <message>
        <source>exactly one of %1</source>
        <translation>exactamente uno de %1</translation>
    </message>
    <message>
        <source>an id of the measurement files</source>
        <translation>un id de los archivos de mediciones</translation>
    </message>
    <message>
        <source>a row either rebuilt or not expressible</source>
        <translation>una fila o reconstruida o no expresable</translation>
    </message>
    <message>
        <source>both for %1</source>
        <translation>ambos para %1</translation>
    </message>
    <message>
        <source>an id no other row has</source>
        <translation>un id que ninguna otra fila tenga</translation>
    </message>
    <message>
        <source>bytes / time_us / 1000 = %1</source>
        <translation>bytes / time_us / 1000 = %1</translation>
    </message>
    <message>
        <source>an XLA element type such as F32 or BF16</source>
        <translation>un tipo de elemento XLA como F32 o BF16</translation>
    </message>
    <message>
        <source>shape_elems x %1 bytes = %2</source>
        <translation>shape_elems x %1 bytes = %2</translation>
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
        <translation>un id que ningún archivo de mediciones anterior tenga</translation>
    </message>
    <message>
        <source>a &quot;workload&quot; object or a &quot;preset&quot; id</source>
        <translation>un objeto &quot;workload&quot; o un id de &quot;preset&quot;</translation>
    </message>
    <message>
        <source>%1 to %2 choices</source>
        <translation>de %1 a %2 opciones</translation>
    </message>
    <message>
        <source>1 choice</source>
        <translation>1 opción</translation>
    </message>
    <message>
        <source>%1 choices</source>
        <translation>%1 opciones</translation>
    </message>
    <message>
        <source>each device once</source>
        <translation>cada dispositivo una vez</translation>
    </message>
    <message>
        <source>%1 again</source>
        <translation>%1 de nuevo</translation>
    </message>
    <message>
        <source>one of the scene&apos;s devices: %1</source>
        <translation>uno de los dispositivos de la escena: %1</translation>
    </message>
    <message>
        <source>at least one device id</source>
        <translation>al menos un id de dispositivo</translation>
    </message>
    <message>
        <source>device id (non-empty string)</source>
        <translation>id de dispositivo (cadena no vacía)</translation>
    </message>
    <message>
        <source>device id of at most %1 characters</source>
        <translation>id de dispositivo de como mucho %1 caracteres</translation>
    </message>
    <message>
        <source>a device id of the catalog</source>
        <translation>un id de dispositivo del catálogo</translation>
    </message>
    <message>
        <source>cycles per second from 1 to 10000000</source>
        <translation>ciclos por segundo de 1 a 10000000</translation>
    </message>
    <message>
        <source>scalar</source>
        <translation>escalar</translation>
    </message>
    <message>
        <source>at least one scene</source>
        <translation>al menos una escena</translation>
    </message>
    <message>
        <source>the file cannot be read</source>
        <translation>el archivo no se puede leer</translation>
    </message>
    <message>
        <source>the file is not well formed</source>
        <translation>el archivo no está bien formado</translation>
    </message>
    <message>
        <source>a required field is missing</source>
        <translation>falta un campo obligatorio</translation>
    </message>
    <message>
        <source>a value has the wrong type</source>
        <translation>un valor tiene el tipo equivocado</translation>
    </message>
    <message>
        <source>a number is not greater than zero</source>
        <translation>un número no es mayor que cero</translation>
    </message>
    <message>
        <source>a number is negative</source>
        <translation>un número es negativo</translation>
    </message>
    <message>
        <source>a number is not finite</source>
        <translation>un número no es finito</translation>
    </message>
    <message>
        <source>a value is out of range</source>
        <translation>un valor está fuera de rango</translation>
    </message>
    <message>
        <source>a value is not one of those allowed</source>
        <translation>un valor no es uno de los permitidos</translation>
    </message>
    <message>
        <source>an id is used twice</source>
        <translation>un id se usa dos veces</translation>
    </message>
    <message>
        <source>a reference names nothing that exists</source>
        <translation>una referencia no nombra nada que exista</translation>
    </message>
    <message>
        <source>references form a cycle</source>
        <translation>las referencias forman un ciclo</translation>
    </message>
    <message>
        <source>sizes too large to compute with</source>
        <translation>tamaños demasiado grandes para calcular</translation>
    </message>
    <message>
        <source>values contradict each other</source>
        <translation>los valores se contradicen</translation>
    </message>
    <message>
        <source>an unknown field</source>
        <translation>un campo desconocido</translation>
    </message>
    <message>
        <source>a key is given twice</source>
        <translation>una clave aparece dos veces</translation>
    </message>
    <message>
        <source>more problems</source>
        <translation>más problemas</translation>
    </message>
    <message>
        <source>line %1, column %2, %3</source>
        <translation>línea %1, columna %2, %3</translation>
    </message>
    <message>
        <source>line %1, %2</source>
        <extracomment>%1 a line of a CSV file, %2 the name of its column</extracomment>
        <translation>línea %1, %2</translation>
    </message>
    <message>
        <source>line %1, column %2</source>
        <translation>línea %1, columna %2</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>línea %1</translation>
    </message>
    <message>
        <source>%1: expected %2, found %3</source>
        <extracomment>%1 where in the file (a JSON path like $.devices[2].name, or a line), %2 what the program needs there, %3 what the file has</extracomment>
        <translation>%1: se esperaba %2, se encontró %3</translation>
    </message>
    <message>
        <source>%1: expected %2</source>
        <translation>%1: se esperaba %2</translation>
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
        <translation>el archivo es más reciente de lo que este programa entiende</translation>
    </message>
    <message>
        <source>a serving engine for prefill or decode only</source>
        <translation>un motor de servicio solo para prellenado o decodificación</translation>
    </message>
    <message>
        <source>%1 at most %2 chips</source>
        <translation>%1 como mucho %2 chips</translation>
    </message>
    <message>
        <source>%1 of at most %2 chips</source>
        <translation>%1 de como mucho %2 chips</translation>
    </message>
</context>
<context>
    <name>ExecutionModel</name>
    <message>
        <source>Vector units</source>
        <translation>Unidades vectoriales</translation>
    </message>
    <message>
        <source>FLOPs at the vector rate (CUDA cores, or the VPU lanes of a systolic chip)</source>
        <translation>FLOPs a la tasa vectorial (núcleos CUDA o las vías VPU de un chip sistólico)</translation>
    </message>
    <message>
        <source>Serving attention</source>
        <translation>Atención de servicio</translation>
    </message>
    <message>
        <source>Paged, split-KV attention as serving engines run it: the larger of the KV cache&apos;s bytes at the achievable bandwidth and the FLOPs at the fused-attention rate</source>
        <translation>Atención paginada con KV dividido, como la ejecutan los motores de servicio: el mayor entre los bytes de la caché KV al ancho de banda alcanzable y los FLOPs a la tasa de la atención fusionada</translation>
    </message>
    <message>
        <source>tile quantization</source>
        <translation>cuantización en teselas</translation>
    </message>
    <message>
        <source>Edges of the matrices fill their last CTA tiles only partly.</source>
        <translation>Los bordes de las matrices solo llenan en parte sus últimas teselas de CTA.</translation>
    </message>
    <message>
        <source>wave quantization</source>
        <translation>cuantización en oleadas</translation>
    </message>
    <message>
        <source>The tiles run in waves over the SMs; the last wave is partly empty.</source>
        <translation>Las teselas se ejecutan en oleadas sobre los SM; la última oleada está en parte vacía.</translation>
    </message>
    <message>
        <source>K alignment</source>
        <translation>alineación de K</translation>
    </message>
    <message>
        <source>K is padded to whole slabs of the MMA instruction&apos;s depth.</source>
        <translation>K se rellena hasta franjas completas de la profundidad de la instrucción MMA.</translation>
    </message>
    <message>
        <source>shared-memory staging</source>
        <translation>paso por memoria compartida</translation>
    </message>
    <message>
        <source>Small tiles read operands faster than the shared-memory banks deliver them.</source>
        <translation>Las teselas pequeñas leen operandos más rápido de lo que los bancos de memoria compartida los entregan.</translation>
    </message>
    <message>
        <source>sustained clock</source>
        <translation>frecuencia sostenida</translation>
    </message>
    <message>
        <source>Under a dense load the chip delivers this fraction of its quoted peak.</source>
        <translation>Bajo carga densa el chip entrega esta fracción de su pico declarado.</translation>
    </message>
    <message>
        <source>CTA tile rows</source>
        <translation>filas de la tesela de CTA</translation>
    </message>
    <message>
        <source>CTA tile columns</source>
        <translation>columnas de la tesela de CTA</translation>
    </message>
    <message>
        <source>split-K</source>
        <translation>split-K</translation>
    </message>
    <message>
        <source>waves</source>
        <translation>oleadas</translation>
    </message>
    <message>
        <source>Tiled GEMM on streaming multiprocessors</source>
        <translation>GEMM por teselas en multiprocesadores de streaming</translation>
    </message>
    <message>
        <source>waves × CTA FLOPs ÷ per-SM sustained rate, or operand delivery through L2 if slower, plus the pipeline&apos;s first-load latency</source>
        <translation>oleadas × FLOPs por CTA ÷ tasa sostenida por SM, o la entrega de operandos a través de L2 si es más lenta, más la latencia de las primeras cargas de la canalización</translation>
    </message>
    <message>
        <source>Ideal roofline</source>
        <translation>Roofline ideal</translation>
    </message>
    <message>
        <source>padding</source>
        <translation>relleno</translation>
    </message>
    <message>
        <source>The unused rows and columns of the last folds of the matrix unit.</source>
        <translation>Las filas y columnas sin usar de los últimos pliegues de la unidad matricial.</translation>
    </message>
    <message>
        <source>fill and drain</source>
        <translation>llenado y vaciado</translation>
    </message>
    <message>
        <source>Each fold waits for operands to ripple into the array and results to ripple out.</source>
        <translation>Cada pliegue espera a que los operandos se propaguen hacia la matriz y los resultados salgan de ella.</translation>
    </message>
    <message>
        <source>distribution over units</source>
        <translation>reparto entre unidades</translation>
    </message>
    <message>
        <source>The folds do not divide evenly over the chip&apos;s matrix units.</source>
        <translation>Los pliegues no se reparten por igual entre las unidades matriciales del chip.</translation>
    </message>
    <message>
        <source>folds</source>
        <translation>pliegues</translation>
    </message>
    <message>
        <source>Folds on systolic matrix units</source>
        <translation>Pliegues en unidades matriciales sistólicas</translation>
    </message>
    <message>
        <source>folds per matrix unit × cycles per fold (SCALE-Sim&apos;s closed form) ÷ clock ÷ sustained fraction</source>
        <translation>pliegues por unidad matricial × ciclos por pliegue (forma cerrada de SCALE-Sim) ÷ reloj ÷ fracción sostenida</translation>
    </message>
    <message>
        <source>main-loop floor</source>
        <translation>mínimo del bucle principal</translation>
    </message>
    <message>
        <source>Each K-slab of a CTA&apos;s main loop takes a minimum number of cycles (operands landing, barrier, MMA issue); small tiles do less work than that in it.</source>
        <translation>Cada franja K del bucle principal de un CTA tarda un número mínimo de ciclos (llegada de operandos, barrera, emisión de MMA); los mosaicos pequeños hacen menos trabajo en ese tiempo.</translation>
    </message>
    <message>
        <source>FLOPs ÷ (the quoted peak × its sustained fraction): no published geometry, so no other losses are modelled</source>
        <translation>FLOPs ÷ (pico anunciado × su fracción sostenida): no hay geometría publicada, así que no se modelan otras pérdidas</translation>
    </message>
    <message>
        <source>FP32 promotion</source>
        <translation>Promoción a FP32</translation>
    </message>
    <message>
        <source>FP8 gradients: the CUDA cores add the partial sums into FP32 every few MMAs, and the tensor cores wait.</source>
        <translation>Gradientes FP8: los núcleos CUDA suman las sumas parciales en FP32 cada pocas MMA, y los núcleos tensoriales esperan.</translation>
    </message>
</context>
<context>
    <name>Explanation</name>
    <message>
        <source>%1 days</source>
        <translation>%1 días</translation>
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
        <translation>Tiempo por paso</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>Rendimiento</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Memoria</translation>
    </message>
    <message>
        <source>$ / M tokens</source>
        <translation>$ / M tokens</translation>
    </message>
    <message>
        <source>$ / run</source>
        <translation>$ / ejecución</translation>
    </message>
    <message>
        <source>Energy / run</source>
        <translation>Energía / ejecución</translation>
    </message>
    <message>
        <source>CO₂ / run</source>
        <translation>CO₂ / ejecución</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation>tokens/s</translation>
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
        <translation>%1 tok/s</translation>
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
        <translation>sin precio</translation>
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
        <translation>El catálogo no indica la potencia en reposo de este dispositivo: se supone una fracción fija del TDP.</translation>
    </message>
    <message>
        <source>No measured clock under a matrix load is sourced: the quoted peak is assumed sustained, which flatters the device.</source>
        <translation>No hay una medición documentada de la frecuencia bajo carga matricial: se supone que el pico indicado se sostiene, lo que favorece al dispositivo.</translation>
    </message>
    <message>
        <source>The device has no rate for the requested precision: ran as %1.</source>
        <translation>El dispositivo no tiene tasa para la precisión pedida: se ejecutó como %1.</translation>
    </message>
    <message>
        <source>The catalog has no &apos;%1&apos; price for this device: costs are not estimated.</source>
        <translation>El catálogo no tiene precio &apos;%1&apos; para este dispositivo: no se estiman los costes.</translation>
    </message>
    <message>
        <source>step = Σ over operators of count × (overhead + max(compute, memory, communication))</source>
        <translation>paso = Σ sobre operadores de número × (sobrecarga + max(cómputo, memoria, comunicación))</translation>
    </message>
    <message>
        <source>spent compute-bound</source>
        <translation>tiempo limitado por cómputo</translation>
    </message>
    <message>
        <source>spent memory-bound</source>
        <translation>tiempo limitado por memoria</translation>
    </message>
    <message>
        <source>spent on communication</source>
        <translation>tiempo en comunicación</translation>
    </message>
    <message>
        <source>launch / dispatch overhead</source>
        <translation>sobrecarga de lanzamiento / despacho</translation>
    </message>
    <message>
        <source>operators</source>
        <translation>operadores</translation>
    </message>
    <message>
        <source>throughput = tokens per step ÷ step time</source>
        <translation>rendimiento = tokens por paso ÷ tiempo por paso</translation>
    </message>
    <message>
        <source>tokens per step</source>
        <translation>tokens por paso</translation>
    </message>
    <message>
        <source>step time</source>
        <translation>tiempo por paso</translation>
    </message>
    <message>
        <source>MFU = model FLOPs per step ÷ (step time × peak)</source>
        <translation>MFU = FLOPs del modelo por paso ÷ (tiempo por paso × pico)</translation>
    </message>
    <message>
        <source>model FLOPs per step</source>
        <translation>FLOPs del modelo por paso</translation>
    </message>
    <message>
        <source>peak</source>
        <translation>pico</translation>
    </message>
    <message>
        <source>%1FLOP/s</source>
        <translation>%1FLOP/s</translation>
    </message>
    <message>
        <source>footprint = weights + gradients + optimizer state + activations + KV cache + workspace</source>
        <translation>huella = pesos + gradientes + estado del optimizador + activaciones + caché KV + espacio de trabajo</translation>
    </message>
    <message>
        <source>weights</source>
        <translation>pesos</translation>
    </message>
    <message>
        <source>%1B</source>
        <translation>%1B</translation>
    </message>
    <message>
        <source>gradients</source>
        <translation>gradientes</translation>
    </message>
    <message>
        <source>optimizer state</source>
        <translation>estado del optimizador</translation>
    </message>
    <message>
        <source>activations</source>
        <translation>activaciones</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>caché KV</translation>
    </message>
    <message>
        <source>workspace</source>
        <translation>espacio de trabajo</translation>
    </message>
    <message>
        <source>device capacity</source>
        <translation>capacidad del dispositivo</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>cabe</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <source>NO — does not fit</source>
        <translation>NO — no cabe</translation>
    </message>
    <message>
        <source>$ per M tokens = price per chip-hour ÷ 3600 ÷ throughput × 10⁶</source>
        <translation>$ por M tokens = precio por hora de chip ÷ 3600 ÷ rendimiento × 10⁶</translation>
    </message>
    <message>
        <source>price (%1)</source>
        <translation>precio (%1)</translation>
    </message>
    <message>
        <source>$%1 / chip-hour</source>
        <translation>%1 $ / hora de chip</translation>
    </message>
    <message>
        <source>throughput</source>
        <translation>rendimiento</translation>
    </message>
    <message>
        <source>$ per run = run time in hours × price per chip-hour; run = %1 tokens</source>
        <translation>$ por ejecución = duración en horas × precio por hora de chip; ejecución = %1 tokens</translation>
    </message>
    <message>
        <source>run time</source>
        <translation>duración</translation>
    </message>
    <message>
        <source>average chip power</source>
        <translation>potencia media del chip</translation>
    </message>
    <message>
        <source>%1 W</source>
        <translation>%1 W</translation>
    </message>
    <message>
        <source>energy per step (IT)</source>
        <translation>energía por paso (TI)</translation>
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
        <translation>intensidad de la red</translation>
    </message>
    <message>
        <source>%1 g CO₂/kWh</source>
        <translation>%1 g CO₂/kWh</translation>
    </message>
    <message>
        <source>run energy (facility)</source>
        <translation>energía de la ejecución (instalación)</translation>
    </message>
    <message>
        <source>run CO₂</source>
        <translation>CO₂ de la ejecución</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>Supuestos</translation>
    </message>
    <message>
        <source>time = overhead + max(compute, memory, communication) + epilogue; compute = FLOPs ÷ (roof × losses); memory = bytes ÷ bandwidth</source>
        <translation>tiempo = sobrecarga + max(cómputo, memoria, comunicación) + epílogo; cómputo = FLOPs ÷ (techo × pérdidas); memoria = bytes ÷ ancho de banda</translation>
    </message>
    <message>
        <source>count per step</source>
        <translation>número por paso</translation>
    </message>
    <message>
        <source>FLOPs</source>
        <translation>FLOPs</translation>
    </message>
    <message>
        <source>bytes</source>
        <translation>bytes</translation>
    </message>
    <message>
        <source>arithmetic intensity</source>
        <translation>intensidad aritmética</translation>
    </message>
    <message>
        <source>%1 FLOP/B</source>
        <translation>%1 FLOP/B</translation>
    </message>
    <message>
        <source>roof (%1, ran as %2)</source>
        <translation>techo (%1, ejecutado como %2)</translation>
    </message>
    <message>
        <source>compute</source>
        <translation>cómputo</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>memoria</translation>
    </message>
    <message>
        <source>communication</source>
        <translation>comunicación</translation>
    </message>
    <message>
        <source>epilogue (stores after the main loop)</source>
        <translation>epílogo (escrituras tras el bucle principal)</translation>
    </message>
    <message>
        <source>overhead</source>
        <translation>sobrecarga</translation>
    </message>
    <message>
        <source>bound by</source>
        <translation>limitado por</translation>
    </message>
    <message>
        <source>fraction of roof</source>
        <translation>fracción del techo</translation>
    </message>
    <message>
        <source>model</source>
        <translation>modelo</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>No shape search measured %1 on this device: it is assumed to reach the same fraction of its peak as the measured %2.</source>
        <translation>Ninguna búsqueda de formas midió %1 en este dispositivo: se supone que alcanza la misma fracción de su pico que %2, que sí se midió.</translation>
    </message>
    <message>
        <source>vendor TDP</source>
        <translation>TDP del fabricante</translation>
    </message>
    <message>
        <source>measured (published)</source>
        <translation>medida (publicada)</translation>
    </message>
    <message>
        <source>estimated (see the catalog note)</source>
        <translation>estimada (ver la nota del catálogo)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <source>The catalog has no power figure (TDP, measured or estimated) for this device: energy is not estimated.</source>
        <translation>El catálogo no tiene ninguna potencia (TDP, medida o estimada) para este dispositivo: no se estima la energía.</translation>
    </message>
    <message>
        <source>energy = Σ ops (idle + (full-load power − idle) × utilization) × time, × steps × server overhead × PUE; CO₂ = energy × grid intensity</source>
        <translation>energía = Σ ops (reposo + (potencia a plena carga − reposo) × utilización) × tiempo, × pasos × sobrecarga del servidor × PUE; CO₂ = energía × intensidad de la red</translation>
    </message>
    <message>
        <source>power basis</source>
        <translation>base de potencia</translation>
    </message>
    <message>
        <source>chip energy range</source>
        <translation>rango de energía del chip</translation>
    </message>
    <message>
        <source>%1J – %2J</source>
        <translation>%1J – %2J</translation>
    </message>
    <message>
        <source>server overhead</source>
        <translation>sobrecarga del servidor</translation>
    </message>
    <message>
        <source>run energy (chip × PUE)</source>
        <translation>energía de la ejecución (chip × PUE)</translation>
    </message>
    <message>
        <source>$ / run (own)</source>
        <extracomment>column title: the run&apos;s cost on chips one owns instead of renting</extracomment>
        <translation>$ / ejecución (propio)</translation>
    </message>
    <message>
        <source>rent only</source>
        <translation>solo alquiler</translation>
    </message>
    <message>
        <source>owned $ per chip-hour = purchase × (1 + server share, for a chip-only price) ÷ (years × 8,766 h × utilization) + facility kW × electricity price + hosting; $ per run = run hours × owned $ per chip-hour</source>
        <translation>$ por hora de chip propio = precio de compra × (1 + parte del servidor, para un precio solo del chip) ÷ (años × 8766 h × utilización) + kW de la instalación × precio de la electricidad + alojamiento; $ por ejecución = horas de ejecución × $ por hora de chip propio</translation>
    </message>
    <message>
        <source>purchase</source>
        <translation>precio de compra</translation>
    </message>
    <message>
        <source>no purchase price in the catalog</source>
        <translation>sin precio de compra en el catálogo</translation>
    </message>
    <message>
        <source>purchase (%1, %2)</source>
        <translation>precio de compra (%1, %2)</translation>
    </message>
    <message>
        <source>$%1 a chip</source>
        <translation>%1 $ por chip</translation>
    </message>
    <message>
        <source>what it buys</source>
        <translation>qué incluye</translation>
    </message>
    <message>
        <source>server share added</source>
        <translation>parte del servidor añadida</translation>
    </message>
    <message>
        <source>amortization</source>
        <translation>amortización</translation>
    </message>
    <message>
        <source>%1 years at %2 % use</source>
        <translation>%1 años al %2 % de uso</translation>
    </message>
    <message>
        <source>purchase per chip-hour</source>
        <translation>compra por hora de chip</translation>
    </message>
    <message>
        <source>electricity per chip-hour</source>
        <translation>electricidad por hora de chip</translation>
    </message>
    <message>
        <source>$%1 at $%2/kWh</source>
        <translation>%1 $ a %2 $/kWh</translation>
    </message>
    <message>
        <source>hosting per chip-hour</source>
        <translation>alojamiento por hora de chip</translation>
    </message>
    <message>
        <source>owned chip-hour</source>
        <translation>hora de chip propio</translation>
    </message>
    <message>
        <source>$%1 (rented: %2)</source>
        <translation>%1 $ (alquilado: %2)</translation>
    </message>
    <message>
        <source>none of this kind</source>
        <translation>ninguno de este tipo</translation>
    </message>
    <message>
        <source>the cheapest</source>
        <extracomment>which quote a cost used: provider, date, and how it was chosen</extracomment>
        <translation>el más barato</translation>
    </message>
    <message>
        <source>the reference quote</source>
        <translation>la tarifa de referencia</translation>
    </message>
    <message>
        <source>%1, %2 (%3)</source>
        <translation>%1, %2 (%3)</translation>
    </message>
    <message>
        <source>of %1 only</source>
        <translation>solo de %1</translation>
    </message>
    <message>
        <source>quote</source>
        <translation>tarifa</translation>
    </message>
    <message>
        <source>Tokens / J</source>
        <extracomment>column and chart title: tokens per joule of chip energy</extracomment>
        <translation>Tokens / J</translation>
    </message>
    <message>
        <source>Tokens / $</source>
        <translation>Tokens / $</translation>
    </message>
    <message>
        <source>Tokens / kg CO₂</source>
        <translation>Tokens / kg CO₂</translation>
    </message>
    <message>
        <source>tokens/J</source>
        <translation>tokens/J</translation>
    </message>
    <message>
        <source>tokens/USD</source>
        <translation>tokens/USD</translation>
    </message>
    <message>
        <source>tokens/kg CO₂</source>
        <translation>tokens/kg CO₂</translation>
    </message>
    <message>
        <source>tokens per joule = tokens per step ÷ chip energy per step</source>
        <translation>tokens por julio = tokens por paso ÷ energía del chip por paso</translation>
    </message>
    <message>
        <source>tokens per dollar = 10⁶ ÷ $ per million tokens</source>
        <translation>tokens por dólar = 10⁶ ÷ $ por millón de tokens</translation>
    </message>
    <message>
        <source>tokens per kg CO₂ = tokens per step ÷ (facility energy per step × grid intensity)</source>
        <translation>tokens por kg CO₂ = tokens por paso ÷ (energía de la instalación por paso × intensidad de la red)</translation>
    </message>
    <message>
        <source>facility energy per step</source>
        <translation>energía de la instalación por paso</translation>
    </message>
    <message>
        <source>of which dequantizing the narrow weights</source>
        <translation>de ello, decuantizar los pesos estrechos</translation>
    </message>
    <message>
        <source>A LoRA adapter: a low-rank matrix trained beside a frozen layer (A projects down to the rank, B back up).</source>
        <translation>Un adaptador LoRA: una matriz de rango bajo entrenada junto a una capa congelada (A proyecta hacia el rango, B de vuelta).</translation>
    </message>
    <message>
        <source>QLoRA: the frozen 4-bit weights dequantized to the compute precision before the GEMM that reads them.</source>
        <translation>QLoRA: los pesos congelados de 4 bits decuantizados a la precisión de cálculo antes de la GEMM que los lee.</translation>
    </message>
    <message>
        <source>Latent attention, decoding: each head&apos;s query multiplied into the KV latent, so attention reads the compressed cache directly.</source>
        <translation>Atención latente al decodificar: la consulta de cada cabeza se multiplica hacia el latente KV, de modo que la atención lee directamente la caché comprimida.</translation>
    </message>
    <message>
        <source>Latent attention, decoding: each head&apos;s values taken out of the latent.</source>
        <translation>Atención latente al decodificar: los valores de cada cabeza se extraen del latente.</translation>
    </message>
    <message>
        <source>Latent attention: the projection down to the KV latent and the shared rotary key, which is what the KV cache holds.</source>
        <translation>Atención latente: la proyección hacia el latente KV y la clave rotatoria compartida, que es lo que guarda la caché KV.</translation>
    </message>
    <message>
        <source>Latent attention: the projection up from the KV latent to every head&apos;s key and value.</source>
        <translation>Atención latente: la proyección desde el latente KV hacia la clave y el valor de cada cabeza.</translation>
    </message>
    <message>
        <source>Sliding-window attention: each query sees the last positions of the window only.</source>
        <translation>Atención de ventana deslizante: cada consulta solo ve las últimas posiciones de la ventana.</translation>
    </message>
    <message>
        <source>Shared experts: the experts every token passes through, beside the routed ones.</source>
        <translation>Expertos compartidos: los expertos por los que pasa cada token, junto a los enrutados.</translation>
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
        <translation>Enlace no abierto</translation>
    </message>
    <message>
        <source>Only web links (http and https) are opened. This link was not opened:
%1</source>
        <translation>Solo se abren enlaces web (http y https). Este enlace no se abrió:
%1</translation>
    </message>
    <message>
        <source>Open link</source>
        <translation>Abrir enlace</translation>
    </message>
    <message>
        <source>Open this address in the web browser?
%1</source>
        <translation>¿Abrir esta dirección en el navegador web?
%1</translation>
    </message>
</context>
<context>
    <name>OpWalkthrough</name>
    <message>
        <source>## %1 on %2</source>
        <translation>## %1 en %2</translation>
    </message>
    <message>
        <source>**Work.** One execution does %1FLOP and moves %2B to and from memory, so its arithmetic intensity is %1FLOP ÷ %2B = **%3 FLOP/byte**.</source>
        <translation>**Trabajo.** Una ejecución hace %1FLOP y mueve %2B desde y hacia la memoria, así que su intensidad aritmética es %1FLOP ÷ %2B = **%3 FLOP/byte**.</translation>
    </message>
    <message>
        <source>**Roofline.** The roof is %1FLOP/s (%2) and the memory delivers %3B/s, so the ridge point is %1FLOP/s ÷ %3B/s = **%4 FLOP/byte**. The operator sits %5 the ridge: %6</source>
        <translation>**Roofline.** El techo es %1FLOP/s (%2) y la memoria entrega %3B/s, así que el punto de inflexión es %1FLOP/s ÷ %3B/s = **%4 FLOP/byte**. El operador está %5 del punto de inflexión: %6</translation>
    </message>
    <message>
        <source>below</source>
        <translation>por debajo</translation>
    </message>
    <message>
        <source>above</source>
        <translation>por encima</translation>
    </message>
    <message>
        <source>memory can feed it at most intensity × bandwidth, less than the roof.</source>
        <translation>la memoria puede alimentarlo como mucho con intensidad × ancho de banda, menos que el techo.</translation>
    </message>
    <message>
        <source>memory can keep up; the matrix units set the pace.</source>
        <translation>la memoria da abasto; las unidades matriciales marcan el ritmo.</translation>
    </message>
    <message>
        <source>- **Waves over the SMs.** The output is cut into %1×%2 tiles, one per thread block; %3 SMs run them in **%4 waves**. The last wave is partly empty: wave quantization × %5.</source>
        <translation>- **Oleadas sobre los SM.** La salida se divide en teselas de %1×%2, una por bloque de hilos; %3 SM las ejecutan en **%4 oleadas**. La última oleada está parcialmente vacía: cuantización en oleadas × %5.</translation>
    </message>
    <message>
        <source>- **Padding to the tile.** Edges of the matrices fill their last tiles only partly: tile quantization × %1.</source>
        <translation>- **Relleno hasta la tesela.** Los bordes de las matrices solo llenan en parte sus últimas teselas: cuantización en teselas × %1.</translation>
    </message>
    <message>
        <source>- **Padding to the matrix unit.** The GEMM is cut into %1 folds for a %2×%3 array; the unused rows and columns of the last folds are padding: × %4.</source>
        <translation>- **Relleno hasta la unidad matricial.** La GEMM se divide en %1 pliegues para una matriz de %2×%3; las filas y columnas sin usar de los últimos pliegues son relleno: × %4.</translation>
    </message>
    <message>
        <source>- **Fill and drain.** Each fold waits for operands to ripple into the array and for results to ripple out: only %1 % of a fold&apos;s cycles do useful multiply-adds (× %2).</source>
        <translation>- **Llenado y vaciado.** Cada pliegue espera a que los operandos entren en la matriz y los resultados salgan: solo el %1 % de los ciclos de un pliegue hace multiplicaciones-sumas útiles (× %2).</translation>
    </message>
    <message>
        <source>- **Shared-memory staging.** Small tiles read operands faster than the shared-memory banks deliver them: × %1.</source>
        <translation>- **Paso por memoria compartida.** Las teselas pequeñas leen operandos más rápido de lo que los bancos de memoria compartida los entregan: × %1.</translation>
    </message>
    <message>
        <source>- **Sustained clock.** Under a dense load the chip delivers %1 % of its quoted peak: × %2.</source>
        <translation>- **Frecuencia sostenida.** Con una carga densa, el chip entrega el %1 % de su pico anunciado: × %2.</translation>
    </message>
    <message>
        <source>**Losses on the compute side** (each a factor; together × %1):</source>
        <translation>**Pérdidas del lado del cómputo** (cada una un factor; en total × %1):</translation>
    </message>
    <message>
        <source>the **compute** roof binds</source>
        <translation>limita el techo de **cómputo**</translation>
    </message>
    <message>
        <source>the **memory** roof binds</source>
        <translation>limita el techo de **memoria**</translation>
    </message>
    <message>
        <source>**communication** binds</source>
        <translation>limita la **comunicación**</translation>
    </message>
    <message>
        <source>the **launch overhead** binds</source>
        <translation>limita la **sobrecarga de lanzamiento**</translation>
    </message>
    <message>
        <source>**Time.** Compute takes %1, memory %2; %3. With %4 overhead one execution takes **%5** (%6 per step).</source>
        <translation>**Tiempo.** El cómputo tarda %1, la memoria %2; %3. Con %4 de sobrecarga, una ejecución tarda **%5** (%6 por paso).</translation>
    </message>
    <message numerus="yes">
        <source>%n time(s)</source>
        <translation>
            <numerusform>%n vez</numerusform>
            <numerusform>%n veces</numerusform>
        </translation>
    </message>
    <message>
        <source>**Achieved.** %1FLOP in %2 is **%3 %** of the roof.</source>
        <translation>**Alcanzado.** %1FLOP en %2 es el **%3 %** del techo.</translation>
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
        <translation>Réplicas de paralelismo de datos.</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>Change data parallelism</source>
        <translation>Cambiar paralelismo de datos</translation>
    </message>
    <message>
        <source>Data parallel: replicas of the model, each with its share of the batch</source>
        <translation>Paralelismo de datos: réplicas del modelo, cada una con su parte del lote</translation>
    </message>
    <message>
        <source>Tensor-parallel width.</source>
        <translation>Anchura del paralelismo de tensores.</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>Change tensor parallelism</source>
        <translation>Cambiar paralelismo de tensores</translation>
    </message>
    <message>
        <source>Tensor parallel: each layer&apos;s matrices split over this many chips</source>
        <translation>Paralelismo de tensores: las matrices de cada capa se reparten entre este número de chips</translation>
    </message>
    <message>
        <source>Pipeline stages.</source>
        <translation>Etapas de la canalización.</translation>
    </message>
    <message>
        <source>C</source>
        <translation>C</translation>
    </message>
    <message>
        <source>Change pipeline parallelism</source>
        <translation>Cambiar paralelismo de canalización</translation>
    </message>
    <message>
        <source>Pipeline parallel: the layers split into this many stages</source>
        <translation>Paralelismo de canalización: las capas se dividen en este número de etapas</translation>
    </message>
    <message>
        <source>Context-parallel width: chips sharing each sequence&apos;s tokens (ring attention), for long sequences.</source>
        <translation>Ancho de paralelismo de contexto: chips que comparten los tokens de cada secuencia (atención en anillo), para secuencias largas.</translation>
    </message>
    <message>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <source>Change context parallelism</source>
        <translation>Cambiar paralelismo de contexto</translation>
    </message>
    <message>
        <source>Context parallel: each sequence&apos;s tokens spread over this many chips, which pass the keys and values round a ring (for long sequences).</source>
        <translation>Paralelismo de contexto: los tokens de cada secuencia se reparten entre este número de chips, que se pasan las claves y los valores en anillo (para secuencias largas).</translation>
    </message>
    <message>
        <source>Expert-parallel width (inside dp).</source>
        <translation>Anchura del paralelismo de expertos (dentro de dp).</translation>
    </message>
    <message>
        <source>E</source>
        <translation>E</translation>
    </message>
    <message>
        <source>Change expert parallelism</source>
        <translation>Cambiar paralelismo de expertos</translation>
    </message>
    <message>
        <source>Expert parallel: a mixture&apos;s experts spread over this many chips of the data-parallel group</source>
        <translation>Paralelismo de expertos: los expertos de una mezcla de expertos se reparten entre este número de chips del grupo de paralelismo de datos</translation>
    </message>
    <message>
        <source>Interleaved pipeline chunks per stage.</source>
        <translation>Fragmentos intercalados de la canalización por etapa.</translation>
    </message>
    <message>
        <source>V</source>
        <translation>V</translation>
    </message>
    <message>
        <source>Change interleaved pipeline chunks</source>
        <translation>Cambiar fragmentos intercalados de canalización</translation>
    </message>
    <message>
        <source>Interleaved pipeline: each stage runs this many chunks of layers, which shrinks the pipeline&apos;s bubble</source>
        <translation>Canalización intercalada: cada etapa ejecuta este número de fragmentos de capas, lo que reduce la burbuja de la canalización</translation>
    </message>
</context>
<context>
    <name>ts::AboutDialog</name>
    <message>
        <source>About Tensorscope</source>
        <translation>Acerca de Tensorscope</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Tensorscope %1&lt;/h2&gt;&lt;p&gt;See, not just read, how GPUs and TPUs differ on deep-learning work.&lt;/p&gt;&lt;p&gt;Running on Qt %2 (built with Qt %3).&lt;/p&gt;&lt;p&gt;Licensed under the %4 licence.&lt;/p&gt;</source>
        <extracomment>%1 is the program version, %2 the Qt version it runs on, %3 the Qt version it was built with, %4 the licence name.</extracomment>
        <translation>&lt;h2&gt;Tensorscope %1&lt;/h2&gt;&lt;p&gt;Ver, no solo leer, en qué se diferencian las GPU y las TPU en el aprendizaje profundo.&lt;/p&gt;&lt;p&gt;Se ejecuta con Qt %2 (compilado con Qt %3).&lt;/p&gt;&lt;p&gt;Con licencia %4.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>ts::AccuracyDialog</name>
    <message>
        <source>Accuracy</source>
        <translation>Precisión</translation>
    </message>
</context>
<context>
    <name>ts::AccuracyFamilyModel</name>
    <message>
        <source>these figures</source>
        <translation>estas cifras</translation>
    </message>
    <message>
        <source>the category&apos;s (fewer than %1 rows)</source>
        <translation>las de la categoría (menos de %1 filas)</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Categoría</translation>
    </message>
    <message>
        <source>Vendor family</source>
        <translation>Familia de fabricante</translation>
    </message>
    <message>
        <source>Scored</source>
        <translation>Puntuadas</translation>
    </message>
    <message>
        <source>MAPE</source>
        <translation>MAPE</translation>
    </message>
    <message>
        <source>Mean signed</source>
        <translation>Media con signo</translation>
    </message>
    <message>
        <source>Optimism</source>
        <translation>Optimismo</translation>
    </message>
    <message>
        <source>Band from</source>
        <translation>Banda de</translation>
    </message>
    <message>
        <source>The vendor family of the devices the rows were predicted on</source>
        <translation>La familia de fabricante de los dispositivos en los que se predijeron las filas</translation>
    </message>
    <message>
        <source>Rows of this family that count in the figures</source>
        <translation>Filas de esta familia que cuentan en las cifras</translation>
    </message>
    <message>
        <source>Mean absolute percentage error over the family&apos;s scored rows</source>
        <translation>Error porcentual absoluto medio de las filas puntuadas de la familia</translation>
    </message>
    <message>
        <source>Mean of (predicted − measured) / measured</source>
        <translation>Media de (predicho − medido) / medido</translation>
    </message>
    <message>
        <source>Mean error turned so that positive means the engine predicted this family&apos;s hardware faster than measured</source>
        <translation>Error medio orientado de modo que positivo significa que el motor predijo el hardware de esta familia más rápido de lo medido</translation>
    </message>
    <message>
        <source>Where a result on this family&apos;s devices takes its uncertainty band from: these figures or, with fewer than %1 rows, the category&apos;s over every device; – where the category makes no band</source>
        <translation>De dónde toma su banda de incertidumbre un resultado en los dispositivos de esta familia: de estas cifras o, con menos de %1 filas, de las de la categoría sobre todos los dispositivos; – donde la categoría no da banda</translation>
    </message>
</context>
<context>
    <name>ts::AccuracyPanel</name>
    <message>
        <source>&amp;Category:</source>
        <translation>&amp;Categoría:</translation>
    </message>
    <message>
        <source>&lt;p&gt;How far the engine&apos;s predictions are from published measurements, by category and by vendor family (the tables of &lt;code&gt;tensorscope validate&lt;/code&gt;; errors are (predicted − measured) / measured, optimism is positive where the engine predicted the hardware faster than measured). Every result in the comparison carries a band from these figures: those of its step&apos;s category (training throughput or inference) on its device&apos;s vendor family (NVIDIA, AMD, Google TPU, Intel, AWS; with fewer than %2 measurements there, every device&apos;s). An assumed, unmeasured input widens the band ×%1. Load your own measurements to see them beside these; nothing is fitted to them. docs/validation.md explains each figure.&lt;/p&gt;</source>
        <extracomment>Introduction of Help › Accuracy. %1 is the factor an assumed input widens a band by, %2 the fewest measurements a vendor family needs for a figure of its own.</extracomment>
        <translation>&lt;p&gt;Cuánto se alejan las predicciones del motor de las mediciones publicadas, por categoría y por familia de fabricante (las tablas de &lt;code&gt;tensorscope validate&lt;/code&gt;; los errores son (predicho − medido) / medido, el optimismo es positivo donde el motor predijo el hardware más rápido de lo medido). Cada resultado de la comparación lleva una banda de estas cifras: las de la categoría de su paso (rendimiento de entrenamiento o inferencia) en la familia de fabricante de su dispositivo (NVIDIA, AMD, Google TPU, Intel, AWS; con menos de %2 mediciones allí, las de todos los dispositivos). Una entrada supuesta, no medida, ensancha la banda ×%1. Cargue sus propias mediciones para verlas junto a estas; no se ajusta nada a ellas. docs/validation.md explica cada cifra.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>By category</source>
        <translation>Por categoría</translation>
    </message>
    <message>
        <source>By vendor family</source>
        <translation>Por familia de fabricante</translation>
    </message>
    <message>
        <source>&amp;Load measurements…</source>
        <translation>Ca&amp;rgar mediciones…</translation>
    </message>
    <message>
        <source>Score your own measurements: a CSV file in calibration.csv&apos;s columns and a JSON file saying how each row is rebuilt (rows.json&apos;s format; by default the CSV&apos;s name with .json), as &lt;code&gt;tensorscope validate --data&lt;/code&gt; does</source>
        <translation>Puntuar sus propias mediciones: un archivo CSV con las columnas de calibration.csv y un archivo JSON que indica cómo se reconstruye cada fila (formato de rows.json; por defecto el nombre del CSV con .json), como hace &lt;code&gt;tensorscope validate --data&lt;/code&gt;</translation>
    </message>
    <message>
        <source>&amp;Remove measurements</source>
        <translation>&amp;Quitar mediciones</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: no measurements (a header line in calibration.csv&apos;s columns, then one line per measurement)</source>
        <extracomment>A user&apos;s measurement file without a row: %1 the file.</extracomment>
        <translation>&apos;%1&apos;: no hay mediciones (una línea de cabecera con las columnas de calibration.csv y luego una línea por medición)</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: %2 measurements; at most %3 here (tensorscope validate --data takes any number)</source>
        <translation>&apos;%1&apos;: %2 mediciones; aquí como máximo %3 (tensorscope validate --data admite cualquier número)</translation>
    </message>
    <message>
        <source>… and %1 more</source>
        <extracomment>After the first problems of a file: how many more there are.</extracomment>
        <translation>… y %1 más</translation>
    </message>
    <message>
        <source>Cannot load these measurements:
%1</source>
        <translation>No se pueden cargar estas mediciones:
%1</translation>
    </message>
    <message>
        <source>Load Measurements</source>
        <translation>Cargar mediciones</translation>
    </message>
    <message>
        <source>Measurements and their inputs (*.csv *.json);;All files (*)</source>
        <extracomment>File dialog filter of Help › Accuracy&apos;s &quot;Load measurements…&quot;</extracomment>
        <translation>Mediciones y sus entradas (*.csv *.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Choose the CSV file of the measurements (and, if it is not beside it under the same name, the JSON file of their inputs).</source>
        <translation>Elija el archivo CSV de las mediciones (y, si no está al lado con el mismo nombre, el archivo JSON de sus entradas).</translation>
    </message>
    <message>
        <source>Your measurements, %1: %2 rows, %3 predicted, %4 scored; triangles in the plot, “(yours)” in the tables. Nothing is fitted to them.</source>
        <extracomment>Help › Accuracy once a user&apos;s file is loaded: %1 the file&apos;s name, %2 its rows, %3 those the engine could predict, %4 those scored.</extracomment>
        <translation>Sus mediciones, %1: %2 filas, %3 predichas, %4 puntuadas; triángulos en el gráfico, «(suyas)» en las tablas. No se ajusta nada a ellas.</translation>
    </message>
    <message>
        <source>Still shown: %1</source>
        <translation>Aún se muestra: %1</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation>Advertencia: %1</translation>
    </message>
</context>
<context>
    <name>ts::AccuracyScatterChart</name>
    <message>
        <source>Measured (the row&apos;s unit)</source>
        <translation>Medido (unidad de la fila)</translation>
    </message>
    <message>
        <source>Predicted</source>
        <translation>Predicho</translation>
    </message>
    <message>
        <source>predicted = measured</source>
        <translation>predicho = medido</translation>
    </message>
    <message>
        <source>scored row</source>
        <translation>fila puntuada</translation>
    </message>
    <message>
        <source>catalog input (not scored)</source>
        <translation>entrada del catálogo (no puntuada)</translation>
    </message>
    <message>
        <source>± MAPE (%1%)</source>
        <extracomment>Legend of the dashed lines at ± the category&apos;s mean absolute percentage error.</extracomment>
        <translation>± MAPE (%1 %)</translation>
    </message>
    <message>
        <source>Predicted vs measured: %1</source>
        <translation>Predicho frente a medido: %1</translation>
    </message>
    <message>
        <source>%1 on %2
measured %3 %5, predicted %4 %5
error %6</source>
        <extracomment>Hover text of a point of the accuracy plot: %1 row id, %2 device, %3 measured value, %4 predicted value, %5 the unit, %6 the signed error, e.g. &quot;+12%&quot;.</extracomment>
        <translation>%1 en %2
medido %3 %5, predicho %4 %5
error %6</translation>
    </message>
    <message>
        <source>your measurement</source>
        <extracomment>Legend of the points of the user&apos;s own measurements (Help › Accuracy).</extracomment>
        <translation>su medición</translation>
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
        <translation>Categoría</translation>
    </message>
    <message>
        <source>Scored</source>
        <translation>Puntuadas</translation>
    </message>
    <message>
        <source>Shown</source>
        <translation>Mostradas</translation>
    </message>
    <message>
        <source>MAPE</source>
        <translation>MAPE</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>Mediana</translation>
    </message>
    <message>
        <source>Mean signed</source>
        <translation>Media con signo</translation>
    </message>
    <message>
        <source>Optimism</source>
        <translation>Optimismo</translation>
    </message>
    <message>
        <source>Worst rows</source>
        <translation>Peores filas</translation>
    </message>
    <message>
        <source>Rows that count in the figures</source>
        <translation>Filas que cuentan en las cifras</translation>
    </message>
    <message>
        <source>Every row, scored or not (catalog inputs and rows the engine cannot rebuild are shown, not scored)</source>
        <translation>Todas las filas, puntuadas o no (las entradas del catálogo y las filas que el motor no puede reconstruir se muestran, no se puntúan)</translation>
    </message>
    <message>
        <source>Mean absolute percentage error over the scored rows</source>
        <translation>Error porcentual absoluto medio de las filas puntuadas</translation>
    </message>
    <message>
        <source>Median absolute error over the scored rows</source>
        <translation>Error absoluto mediano de las filas puntuadas</translation>
    </message>
    <message>
        <source>Mean of (predicted − measured) / measured</source>
        <translation>Media de (predicho − medido) / medido</translation>
    </message>
    <message>
        <source>Mean error turned so that positive means the engine predicted the hardware faster than measured</source>
        <translation>Error medio orientado de modo que positivo significa que el motor predijo el hardware más rápido de lo medido</translation>
    </message>
    <message>
        <source>The largest errors, with their signed error</source>
        <translation>Los mayores errores, con su error con signo</translation>
    </message>
    <message>
        <source>%1 (yours)</source>
        <extracomment>A category of the user&apos;s own measurements in Help › Accuracy, e.g. &quot;GEMM (yours)&quot;.</extracomment>
        <translation>%1 (suyas)</translation>
    </message>
</context>
<context>
    <name>ts::BatchCurveChart</name>
    <message>
        <source>Throughput vs batch size</source>
        <translation>Rendimiento según el tamaño de lote</translation>
    </message>
    <message>
        <source>batch (○ = does not fit)</source>
        <translation>lote (○ = no cabe)</translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation>tokens/s</translation>
    </message>
    <message>
        <source>samples/s</source>
        <translation>muestras/s</translation>
    </message>
    <message>
        <source>Throughput vs batch size, one chip</source>
        <translation>Rendimiento según el tamaño de lote, un chip</translation>
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
        <translation>%1 %2 (%3): marque para comparar</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Dispositivo</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>Año</translation>
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
        <translation>El operador en el chip completo</translation>
    </message>
    <message>
        <source>%1: %2 matrix units of %3 × %4 · %5 folds, %6 per unit</source>
        <extracomment>the whole-chip view of a systolic chip: %1 units, %2 × %3 PEs each, %4 folds</extracomment>
        <translation>%1: %2 unidades matriciales de %3 × %4 · %5 pliegues, %6 por unidad</translation>
    </message>
    <message>
        <source>%1: %2 SMs · %3 CTAs of %4 × %5 in %6 waves</source>
        <extracomment>the whole-chip view of a GPU: %1 SMs, %2 CTAs of %3 × %4 tiles, %5 waves</extracomment>
        <translation>%1: %2 SM · %3 CTA de %4 × %5 en %6 oleadas</translation>
    </message>
    <message>
        <source>Matrix units: folds done %1 of %2</source>
        <translation>Unidades matriciales: %1 de %2 pliegues hechos</translation>
    </message>
    <message>
        <source>SMs: wave %1 of %2, %3 of %4 SMs busy</source>
        <translation>SM: oleada %1 de %2, %3 de %4 SM ocupados</translation>
    </message>
    <message>
        <source>done</source>
        <translation>hecho</translation>
    </message>
    <message>
        <source>running</source>
        <translation>en curso</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>en espera</translation>
    </message>
    <message>
        <source>no work</source>
        <translation>sin trabajo</translation>
    </message>
</context>
<context>
    <name>ts::ChipScalingChart</name>
    <message>
        <source>ms per step (solid)</source>
        <translation>ms por paso (continua)</translation>
    </message>
    <message>
        <source>efficiency %1 % against %2 chips, the fewest that fit</source>
        <translation>eficiencia %1 % frente a %2 chips, los menos que caben</translation>
    </message>
    <message>
        <source>does not fit: %1 GiB per chip of %2 GiB</source>
        <translation>no cabe: %1 GiB por chip de %2 GiB</translation>
    </message>
    <message>
        <source>&lt;h3&gt;%1 × %2 (%3)&lt;/h3&gt;&lt;p&gt;step %4, %5&lt;/p&gt;%6</source>
        <translation>&lt;h3&gt;%1 × %2 (%3)&lt;/h3&gt;&lt;p&gt;paso %4, %5&lt;/p&gt;%6</translation>
    </message>
    <message>
        <source>s per step (solid)</source>
        <translation>s por paso (continua)</translation>
    </message>
    <message>
        <source>Step time and efficiency vs chips</source>
        <translation>Tiempo por paso y eficiencia según los chips</translation>
    </message>
    <message>
        <source>chips (○ = does not fit)</source>
        <translation>chips (○ = no cabe)</translation>
    </message>
    <message>
        <source>Efficiency is against the fewest chips that fit memory: N₀·T₀ / (N·T_N). Hollow markers: chip counts whose fastest split does not fit.</source>
        <translation>La eficiencia se mide frente al menor número de chips en el que cabe la memoria: N₀·T₀ / (N·T_N). Marcadores huecos: números de chips cuyo reparto más rápido no cabe.</translation>
    </message>
    <message>
        <source>efficiency, % (dashed)</source>
        <translation>eficiencia, % (discontinua)</translation>
    </message>
    <message>
        <source>µs per step (solid)</source>
        <translation>µs por paso (continua)</translation>
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
        <translation>Las TPU superan a las GPU en el entrenamiento masivo con lotes grandes; las GPU son mejores con lotes pequeños y modelos pequeños.</translation>
    </message>
    <message>
        <source>TPUs are up to 2.8× more efficient than GPUs on dense, static-shape work.</source>
        <translation>Las TPU son hasta 2,8× más eficientes que las GPU en cargas densas con formas estáticas.</translation>
    </message>
    <message>
        <source>TPUs sip power while GPUs guzzle it: more work per watt.</source>
        <translation>Las TPU consumen energía con moderación mientras las GPU la devoran: más trabajo por vatio.</translation>
    </message>
    <message>
        <source>TPUs make a training run at scale cheaper, but only when utilization is high: underutilization eats the savings.</source>
        <translation>Las TPU abaratan un entrenamiento a gran escala, pero solo con una utilización alta: la infrautilización se come el ahorro.</translation>
    </message>
    <message>
        <source>TPUs can only be rented, GPUs can be bought: over a project&apos;s life, owning GPUs is cheaper.</source>
        <translation>Las TPU solo se pueden alquilar, las GPU se pueden comprar: a lo largo de la vida de un proyecto, tener GPU propias sale más barato.</translation>
    </message>
    <message>
        <source>GPUs are better for small, odd or irregular shapes.</source>
        <translation>Las GPU son mejores para formas pequeñas, atípicas o irregulares.</translation>
    </message>
    <message>
        <source>bf16 lowers memory traffic and energy compared with fp32.</source>
        <translation>bf16 reduce el tráfico de memoria y la energía frente a fp32.</translation>
    </message>
    <message>
        <source>More memory per chip lets a model fit on fewer chips.</source>
        <translation>Más memoria por chip permite que un modelo quepa en menos chips.</translation>
    </message>
    <message>
        <source>Matrix units (tensor cores) are an order of magnitude faster than the vector (CUDA) cores on matrix work, and no faster elsewhere.</source>
        <translation>Las unidades matriciales (núcleos Tensor) son un orden de magnitud más rápidas que los núcleos vectoriales (CUDA) en el trabajo matricial, y no más rápidas en lo demás.</translation>
    </message>
    <message>
        <source>The TPU&apos;s inter-chip torus relieves the communication bottleneck of GPU clusters.</source>
        <translation>El toro entre chips de la TPU alivia el cuello de botella de comunicación de los clústeres de GPU.</translation>
    </message>
    <message>
        <source>holds</source>
        <translation>se cumple</translation>
    </message>
    <message>
        <source>holds only when</source>
        <translation>solo se cumple si</translation>
    </message>
    <message>
        <source>does not hold</source>
        <translation>no se cumple</translation>
    </message>
    <message>
        <source>within the uncertainty</source>
        <translation>dentro de la incertidumbre</translation>
    </message>
    <message>
        <source>cannot tell</source>
        <translation>no se puede saber</translation>
    </message>
    <message>
        <source>Tick a GPU to test it.</source>
        <translation>Marque una GPU para comprobar la afirmación.</translation>
    </message>
    <message>
        <source>Tick a TPU (or another systolic chip) to test it.</source>
        <translation>Marque una TPU (u otro chip sistólico) para comprobar la afirmación.</translation>
    </message>
    <message>
        <source>%1 and %2 have the same memory per chip.</source>
        <translation>%1 y %2 tienen la misma memoria por chip.</translation>
    </message>
    <message>
        <source>A price is missing: %1.</source>
        <translation>Falta un precio: %1.</translation>
    </message>
    <message>
        <source>%1 has no purchase price in the catalog.</source>
        <translation>%1 no tiene precio de compra en el catálogo.</translation>
    </message>
    <message>
        <source>The model fits one chip of %1 or %2 at no batch of the sweep; the chip chart shows how many it needs.</source>
        <translation>El modelo no cabe en un chip de %1 o de %2 con ningún lote del barrido; el gráfico según los chips muestra cuántos necesita.</translation>
    </message>
    <message>
        <source>No legal split of this workload over many chips of %1.</source>
        <translation>No hay ningún reparto válido de esta carga de trabajo en muchos chips de %1.</translation>
    </message>
    <message>
        <source>A power figure is missing: %1.</source>
        <translation>Falta un dato de potencia: %1.</translation>
    </message>
    <message>
        <source>The experiment cannot run here (%1).</source>
        <translation>El experimento no puede ejecutarse aquí (%1).</translation>
    </message>
    <message>
        <source>%1 over %2 throughput per chip: %3× at batch %4, %5 at batch %6.</source>
        <translation>Rendimiento por chip de %1 respecto a %2: %3× con lote %4, %5 con lote %6.</translation>
    </message>
    <message>
        <source>%1 pulls ahead from batch %2.</source>
        <translation>%1 se adelanta a partir del lote %2.</translation>
    </message>
    <message>
        <source>%1 does %2 the work per joule of %3; the claim says 2.8×.</source>
        <translation>%1 hace por julio %2 el trabajo de %3; la afirmación dice 2,8×.</translation>
    </message>
    <message>
        <source>%1 does %2 the work per joule of %3 (chip energy).</source>
        <translation>%1 hace por julio %2 el trabajo de %3 (energía del chip).</translation>
    </message>
    <message>
        <source>On %1 chips, a run on %2 costs $%3 and on %4 $%5: %4 costs %6 as much. Below %7 % MFU on %2 (estimated: %8 %) the saving is gone.</source>
        <translation>Con %1 chips, una ejecución cuesta %3 $ en %2 y %5 $ en %4: el coste relativo de %4 es %6. Por debajo del %7 % de MFU en %2 (estimado: %8 %), el ahorro desaparece.</translation>
    </message>
    <message>
        <source>%1 rents at $%2 a chip-hour and costs $%3 owned at %4 % use; owning is cheaper above %5 % use.</source>
        <translation>%1 se alquila a %2 $ la hora de chip y en propiedad cuesta %3 $ con un %4 % de uso; la propiedad sale más barata por encima del %5 % de uso.</translation>
    </message>
    <message>
        <source>%1 is rent only, at $%2 a chip-hour.</source>
        <translation>%1 solo se alquila, a %2 $ la hora de chip.</translation>
    </message>
    <message>
        <source>On small, odd shapes (37 rows, one past a tile) %1 reaches %2 % of its peak and %3 %4 %: %1 is %5 as efficient.</source>
        <translation>En formas pequeñas y atípicas (37 filas, una más que una tesela), %1 alcanza el %2 % de su pico y %3 el %4 %: la eficiencia relativa de %1 es %5.</translation>
    </message>
    <message>
        <source>In fp32 the step moves %1 the bytes it moves in bf16.</source>
        <translation>En fp32 el paso mueve %1 los bytes que mueve en bf16.</translation>
    </message>
    <message>
        <source>On %1 it takes %2× the energy.</source>
        <translation>En %1 consume %2× la energía.</translation>
    </message>
    <message>
        <source>%1 has no fp32 matrix rate.</source>
        <translation>%1 no tiene tasa matricial en fp32.</translation>
    </message>
    <message>
        <source>On %1 the matrix peak is %2 the vector peak; matrix operators take %3 % of the step, so the step is at most %4× faster for them.</source>
        <translation>En %1 el pico matricial es %2 el pico vectorial; los operadores matriciales ocupan el %3 % del paso, así que gracias a ellos el paso es como mucho %4× más rápido.</translation>
    </message>
    <message>
        <source>On %1 chips, the step waits on communication %2 % of the time on %3 and %4 % on %5.</source>
        <translation>Con %1 chips, el paso espera a la comunicación el %2 % del tiempo en %3 y el %4 % en %5.</translation>
    </message>
    <message>
        <source>%1 has no matrix rate at this workload&apos;s precision.</source>
        <translation>%1 no tiene tasa matricial con la precisión de esta carga.</translation>
    </message>
    <message>
        <source>%1 has no vector (CUDA-core) rate in the catalog.</source>
        <translation>%1 no tiene tasa vectorial (núcleos CUDA) en el catálogo.</translation>
    </message>
    <message>
        <source>%1 cannot run this workload.</source>
        <translation>%1 no puede ejecutar esta carga.</translation>
    </message>
    <message>
        <source>No chip count up to 16,384 holds this workload on %1.</source>
        <translation>Ningún número de chips hasta 16.384 contiene esta carga en %1.</translation>
    </message>
    <message>
        <source>Neither chip runs this workload in fp32.</source>
        <translation>Ninguno de los dos chips ejecuta esta carga en fp32.</translation>
    </message>
    <message>
        <source>The workload has no matrix products.</source>
        <translation>La carga no tiene productos de matrices.</translation>
    </message>
    <message>
        <source>Throughput per chip against batch</source>
        <translation>Rendimiento por chip frente al lote</translation>
    </message>
    <message>
        <source>Work per joule of chip energy</source>
        <translation>Trabajo por julio de energía del chip</translation>
    </message>
    <message>
        <source>Cost of the run against utilization</source>
        <translation>Coste de la ejecución frente a la utilización</translation>
    </message>
    <message>
        <source>A chip-hour rented or owned, against use</source>
        <translation>Una hora de chip en alquiler o en propiedad, frente al uso</translation>
    </message>
    <message>
        <source>Fraction of peak: the workload&apos;s shapes and odd ones</source>
        <translation>Fracción del pico: formas de la carga de trabajo y formas impares</translation>
    </message>
    <message>
        <source>fp32 against bf16</source>
        <translation>fp32 frente a bf16</translation>
    </message>
    <message>
        <source>Fewest chips that hold the model</source>
        <translation>Mínimo de chips que contienen el modelo</translation>
    </message>
    <message>
        <source>Speed-up from the matrix units</source>
        <translation>Aceleración por las unidades matriciales</translation>
    </message>
    <message>
        <source>Waiting on communication against chips</source>
        <translation>Espera de comunicación frente a chips</translation>
    </message>
    <message>
        <source>batch</source>
        <translation>lote</translation>
    </message>
    <message>
        <source>tokens/s per chip</source>
        <translation>tokens/s por chip</translation>
    </message>
    <message>
        <source>MFU of %1 (%)</source>
        <extracomment>%1 a TPU; MFU: model FLOPs utilization</extracomment>
        <translation>MFU de %1 (%)</translation>
    </message>
    <message>
        <source>cost of the run (USD)</source>
        <translation>coste de la ejecución (USD)</translation>
    </message>
    <message>
        <source>use of an owned chip (%)</source>
        <translation>uso de un chip en propiedad (%)</translation>
    </message>
    <message>
        <source>chips</source>
        <translation>chips</translation>
    </message>
    <message>
        <source>tokens per joule</source>
        <translation>tokens por julio</translation>
    </message>
    <message>
        <source>fraction of peak (%)</source>
        <translation>fracción del pico (%)</translation>
    </message>
    <message>
        <source>fp32 ÷ bf16</source>
        <translation>fp32 ÷ bf16</translation>
    </message>
    <message>
        <source>times faster</source>
        <translation>veces más rápido</translation>
    </message>
    <message>
        <source>%1 rented</source>
        <extracomment>%1 a GPU, paid by the hour</extracomment>
        <translation>%1 en alquiler</translation>
    </message>
    <message>
        <source>%1 owned</source>
        <extracomment>%1 a GPU, bought</extracomment>
        <translation>%1 en propiedad</translation>
    </message>
    <message>
        <source>%1, the workload&apos;s shapes</source>
        <translation>%1, formas de la carga de trabajo</translation>
    </message>
    <message>
        <source>%1, odd shapes</source>
        <translation>%1, formas impares</translation>
    </message>
    <message>
        <source>bytes moved</source>
        <translation>bytes movidos</translation>
    </message>
    <message>
        <source>energy on %1</source>
        <translation>energía en %1</translation>
    </message>
    <message>
        <source>matrix work (peak)</source>
        <translation>trabajo matricial (pico)</translation>
    </message>
    <message>
        <source>the whole step (at most)</source>
        <translation>el paso completo (como máximo)</translation>
    </message>
    <message>
        <source>crossover at batch %1</source>
        <translation>cruce en el lote %1</translation>
    </message>
    <message>
        <source>the claimed 2.8×</source>
        <translation>el 2,8× afirmado</translation>
    </message>
    <message>
        <source>break-even at %1 %</source>
        <translation>punto de equilibrio en el %1 %</translation>
    </message>
    <message>
        <source>no change</source>
        <translation>sin cambio</translation>
    </message>
    <message>
        <source>an order of magnitude</source>
        <translation>un orden de magnitud</translation>
    </message>
    <message>
        <source>smallest batch of the sweep</source>
        <translation>lote más pequeño del barrido</translation>
    </message>
    <message>
        <source>largest batch of the sweep</source>
        <translation>lote más grande del barrido</translation>
    </message>
    <message>
        <source>crossover batch</source>
        <translation>lote de cruce</translation>
    </message>
    <message>
        <source>throughput per chip, %1 ÷ %2, at the smallest batch</source>
        <translation>rendimiento por chip, %1 ÷ %2, en el lote más pequeño</translation>
    </message>
    <message>
        <source>throughput per chip, %1 ÷ %2, at the largest batch</source>
        <translation>rendimiento por chip, %1 ÷ %2, en el lote más grande</translation>
    </message>
    <message>
        <source>the claimed ratio</source>
        <translation>la relación afirmada</translation>
    </message>
    <message>
        <source>cost of the run</source>
        <translation>coste de la ejecución</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>break-even MFU of %1</source>
        <translation>MFU del punto de equilibrio de %1</translation>
    </message>
    <message>
        <source>rent per chip-hour</source>
        <translation>alquiler por hora de chip</translation>
    </message>
    <message>
        <source>owned, per chip-hour of work</source>
        <translation>en propiedad, por hora de chip de trabajo</translation>
    </message>
    <message>
        <source>use of an owned chip</source>
        <translation>uso de un chip en propiedad</translation>
    </message>
    <message>
        <source>break-even use of an owned %1</source>
        <translation>uso en el punto de equilibrio, %1 en propiedad</translation>
    </message>
    <message>
        <source>cost of the run, rented</source>
        <translation>coste de la ejecución, en alquiler</translation>
    </message>
    <message>
        <source>cost of the run, owned</source>
        <translation>coste de la ejecución, en propiedad</translation>
    </message>
    <message>
        <source>shapes tested</source>
        <translation>formas probadas</translation>
    </message>
    <message>
        <source>fraction of peak, odd shapes</source>
        <translation>fracción del pico, formas impares</translation>
    </message>
    <message>
        <source>fraction of peak, the workload&apos;s shapes</source>
        <translation>fracción del pico, formas de la carga de trabajo</translation>
    </message>
    <message>
        <source>bytes moved, fp32 ÷ bf16</source>
        <translation>bytes movidos, fp32 ÷ bf16</translation>
    </message>
    <message>
        <source>energy, fp32 ÷ bf16</source>
        <translation>energía, fp32 ÷ bf16</translation>
    </message>
    <message>
        <source>memory per chip</source>
        <translation>memoria por chip</translation>
    </message>
    <message>
        <source>fewest chips that hold the model</source>
        <translation>mínimo de chips que contienen el modelo</translation>
    </message>
    <message>
        <source>matrix peak ÷ vector peak of %1</source>
        <translation>pico matricial ÷ pico vectorial de %1</translation>
    </message>
    <message>
        <source>share of the step in matrix operators on %1</source>
        <translation>fracción del paso en operadores matriciales en %1</translation>
    </message>
    <message>
        <source>the step&apos;s speed-up from matrix units, at most</source>
        <translation>aceleración del paso por las unidades matriciales, como máximo</translation>
    </message>
    <message>
        <source>step waiting on communication</source>
        <translation>paso esperando comunicación</translation>
    </message>
    <message>
        <source>communication per step</source>
        <translation>comunicación por paso</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>a figure of one device: &quot;%1&quot; the device, &quot;%2&quot; the figure, e.g. &quot;TPU v5p: tokens per joule&quot;</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>$%1 a chip-hour</source>
        <translation>$%1 la hora de chip</translation>
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
        <translation>El barrido ejecuta la carga de trabajo con lotes globales que difieren en un factor de dos, en un chip si el modelo cabe en uno y, si no, en los chips del trabajo; el cruce es el primer lote en el que el rendimiento por chip del chip sistólico supera al de la GPU.</translation>
    </message>
    <message>
        <source>Tokens per second per chip on the systolic chip divided by the same on the GPU, at that batch; each from the engine&apos;s step time for the batch.</source>
        <translation>Tokens por segundo por chip en el chip sistólico divididos entre lo mismo en la GPU, con ese lote; cada uno a partir del tiempo de paso del motor para el lote.</translation>
    </message>
    <message>
        <source>The job&apos;s chips, or 256 for a one-chip workspace, halved until both devices have a legal split of the workload.</source>
        <translation>Los chips del trabajo, o 256 para un espacio de trabajo de un chip, divididos a la mitad hasta que ambos dispositivos tengan un reparto válido de la carga de trabajo.</translation>
    </message>
    <message>
        <source>Tokens per step divided by the chip energy of the step (power × step time). The range comes from the power range where the power is estimated and from the step time&apos;s accuracy band.</source>
        <translation>Tokens por paso divididos entre la energía del chip en el paso (potencia × tiempo de paso). El intervalo procede del rango de potencia cuando la potencia es estimada y de la banda de precisión del tiempo de paso.</translation>
    </message>
    <message>
        <source>The best split the search finds on the chips, run for the workspace&apos;s tokens: chip-hours × the rental price. MFU is the model FLOPs of a step over the chips&apos; peak × the step time.</source>
        <translation>El mejor reparto que encuentra la búsqueda en los chips, ejecutado para los tokens del espacio de trabajo: horas de chip × el precio de alquiler. La MFU son los FLOPs del modelo de un paso entre el pico de los chips × el tiempo de paso.</translation>
    </message>
    <message>
        <source>The cost of a run scales as 1 ÷ MFU: the systolic chip&apos;s MFU × (its run cost ÷ the GPU&apos;s). Below it the GPU&apos;s run is cheaper.</source>
        <translation>El coste de una ejecución escala como 1 ÷ MFU: la MFU del chip sistólico × (su coste de ejecución ÷ el de la GPU). Por debajo, la ejecución en la GPU es más barata.</translation>
    </message>
    <message>
        <source>The catalog&apos;s rental quote for the device (its source is in the catalog), times the chip-hours of the run.</source>
        <translation>La cotización de alquiler del catálogo para el dispositivo (su fuente está en el catálogo), por las horas de chip de la ejecución.</translation>
    </message>
    <message>
        <source>Owning: the purchase price spread over the amortization years at the assumed use, plus electricity at the facility&apos;s PUE and hosting, per chip-hour of work.</source>
        <translation>En propiedad: el precio de compra repartido en los años de amortización con el uso supuesto, más la electricidad con el PUE de la instalación y el alojamiento, por hora de chip de trabajo.</translation>
    </message>
    <message>
        <source>Renting and owning cost the same where the purchase per hour of use equals the rent minus electricity and hosting: purchase per hour at full use ÷ (rent − electricity − hosting).</source>
        <translation>Alquilar y poseer cuestan lo mismo cuando la compra por hora de uso iguala al alquiler menos la electricidad y el alojamiento: compra por hora a pleno uso ÷ (alquiler − electricidad − alojamiento).</translation>
    </message>
    <message>
        <source>The workload&apos;s six largest distinct matrix products, and the same made small and odd (37 rows, one more than each other side): the geometric mean of each one&apos;s FLOP rate over the device&apos;s peak, from the engine&apos;s GEMM model.</source>
        <translation>Los seis mayores productos matriciales distintos de la carga de trabajo, y los mismos hechos pequeños e impares (37 filas, cada uno de los demás lados con uno más): la media geométrica de la tasa de FLOP de cada uno sobre el pico del dispositivo, según el modelo GEMM del motor.</translation>
    </message>
    <message>
        <source>The same step in fp32 and in bf16: the workload&apos;s compulsory bytes, and the chip energy of each step where the device has an fp32 rate.</source>
        <translation>El mismo paso en fp32 y en bf16: los bytes obligatorios de la carga de trabajo, y la energía del chip de cada paso cuando el dispositivo tiene una tasa fp32.</translation>
    </message>
    <message>
        <source>The catalog&apos;s memory per chip, and the fewest chips whose best split holds the weights, gradients, optimizer state and activations.</source>
        <translation>La memoria por chip del catálogo, y el mínimo de chips cuyo mejor reparto contiene los pesos, gradientes, estado del optimizador y activaciones.</translation>
    </message>
    <message>
        <source>The catalog&apos;s matrix peak at the workload&apos;s precision over the fp32 vector peak; the step&apos;s matrix operators would take that much longer without matrix units, the rest would not change (Amdahl&apos;s law).</source>
        <translation>El pico matricial del catálogo en la precisión de la carga de trabajo entre el pico vectorial fp32; los operadores matriciales del paso tardarían tanto más sin unidades matriciales, el resto no cambiaría (ley de Amdahl).</translation>
    </message>
    <message>
        <source>The collectives of the best split on each network (torus or NVLink and InfiniBand), from the collective model; the exposed share is the time the step waits for them after overlap, over the step time.</source>
        <translation>Las operaciones colectivas del mejor reparto en cada red (toro o NVLink e InfiniBand), según el modelo de colectivas; la fracción expuesta es el tiempo que el paso espera por ellas tras el solapamiento, sobre el tiempo de paso.</translation>
    </message>
    <message>
        <source>A figure of claim %1: %2</source>
        <extracomment>%1 the claim&apos;s statement</extracomment>
        <translation>Una cifra de la afirmación %1: %2</translation>
    </message>
    <message>
        <source>share of the step (%)</source>
        <translation>parte del paso (%)</translation>
    </message>
    <message>
        <source>USD (per chip-hour of work)</source>
        <translation>USD (por hora de chip de trabajo)</translation>
    </message>
    <message>
        <source>%1 computes fp32 matrix products in one bf16 pass (XLA&apos;s default precision), so fp32 costs it only the extra bytes.</source>
        <translation>%1 calcula los productos matriciales fp32 en una pasada bf16 (la precisión por defecto de XLA), así que fp32 solo le cuesta los bytes de más.</translation>
    </message>
    <message>
        <source>bf16 passes per fp32 matrix product</source>
        <translation>pasadas bf16 por producto matricial fp32</translation>
    </message>
    <message>
        <source>A chip without an fp32 matrix rate in the catalog computes fp32 products as bf16 passes: one at XLA&apos;s default precision, which the engine follows (three at HIGH, six at HIGHEST).</source>
        <translation>Un chip sin tasa matricial fp32 en el catálogo calcula los productos fp32 como pasadas bf16: una con la precisión por defecto de XLA, que sigue el motor (tres con HIGH, seis con HIGHEST).</translation>
    </message>
    <message>
        <source>%1 (%2 GiB a chip) needs %3 chips, %4 (%5 GiB) needs %6.</source>
        <translation>%1 (%2 GiB por chip) necesita %3 chips; %4 (%5 GiB), %6.</translation>
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
        <translation>Afirmaciones, comprobadas: las frases populares sobre GPU y TPU, probadas con su carga y sus dispositivos (marque una TPU y una GPU).</translation>
    </message>
    <message>
        <source>Claims, checked on %1 with %2 and %3</source>
        <translation>Afirmaciones, comprobadas en %1 con %2 y %3</translation>
    </message>
    <message>
        <source>no systolic chip</source>
        <translation>ningún chip sistólico</translation>
    </message>
    <message>
        <source>no GPU</source>
        <translation>ninguna GPU</translation>
    </message>
    <message>
        <source>Show the experiment</source>
        <translation>Mostrar el experimento</translation>
    </message>
    <message>
        <source>‹ All claims</source>
        <extracomment>goes back from one claim&apos;s experiment to the list of claims</extracomment>
        <translation>‹ Todas las afirmaciones</translation>
    </message>
    <message>
        <source>Back to the list of claims (Backspace)</source>
        <translation>Volver a la lista de afirmaciones (Retroceso)</translation>
    </message>
    <message>
        <source>Click a figure to see how it is computed</source>
        <translation>Haga clic en una cifra para ver cómo se calcula</translation>
    </message>
    <message>
        <source>Back to the list of claims</source>
        <translation>Volver a la lista de afirmaciones</translation>
    </message>
</context>
<context>
    <name>ts::ClipDialogs</name>
    <message>
        <source>The systolic array, playing</source>
        <translation>El array sistólico, en reproducción</translation>
    </message>
    <message>
        <source>The SIMT view, playing</source>
        <translation>La vista SIMT, en reproducción</translation>
    </message>
    <message>
        <source>Side by side, playing</source>
        <translation>Lado a lado, en reproducción</translation>
    </message>
    <message>
        <source>The Compare charts, batch 1 to 256</source>
        <translation>Los gráficos de Comparar, lote de 1 a 256</translation>
    </message>
    <message>
        <source>The tour “%1”, scene after scene</source>
        <extracomment>File › Export Clip: %1 the open tour&apos;s title</extracomment>
        <translation>El recorrido «%1», escena tras escena</translation>
    </message>
    <message>
        <source>Export Clip</source>
        <translation>Exportar clip</translation>
    </message>
    <message>
        <source>Record:</source>
        <translation>Grabar:</translation>
    </message>
    <message>
        <source>MP4 video (*.mp4);;Animated GIF (*.gif)</source>
        <translation>Vídeo MP4 (*.mp4);;GIF animado (*.gif)</translation>
    </message>
    <message>
        <source>Drawing the clip&apos;s frames…</source>
        <translation>Dibujando los fotogramas del clip…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Cannot write &apos;%1&apos;: %2</source>
        <translation>No se puede escribir &apos;%1&apos;: %2</translation>
    </message>
    <message>
        <source>Wrote the clip %1 (%2 frames)</source>
        <extracomment>The status bar after File › Export Clip; %1 the file, %2 its frames</extracomment>
        <translation>Clip %1 escrito (%2 fotogramas)</translation>
    </message>
</context>
<context>
    <name>ts::ClipEncoder</name>
    <message>
        <source>cannot encode &apos;%1&apos;: %2: %3</source>
        <extracomment>%1 the clip&apos;s file, %2 what failed, %3 FFmpeg&apos;s reason</extracomment>
        <translation>No se puede codificar &apos;%1&apos;: %2: %3</translation>
    </message>
    <message>
        <source>cannot encode &apos;%1&apos;: this FFmpeg has no H.264 encoder (libx264)</source>
        <translation>No se puede codificar &apos;%1&apos;: este FFmpeg no tiene codificador H.264 (libx264)</translation>
    </message>
    <message>
        <source>cannot encode &apos;%1&apos;: this FFmpeg has no GIF encoder</source>
        <translation>No se puede codificar &apos;%1&apos;: este FFmpeg no tiene codificador GIF</translation>
    </message>
    <message>
        <source>the %1 muxer</source>
        <translation>el multiplexor %1</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>memoria</translation>
    </message>
    <message>
        <source>the file&apos;s header</source>
        <translation>la cabecera del archivo</translation>
    </message>
    <message>
        <source>the colour conversion</source>
        <translation>la conversión de color</translation>
    </message>
    <message>
        <source>cannot encode &apos;%1&apos;: the clip would be larger than %2 MiB; make it shorter, smaller or with fewer frames a second</source>
        <translation>No se puede codificar &apos;%1&apos;: el clip superaría los %2 MiB; hágalo más corto, más pequeño o con menos fotogramas por segundo</translation>
    </message>
    <message>
        <source>cannot encode &apos;%1&apos;: frame %2: %3</source>
        <translation>No se puede codificar &apos;%1&apos;: fotograma %2: %3</translation>
    </message>
    <message>
        <source>cannot encode &apos;%1&apos;: the end of the file: %2</source>
        <translation>No se puede codificar &apos;%1&apos;: el final del archivo: %2</translation>
    </message>
    <message>
        <source>cannot encode &apos;%1&apos;: this build of Tensorscope has no clip support (it was built without the FFmpeg libraries)</source>
        <translation>No se puede codificar &apos;%1&apos;: esta compilación de Tensorscope no admite clips (se compiló sin las bibliotecas de FFmpeg)</translation>
    </message>
</context>
<context>
    <name>ts::ClipRecorder</name>
    <message>
        <source>a clip is an .mp4 or a .gif file</source>
        <translation>un clip es un archivo .mp4 o .gif</translation>
    </message>
    <message>
        <source>an MP4 clip needs even sides (H.264&apos;s colour is stored at half size); %1x%2 is not</source>
        <translation>un clip MP4 necesita lados pares (H.264 guarda el color a la mitad de tamaño); %1x%2 no los tiene</translation>
    </message>
    <message>
        <source>the folder &apos;%1&apos; does not exist</source>
        <translation>la carpeta &apos;%1&apos; no existe</translation>
    </message>
    <message>
        <source>Global batch %1</source>
        <extracomment>Burned into each frame of a compare clip (the batch sweep); %1 the batch</extracomment>
        <translation>Lote global %1</translation>
    </message>
</context>
<context>
    <name>ts::ColumnChart</name>
    <message>
        <source>(no data)</source>
        <extracomment>under a device&apos;s name in a chart whose value it has none of (e.g. no price)</extracomment>
        <translation>(sin datos)</translation>
    </message>
    <message>
        <source>(estimated)</source>
        <extracomment>under a device&apos;s name in a chart whose value comes from an estimated figure (e.g. an energy from an estimated power)</extracomment>
        <translation>(estimado)</translation>
    </message>
    <message>
        <source>trillions</source>
        <extracomment>a chart axis whose numbers count trillions (10^12)</extracomment>
        <translation>billones</translation>
    </message>
    <message>
        <source>billions</source>
        <translation>miles de millones</translation>
    </message>
    <message>
        <source>millions</source>
        <translation>millones</translation>
    </message>
    <message>
        <source>thousands</source>
        <translation>miles</translation>
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
        <translation>%1 — NO CABE</translation>
    </message>
    <message>
        <source>%1 %2 (%3)</source>
        <translation>%1 %2 (%3)</translation>
    </message>
    <message>
        <source>cannot estimate</source>
        <translation>no se puede estimar</translation>
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
        <translation>Dispositivo</translation>
    </message>
    <message>
        <source>%1 (%2) — higher is better; ★ marks the best</source>
        <translation>%1 (%2) — más es mejor; ★ marca el mejor</translation>
    </message>
    <message>
        <source>%1 (%2) — lower is better; ★ marks the best</source>
        <translation>%1 (%2) — menos es mejor; ★ marca el mejor</translation>
    </message>
    <message>
        <source>no data</source>
        <extracomment>The accuracy column of a device the validation data has no figure for.</extracomment>
        <translation>sin datos</translation>
    </message>
    <message>
        <source>The validation data has no scored measurement of this kind of step: no uncertainty band.</source>
        <translation>Los datos de validación no tienen ninguna medición puntuada de este tipo de paso: sin banda de incertidumbre.</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Step time uncertainty&lt;/b&gt;&lt;/p&gt;&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;Throughput and MFU take the reciprocal band, costs the same one.&lt;/p&gt;</source>
        <extracomment>The tooltip of the accuracy column: %1 is where the band comes from.</extracomment>
        <translation>&lt;p&gt;&lt;b&gt;Incertidumbre del tiempo de paso&lt;/b&gt;&lt;/p&gt;&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;El rendimiento y el MFU toman la banda recíproca; los costes, la misma.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Uncertainty</source>
        <extracomment>Column of the comparison table: the uncertainty band of the step time.</extracomment>
        <translation>Incertidumbre</translation>
    </message>
    <message>
        <source>How far measurements of similar work were from the engine&apos;s prediction (Help › Accuracy); wider when an input is assumed</source>
        <translation>Cuánto se alejaron las mediciones de trabajos similares de la predicción del motor (Ayuda › Precisión); más ancha cuando una entrada es supuesta</translation>
    </message>
    <message>
        <source>no legal split</source>
        <translation>sin reparto válido</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Chips · split</source>
        <extracomment>Column of the comparison table for a job on many chips: chip count and split</extracomment>
        <translation>Chips · reparto</translation>
    </message>
    <message>
        <source>The chips the job runs on and how the step is split over them (dp data, tp tensor, pp pipeline, ep expert parallel; ZeRO stage)</source>
        <translation>Los chips en los que se ejecuta el trabajo y cómo se reparte el paso entre ellos (dp paralelismo de datos, tp de tensores, pp de canalización, ep de expertos; etapa ZeRO)</translation>
    </message>
    <message>
        <source>Comm. wait</source>
        <extracomment>Column of the comparison table: the share of a step spent waiting on collectives</extracomment>
        <translation>Espera com.</translation>
    </message>
    <message>
        <source>Share of the step spent waiting on communication that compute does not hide</source>
        <translation>Parte del paso dedicada a esperar comunicaciones que el cómputo no oculta</translation>
    </message>
    <message>
        <source>Run time</source>
        <extracomment>Column of the comparison table: how long the whole run takes</extracomment>
        <translation>Duración</translation>
    </message>
    <message>
        <source>Time to process the run&apos;s tokens on all the job&apos;s chips</source>
        <translation>Tiempo necesario para procesar los tokens de la ejecución en todos los chips del trabajo</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>no cabe</translation>
    </message>
    <message>
        <source>Serving batch</source>
        <extracomment>Column of the comparison table: requests served together, and what set that</extracomment>
        <translation>Lote servido</translation>
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
        <translation>Tokens/s · chip</translation>
    </message>
    <message>
        <source>Tokens per $</source>
        <extracomment>Column of the comparison table: output tokens one dollar of rent buys</extracomment>
        <translation>Tokens por $</translation>
    </message>
    <message>
        <source>Requests served together: the largest batch that fits memory and meets the latency targets (Run › targets), or the workload&apos;s batch without targets</source>
        <translation>Solicitudes servidas juntas: el mayor lote que cabe en memoria y cumple los objetivos de latencia (Ejecución › objetivos), o el lote de la carga de trabajo sin objetivos</translation>
    </message>
    <message>
        <source>Time to first token: the prefill of the batch&apos;s prompts — lower is better; ★ marks the best</source>
        <translation>Tiempo hasta el primer token: el prefill de los prompts del lote — menos es mejor; ★ marca el mejor</translation>
    </message>
    <message>
        <source>Time per output token: one decode step of the batch — lower is better; ★ marks the best</source>
        <translation>Tiempo por token de salida: un paso de decodificación del lote — menos es mejor; ★ marca el mejor</translation>
    </message>
    <message>
        <source>Output tokens a second per chip at the serving batch — higher is better; ★ marks the best</source>
        <translation>Tokens de salida por segundo y chip con el lote servido — más es mejor; ★ marca el mejor</translation>
    </message>
    <message>
        <source>Output tokens one dollar of the chip&apos;s rent buys — higher is better; ★ marks the best</source>
        <translation>Tokens de salida que compra un dólar de alquiler del chip — más es mejor; ★ marca el mejor</translation>
    </message>
</context>
<context>
    <name>ts::DeveloperHarness</name>
    <message>
        <source>Scripted edit</source>
        <translation>Edición por script</translation>
    </message>
</context>
<context>
    <name>ts::DevicePickerPanel</name>
    <message>
        <source>Search devices (name, vendor, memory type)</source>
        <translation>Buscar dispositivos (nombre, fabricante, tipo de memoria)</translation>
    </message>
    <message>
        <source>All kinds</source>
        <translation>Todos los tipos</translation>
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
        <translation>Otros</translation>
    </message>
    <message>
        <source>&amp;Duplicate as what-if...</source>
        <translation>&amp;Duplicar como hipotético...</translation>
    </message>
    <message>
        <source>Copy the selected device with changed figures, saved as a user catalog file</source>
        <translation>Copiar el dispositivo seleccionado con datos modificados, guardado como archivo de catálogo del usuario</translation>
    </message>
</context>
<context>
    <name>ts::DocumentationDialog</name>
    <message>
        <source>Documentation</source>
        <translation>Documentación</translation>
    </message>
    <message>
        <source>The documentation is not installed with this copy of Tensorscope. It is published on the project&apos;s web site:</source>
        <translation>La documentación no está instalada con esta copia de Tensorscope. Está publicada en el sitio web del proyecto:</translation>
    </message>
    <message>
        <source>The same pages come with the source code, in its docs folder and README.md.</source>
        <extracomment>&quot;docs&quot; and &quot;README.md&quot; are names of a folder and a file; keep them as they are</extracomment>
        <translation>Las mismas páginas acompañan al código fuente, en su carpeta docs y en README.md.</translation>
    </message>
    <message>
        <source>Open in Browser...</source>
        <translation>Abrir en el navegador...</translation>
    </message>
</context>
<context>
    <name>ts::EngineErrorText</name>
    <message>
        <source>the device has no matrix rate for the precision or a fallback</source>
        <translation>el dispositivo no tiene tasa matricial para la precisión ni para una alternativa</translation>
    </message>
    <message>
        <source>a dimension is zero, negative or too large to estimate</source>
        <translation>una dimensión es cero, negativa o demasiado grande para estimar</translation>
    </message>
    <message>
        <source>an engine option is not a finite number in its range</source>
        <translation>una opción del motor no es un número finito dentro de su rango</translation>
    </message>
    <message>
        <source>the device&apos;s figures give no finite estimate</source>
        <translation>las cifras del dispositivo no dan una estimación finita</translation>
    </message>
</context>
<context>
    <name>ts::ExplainPanel</name>
    <message>
        <source>Explanation</source>
        <translation>Explicación</translation>
    </message>
    <message>
        <source>How the selected operator&apos;s time, or the hovered number, was derived.</source>
        <translation>Cómo se derivó el tiempo del operador seleccionado, o el número bajo el puntero.</translation>
    </message>
    <message>
        <source>&lt;p&gt;Hover over a bar or a roofline point, or select a table cell or an operator: its derivation appears here.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Pase el ratón sobre una barra o un punto del roofline, o seleccione una celda de la tabla o un operador: su derivación aparece aquí.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>E&amp;xport as Markdown...</source>
        <translation>E&amp;xportar como Markdown...</translation>
    </message>
    <message>
        <source>Save the selected operator&apos;s walk-through for lecture notes</source>
        <translation>Guardar la explicación paso a paso del operador seleccionado para apuntes de clase</translation>
    </message>
    <message>
        <source>Cannot write &apos;%1&apos;: %2</source>
        <translation>No se puede escribir &apos;%1&apos;: %2</translation>
    </message>
    <message>
        <source>Export Explanation</source>
        <translation>Exportar explicación</translation>
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
        <translation>Exportar material</translation>
    </message>
    <message>
        <source>No tour is open. Make a handout of:</source>
        <extracomment>File › Export Handout with no tour open: the shipped tours to choose from</extracomment>
        <translation>No hay ningún recorrido abierto. Crear un material de:</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>Documento PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Drawing the tour&apos;s scenes…</source>
        <translation>Dibujando las escenas del recorrido…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Cannot write &apos;%1&apos;: %2</source>
        <translation>No se puede escribir &apos;%1&apos;: %2</translation>
    </message>
    <message>
        <source>Wrote the handout %1 (%2 pages)</source>
        <translation>Material %1 escrito (%2 páginas)</translation>
    </message>
</context>
<context>
    <name>ts::JobEditor</name>
    <message>
        <source>Change chips</source>
        <translation>Cambiar chips</translation>
    </message>
    <message>
        <source>Toggle fewest chips that fit</source>
        <translation>Activar/desactivar «mínimo de chips en que cabe»</translation>
    </message>
    <message>
        <source>Change split</source>
        <translation>Cambiar reparto</translation>
    </message>
    <message>
        <source>Change ZeRO stage</source>
        <translation>Cambiar etapa ZeRO</translation>
    </message>
    <message>
        <source>Change run tokens</source>
        <translation>Cambiar tokens por ejecución</translation>
    </message>
    <message>
        <source>Job</source>
        <extracomment>the Job section of the workload editor: chips, split and run length</extracomment>
        <translation>Trabajo</translation>
    </message>
    <message>
        <source>C&amp;hips</source>
        <translation>C&amp;hips</translation>
    </message>
    <message>
        <source>Chips of each device that run the step together</source>
        <translation>Chips de cada dispositivo que ejecutan el paso juntos</translation>
    </message>
    <message>
        <source>Fewest chips that fit</source>
        <translation>Mínimo de chips en que cabe</translation>
    </message>
    <message>
        <source>Search the powers of two up to %1 chips for the fewest on which some split holds the job in memory</source>
        <translation>Buscar entre las potencias de dos hasta %1 chips el menor número en el que algún reparto hace caber el trabajo en memoria</translation>
    </message>
    <message>
        <source>S&amp;plit</source>
        <translation>Re&amp;parto</translation>
    </message>
    <message>
        <source>Fastest that fits (search)</source>
        <translation>El más rápido que cabe (búsqueda)</translation>
    </message>
    <message>
        <source>Set by hand</source>
        <translation>Fijado a mano</translation>
    </message>
    <message>
        <source>ZeRO</source>
        <translation>ZeRO</translation>
    </message>
    <message>
        <source>ZeRO stage: 1 shards optimizer state, 2 also gradients, 3 also weights (FSDP) over the data-parallel chips</source>
        <translation>Etapa ZeRO: 1 fragmenta el estado del optimizador, 2 también los gradientes, 3 también los pesos (FSDP) entre los chips del paralelismo de datos</translation>
    </message>
    <message>
        <source>Run &amp;tokens</source>
        <translation>&amp;Tokens por ejecución</translation>
    </message>
    <message>
        <source> B</source>
        <extracomment>suffix of the run-length box: billions of tokens</extracomment>
        <translation> mil M</translation>
    </message>
    <message>
        <source>Tokens (samples for models without tokens) the whole run processes, in billions: the per-run time, cost and energy</source>
        <translation>Tokens (muestras en los modelos sin tokens) que procesa toda la ejecución, en miles de millones: la base del tiempo, el coste y la energía por ejecución</translation>
    </message>
    <message>
        <source>Search: the engine tries every legal data, tensor, pipeline, context and expert split and ZeRO stage and keeps the fastest that fits. By hand: chips = dp × cp × tp × pp.</source>
        <translation>Búsqueda: el motor prueba todos los repartos válidos de datos, tensores, canalización, contexto y expertos y cada etapa ZeRO, y se queda con el más rápido que cabe. A mano: chips = dp × cp × tp × pp.</translation>
    </message>
</context>
<context>
    <name>ts::JobText</name>
    <message>
        <source>%1 chips: no legal split</source>
        <extracomment>the job column of a device: no split of N chips is legal for the workload</extracomment>
        <translation>%1 chips: sin reparto válido</translation>
    </message>
    <message>
        <source>does not fit on %1 chips</source>
        <extracomment>fewest-that-fit search: no chip count up to the limit holds the job</extracomment>
        <translation>no cabe en %1 chips</translation>
    </message>
    <message>
        <source>%1 chips (fewest that fit)</source>
        <translation>%1 chips (los menos en que cabe)</translation>
    </message>
    <message>
        <source>1 chip</source>
        <translation>1 chip</translation>
    </message>
    <message>
        <source>%1 chips</source>
        <translation>%1 chips</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>the engine cannot estimate the split&apos;s step</source>
        <translation>el motor no puede estimar el paso de este reparto</translation>
    </message>
    <message>
        <source>no figure</source>
        <translation>sin dato</translation>
    </message>
    <message>
        <source>step = compute of the slowest stage + pipeline bubble + exposed communication</source>
        <translation>paso = cómputo de la etapa más lenta + burbuja de la canalización + comunicación expuesta</translation>
    </message>
    <message>
        <source>throughput = tokens per step on all chips ÷ step time</source>
        <translation>rendimiento = tokens por paso en todos los chips ÷ tiempo por paso</translation>
    </message>
    <message>
        <source>tokens per step</source>
        <translation>tokens por paso</translation>
    </message>
    <message>
        <source>step time</source>
        <translation>tiempo por paso</translation>
    </message>
    <message>
        <source>$ per run = steps × step hours × chips × price per chip-hour; steps = ⌈run tokens ÷ tokens per step⌉</source>
        <translation>$ por ejecución = pasos × horas por paso × chips × precio por hora de chip; pasos = ⌈tokens de la ejecución ÷ tokens por paso⌉</translation>
    </message>
    <message>
        <source>run tokens</source>
        <translation>tokens de la ejecución</translation>
    </message>
    <message>
        <source>steps</source>
        <translation>pasos</translation>
    </message>
    <message>
        <source>run time</source>
        <translation>duración</translation>
    </message>
    <message>
        <source>chips</source>
        <translation>chips</translation>
    </message>
    <message>
        <source>price (%1)</source>
        <translation>precio (%1)</translation>
    </message>
    <message>
        <source>$%1 / chip-hour</source>
        <translation>%1 $ / hora de chip</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>sin precio</translation>
    </message>
    <message>
        <source>energy = steps × chips × (busy power × compute + idle power × waiting), × server overhead × PUE; CO₂ = energy × grid intensity</source>
        <translation>energía = pasos × chips × (potencia en carga × cómputo + potencia en reposo × espera), × sobrecarga del servidor × PUE; CO₂ = energía × intensidad de la red</translation>
    </message>
    <message>
        <source>energy per step, all chips (IT)</source>
        <translation>energía por paso, todos los chips (TI)</translation>
    </message>
    <message>
        <source>%1J</source>
        <translation>%1J</translation>
    </message>
    <message>
        <source>run chip energy range</source>
        <translation>rango de energía de los chips por ejecución</translation>
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
        <translation>energía de la ejecución (instalación)</translation>
    </message>
    <message>
        <source>%1 kWh</source>
        <translation>%1 kWh</translation>
    </message>
    <message>
        <source>grid intensity</source>
        <translation>intensidad de la red</translation>
    </message>
    <message>
        <source>%1 g CO₂/kWh</source>
        <translation>%1 g CO₂/kWh</translation>
    </message>
    <message>
        <source>run CO₂</source>
        <translation>CO₂ de la ejecución</translation>
    </message>
    <message>
        <source>%1 kg</source>
        <translation>%1 kg</translation>
    </message>
    <message>
        <source>owned $ per run = steps × step hours × chips × owned $ per chip-hour (purchase over its amortization, electricity at the job&apos;s power, hosting)</source>
        <translation>$ por ejecución (propio) = pasos × horas por paso × chips × $ por hora de chip propio (compra repartida en su amortización, electricidad a la potencia del trabajo, alojamiento)</translation>
    </message>
    <message>
        <source>owned chip-hour</source>
        <translation>hora de chip propio</translation>
    </message>
    <message>
        <source>$%1</source>
        <translation>%1 $</translation>
    </message>
    <message>
        <source>rent only</source>
        <translation>solo alquiler</translation>
    </message>
    <message>
        <source>rented chip-hour</source>
        <translation>hora de chip alquilado</translation>
    </message>
    <message>
        <source>tokens per joule = tokens per step ÷ chip energy of all chips per step</source>
        <translation>tokens por julio = tokens por paso ÷ energía de todos los chips por paso</translation>
    </message>
    <message>
        <source>tokens per dollar = tokens per step ÷ rent of all chips per step</source>
        <translation>tokens por dólar = tokens por paso ÷ alquiler de todos los chips por paso</translation>
    </message>
    <message>
        <source>tokens per kg CO₂ = run tokens ÷ the run&apos;s facility CO₂</source>
        <translation>tokens por kg CO₂ = tokens de la ejecución ÷ CO₂ de la ejecución en la instalación</translation>
    </message>
    <message>
        <source>%1 / %2 GiB per chip</source>
        <extracomment>memory per chip of a job on many chips, against one chip&apos;s capacity</extracomment>
        <translation>%1 / %2 GiB por chip</translation>
    </message>
    <message>
        <source>no count up to %1 chips holds the job: %2 GiB per chip on %3 GiB</source>
        <translation>ningún número hasta %1 chips da cabida al trabajo: %2 GiB por chip de %3 GiB</translation>
    </message>
    <message>
        <source>no split of %1 chips fits: %2 GiB per chip on %3 GiB</source>
        <translation>ningún reparto en %1 chips cabe: %2 GiB por chip de %3 GiB</translation>
    </message>
    <message>
        <source>the split set by hand does not fit %1 chips: %2 GiB per chip on %3 GiB</source>
        <translation>el reparto fijado a mano no cabe en %1 chips: %2 GiB por chip de %3 GiB</translation>
    </message>
</context>
<context>
    <name>ts::MainWindow</name>
    <message>
        <source>Start</source>
        <translation>Inicio</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Comparar</translation>
    </message>
    <message>
        <source>Systolic array</source>
        <translation>Matriz sistólica</translation>
    </message>
    <message>
        <source>SIMT (GPU)</source>
        <translation>SIMT (GPU)</translation>
    </message>
    <message>
        <source>Systolic vs SIMT</source>
        <translation>Sistólica frente a SIMT</translation>
    </message>
    <message>
        <source>Tensorscope %1 - ready</source>
        <translation>Tensorscope %1 - listo</translation>
    </message>
    <message>
        <source>Autosaved unsaved changes</source>
        <translation>Cambios sin guardar guardados automáticamente</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Carga de trabajo</translation>
    </message>
    <message>
        <source>Devices</source>
        <translation>Dispositivos</translation>
    </message>
    <message>
        <source>Operators</source>
        <translation>Operadores</translation>
    </message>
    <message>
        <source>Explanation</source>
        <translation>Explicación</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>&amp;New Workspace</source>
        <translation>&amp;Nuevo espacio de trabajo</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>&amp;Abrir...</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Abrir &amp;reciente</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>Guardar &amp;como...</translation>
    </message>
    <message>
        <source>Export &amp;Chart</source>
        <translation>Exportar &amp;gráfico</translation>
    </message>
    <message>
        <source>Export &amp;Results...</source>
        <translation>Exportar &amp;resultados...</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Tema</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Claro</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Oscuro</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>&amp;About Tensorscope</source>
        <translation>&amp;Acerca de Tensorscope</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Acerca de &amp;Qt</translation>
    </message>
    <message>
        <source>%1[*] - Tensorscope</source>
        <translation>%1[*] - Tensorscope</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Sin título</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Guardado %1</translation>
    </message>
    <message>
        <source>Added what-if device %1</source>
        <translation>Dispositivo hipotético %1 añadido</translation>
    </message>
    <message>
        <source>Autosave to &apos;%1&apos; failed: %2. Your changes are still open; save them elsewhere.</source>
        <extracomment>%1 is a file path, %2 the reason from the file system (e.g. disk full)</extracomment>
        <translation>Falló el guardado automático en &apos;%1&apos;: %2. Sus cambios siguen abiertos; guárdelos en otro lugar.</translation>
    </message>
    <message>
        <source>Tour</source>
        <translation>Recorrido</translation>
    </message>
    <message>
        <source>Open &amp;Tour...</source>
        <translation>Abrir &amp;recorrido...</translation>
    </message>
    <message>
        <source>Guided T&amp;ours</source>
        <translation>Rec&amp;orridos guiados</translation>
    </message>
    <message>
        <source>Open Tour</source>
        <translation>Abrir recorrido</translation>
    </message>
    <message>
        <source>Record Tour Sc&amp;ene...</source>
        <translation>Grabar &amp;escena del recorrido...</translation>
    </message>
    <message>
        <source>Save Tour As...</source>
        <translation>Guardar recorrido como...</translation>
    </message>
    <message>
        <source>&amp;Preferences...</source>
        <translation>&amp;Preferencias...</translation>
    </message>
    <message>
        <source>&amp;Present</source>
        <translation>&amp;Presentar</translation>
    </message>
    <message>
        <source>A&amp;ccuracy...</source>
        <translation>Pre&amp;cisión...</translation>
    </message>
    <message>
        <source>&amp;Documentation...</source>
        <translation>&amp;Documentación...</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts...</source>
        <translation>A&amp;tajos de teclado...</translation>
    </message>
    <message>
        <source>Copy C&amp;hart</source>
        <translation>Copiar &amp;gráfico</translation>
    </message>
    <message>
        <source>&amp;Import Model...</source>
        <translation>&amp;Importar modelo...</translation>
    </message>
    <message>
        <source>Claims</source>
        <translation>Afirmaciones</translation>
    </message>
    <message>
        <source>Settings out of range, defaults used: %1</source>
        <translation>Ajustes fuera de rango, se usan los valores predeterminados: %1</translation>
    </message>
    <message>
        <source>Presenter &amp;Console</source>
        <translation>&amp;Consola del presentador</translation>
    </message>
    <message>
        <source>Export &amp;Handout...</source>
        <translation>Exportar &amp;material…</translation>
    </message>
    <message>
        <source>E&amp;dit Tour...</source>
        <translation>&amp;Editar recorrido...</translation>
    </message>
    <message>
        <source>Export C&amp;lip...</source>
        <translation>Exportar c&amp;lip...</translation>
    </message>
    <message>
        <source>Tour Editor</source>
        <translation>Editor de recorridos</translation>
    </message>
</context>
<context>
    <name>ts::ModelStructureText</name>
    <message>
        <source>%1 layers × %2</source>
        <translation>%1 capas × %2</translation>
    </message>
    <message>
        <source>%1 heads, latent attention (KV rank %2)</source>
        <translation>%1 cabezas, atención latente (rango KV %2)</translation>
    </message>
    <message>
        <source>%1 heads of %2 (%3 KV)</source>
        <translation>%1 cabezas de %2 (%3 KV)</translation>
    </message>
    <message>
        <source>%1 heads of %2</source>
        <translation>%1 cabezas de %2</translation>
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
        <translation>%1 expertos de %2, %3 por token</translation>
    </message>
    <message>
        <source> + %1 shared</source>
        <translation> + %1 compartidos</translation>
    </message>
    <message>
        <source>vocab %1</source>
        <translation>vocabulario %1</translation>
    </message>
    <message>
        <source>window %1 on %2 layers</source>
        <translation>ventana %1 en %2 capas</translation>
    </message>
    <message>
        <source>q/k/v biases</source>
        <translation>sesgos q/k/v</translation>
    </message>
    <message>
        <source>biases</source>
        <translation>sesgos</translation>
    </message>
    <message>
        <source>tied embeddings</source>
        <translation>embeddings ligados</translation>
    </message>
</context>
<context>
    <name>ts::OperatorPanel</name>
    <message>
        <source>Operator times on</source>
        <translation>Tiempos de operadores en</translation>
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
        <translation>Operador</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Número</translation>
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
        <translation>Tiempo</translation>
    </message>
    <message>
        <source>Bound</source>
        <translation>Límite</translation>
    </message>
    <message>
        <source>Of step</source>
        <translation>Del paso</translation>
    </message>
    <message>
        <source>compute</source>
        <extracomment>the limit that binds an operator&apos;s time (table column &quot;Bound&quot;)</extracomment>
        <translation>cómputo</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>memoria</translation>
    </message>
    <message>
        <source>communication</source>
        <translation>comunicación</translation>
    </message>
    <message>
        <source>overhead</source>
        <translation>sobrecarga</translation>
    </message>
    <message>
        <source>matmul</source>
        <extracomment>operator kind (table column &quot;Kind&quot;)</extracomment>
        <translation>producto matricial</translation>
    </message>
    <message>
        <source>batched matmul</source>
        <translation>productos matriciales por lotes</translation>
    </message>
    <message>
        <source>convolution</source>
        <translation>convolución</translation>
    </message>
    <message>
        <source>fused attention</source>
        <translation>atención fusionada</translation>
    </message>
    <message>
        <source>elementwise</source>
        <translation>elemento a elemento</translation>
    </message>
    <message>
        <source>normalization</source>
        <translation>normalización</translation>
    </message>
    <message>
        <source>softmax</source>
        <translation>softmax</translation>
    </message>
    <message>
        <source>embedding</source>
        <translation>embedding</translation>
    </message>
    <message>
        <source>MoE routing</source>
        <translation>enrutado MoE</translation>
    </message>
    <message>
        <source>optimizer update</source>
        <translation>actualización del optimizador</translation>
    </message>
    <message>
        <source>collective</source>
        <translation>colectiva</translation>
    </message>
    <message>
        <source>forward</source>
        <extracomment>when in a step an operator runs (table column &quot;Kind&quot;)</extracomment>
        <translation>hacia delante</translation>
    </message>
    <message>
        <source>recompute</source>
        <translation>recálculo</translation>
    </message>
    <message>
        <source>data gradient</source>
        <translation>gradiente de datos</translation>
    </message>
    <message>
        <source>weight gradient</source>
        <translation>gradiente de pesos</translation>
    </message>
    <message>
        <source>backward</source>
        <translation>hacia atrás</translation>
    </message>
    <message>
        <source>optimizer</source>
        <translation>optimizador</translation>
    </message>
    <message>
        <source>prefill</source>
        <translation>prefill</translation>
    </message>
    <message>
        <source>decode</source>
        <translation>decodificación</translation>
    </message>
</context>
<context>
    <name>ts::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Preferencias</translation>
    </message>
    <message>
        <source>System default (%1)</source>
        <extracomment>%1 is the system&apos;s language in its own name, e.g. &quot;Deutsch&quot;.</extracomment>
        <translation>Predeterminado del sistema (%1)</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <source>The window switches language as soon as you press OK.</source>
        <translation>La ventana cambia de idioma en cuanto pulse Aceptar.</translation>
    </message>
    <message>
        <source>Costs and energy</source>
        <translation>Costes y energía</translation>
    </message>
    <message>
        <source>On demand</source>
        <translation>Bajo demanda</translation>
    </message>
    <message>
        <source>Spot</source>
        <translation>Spot</translation>
    </message>
    <message>
        <source>1-year commitment</source>
        <translation>Compromiso de 1 año</translation>
    </message>
    <message>
        <source>3-year commitment</source>
        <translation>Compromiso de 3 años</translation>
    </message>
    <message>
        <source>The catalog&apos;s reference quote (first listed)</source>
        <translation>La tarifa de referencia del catálogo (la primera)</translation>
    </message>
    <message>
        <source>The cheapest public quote</source>
        <translation>La tarifa pública más barata</translation>
    </message>
    <message>
        <source>any provider (or e.g. Google Cloud, AWS)</source>
        <translation>cualquier proveedor (o p. ej. Google Cloud, AWS)</translation>
    </message>
    <message>
        <source> $/kWh</source>
        <translation> $/kWh</translation>
    </message>
    <message>
        <source> years</source>
        <translation> años</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>&amp;Prices:</source>
        <translation>&amp;Precios:</translation>
    </message>
    <message>
        <source>&amp;Quote:</source>
        <translation>&amp;Tarifa:</translation>
    </message>
    <message>
        <source>P&amp;rovider:</source>
        <translation>P&amp;roveedor:</translation>
    </message>
    <message>
        <source>P&amp;UE:</source>
        <translation>P&amp;UE:</translation>
    </message>
    <message>
        <source>&amp;Electricity (owned chips):</source>
        <translation>&amp;Electricidad (chips propios):</translation>
    </message>
    <message>
        <source>&amp;Amortization (owned chips):</source>
        <translation>&amp;Amortización (chips propios):</translation>
    </message>
    <message>
        <source>&amp;Utilization (owned chips):</source>
        <translation>&amp;Utilización (chips propios):</translation>
    </message>
</context>
<context>
    <name>ts::PresentationController</name>
    <message>
        <source>Blank screen</source>
        <translation>Pantalla en negro</translation>
    </message>
    <message>
        <source>%1 / %2 · Page Down: next</source>
        <translation>%1 / %2 · Av Pág: siguiente</translation>
    </message>
    <message>
        <source>%1 / %2 · Page Up: back</source>
        <translation>%1 / %2 · Re Pág: atrás</translation>
    </message>
</context>
<context>
    <name>ts::PresenterConsole</name>
    <message>
        <source>Tensorscope Presenter Console</source>
        <translation>Consola del presentador de Tensorscope</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>&amp;Reiniciar</translation>
    </message>
    <message>
        <source>Start the elapsed time again from zero</source>
        <translation>Volver a empezar el tiempo transcurrido desde cero</translation>
    </message>
    <message>
        <source>Reset the elapsed time</source>
        <translation>Reiniciar el tiempo transcurrido</translation>
    </message>
    <message>
        <source>Now</source>
        <extracomment>presenter console: the scene the audience sees now</extracomment>
        <translation>Ahora</translation>
    </message>
    <message>
        <source>Next</source>
        <extracomment>presenter console: the scene after the one shown</extracomment>
        <translation>Siguiente</translation>
    </message>
    <message>
        <source>Speaker notes</source>
        <translation>Notas del orador</translation>
    </message>
    <message>
        <source>The scene the audience sees</source>
        <translation>La escena que ve el público</translation>
    </message>
    <message>
        <source>The next scene</source>
        <translation>La escena siguiente</translation>
    </message>
    <message>
        <source>The next scene&apos;s caption</source>
        <translation>El texto de la escena siguiente</translation>
    </message>
    <message>
        <source>This scene has no speaker notes.</source>
        <translation>Esta escena no tiene notas del orador.</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Reloj</translation>
    </message>
    <message>
        <source>Elapsed time</source>
        <translation>Tiempo transcurrido</translation>
    </message>
    <message>
        <source>No tour open</source>
        <translation>Ningún recorrido abierto</translation>
    </message>
    <message>
        <source>Scene %1 / %2</source>
        <extracomment>presenter console: scene %1 of %2</extracomment>
        <translation>Escena %1 / %2</translation>
    </message>
    <message>
        <source>Scene %1</source>
        <extracomment>presenter console: a next scene without a title of its own</extracomment>
        <translation>Escena %1</translation>
    </message>
    <message>
        <source>End of the tour</source>
        <extracomment>presenter console, instead of the next scene&apos;s title after the last scene</extracomment>
        <translation>Fin del recorrido</translation>
    </message>
    <message>
        <source>Preparing the picture...</source>
        <extracomment>presenter console: the next scene&apos;s picture is being rendered</extracomment>
        <translation>Preparando la imagen…</translation>
    </message>
    <message>
        <source>Elapsed %1</source>
        <extracomment>presenter console: the time since the talk started (or since Reset)</extracomment>
        <translation>Transcurrido %1</translation>
    </message>
</context>
<context>
    <name>ts::QuestionPanel</name>
    <message>
        <source>no figure</source>
        <extracomment>a question&apos;s choice whose device has no figure for the deciding metric</extracomment>
        <translation>sin cifra</translation>
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
        <translation>Energía del chip por paso</translation>
    </message>
    <message>
        <source>Time to first token</source>
        <translation>Tiempo hasta el primer token</translation>
    </message>
    <message>
        <source>Time per output token</source>
        <translation>Tiempo por token de salida</translation>
    </message>
    <message>
        <source>Decided by: %1, the highest wins</source>
        <extracomment>%1 the figure that decided a question, e.g. &quot;Throughput&quot;</extracomment>
        <translation>Decide: %1, gana el valor más alto</translation>
    </message>
    <message>
        <source>Decided by: %1, the lowest wins</source>
        <extracomment>%1 the figure that decided a question, e.g. &quot;Step time&quot;</extracomment>
        <translation>Decide: %1, gana el valor más bajo</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Pregunta</translation>
    </message>
    <message>
        <source>votes: %1</source>
        <extracomment>the room&apos;s show of hands for one choice of a question</extracomment>
        <translation>votos: %1</translation>
    </message>
    <message>
        <source>✓ Winner</source>
        <extracomment>marks the winning choice of a question, after the reveal</extracomment>
        <translation>✓ Ganador</translation>
    </message>
    <message>
        <source>No choice has a figure to decide it.</source>
        <extracomment>no choice of a question has a figure</extracomment>
        <translation>Ninguna opción tiene una cifra que lo decida.</translation>
    </message>
    <message>
        <source>Space: next scene</source>
        <extracomment>presentation mode, a question answered: the key that goes on</extracomment>
        <translation>Espacio: escena siguiente</translation>
    </message>
    <message>
        <source>Keys 1–%1: count hands · Space: reveal the answer</source>
        <translation>Teclas 1–%1: contar manos · Espacio: mostrar la respuesta</translation>
    </message>
    <message>
        <source>&amp;Reveal answer</source>
        <translation>&amp;Mostrar respuesta</translation>
    </message>
    <message>
        <source>&amp;Hide question</source>
        <translation>&amp;Ocultar pregunta</translation>
    </message>
    <message>
        <source>Show the scene&apos;s charts without the question</source>
        <translation>Mostrar los gráficos de la escena sin la pregunta</translation>
    </message>
</context>
<context>
    <name>ts::ResultsPanel</name>
    <message>
        <source>Step time (ms)</source>
        <translation>Tiempo por paso (ms)</translation>
    </message>
    <message>
        <source>comp.</source>
        <extracomment>short legend labels of the step-time chart: compute, memory, communication, overhead</extracomment>
        <translation>cómp.</translation>
    </message>
    <message>
        <source>mem.</source>
        <translation>mem.</translation>
    </message>
    <message>
        <source>comm.</source>
        <translation>com.</translation>
    </message>
    <message>
        <source>overh.</source>
        <translation>sobrec.</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>Rendimiento</translation>
    </message>
    <message>
        <source>Cost per million tokens ($)</source>
        <translation>Coste por millón de tokens ($)</translation>
    </message>
    <message>
        <source>Energy per run</source>
        <translation>Energía por ejecución</translation>
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
        <translation>línea discontinua: capacidad</translation>
    </message>
    <message>
        <source>DOES NOT FIT</source>
        <translation>NO CABE</translation>
    </message>
    <message>
        <source>vs batch</source>
        <translation>según lote</translation>
    </message>
    <message>
        <source>vs chips</source>
        <translation>según chips</translation>
    </message>
    <message>
        <source>Throughput (samples/s)</source>
        <translation>Rendimiento (muestras/s)</translation>
    </message>
    <message>
        <source>Throughput (tokens/s)</source>
        <translation>Rendimiento (tokens/s)</translation>
    </message>
    <message>
        <source>%1 cannot run this workload (no matrix rate for its precision, or an invalid shape).</source>
        <translation>%1 no puede ejecutar esta carga de trabajo (sin tasa matricial para su precisión, o una forma no válida).</translation>
    </message>
    <message>
        <source>Device &apos;%1&apos; is not in the catalog.</source>
        <translation>El dispositivo &apos;%1&apos; no está en el catálogo.</translation>
    </message>
    <message>
        <source>Tick devices in the Devices panel to compare them.</source>
        <translation>Marque dispositivos en el panel Dispositivos para compararlos.</translation>
    </message>
    <message>
        <source>Copy Chart</source>
        <extracomment>a chart&apos;s context menu: the chart as a picture on the clipboard, as exported to PNG</extracomment>
        <translation>Copiar gráfico</translation>
    </message>
    <message>
        <source>Export Chart…</source>
        <translation>Exportar gráfico…</translation>
    </message>
    <message>
        <source>That is weights, gradients, optimizer state and activations; the chips chart shows how many chips it takes.</source>
        <translation>Son pesos, gradientes, estado del optimizador y activaciones; el gráfico según los chips muestra cuántos hacen falta.</translation>
    </message>
    <message>
        <source>That is weights, KV cache and activations; the chips chart shows how many chips it takes.</source>
        <translation>Son pesos, caché KV y activaciones; el gráfico según los chips muestra cuántos hacen falta.</translation>
    </message>
    <message>
        <source>%1 T</source>
        <extracomment>a run&apos;s length in tokens: %1 trillion (10^12), e.g. &quot;15 T&quot;</extracomment>
        <translation>%1 B</translation>
    </message>
    <message>
        <source>%1 B</source>
        <extracomment>a run&apos;s length in tokens: %1 billion (10^9), e.g. &quot;1 B&quot;</extracomment>
        <translation>%1 mil M</translation>
    </message>
    <message>
        <source>%1 M</source>
        <extracomment>a run&apos;s length in tokens: %1 million, e.g. &quot;300 M&quot;</extracomment>
        <translation>%1 M</translation>
    </message>
    <message>
        <source>Cost per run of %1 tokens ($)</source>
        <extracomment>the cost chart&apos;s title: %1 is the run&apos;s length, e.g. &quot;1 B&quot; or &quot;15 T&quot;</extracomment>
        <translation>Coste por ejecución de %1 de tokens ($)</translation>
    </message>
    <message>
        <source>Step time (s)</source>
        <translation>Tiempo por paso (s)</translation>
    </message>
    <message>
        <source>%1 cannot run this job: %2</source>
        <translation>%1 no puede ejecutar este trabajo: %2</translation>
    </message>
    <message>
        <source>bubble</source>
        <translation>burbuja</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Tokens per joule (chip energy)</source>
        <extracomment>chart title: tokens (or samples) per joule of the chips&apos; own energy</extracomment>
        <translation>Tokens por julio (energía del chip)</translation>
    </message>
    <message>
        <source>Tokens per dollar (rented)</source>
        <extracomment>chart title: tokens (or samples) per US dollar of rent</extracomment>
        <translation>Tokens por dólar (alquilado)</translation>
    </message>
    <message>
        <source>&lt;p&gt;Power estimated: the catalog&apos;s power range gives %1–%2 %3 for this run.&lt;/p&gt;</source>
        <extracomment>%3 is the unit, e.g. &quot;kWh&quot; or &quot;tokens/J&quot;</extracomment>
        <translation>&lt;p&gt;Potencia estimada: el rango de potencia del catálogo da %1–%2 %3 para esta ejecución.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The workload cannot be built: %1.</source>
        <extracomment>%1 a problem of the workload, e.g. &quot;$.model.heads: expected integer &gt; 0, found number 0&quot;</extracomment>
        <translation>No se puede construir la carga de trabajo: %1.</translation>
    </message>
    <message>
        <source>Memory vs capacity (GiB)</source>
        <translation>Memoria frente a capacidad (GiB)</translation>
    </message>
    <message>
        <source>%1 (%2 GiB)</source>
        <translation>%1 (%2 GiB)</translation>
    </message>
    <message>
        <source>DOES NOT FIT on one %1: the step needs %2 GiB.</source>
        <translation>NO CABE en un solo %1: el paso necesita %2 GiB.</translation>
    </message>
</context>
<context>
    <name>ts::RooflineChart</name>
    <message>
        <source>Roofline: operators vs roofs</source>
        <translation>Roofline: operadores frente a techos</translation>
    </message>
    <message>
        <source>FLOP per byte</source>
        <translation>FLOP por byte</translation>
    </message>
    <message>
        <source>TFLOP/s achieved</source>
        <translation>TFLOP/s alcanzados</translation>
    </message>
</context>
<context>
    <name>ts::ScalingResultText</name>
    <message>
        <source>tensor parallel</source>
        <translation>paralelismo de tensores</translation>
    </message>
    <message>
        <source>expert parallel</source>
        <translation>paralelismo de expertos</translation>
    </message>
    <message>
        <source>pipeline stages</source>
        <translation>etapas del pipeline</translation>
    </message>
    <message>
        <source>data-parallel gradients</source>
        <translation>gradientes en paralelismo de datos</translation>
    </message>
    <message>
        <source>data-parallel parameters</source>
        <translation>parámetros en paralelismo de datos</translation>
    </message>
    <message>
        <source>FSDP parameter gather</source>
        <translation>recogida de parámetros FSDP</translation>
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
        <translation>envío/recepción</translation>
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
        <translation>Cómputo de la etapa más lenta</translation>
    </message>
    <message>
        <source>of which optimizer</source>
        <translation>de ello, optimizador</translation>
    </message>
    <message>
        <source>Pipeline bubble (%1 % of the pipeline)</source>
        <translation>Burbuja del pipeline (%1 % del pipeline)</translation>
    </message>
    <message>
        <source>Communication, all</source>
        <translation>Comunicación, total</translation>
    </message>
    <message>
        <source>Communication the step waits for</source>
        <translation>Comunicación que el paso espera</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Paso</translation>
    </message>
    <message>
        <source>Scaling efficiency</source>
        <translation>Eficiencia de escalado</translation>
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
        <translation>Memoria por chip</translation>
    </message>
    <message>
        <source>%1 of %2 GiB</source>
        <translation>%1 de %2 GiB</translation>
    </message>
    <message>
        <source>Collectives per step:</source>
        <translation>Colectivas por paso:</translation>
    </message>
    <message>
        <source>%1 %2 × %3</source>
        <translation>%2 de %1 × %3</translation>
    </message>
    <message>
        <source>%1 each, %2 in all, %3 waited for</source>
        <translation>%1 cada una, %2 en total, %3 esperados</translation>
    </message>
    <message>
        <source>context-parallel ring</source>
        <translation>anillo de paralelismo de contexto</translation>
    </message>
</context>
<context>
    <name>ts::SelectionController</name>
    <message>
        <source>Select an operator to show its GEMM in the systolic and SIMT views.</source>
        <translation>Seleccione un operador para mostrar su GEMM en las vistas sistólica y SIMT.</translation>
    </message>
</context>
<context>
    <name>ts::ServingFrontierChart</name>
    <message>
        <source>no price</source>
        <translation>sin precio</translation>
    </message>
    <message>
        <source>&lt;h3&gt;%1: tp %2 × batch %3&lt;/h3&gt;</source>
        <extracomment>hover on the serving frontier: %1 device, %2 chips of tensor parallelism, %3 batch</extracomment>
        <translation>&lt;h3&gt;%1: tp %2 × lote %3&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;%1 tokens/s per user, %2 tokens/s per chip&lt;br&gt;TTFT %3, TPOT %4&lt;br&gt;$ %5 per million output tokens&lt;br&gt;%6 GiB per chip&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1 tokens/s por usuario, %2 tokens/s por chip&lt;br&gt;TTFT %3, TPOT %4&lt;br&gt;$ %5 por millón de tokens de salida&lt;br&gt;%6 GiB por chip&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;On the Pareto frontier: no configuration has more tokens/s both per user and per chip.&lt;/p&gt;</source>
        <translation>&lt;p&gt;En la frontera de Pareto: ninguna configuración da más tokens/s a la vez por usuario y por chip.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Serving frontier</source>
        <translation>Frontera de servicio</translation>
    </message>
    <message>
        <source>tokens/s per user</source>
        <extracomment>axis of the serving frontier: interactivity, the tokens one request gets a second</extracomment>
        <translation>tokens/s por usuario</translation>
    </message>
    <message>
        <source>tokens/s per chip</source>
        <translation>tokens/s por chip</translation>
    </message>
    <message>
        <source>Each marker is a tensor-parallel size and batch that fits; the line joins the Pareto points, where no other configuration gives more tokens/s both per user and per chip.</source>
        <translation>Cada marcador es un tamaño de paralelismo tensorial y un lote que caben en memoria; la línea une los puntos de Pareto, donde ninguna otra configuración da más tokens/s a la vez por usuario y por chip.</translation>
    </message>
    <message>
        <source>&lt;h3&gt;%1: tp %2 × ep %3 × batch %4&lt;/h3&gt;</source>
        <extracomment>hover on the serving frontier of a mixture-of-experts model: %1 device, %2 chips of tensor parallelism, %3 groups of expert parallelism, %4 batch</extracomment>
        <translation>&lt;h3&gt;%1: tp %2 × ep %3 × lote %4&lt;/h3&gt;</translation>
    </message>
</context>
<context>
    <name>ts::ServingText</name>
    <message>
        <source>memory</source>
        <translation>memoria</translation>
    </message>
    <message>
        <source>TTFT target</source>
        <translation>objetivo de TTFT</translation>
    </message>
    <message>
        <source>TPOT target</source>
        <translation>objetivo de TPOT</translation>
    </message>
    <message>
        <source>chunk</source>
        <translation>fragmento</translation>
    </message>
    <message>
        <source>the workload&apos;s</source>
        <translation>de la carga de trabajo</translation>
    </message>
    <message>
        <source>misses the targets</source>
        <translation>no cumple los objetivos</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>The serving batch column: %1 requests served together, %2 what set that number</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>sin precio</translation>
    </message>
    <message>
        <source>%1 M tokens</source>
        <translation>%1 M tokens</translation>
    </message>
    <message>
        <source>%1 k tokens</source>
        <translation>%1 k tokens</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation>%1 tokens</translation>
    </message>
    <message>
        <source>%1 tok/s</source>
        <translation>%1 tok/s</translation>
    </message>
    <message>
        <source>&lt;p&gt;Targets: first token within %1, each later one within %2. The batch is the largest that fits memory and meets both (%3 fit).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Objetivos: primer token en %1 como máximo, cada uno de los siguientes en %2. El lote es el mayor que cabe en memoria y cumple ambos (caben %3).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>any time</source>
        <translation>sin límite</translation>
    </message>
    <message>
        <source>TTFT = the prefill of %1 × %2 tokens = &lt;b&gt;%3&lt;/b&gt;</source>
        <translation>TTFT = prefill de %1 × %2 tokens = &lt;b&gt;%3&lt;/b&gt;</translation>
    </message>
    <message>
        <source>TPOT = one decode step of %1 sequences at the mean context = &lt;b&gt;%2&lt;/b&gt;</source>
        <translation>TPOT = un paso de decodificación de %1 secuencias con el contexto medio = &lt;b&gt;%2&lt;/b&gt;</translation>
    </message>
    <message>
        <source>a request = TTFT + (%1 − 1) × TPOT = %2</source>
        <translation>una solicitud = TTFT + (%1 − 1) × TPOT = %2</translation>
    </message>
    <message>
        <source>output = %1 × %2 tokens ÷ %3 = &lt;b&gt;%4 tokens/s&lt;/b&gt;</source>
        <translation>salida = %1 × %2 tokens ÷ %3 = &lt;b&gt;%4 tokens/s&lt;/b&gt;</translation>
    </message>
    <message>
        <source>a dollar buys %1 (%2 per million tokens at the chip&apos;s rent)</source>
        <translation>un dólar compra %1 (%2 por millón de tokens con el alquiler del chip)</translation>
    </message>
    <message>
        <source>$%1</source>
        <translation>%1 $</translation>
    </message>
    <message>
        <source>with continuous batching and a chunked prefill of %1 tokens a step</source>
        <translation>con lotes continuos y prellenado por fragmentos de %1 tokens por paso</translation>
    </message>
    <message>
        <source>with continuous batching</source>
        <translation>con lotes continuos</translation>
    </message>
    <message>
        <source>as one static batch</source>
        <translation>como un único lote estático</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Serving %1 requests&lt;/b&gt; of %2 prompt tokens, %3 generated each, %4: %5.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Servir %1 solicitudes&lt;/b&gt; de %2 tokens de prompt y %3 generados cada una, %4: %5.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Speculative decoding: %1 proposes %2 tokens an iteration, each accepted with probability %3: %4 tokens an iteration on average.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Decodificación especulativa: %1 propone %2 tokens por iteración, cada uno aceptado con probabilidad %3: %4 tokens por iteración de media.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>each step: %1 decodes and %2 prompt tokens of the requests joining</source>
        <translation>cada paso: %1 decodificaciones y %2 tokens de prompt de las solicitudes que entran</translation>
    </message>
    <message>
        <source>TTFT = &lt;b&gt;%1&lt;/b&gt;, TPOT = &lt;b&gt;%2&lt;/b&gt; (the longest gap between two tokens %3)</source>
        <translation>TTFT = &lt;b&gt;%1&lt;/b&gt;, TPOT = &lt;b&gt;%2&lt;/b&gt; (el mayor intervalo entre dos tokens, %3)</translation>
    </message>
    <message>
        <source>TPOT = (draft steps + one verification step) ÷ tokens an iteration = &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>TPOT = (pasos del borrador + un paso de verificación) ÷ tokens por iteración = &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>output = %1 requests ÷ TPOT = &lt;b&gt;%2 tokens/s&lt;/b&gt;</source>
        <translation>salida = %1 solicitudes ÷ TPOT = &lt;b&gt;%2 tokens/s&lt;/b&gt;</translation>
    </message>
    <message>
        <source>n-gram prompt lookup</source>
        <translation>búsqueda de n-gramas en el prompt</translation>
    </message>
</context>
<context>
    <name>ts::SessionKeeper</name>
    <message>
        <source>%1
The file is left as it is and will not be overwritten.</source>
        <translation>%1
El archivo se deja tal cual y no se sobrescribirá.</translation>
    </message>
    <message>
        <source>%1
The file is kept as &apos;%2&apos;.</source>
        <translation>%1
El archivo se conserva como «%2».</translation>
    </message>
    <message>
        <source>Unreadable Workspace</source>
        <translation>Espacio de trabajo ilegible</translation>
    </message>
    <message>
        <source>Recover Workspace</source>
        <translation>Recuperar espacio de trabajo</translation>
    </message>
    <message>
        <source>Tensorscope did not close normally last time. Recover the unsaved workspace it autosaved?</source>
        <translation>Tensorscope no se cerró correctamente la última vez. ¿Recuperar el espacio de trabajo sin guardar que guardó automáticamente?</translation>
    </message>
    <message>
        <source>Another window saved the workspace for the next start, and this window&apos;s unsaved changes could not be kept in &apos;%1&apos;.</source>
        <extracomment>%1 is a file path</extracomment>
        <translation>Otra ventana guardó el espacio de trabajo para el próximo inicio, y los cambios sin guardar de esta ventana no se pudieron conservar en &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Cannot save the workspace for the next start to &apos;%1&apos;: %2</source>
        <extracomment>%1 is a file path, %2 the reason from the file system (e.g. disk full)</extracomment>
        <translation>No se puede guardar el espacio de trabajo para el próximo inicio en &apos;%1&apos;: %2</translation>
    </message>
    <message>
        <source>Save Failed</source>
        <translation>Error al guardar</translation>
    </message>
    <message>
        <source>Closing now loses the unsaved changes.</source>
        <translation>Si cierra ahora, se perderán los cambios sin guardar.</translation>
    </message>
    <message>
        <source>Closing now starts the next session without this workspace.</source>
        <translation>Si cierra ahora, la próxima sesión empezará sin este espacio de trabajo.</translation>
    </message>
</context>
<context>
    <name>ts::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Acción</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Atajo</translation>
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
        <translation>Chip s&amp;istólico</translation>
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
        <translation>Reproducir o pausar ambos en la línea de tiempo común</translation>
    </message>
    <message>
        <source>t = %1 µs  ·  %2, one matrix unit at %3 MHz: done at %4 µs  ·  GPU at %5 MHz: done at %6 µs</source>
        <translation>t = %1 µs  ·  %2, una unidad matricial a %3 MHz: termina a %4 µs  ·  GPU a %5 MHz: termina a %6 µs</translation>
    </message>
    <message>
        <source>Whole chip vs whole chip on %1 (M×N×K %2×%3×%4), t = %5 µs  ·  %6, all %7 matrix units of %8×%9: done at %10 µs  ·  %11, all %12 SMs: done at %13 µs</source>
        <translation>Chip completo frente a chip completo en %1 (M×N×K %2×%3×%4), t = %5 µs  ·  %6, las %7 unidades matriciales de %8×%9: termina a los %10 µs  ·  %11, los %12 SM: termina a los %13 µs</translation>
    </message>
</context>
<context>
    <name>ts::SimtPainter</name>
    <message>
        <source>empty</source>
        <translation>vacío</translation>
    </message>
    <message>
        <source>issuing</source>
        <translation>emitiendo</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>listo</translation>
    </message>
    <message>
        <source>tensor core busy</source>
        <translation>tensor core ocupado</translation>
    </message>
    <message>
        <source>waiting on memory</source>
        <translation>esperando a memoria</translation>
    </message>
    <message>
        <source>at barrier</source>
        <translation>en barrera</translation>
    </message>
    <message>
        <source>done</source>
        <translation>hecho</translation>
    </message>
    <message>
        <source>Cycle %1 of %2  ·  wave %3 of %4  ·  %5 CTA(s) per SM  ·  %6 of %7 CTAs done</source>
        <translation>Ciclo %1 de %2  ·  oleada %3 de %4  ·  %5 CTA por SM  ·  %6 de %7 CTA hechos</translation>
    </message>
    <message>
        <source>C: %1 x %2 tiles, coloured by wave</source>
        <translation>C: %1 x %2 teselas, coloreadas por oleada</translation>
    </message>
    <message>
        <source>SM %1: %2 of %3 CTAs done</source>
        <translation>SM %1: %2 de %3 CTA hechos</translation>
    </message>
    <message>
        <source>warp %1 (scheduler %2), CTA %3: %4</source>
        <translation>warp %1 (planificador %2), CTA %3: %4</translation>
    </message>
    <message>
        <source>warp %1 (scheduler %2): %3</source>
        <translation>warp %1 (planificador %2): %3</translation>
    </message>
    <message>
        <source>Warp %1: 32 lanes, %2</source>
        <translation>Warp %1: 32 carriles, %2</translation>
    </message>
    <message>
        <source>all active</source>
        <translation>todos activos</translation>
    </message>
    <message>
        <source>none active</source>
        <translation>ninguno activo</translation>
    </message>
    <message>
        <source>C tile running</source>
        <translation>tesela C en curso</translation>
    </message>
    <message>
        <source>wave 1</source>
        <translation>oleada 1</translation>
    </message>
    <message>
        <source>wave 2</source>
        <translation>oleada 2</translation>
    </message>
    <message>
        <source>Divergence: y = x &gt; %1 ? x·x + 1 : (%1 − x)·0.5 − 1   ·   cycle %2 of %3   ·   warp %4</source>
        <translation>Divergencia: y = x &gt; %1 ? x·x + 1 : (%1 − x)·0.5 − 1   ·   ciclo %2 de %3   ·   warp %4</translation>
    </message>
    <message>
        <source>lane %1
x=%2
%3</source>
        <translation>carril %1
x=%2
%3</translation>
    </message>
    <message>
        <source>taken</source>
        <translation>tomada</translation>
    </message>
    <message>
        <source>else</source>
        <translation>else</translation>
    </message>
    <message>
        <source>lane %1
(no data)</source>
        <translation>carril %1
(sin datos)</translation>
    </message>
    <message>
        <source>Filled lanes execute; hatched lanes are masked off. Orange: taken side, blue: else side, vermillion: both (before the branch and after reconvergence).</source>
        <translation>Los carriles rellenos se ejecutan; los rayados están enmascarados. Naranja: rama tomada, azul: rama else, bermellón: ambas (antes de la bifurcación y tras la reconvergencia).</translation>
    </message>
</context>
<context>
    <name>ts::SimtView</name>
    <message>
        <source>Tiled GEMM</source>
        <translation>GEMM en teselas</translation>
    </message>
    <message>
        <source>Divergence demo</source>
        <translation>Demostración de divergencia</translation>
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
        <translation>&amp;Tesela</translation>
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
        <translation>motor, misma tesela: %1 oleada(s), %2 % del pico</translation>
    </message>
    <message>
        <source>%1: %2 x %3 x %4 GEMM (bf16), tile %5</source>
        <translation>%1: GEMM %2 x %3 x %4 (bf16), tesela %5</translation>
    </message>
    <message>
        <source>Divergence demo: cycle %1 / %2 · %3 warps of %4 lanes</source>
        <translation>Demostración de divergencia: ciclo %1 / %2 · %3 warps de %4 carriles</translation>
    </message>
    <message>
        <source>This GEMM and tile cannot run on this GPU (see the tile&apos;s limits).</source>
        <translation>Esta GEMM y esta tesela no pueden ejecutarse en esta GPU (vea los límites de la tesela).</translation>
    </message>
    <message>
        <source>Cycle %1 / %2 · Wave %3 / %4 · Occupancy %5 % (%6 CTA/SM, %7 of %8 warps, by %9) · Peak %10 % so far, %11 % whole kernel · %12</source>
        <translation>Ciclo %1 / %2 · Oleada %3 / %4 · Ocupación %5 % (%6 CTA/SM, %7 de %8 warps, por %9) · Pico %10 % hasta ahora, %11 % todo el kernel · %12</translation>
    </message>
    <message>
        <source>GPU streaming multiprocessors animation</source>
        <translation>Animación de los multiprocesadores de streaming de la GPU</translation>
    </message>
    <message>
        <source>One tile per SM with its warps: issuing, ready, waiting and done states are shown by colour, pattern and label.</source>
        <translation>Una tesela por SM con sus warps: los estados emitiendo, listo, esperando y hecho se muestran con color, trama y etiqueta.</translation>
    </message>
    <message>
        <source>Animation state</source>
        <translation>Estado de la animación</translation>
    </message>
    <message>
        <source>warps</source>
        <translation>warps</translation>
    </message>
    <message>
        <source>threads</source>
        <translation>hilos</translation>
    </message>
    <message>
        <source>blocks per SM</source>
        <translation>bloques por SM</translation>
    </message>
    <message>
        <source>registers</source>
        <translation>registros</translation>
    </message>
    <message>
        <source>shared memory</source>
        <translation>memoria compartida</translation>
    </message>
    <message>
        <source>Zoom out to the whole GPU (Z)</source>
        <translation>Alejar a la GPU completa (Z)</translation>
    </message>
    <message>
        <source>Zoom in to the warps of a GEMM that fits (Z)</source>
        <translation>Acercar a los warps de una GEMM que cabe (Z)</translation>
    </message>
    <message>
        <source>%1 on %2   ·   %3 of %4 µs   ·   wave %5 of %6   ·   %7 of %8 SMs busy   ·   CTAs done %9 of %10</source>
        <translation>%1 en %2   ·   %3 de %4 µs   ·   oleada %5 de %6   ·   %7 de %8 SM ocupados   ·   CTA hechos: %9 de %10</translation>
    </message>
</context>
<context>
    <name>ts::SpotlightOverlay</name>
    <message>
        <source>Spotlight</source>
        <translation>Foco</translation>
    </message>
    <message>
        <source>Darkens the window except a circle around the mouse pointer.</source>
        <translation>Oscurece la ventana salvo un círculo alrededor del puntero del ratón.</translation>
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
        <translation>Ver, no solo leer, en qué se diferencian las GPU y las TPU en el aprendizaje profundo.</translation>
    </message>
    <message>
        <source>1  Build a workload</source>
        <translation>1  Construya una carga de trabajo</translation>
    </message>
    <message>
        <source>2  Pick accelerators</source>
        <translation>2  Elija aceleradores</translation>
    </message>
    <message>
        <source>3  Watch and compare</source>
        <translation>3  Observe y compare</translation>
    </message>
    <message>
        <source>A transformer, CNN or MLP; training or inference; batch, sequence, precision and parallelism.</source>
        <translation>Un transformer, una CNN o un MLP; entrenamiento o inferencia; lote, secuencia, precisión y paralelismo.</translation>
    </message>
    <message>
        <source>GPUs and TPUs from a sourced catalog, or your own what-if chip.</source>
        <translation>GPU y TPU de un catálogo con fuentes, o su propio chip hipotético.</translation>
    </message>
    <message>
        <source>An animated systolic array and SIMT execution beside charts of time, cost and energy.</source>
        <translation>Una matriz sistólica animada y la ejecución SIMT junto a gráficos de tiempo, coste y energía.</translation>
    </message>
    <message>
        <source>Edit the workload →</source>
        <translation>Editar la carga de trabajo →</translation>
    </message>
    <message>
        <source>Choose devices →</source>
        <translation>Elegir dispositivos →</translation>
    </message>
    <message>
        <source>Take a guided tour →</source>
        <translation>Hacer una visita guiada →</translation>
    </message>
    <message>
        <source>4  Check the claims</source>
        <translation>4  Compruebe las afirmaciones</translation>
    </message>
    <message>
        <source>Ten popular GPU-vs-TPU statements, tested on your workload and devices.</source>
        <translation>Diez afirmaciones populares sobre GPU y TPU, probadas con su carga y sus dispositivos.</translation>
    </message>
    <message>
        <source>See the verdicts →</source>
        <translation>Ver los veredictos →</translation>
    </message>
</context>
<context>
    <name>ts::SystolicPainter</name>
    <message>
        <source>idle (padding)</source>
        <translation>inactivo (relleno)</translation>
    </message>
    <message>
        <source>loading</source>
        <translation>cargando</translation>
    </message>
    <message>
        <source>filling</source>
        <translation>llenando</translation>
    </message>
    <message>
        <source>active</source>
        <translation>activo</translation>
    </message>
    <message>
        <source>draining</source>
        <translation>vaciando</translation>
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
        <translation>B ↓ (carga), 0 ↓</translation>
    </message>
    <message>
        <source>A ↓ (load), 0 ↓</source>
        <translation>A ↓ (carga), 0 ↓</translation>
    </message>
    <message>
        <source>C ↓ out</source>
        <translation>C ↓ sale</translation>
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
        <translation>  (relleno: final)</translation>
    </message>
    <message>
        <source>output final</source>
        <translation>salida final</translation>
    </message>
    <message>
        <source>%1×%2 %3 · GEMM %4×%5×%6 · cycle %7 / %8 · fold %9 / %10</source>
        <translation>%1×%2 %3 · GEMM %4×%5×%6 · ciclo %7 / %8 · pliegue %9 / %10</translation>
    </message>
</context>
<context>
    <name>ts::SystolicView</name>
    <message>
        <source>&amp;Rows</source>
        <translation>&amp;Filas</translation>
    </message>
    <message>
        <source>&amp;Columns</source>
        <translation>&amp;Columnas</translation>
    </message>
    <message>
        <source>&amp;Dataflow</source>
        <translation>Flujo de &amp;datos</translation>
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
        <translation>Ciclo %1 / %2   ·   Pliegue %3 / %4   ·   Utilización %5 % (hasta ahora %6 %)   ·   Eficiencia de mapeo %7 %</translation>
    </message>
    <message>
        <source>Systolic array animation</source>
        <translation>Animación de la matriz sistólica</translation>
    </message>
    <message>
        <source>One processing element per cell: its state (active, filling, draining, loading, idle) is shown by colour and pattern, with the operands and partial sums in it.</source>
        <translation>Un elemento de proceso por celda: su estado (activo, llenando, vaciando, cargando, inactivo) se muestra con color y trama, con los operandos y sumas parciales que contiene.</translation>
    </message>
    <message>
        <source>Animation state</source>
        <translation>Estado de la animación</translation>
    </message>
    <message>
        <source>Shown: SCALE-Sim&apos;s schedule, each fold shifting its weight tile in before it streams. An array that double-buffers the tile (a TPU MXU, as the engine times it) shifts the next one in meanwhile: %1 cycles instead of %2.</source>
        <translation>Se muestra: la planificación de SCALE-Sim, en la que cada pliegue carga su tesela de pesos antes de transmitir. Una matriz con doble búfer (una MXU de TPU, como la cronometra el motor) carga la siguiente mientras tanto: %1 ciclos en lugar de %2.</translation>
    </message>
    <message>
        <source>Shown: SCALE-Sim&apos;s schedule, each fold shifting its input tile in before it streams. An array that double-buffers the tile shifts the next one in meanwhile: %1 cycles instead of %2.</source>
        <translation>Se muestra: la planificación de SCALE-Sim, en la que cada pliegue carga su tesela de entrada antes de transmitir. Una matriz con doble búfer carga la siguiente mientras tanto: %1 ciclos en lugar de %2.</translation>
    </message>
    <message>
        <source>Zoom out to the whole chip (Z)</source>
        <translation>Alejar al chip completo (Z)</translation>
    </message>
    <message>
        <source>Zoom in to one matrix unit (Z)</source>
        <translation>Acercar a una unidad matricial (Z)</translation>
    </message>
    <message>
        <source>One matrix unit, PE by PE: unit 0&apos;s fold %1 of %2 (rows %3–%4 of K, columns %5–%6), its cycle %7.</source>
        <translation>Una unidad matricial, PE a PE: pliegue %1 de %2 de la unidad 0 (filas %3–%4 de K, columnas %5–%6), su ciclo %7.</translation>
    </message>
    <message>
        <source>The first %1 of its %2 streamed rows are drawn, at the same share of the fold.</source>
        <translation>Se dibujan las primeras %1 de sus %2 filas en flujo, en la misma fracción del pliegue.</translation>
    </message>
    <message>
        <source>%1 on %2   ·   cycle %3 of %4   ·   folds done %5 of %6   ·   utilization %7 %   ·   mapping efficiency %8 %</source>
        <translation>%1 en %2   ·   ciclo %3 de %4   ·   pliegues hechos: %5 de %6   ·   utilización %7 %   ·   eficiencia de mapeo %8 %</translation>
    </message>
</context>
<context>
    <name>ts::TourEditor</name>
    <message>
        <source>Move &amp;Up</source>
        <translation>&amp;Subir</translation>
    </message>
    <message>
        <source>Move the scene up (Alt+Up)</source>
        <translation>Subir la escena (Alt+Arriba)</translation>
    </message>
    <message>
        <source>Move D&amp;own</source>
        <translation>&amp;Bajar</translation>
    </message>
    <message>
        <source>Move the scene down (Alt+Down); scenes can also be dragged</source>
        <translation>Bajar la escena (Alt+Abajo); las escenas también se pueden arrastrar</translation>
    </message>
    <message>
        <source>Du&amp;plicate</source>
        <translation>Du&amp;plicar</translation>
    </message>
    <message>
        <source>Insert a copy of the scene after it (Ctrl+D)</source>
        <translation>Insertar una copia de la escena a continuación (Ctrl+D)</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Eliminar</translation>
    </message>
    <message>
        <source>Delete the scene (Delete in the scene list)</source>
        <translation>Eliminar la escena (Supr en la lista de escenas)</translation>
    </message>
    <message>
        <source>&amp;Record New</source>
        <translation>&amp;Grabar nueva</translation>
    </message>
    <message>
        <source>Add the window&apos;s current workload, devices, view and animation as a new scene after this one</source>
        <translation>Añadir la carga de trabajo, los dispositivos, la vista y la animación actuales de la ventana como una nueva escena después de esta</translation>
    </message>
    <message>
        <source>Re-record from &amp;Window</source>
        <translation>Regrabar desde la &amp;ventana</translation>
    </message>
    <message>
        <source>Replace the scene&apos;s workload, devices, view and animation with the window&apos;s, keeping its texts and question</source>
        <translation>Sustituir la carga de trabajo, los dispositivos, la vista y la animación de la escena por los de la ventana, conservando sus textos y su pregunta</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>Guardar &amp;como...</translation>
    </message>
    <message>
        <source>&amp;Language of the texts:</source>
        <translation>&amp;Idioma de los textos:</translation>
    </message>
    <message>
        <source>&amp;Tour title:</source>
        <translation>&amp;Título del recorrido:</translation>
    </message>
    <message>
        <source>Scene t&amp;itle:</source>
        <translation>Título de la esc&amp;ena:</translation>
    </message>
    <message>
        <source>&amp;Caption (Markdown):</source>
        <translation>&amp;Leyenda (Markdown):</translation>
    </message>
    <message>
        <source>Preview:</source>
        <translation>Vista previa:</translation>
    </message>
    <message>
        <source>Speaker &amp;notes (presenter console only):</source>
        <translation>&amp;Notas del orador (solo consola del presentador):</translation>
    </message>
    <message>
        <source>&amp;Question for the room</source>
        <translation>&amp;Pregunta para la sala</translation>
    </message>
    <message>
        <source>Question:</source>
        <translation>Pregunta:</translation>
    </message>
    <message>
        <source>Add Choice</source>
        <translation>Añadir opción</translation>
    </message>
    <message>
        <source>Remove this choice</source>
        <translation>Quitar esta opción</translation>
    </message>
    <message>
        <source>Decided by (computed when the scene opens):</source>
        <translation>Decidido por (se calcula al abrir la escena):</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>Tiempo por paso</translation>
    </message>
    <message>
        <source>Tokens per second</source>
        <translation>Tokens por segundo</translation>
    </message>
    <message>
        <source>Cost of the run</source>
        <translation>Coste de la ejecución</translation>
    </message>
    <message>
        <source>Energy per step</source>
        <translation>Energía por paso</translation>
    </message>
    <message>
        <source>Model FLOPs utilization</source>
        <translation>Utilización de FLOPs del modelo</translation>
    </message>
    <message>
        <source>Time to first token</source>
        <translation>Tiempo hasta el primer token</translation>
    </message>
    <message>
        <source>Time per output token</source>
        <translation>Tiempo por token de salida</translation>
    </message>
    <message>
        <source>Smallest wins</source>
        <translation>Gana el menor</translation>
    </message>
    <message>
        <source>Largest wins</source>
        <translation>Gana el mayor</translation>
    </message>
    <message>
        <source>There is no scene to change: open or record a tour first.</source>
        <translation>No hay ninguna escena que cambiar: abra o grabe primero un recorrido.</translation>
    </message>
    <message>
        <source>That text is longer than a tour file holds.</source>
        <translation>Ese texto es más largo de lo que cabe en un archivo de recorrido.</translation>
    </message>
    <message>
        <source>A tour holds at most %1 scenes.</source>
        <translation>Un recorrido contiene como máximo %1 escenas.</translation>
    </message>
    <message>
        <source>A tour keeps at least one scene: record another before deleting this one.</source>
        <translation>Un recorrido conserva al menos una escena: grabe otra antes de eliminar esta.</translation>
    </message>
    <message>
        <source>A question has %1 to %2 choices.</source>
        <translation>Una pregunta tiene de %1 a %2 opciones.</translation>
    </message>
    <message>
        <source>Each choice must be a different device of the scene; the window&apos;s devices must include every device the scene&apos;s question names.</source>
        <translation>Cada opción debe ser un dispositivo distinto de la escena; los dispositivos de la ventana deben incluir todos los que nombra la pregunta de la escena.</translation>
    </message>
    <message>
        <source>A question needs a scene with at least two devices to choose from.</source>
        <translation>Una pregunta necesita una escena con al menos dos dispositivos entre los que elegir.</translation>
    </message>
    <message>
        <source>Move Scene</source>
        <translation>Mover escena</translation>
    </message>
    <message>
        <source>Delete Scene</source>
        <translation>Eliminar escena</translation>
    </message>
    <message>
        <source>Duplicate Scene</source>
        <translation>Duplicar escena</translation>
    </message>
    <message>
        <source>Re-record Scene</source>
        <translation>Regrabar escena</translation>
    </message>
    <message>
        <source>Edit Text</source>
        <translation>Editar texto</translation>
    </message>
    <message>
        <source>A tour file holds at most %1 characters here; the rest was cut.</source>
        <translation>Un archivo de recorrido admite aquí como máximo %1 caracteres; el resto se ha recortado.</translation>
    </message>
    <message>
        <source>Edit Question</source>
        <translation>Editar pregunta</translation>
    </message>
    <message>
        <source>Remove Question</source>
        <translation>Quitar pregunta</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <extracomment>scene number and its title in the tour editor&apos;s list</extracomment>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>complete</source>
        <translation>completo</translation>
    </message>
    <message>
        <source>partly written</source>
        <translation>escrito en parte</translation>
    </message>
    <message>
        <source>not written</source>
        <translation>sin escribir</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>a language in the tour editor&apos;s chooser and how much of the tour is written in it (&quot;complete&quot;, &quot;partly written&quot;, &quot;not written&quot;)</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>This scene in %1: %2.</source>
        <extracomment>%1 a language, %2 &quot;complete&quot;, &quot;partly written&quot; or &quot;not written&quot;</extracomment>
        <translation>Esta escena en %1: %2.</translation>
    </message>
</context>
<context>
    <name>ts::TourEditorController</name>
    <message>
        <source>Record Scene</source>
        <translation>Grabar escena</translation>
    </message>
    <message>
        <source>New scene</source>
        <translation>Nueva escena</translation>
    </message>
    <message>
        <source>%1 (modified)</source>
        <translation>%1 (modificado)</translation>
    </message>
    <message>
        <source>Tour Editor</source>
        <extracomment>%1 is the tour&apos;s title, from its file</extracomment>
        <translation>Editor de recorridos</translation>
    </message>
    <message>
        <source>The tour &apos;%1&apos; has changes that are not saved. Save them?</source>
        <translation>El recorrido &apos;%1&apos; tiene cambios sin guardar. ¿Guardarlos?</translation>
    </message>
    <message>
        <source>Save Tour</source>
        <translation>Guardar recorrido</translation>
    </message>
    <message>
        <source>Tensorscope tours (*.json)</source>
        <translation>Recorridos de Tensorscope (*.json)</translation>
    </message>
    <message>
        <source>The tour cannot be saved as it is:
%1</source>
        <translation>El recorrido no se puede guardar tal como está:
%1</translation>
    </message>
    <message>
        <source>Saved the tour %1</source>
        <translation>Recorrido %1 guardado</translation>
    </message>
</context>
<context>
    <name>ts::TourHandout</name>
    <message>
        <source>Tensorscope tour handout</source>
        <translation>Material del recorrido de Tensorscope</translation>
    </message>
    <message>
        <source>Language: %1</source>
        <extracomment>the title page of a tour handout; %1 the language&apos;s own name, e.g. &quot;Deutsch&quot;</extracomment>
        <translation>Idioma: %1</translation>
    </message>
    <message>
        <source>Scenes: %1, one a page from page 2</source>
        <extracomment>the title page of a tour handout</extracomment>
        <translation>Escenas: %1, una por página desde la página 2</translation>
    </message>
    <message>
        <source>Questions: %1, answered from page %2</source>
        <extracomment>the title page of a tour handout; %2 the page number</extracomment>
        <translation>Preguntas: %1, respondidas desde la página %2</translation>
    </message>
    <message>
        <source>… and %1 more</source>
        <extracomment>the title page&apos;s list of scenes, cut short; %1 how many are not listed</extracomment>
        <translation>… y %1 más</translation>
    </message>
    <message>
        <source>%1 (question)</source>
        <extracomment>a question scene in the title page&apos;s list; %1 its title</extracomment>
        <translation>%1 (pregunta)</translation>
    </message>
    <message>
        <source>Scene %1 of %2</source>
        <extracomment>the head of a scene&apos;s page in a tour handout</extracomment>
        <translation>Escena %1 de %2</translation>
    </message>
    <message>
        <source>Question</source>
        <extracomment>the heading of a question on a scene&apos;s page in a tour handout</extracomment>
        <translation>Pregunta</translation>
    </message>
    <message>
        <source>Vote first: the answers are on page %1 and after.</source>
        <extracomment>under a question on a scene&apos;s page in a tour handout; %1 a page number</extracomment>
        <translation>Voten primero: las respuestas están en la página %1 y siguientes.</translation>
    </message>
    <message>
        <source>Answers (continued)</source>
        <extracomment>the heading of the second and later answer pages of a tour handout</extracomment>
        <translation>Respuestas (continuación)</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Respuestas</translation>
    </message>
    <message>
        <source>Scene %1: %2</source>
        <extracomment>an answer&apos;s heading on a tour handout&apos;s answer page; %1 the scene number, %2 its title</extracomment>
        <translation>Escena %1: %2</translation>
    </message>
</context>
<context>
    <name>ts::TourPanel</name>
    <message>
        <source>Scene caption</source>
        <translation>Leyenda de la escena</translation>
    </message>
    <message>
        <source>&amp;Previous scene</source>
        <translation>Escena &amp;anterior</translation>
    </message>
    <message>
        <source>Previous scene (Page Up in presentation mode)</source>
        <translation>Escena anterior (Re Pág en modo presentación)</translation>
    </message>
    <message>
        <source>&amp;Next scene</source>
        <translation>Escena &amp;siguiente</translation>
    </message>
    <message>
        <source>Next scene (Page Down in presentation mode)</source>
        <translation>Escena siguiente (Av Pág en modo presentación)</translation>
    </message>
    <message>
        <source>&amp;Record scene...</source>
        <translation>&amp;Grabar escena...</translation>
    </message>
    <message>
        <source>Add the current workload, devices, view and animation as a new scene after this one</source>
        <translation>Añadir la carga de trabajo, los dispositivos, la vista y la animación actuales como nueva escena tras esta</translation>
    </message>
    <message>
        <source>&amp;Save tour...</source>
        <translation>G&amp;uardar recorrido...</translation>
    </message>
    <message>
        <source>No tour open</source>
        <translation>Ningún recorrido abierto</translation>
    </message>
    <message>
        <source>Open a tour with *File › Open Tour*, or record scenes of your own with **Record scene**.</source>
        <translation>Abra un recorrido con *Archivo › Abrir recorrido*, o grabe sus propias escenas con **Grabar escena**.</translation>
    </message>
    <message>
        <source>%1 — scene %2 of %3: %4</source>
        <extracomment>tour title, scene number, scene count, scene title</extracomment>
        <translation>%1 — escena %2 de %3: %4</translation>
    </message>
</context>
<context>
    <name>ts::TourPlayer</name>
    <message>
        <source>Cannot open tour &apos;%1&apos;:
%2</source>
        <translation>No se puede abrir el recorrido &apos;%1&apos;:
%2</translation>
    </message>
    <message>
        <source>Untitled tour</source>
        <translation>Recorrido sin título</translation>
    </message>
    <message>
        <source>Cannot save tour &apos;%1&apos;: %2</source>
        <translation>No se puede guardar el recorrido &apos;%1&apos;: %2</translation>
    </message>
    <message>
        <source>Open Tour</source>
        <translation>Abrir recorrido</translation>
    </message>
    <message>
        <source>Tensorscope tours (*.json)</source>
        <translation>Recorridos de Tensorscope (*.json)</translation>
    </message>
    <message>
        <source>Record Scene</source>
        <translation>Grabar escena</translation>
    </message>
    <message>
        <source>Scene title:</source>
        <translation>Título de la escena:</translation>
    </message>
    <message>
        <source>Caption (Markdown):</source>
        <translation>Leyenda (Markdown):</translation>
    </message>
    <message>
        <source>Save Tour</source>
        <translation>Guardar recorrido</translation>
    </message>
    <message>
        <source>The tour has no scenes yet: record one first.</source>
        <translation>El recorrido aún no tiene escenas: grabe una primero.</translation>
    </message>
</context>
<context>
    <name>ts::TransportBar</name>
    <message>
        <source>Play or pause (Space)</source>
        <translation>Reproducir o pausar (Espacio)</translation>
    </message>
    <message>
        <source>Play or pause</source>
        <translation>Reproducir o pausar</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Línea de tiempo</translation>
    </message>
    <message>
        <source>Scrub through the cycles</source>
        <translation>Recorrer los ciclos</translation>
    </message>
    <message>
        <source>One cycle back (Left)</source>
        <translation>Un ciclo atrás (Izquierda)</translation>
    </message>
    <message>
        <source>One cycle forward (Right)</source>
        <translation>Un ciclo adelante (Derecha)</translation>
    </message>
    <message>
        <source>One cycle back</source>
        <translation>Un ciclo atrás</translation>
    </message>
    <message>
        <source>One cycle forward</source>
        <translation>Un ciclo adelante</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Velocidad</translation>
    </message>
    <message>
        <source>%1 cycles/s</source>
        <translation>%1 ciclos/s</translation>
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
        <translation>&lt;b&gt;%1&lt;/b&gt; termina primero, %2 más rápido que %3 (%4 frente a %5 por paso):</translation>
    </message>
    <message>
        <source>%1 vs %2 TFLOP/s a chip</source>
        <translation>%1 frente a %2 TFLOP/s por chip</translation>
    </message>
    <message>
        <source>, on %1 vs %2 chips</source>
        <translation>, en %1 frente a %2 chips</translation>
    </message>
    <message>
        <source>%1 vs %2 MFU</source>
        <translation>%1 frente a %2 de MFU</translation>
    </message>
    <message>
        <source>%1 the peak (%2) and more of it used (%3).</source>
        <translation>%1 el pico (%2) y se aprovecha una parte mayor (%3).</translation>
    </message>
    <message>
        <source>%1 the peak (%2), though less of it used (%3).</source>
        <translation>%1 el pico (%2), aunque se aprovecha una parte menor (%3).</translation>
    </message>
    <message>
        <source>a %1 lower peak (%2), but more of it used (%3).</source>
        <translation>un pico %1 menor (%2), pero se aprovecha una parte mayor (%3).</translation>
    </message>
    <message>
        <source>Waiting on communication: %1 vs %2 of the step.</source>
        <translation>Espera de comunicaciones: %1 frente a %2 del paso.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; costs least, %2 less per token than %3 (%4 vs %5 per million tokens):</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; es el más barato, %2 menos por token que %3 (%4 frente a %5 por millón de tokens):</translation>
    </message>
    <message>
        <source>%1 vs %2 per chip-hour, %3</source>
        <translation>%1 frente a %2 por hora de chip, %3</translation>
    </message>
    <message>
        <source>cheaper by the hour (%1) and faster.</source>
        <translation>más barato por hora (%1) y más rápido.</translation>
    </message>
    <message>
        <source>a %1 lower price by the hour (%2) outweighs a %3 slower step.</source>
        <translation>un precio por hora %1 menor (%2) compensa un paso %3 más lento.</translation>
    </message>
    <message>
        <source>a %1 faster step outweighs a %2 higher price by the hour (%3).</source>
        <translation>un paso %1 más rápido compensa un precio por hora %2 mayor (%3).</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; uses the least energy, %2 less than %3 (%4 vs %5 kWh for the run):</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; consume menos energía, %2 menos que %3 (%4 frente a %5 kWh para la ejecución):</translation>
    </message>
    <message>
        <source>%1 on average, and a shorter run.</source>
        <translation>%1 de media, y una ejecución más corta.</translation>
    </message>
    <message>
        <source>less power (%1) outweighs a %2 slower step.</source>
        <translation>una menor potencia (%1) compensa un paso %2 más lento.</translation>
    </message>
    <message>
        <source>Power of %1 estimated, not published.</source>
        <translation>Potencia de %1 estimada, no publicada.</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>no cabe</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>sin precio</translation>
    </message>
    <message>
        <source>no power figure</source>
        <translation>sin dato de potencia</translation>
    </message>
    <message>
        <source>cannot be estimated</source>
        <translation>no se puede estimar</translation>
    </message>
    <message>
        <source>Tick two devices or more for a verdict.</source>
        <translation>Marque dos o más dispositivos para obtener un veredicto.</translation>
    </message>
    <message>
        <source>Time</source>
        <extracomment>the verdict of one aspect when fewer than two devices have its figure</extracomment>
        <translation>Tiempo</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Coste</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>Energía</translation>
    </message>
    <message>
        <source>%1: fewer than two devices can be compared.</source>
        <translation>%1: se pueden comparar menos de dos dispositivos.</translation>
    </message>
    <message>
        <source>&lt;i&gt;Within the engine&apos;s uncertainty: the order may not hold.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Dentro de la incertidumbre del motor: el orden puede no mantenerse.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Left out: %1.</source>
        <translation>Excluidos: %1.</translation>
    </message>
    <message>
        <source>%1 owned %2 (%3 a chip-hour), rented %4</source>
        <extracomment>rent or buy, one device: &quot;H100: owned $4.4 M ($1.34 a chip-hour), rented $35 M&quot;</extracomment>
        <translation>%1: propio %2 (%3 por hora de chip), alquilado %4</translation>
    </message>
    <message>
        <source>%1 owned %2 (%3 a chip-hour; no rental price)</source>
        <translation>%1: propio %2 (%3 por hora de chip; sin precio de alquiler)</translation>
    </message>
    <message>
        <source>%1 rented only, %2</source>
        <translation>%1: solo alquiler, %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;Rent or buy&lt;/b&gt; (owned: the purchase over %1 years at %2 use, electricity included): %3.</source>
        <translation>&lt;b&gt;Alquilar o comprar&lt;/b&gt; (propio: la compra amortizada en %1 años al %2 de uso, electricidad incluida): %3.</translation>
    </message>
    <message>
        <source>%1 vs %2 W a chip</source>
        <translation>%1 frente a %2 W por chip</translation>
    </message>
    <message>
        <source>%1, cheapest quotes</source>
        <extracomment>the price basis in the verdict: &quot;on-demand, cheapest quotes&quot;</extracomment>
        <translation>%1, tarifas más baratas</translation>
    </message>
    <message>
        <source>%1, %2 only</source>
        <translation>%1, solo %2</translation>
    </message>
    <message>
        <source>at the cheapest public quotes</source>
        <extracomment>a price basis in the verdict: the cheapest public quote of each device</extracomment>
        <translation>con las tarifas públicas más baratas</translation>
    </message>
    <message>
        <source>at %1 prices</source>
        <translation>con precios %1</translation>
    </message>
    <message>
        <source>%1 %2 would cost least (%3 vs %4)</source>
        <extracomment>the cost order flips: &quot;at spot prices TPU v5e would cost least ($0.02 vs $0.03)&quot;</extracomment>
        <translation>%1, %2 costaría menos (%3 frente a %4)</translation>
    </message>
    <message>
        <source>The order flips: %1.</source>
        <translation>El orden se invierte: %1.</translation>
    </message>
    <message>
        <source>%1 devices (%2), among them %3</source>
        <extracomment>devices left out of the verdict: &quot;17 devices (does not fit), among them V100, T4, A100&quot;</extracomment>
        <translation>%1 dispositivos (%2), entre ellos %3</translation>
    </message>
    <message>
        <source>every device</source>
        <translation>todos los dispositivos</translation>
    </message>
    <message>
        <source>%1: %2, as measured on %3</source>
        <extracomment>one device&apos;s accuracy band in the verdict: &quot;TPU v5p: −5% … +28%, as measured on Google TPUs&quot;, %3 being the devices whose measurements the band comes from</extracomment>
        <translation>%1: %2, según lo medido en %3</translation>
    </message>
    <message>
        <source>&lt;i&gt;Within the engine&apos;s uncertainty (%1; %2): the order may not hold.&lt;/i&gt;</source>
        <extracomment>%1 and %2: each device&apos;s step-time band, e.g. &quot;H100 SXM: ±11%, as measured on NVIDIA GPUs&quot;</extracomment>
        <translation>&lt;i&gt;Dentro de la incertidumbre del motor (%1; %2): el orden puede no mantenerse.&lt;/i&gt;</translation>
    </message>
</context>
<context>
    <name>ts::ViewFeeder</name>
    <message>
        <source>Systolic view: %1 (M×N×K %2×%3×%4) at full size on %5&apos;s %6 matrix units of %7×%8; the wheel or Z zooms to one unit&apos;s PEs.</source>
        <translation>Vista sistólica: %1 (M×N×K %2×%3×%4) a tamaño real en las %6 unidades matriciales de %7×%8 de %5; la rueda o Z amplía a los PE de una unidad.</translation>
    </message>
    <message>
        <source>SIMT view: shown scaled down 1:%1 as M×N×K %2×%3×%4.</source>
        <translation>Vista SIMT: reducida a escala 1:%1 como M×N×K %2×%3×%4.</translation>
    </message>
    <message>
        <source>SIMT view: at full size.</source>
        <translation>Vista SIMT: a tamaño completo.</translation>
    </message>
    <message>
        <source>SIMT view: at full size on %1&apos;s %2 SMs, %3 CTAs in %4 waves; the wheel or Z zooms to the warps of the GEMM scaled down 1:%5.</source>
        <translation>Vista SIMT: a tamaño real en los %2 SM de %1, %3 CTA en %4 oleadas; la rueda o Z amplía a los warps de la GEMM reducida 1:%5.</translation>
    </message>
    <message>
        <source>%1 has no GPU SM geometry; the SIMT view shows %2.</source>
        <extracomment>%1 is the device chosen (e.g. a TPU), %2 the GPU the SIMT view keeps showing</extracomment>
        <translation>%1 no tiene geometría de SM de GPU; la vista SIMT muestra %2.</translation>
    </message>
</context>
<context>
    <name>ts::WhatIfDialog</name>
    <message>
        <source>What-if copy of %1</source>
        <translation>Copia hipotética de %1</translation>
    </message>
    <message>
        <source>%1 (what-if)</source>
        <extracomment>%1 is the name of the device the copy is made from</extracomment>
        <translation>%1 (hipotético)</translation>
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
        <translation>La copia se guarda como archivo de catálogo del usuario que nombra a %1 como base: cada dato que no cambie conserva su fuente.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Compute (all peaks)</source>
        <translation>Cómputo (todos los picos)</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Memoria</translation>
    </message>
    <message>
        <source>Bandwidth</source>
        <translation>Ancho de banda</translation>
    </message>
    <message>
        <source>TDP</source>
        <translation>TDP</translation>
    </message>
    <message>
        <source>On-demand price</source>
        <translation>Precio bajo demanda</translation>
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
        <translation>Paso de entrenamiento</translation>
    </message>
    <message>
        <source>Inference: prefill</source>
        <translation>Inferencia: prefill</translation>
    </message>
    <message>
        <source>Inference: one decode step</source>
        <translation>Inferencia: un paso de decodificación</translation>
    </message>
    <message>
        <source>&amp;Batch</source>
        <translation>&amp;Lote</translation>
    </message>
    <message>
        <source>&amp;Sequence</source>
        <translation>&amp;Secuencia</translation>
    </message>
    <message>
        <source>&amp;Layers</source>
        <translation>&amp;Capas</translation>
    </message>
    <message>
        <source>&amp;Width</source>
        <translation>&amp;Anchura</translation>
    </message>
    <message>
        <source>Model width (d_model); the MLP width keeps its ratio to it</source>
        <translation>Anchura del modelo (d_model); la anchura del MLP mantiene su proporción</translation>
    </message>
    <message>
        <source>&amp;Recompute</source>
        <translation>&amp;Recalcular</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Ejecución</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Paso</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Precisión</translation>
    </message>
    <message>
        <source>Change step</source>
        <translation>Cambiar paso</translation>
    </message>
    <message>
        <source>Change precision</source>
        <translation>Cambiar precisión</translation>
    </message>
    <message>
        <source>Change batch</source>
        <translation>Cambiar lote</translation>
    </message>
    <message>
        <source>Change sequence length</source>
        <translation>Cambiar longitud de secuencia</translation>
    </message>
    <message>
        <source>Change layers</source>
        <translation>Cambiar capas</translation>
    </message>
    <message>
        <source>Change width</source>
        <translation>Cambiar anchura</translation>
    </message>
    <message>
        <source>Toggle recomputation</source>
        <translation>Activar o desactivar el recálculo</translation>
    </message>
    <message>
        <source>Choose preset %1</source>
        <translation>Elegir preajuste %1</translation>
    </message>
    <message>
        <source>None</source>
        <extracomment>Recomputation policies; the names in quotes are MaxText&apos;s and Megatron-LM&apos;s own.</extracomment>
        <translation>Ninguno</translation>
    </message>
    <message>
        <source>Full</source>
        <translation>Completo</translation>
    </message>
    <message>
        <source>Change micro-batch</source>
        <translation>Cambiar microlote</translation>
    </message>
    <message>
        <source>&amp;Micro-batch</source>
        <translation>&amp;Microlote</translation>
    </message>
    <message>
        <source>Sequences per forward and backward pass; the batch is accumulated over batch ÷ micro-batch passes</source>
        <translation>Secuencias por pasada hacia delante y hacia atrás; el lote se acumula en lote ÷ microlote pasadas</translation>
    </message>
    <message>
        <source>Change optimizer</source>
        <translation>Cambiar optimizador</translation>
    </message>
    <message>
        <source>Change gradient precision</source>
        <translation>Cambiar precisión de gradientes</translation>
    </message>
    <message>
        <source>Change LoRA rank</source>
        <translation>Cambiar rango LoRA</translation>
    </message>
    <message>
        <source>Change LoRA targets</source>
        <translation>Cambiar capas de LoRA</translation>
    </message>
    <message>
        <source>Change frozen weights</source>
        <translation>Cambiar pesos congelados</translation>
    </message>
    <message>
        <source>Change weight storage</source>
        <translation>Cambiar almacenamiento de pesos</translation>
    </message>
    <message>
        <source>Change KV cache</source>
        <translation>Cambiar caché KV</translation>
    </message>
    <message>
        <source>Change generated tokens</source>
        <translation>Cambiar tokens generados</translation>
    </message>
    <message>
        <source>Change TTFT target</source>
        <translation>Cambiar objetivo de TTFT</translation>
    </message>
    <message>
        <source>Change TPOT target</source>
        <translation>Cambiar objetivo de TPOT</translation>
    </message>
    <message>
        <source>&amp;Optimizer</source>
        <translation>O&amp;ptimizador</translation>
    </message>
    <message>
        <source>Adam (16 bytes a parameter)</source>
        <translation>Adam (16 bytes por parámetro)</translation>
    </message>
    <message>
        <source>SGD with momentum (12 bytes)</source>
        <translation>SGD con momento (12 bytes)</translation>
    </message>
    <message>
        <source>Adafactor (8 bytes)</source>
        <translation>Adafactor (8 bytes)</translation>
    </message>
    <message>
        <source>The optimizer&apos;s state a trained parameter keeps, with bf16 weights and fp32 state (ZeRO paper&apos;s count for Adam)</source>
        <translation>El estado del optimizador que guarda cada parámetro entrenado, con pesos bf16 y estado fp32 (cuenta del artículo de ZeRO para Adam)</translation>
    </message>
    <message>
        <source>&amp;Gradients</source>
        <translation>Gra&amp;dientes</translation>
    </message>
    <message>
        <source>as the weights</source>
        <translation>como los pesos</translation>
    </message>
    <message>
        <source>The gradients&apos; storage: the weights&apos; width, or fp32 as Megatron-LM keeps them (18 bytes a parameter with Adam)</source>
        <translation>Almacenamiento de los gradientes: el ancho de los pesos, o fp32 como los guarda Megatron-LM (18 bytes por parámetro con Adam)</translation>
    </message>
    <message>
        <source>off (all weights trained)</source>
        <extracomment>LoRA rank 0: every weight is trained</extracomment>
        <translation>desactivado (se entrenan todos los pesos)</translation>
    </message>
    <message>
        <source>Fine-tune with LoRA adapters of this rank on frozen weights: no gradients or optimizer state for the frozen weights</source>
        <translation>Ajuste fino con adaptadores LoRA de este rango sobre pesos congelados: sin gradientes ni estado del optimizador para los pesos congelados</translation>
    </message>
    <message>
        <source>every linear layer</source>
        <translation>todas las capas lineales</translation>
    </message>
    <message>
        <source>attention</source>
        <translation>atención</translation>
    </message>
    <message>
        <source>MLP</source>
        <translation>MLP</translation>
    </message>
    <message>
        <source>The frozen weights&apos; storage; int4 is QLoRA, dequantized before each GEMM</source>
        <translation>Almacenamiento de los pesos congelados; int4 es QLoRA, decuantizado antes de cada GEMM</translation>
    </message>
    <message>
        <source>as the precision</source>
        <translation>como la precisión</translation>
    </message>
    <message>
        <source>Weight-only quantization: weights stored narrower and dequantized in each GEMM, which runs at the precision above</source>
        <translation>Cuantización solo de pesos: pesos almacenados con menos bits y decuantizados en cada GEMM, que se ejecuta con la precisión de arriba</translation>
    </message>
    <message>
        <source>&amp;KV cache</source>
        <translation>Caché K&amp;V</translation>
    </message>
    <message>
        <source>The KV cache&apos;s storage: narrower caches hold more requests and read faster</source>
        <translation>Almacenamiento de la caché KV: cachés más estrechas admiten más solicitudes y se leen más rápido</translation>
    </message>
    <message>
        <source>&amp;Generated tokens</source>
        <translation>Tokens &amp;generados</translation>
    </message>
    <message>
        <source>Tokens each request generates after its prompt</source>
        <translation>Tokens que genera cada solicitud tras su prompt</translation>
    </message>
    <message>
        <source>none</source>
        <extracomment>no latency target
----------
no draft model: no speculative decoding</extracomment>
        <translation>ninguno</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Time to first token at most this: the comparison&apos;s serving columns show the largest batch that meets the targets</source>
        <translation>Tiempo hasta el primer token como máximo este: las columnas de servicio de la comparación muestran el mayor lote que cumple los objetivos</translation>
    </message>
    <message>
        <source>Time per output token at most this</source>
        <translation>Tiempo por token de salida como máximo este</translation>
    </message>
    <message>
        <source>LoRA ra&amp;nk</source>
        <translation>Ra&amp;ngo LoRA</translation>
    </message>
    <message>
        <source>LoR&amp;A on</source>
        <translation>LoRA &amp;en</translation>
    </message>
    <message>
        <source>Fro&amp;zen weights</source>
        <translation>Pesos c&amp;ongelados</translation>
    </message>
    <message>
        <source>Weights &amp;quantized</source>
        <translation>Pesos cuanti&amp;zados</translation>
    </message>
    <message>
        <source>TTFT t&amp;arget</source>
        <translation>Ob&amp;jetivo TTFT</translation>
    </message>
    <message>
        <source>TP&amp;OT target</source>
        <translation>Objetivo TPO&amp;T</translation>
    </message>
    <message>
        <source>Change batching</source>
        <translation>Cambiar agrupación en lotes</translation>
    </message>
    <message>
        <source>Change prefill chunk</source>
        <translation>Cambiar fragmento de prellenado</translation>
    </message>
    <message>
        <source>Change draft model</source>
        <translation>Cambiar modelo borrador</translation>
    </message>
    <message>
        <source>Change proposed tokens</source>
        <translation>Cambiar tokens propuestos</translation>
    </message>
    <message>
        <source>Change acceptance rate</source>
        <translation>Cambiar tasa de aceptación</translation>
    </message>
    <message>
        <source>Batch&amp;ing</source>
        <translation>Agrupac&amp;ión en lotes</translation>
    </message>
    <message>
        <source>static</source>
        <translation>estática</translation>
    </message>
    <message>
        <source>continuous</source>
        <translation>continua</translation>
    </message>
    <message>
        <source>continuous, chunked prefill</source>
        <translation>continua, prellenado por fragmentos</translation>
    </message>
    <message>
        <source>Static: a batch is prefilled, then decoded, together. Continuous: requests join and leave every step. Chunked: each step carries the decodes and as much prompt as the chunk leaves</source>
        <translation>Estática: un lote se prellena y después se decodifica, todo a la vez. Continua: las solicitudes entran y salen en cada paso. Por fragmentos: cada paso lleva las decodificaciones y tanto prompt como deje libre el fragmento</translation>
    </message>
    <message>
        <source>Ch&amp;unk tokens</source>
        <translation>Toke&amp;ns por fragmento</translation>
    </message>
    <message>
        <source>The tokens a step carries at most: decodes and prompt chunks</source>
        <translation>Los tokens que lleva un paso como máximo: decodificaciones y fragmentos de prompt</translation>
    </message>
    <message>
        <source>&amp;Draft model</source>
        <translation>Mo&amp;delo borrador</translation>
    </message>
    <message>
        <source>Proposed toke&amp;ns</source>
        <translation>Tokens prop&amp;uestos</translation>
    </message>
    <message>
        <source>A&amp;cceptance</source>
        <translation>Aceptació&amp;n</translation>
    </message>
    <message>
        <source>The probability that the model accepts a proposed token</source>
        <translation>La probabilidad de que el modelo acepte un token propuesto</translation>
    </message>
    <message>
        <source>All but weight GEMMs (&quot;minimal&quot;)</source>
        <translation>Todo salvo los GEMM de pesos (&quot;minimal&quot;)</translation>
    </message>
    <message>
        <source>Keep attention&apos;s GEMM outputs (&quot;save_dot_except_mlp&quot;)</source>
        <translation>Conservar las salidas de los GEMM de la atención (&quot;save_dot_except_mlp&quot;)</translation>
    </message>
    <message>
        <source>Keep Q, K, V (&quot;save_qkv_proj&quot;)</source>
        <translation>Conservar Q, K, V (&quot;save_qkv_proj&quot;)</translation>
    </message>
    <message>
        <source>Q, K, V to host memory (&quot;qkv_proj_offloaded&quot;)</source>
        <translation>Q, K, V en la memoria del host (&quot;qkv_proj_offloaded&quot;)</translation>
    </message>
    <message>
        <source>GEMM outputs to host memory (&quot;minimal_offloaded&quot;)</source>
        <translation>Salidas de los GEMM en la memoria del host (&quot;minimal_offloaded&quot;)</translation>
    </message>
    <message>
        <source>Core attention only (Megatron &quot;selective&quot;)</source>
        <translation>Solo la atención central (Megatron &quot;selective&quot;)</translation>
    </message>
    <message>
        <source>Custom (from the workload file)</source>
        <translation>Personalizado (del archivo de carga)</translation>
    </message>
    <message>
        <source>Activation recomputation (training). None: keep every activation the backward pass reads. All but weight GEMMs: keep the outputs of the linear layers, redo norms, activations and attention during backward (MaxText&apos;s &quot;minimal&quot;). Full: keep only each block&apos;s input, redo its whole forward pass. The others keep fewer GEMM outputs, or keep them in host memory and bring them back over the host link; docs/workload.md lists what each keeps.</source>
        <translation>Recálculo de activaciones (entrenamiento). Ninguno: conservar toda activación que lee la pasada hacia atrás. Todo salvo los GEMM de pesos: conservar las salidas de las capas lineales, rehacer normas, activaciones y atención en la pasada hacia atrás (&quot;minimal&quot; de MaxText). Completo: conservar solo la entrada de cada bloque y rehacer toda su pasada hacia delante. Los demás conservan menos salidas de GEMM, o las guardan en la memoria del host y las traen de vuelta por el enlace del host; docs/workload.md indica qué conserva cada uno.</translation>
    </message>
    <message>
        <source>Change software stack</source>
        <translation>Cambiar la pila de software</translation>
    </message>
    <message>
        <source>Sof&amp;tware</source>
        <translation>Sof&amp;tware</translation>
    </message>
    <message>
        <source>Fused (Megatron/TE, MaxText)</source>
        <translation>Fusionada (Megatron/TE, MaxText)</translation>
    </message>
    <message>
        <source>Eager PyTorch (FSDP, HF Trainer)</source>
        <translation>PyTorch eager (FSDP, HF Trainer)</translation>
    </message>
    <message>
        <source>What runs the step. Fused: one kernel a norm, a rotary embedding and an activation, the library&apos;s fused attention (Megatron-LM with Transformer Engine, MaxText). Eager PyTorch: Hugging Face&apos;s layers as written, each norm, rotary embedding and activation several kernels that read and write the whole activation, the logits in fp32, FlashAttention-2 (PyTorch FSDP, LLM Foundry, torchtune, Trainer).</source>
        <translation>Lo que ejecuta el paso. Fusionada: un kernel por norma, incrustación rotatoria y activación, la atención fusionada de la biblioteca (Megatron-LM con Transformer Engine, MaxText). PyTorch eager: las capas de Hugging Face tal como están escritas, cada norma, incrustación rotatoria y activación en varios kernels que leen y escriben toda la activación, los logits en fp32, FlashAttention-2 (PyTorch FSDP, LLM Foundry, torchtune, Trainer).</translation>
    </message>
    <message>
        <source>n-gram prompt lookup</source>
        <translation>búsqueda de n-gramas en el prompt</translation>
    </message>
    <message>
        <source>the model&apos;s MTP module</source>
        <translation>el módulo MTP del modelo</translation>
    </message>
    <message>
        <source>an EAGLE head</source>
        <translation>una cabeza EAGLE</translation>
    </message>
    <message>
        <source>Speculative decoding: a smaller model, the prompt (n-gram lookup) or the model&apos;s own one-layer head proposes tokens that the model verifies in one step (static batching)</source>
        <translation>Decodificación especulativa: un modelo más pequeño, el prompt (búsqueda de n-gramas) o la cabeza de una capa del propio modelo propone tokens que el modelo verifica en un paso (lotes estáticos)</translation>
    </message>
    <message>
        <source>Change serving engine</source>
        <translation>Cambiar motor de servicio</translation>
    </message>
    <message>
        <source>Serving &amp;engine</source>
        <translation>Mot&amp;or de servicio</translation>
    </message>
    <message>
        <source>none (the estimator&apos;s defaults)</source>
        <extracomment>no serving engine: the estimator&apos;s own scheduler defaults</extracomment>
        <translation>ninguno (valores por defecto del estimador)</translation>
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
        <translation>Seguir los valores por defecto del planificador de un motor de servicio: su presupuesto de tokens por paso, el prellenado por fragmentos donde fragmenta, su límite de peticiones en curso (docs/serving.md). Un motor agrupa de forma continua salvo que se elija un modelo borrador</translation>
    </message>
</context>
<context>
    <name>ts::WorkspaceAutosave</name>
    <message>
        <source>the file there could not be read and is kept as it is</source>
        <translation>el archivo existente no se pudo leer y se conserva tal cual</translation>
    </message>
</context>
<context>
    <name>ts::WorkspaceCatalog</name>
    <message>
        <source>No user catalog folder (the window has no settings).</source>
        <translation>No hay carpeta de catálogo del usuario (la ventana no tiene configuración).</translation>
    </message>
    <message>
        <source>No device &apos;%1&apos; in the catalog.</source>
        <translation>No hay ningún dispositivo &apos;%1&apos; en el catálogo.</translation>
    </message>
    <message>
        <source>The what-if device did not load:
%1</source>
        <translation>El dispositivo hipotético no se cargó:
%1</translation>
    </message>
</context>
<context>
    <name>ts::WorkspaceController</name>
    <message>
        <source>One of %1 batched products.</source>
        <translation>Uno de %1 productos por lotes.</translation>
    </message>
    <message>
        <source>Systolic view: %1 is not a matrix product.</source>
        <translation>Vista sistólica: %1 no es un producto de matrices.</translation>
    </message>
    <message>
        <source>Systolic view: %1 (M×N×K %2×%3×%4) shown scaled down 1:%5 as %6×%7×%8.</source>
        <translation>Vista sistólica: %1 (M×N×K %2×%3×%4) reducida a escala 1:%5 como %6×%7×%8.</translation>
    </message>
    <message>
        <source>Systolic view: %1 (M×N×K %2×%3×%4) at full size.</source>
        <translation>Vista sistólica: %1 (M×N×K %2×%3×%4) a tamaño completo.</translation>
    </message>
    <message>
        <source>Cannot open &apos;%1&apos;:
%2</source>
        <translation>No se puede abrir &apos;%1&apos;:
%2</translation>
    </message>
    <message>
        <source>Cannot save &apos;%1&apos;: %2</source>
        <translation>No se puede guardar &apos;%1&apos;: %2</translation>
    </message>
    <message>
        <source>Cannot export &apos;%1&apos;: %2</source>
        <translation>No se puede exportar &apos;%1&apos;: %2</translation>
    </message>
    <message>
        <source>No chart &apos;%1&apos;</source>
        <translation>No existe el gráfico &apos;%1&apos;</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Cannot import &apos;%1&apos;:
%2</source>
        <translation>No se puede importar &apos;%1&apos;:
%2</translation>
    </message>
    <message>
        <source>Import model %1</source>
        <translation>Importar el modelo %1</translation>
    </message>
    <message>
        <source>Imported &apos;%1&apos;. Not modeled:
%2</source>
        <translation>&apos;%1&apos; importado. No modelado:
%2</translation>
    </message>
    <message>
        <source>Cannot save &apos;%1&apos;: it was changed on disk (by another window or program) since this window opened or saved it.</source>
        <extracomment>%1 is a file path</extracomment>
        <translation>No se puede guardar &apos;%1&apos;: ha cambiado en el disco (por otra ventana u otro programa) desde que esta ventana lo abrió o guardó.</translation>
    </message>
</context>
<context>
    <name>ts::WorkspaceDialogs</name>
    <message>
        <source>What-if Device</source>
        <translation>Dispositivo hipotético</translation>
    </message>
    <message>
        <source>Open Workspace</source>
        <translation>Abrir espacio de trabajo</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>Cambios sin guardar</translation>
    </message>
    <message>
        <source>The workspace has unsaved changes. Save them first?</source>
        <translation>El espacio de trabajo tiene cambios sin guardar. ¿Guardarlos primero?</translation>
    </message>
    <message>
        <source>Tensorscope workspaces (*.json)</source>
        <translation>Espacios de trabajo de Tensorscope (*.json)</translation>
    </message>
    <message>
        <source>Import Model</source>
        <translation>Importar modelo</translation>
    </message>
    <message>
        <source>Hugging Face model configurations (config.json *.json)</source>
        <translation>Configuraciones de modelos de Hugging Face (config.json *.json)</translation>
    </message>
    <message>
        <source>Save Workspace</source>
        <translation>Guardar espacio de trabajo</translation>
    </message>
    <message>
        <source>&apos;%1&apos; was changed on disk since this window opened or saved it, by another window or program. Replace it with this workspace? (No: save under another name.)</source>
        <extracomment>%1 is a file path</extracomment>
        <translation>&apos;%1&apos; ha cambiado en el disco desde que esta ventana lo abrió o guardó, por otra ventana u otro programa. ¿Reemplazarlo con este espacio de trabajo? (No: guardar con otro nombre.)</translation>
    </message>
    <message>
        <source>Export Results</source>
        <translation>Exportar resultados</translation>
    </message>
    <message>
        <source>CSV (*.csv);;JSON (*.json);;Markdown (*.md)</source>
        <translation>CSV (*.csv);;JSON (*.json);;Markdown (*.md)</translation>
    </message>
    <message>
        <source>Export Chart</source>
        <translation>Exportar gráfico</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation>Imagen PNG (*.png);;Dibujo SVG (*.svg);;Documento PDF (*.pdf)</translation>
    </message>
</context>
<context>
    <name>ts::WorkspaceDocument</name>
    <message>
        <source>Tick device</source>
        <translation>Marcar dispositivo</translation>
    </message>
    <message>
        <source>Untick device</source>
        <translation>Desmarcar dispositivo</translation>
    </message>
</context>
<context>
    <name>ts::cli::ChartCommand</name>
    <message>
        <source>Render one comparison chart to a PNG, SVG or PDF file (no display needed)</source>
        <translation>Representar un gráfico de comparación en un archivo PNG, SVG o PDF (sin pantalla)</translation>
    </message>
    <message>
        <source>The chart to render: %1.</source>
        <translation>El gráfico que representar: %1.</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>A preset id or a workload file.</source>
        <translation>Un id de preajuste o un archivo de carga de trabajo.</translation>
    </message>
    <message>
        <source>WORKLOAD</source>
        <translation>CARGA</translation>
    </message>
    <message>
        <source>PNG, SVG or PDF file to write, by its suffix.</source>
        <translation>Archivo PNG, SVG o PDF que escribir, según su extensión.</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>ARCHIVO</translation>
    </message>
    <message>
        <source>Chart size in logical pixels, from %1 to %2 a side (default 1600x1000).</source>
        <translation>Tamaño del gráfico en píxeles lógicos, de %1 a %2 por lado (por defecto 1600x1000).</translation>
    </message>
    <message>
        <source>WxH</source>
        <translation>AnxAl</translation>
    </message>
    <message>
        <source>PNG only: device pixel ratio, from %1 to %2 (default 2); the PNG has that many times the pixels of --size, with sharper type and lines.</source>
        <translation>Solo PNG: relación de píxeles, de %1 a %2 (por defecto 2); el PNG tiene tantas veces los píxeles de --size, con letra y líneas más nítidas.</translation>
    </message>
    <message>
        <source>F</source>
        <translation>F</translation>
    </message>
    <message>
        <source>light or dark (default light).</source>
        <translation>light u dark (claro u oscuro; por defecto light).</translation>
    </message>
    <message>
        <source>THEME</source>
        <translation>TEMA</translation>
    </message>
    <message>
        <source>Presentation mode&apos;s larger type and lines, for slides.</source>
        <translation>La letra y las líneas más grandes del modo presentación, para diapositivas.</translation>
    </message>
    <message>
        <source>Language of the chart&apos;s texts: %1 (default: the system&apos;s).</source>
        <translation>Idioma de los textos del gráfico: %1 (por defecto: el del sistema).</translation>
    </message>
    <message>
        <source>LANG</source>
        <translation>IDIOMA</translation>
    </message>
    <message>
        <source>--chart ID is required; one of %1.
</source>
        <translation>--chart ID es obligatorio; uno de %1.
</translation>
    </message>
    <message>
        <source>--chart &apos;%1&apos;: no such chart; expected one of %2.
</source>
        <translation>--chart &apos;%1&apos;: no existe ese gráfico; se esperaba uno de %2.
</translation>
    </message>
    <message>
        <source>--out FILE.png|svg|pdf is required.
</source>
        <translation>--out ARCHIVO.png|svg|pdf es obligatorio.
</translation>
    </message>
    <message>
        <source>--out &apos;%1&apos;: expected a file name ending in .png, .svg or .pdf.
</source>
        <translation>--out &apos;%1&apos;: se esperaba un nombre de archivo terminado en .png, .svg o .pdf.
</translation>
    </message>
    <message>
        <source>--size &apos;%1&apos;: expected WxH with each side from %2 to %3, e.g. 1600x1000.
</source>
        <translation>--size &apos;%1&apos;: se esperaba AnxAl con cada lado de %2 a %3, p. ej. 1600x1000.
</translation>
    </message>
    <message>
        <source>--scale &apos;%1&apos; %2 (a device pixel ratio, e.g. 2).
</source>
        <translation>--scale &apos;%1&apos; %2 (una relación de píxeles, p. ej. 2).
</translation>
    </message>
    <message>
        <source>--size %1x%2 at --scale %3 would be %4x%5 pixels; at most %6 a side.
</source>
        <translation>--size %1x%2 con --scale %3 daría %4x%5 píxeles; como máximo %6 por lado.
</translation>
    </message>
    <message>
        <source>--theme &apos;%1&apos;: expected light or dark.
</source>
        <translation>--theme &apos;%1&apos;: se esperaba light o dark.
</translation>
    </message>
    <message>
        <source>--language &apos;%1&apos;: expected one of %2.
</source>
        <translation>--language &apos;%1&apos;: se esperaba uno de %2.
</translation>
    </message>
    <message>
        <source>--workload PRESET|FILE is required; &apos;tensorscope workload list&apos; lists the presets.
</source>
        <translation>--workload PREAJUSTE|ARCHIVO es obligatorio; &apos;tensorscope workload list&apos; enumera los preajustes.
</translation>
    </message>
    <message>
        <source>cannot write &apos;%1&apos;: %2
</source>
        <translation>no se puede escribir &apos;%1&apos;: %2
</translation>
    </message>
    <message>
        <source>Wrote %1 (%2, %3x%4, %5 theme)
</source>
        <translation>Escrito %1 (%2, %3x%4, tema %5)
</translation>
    </message>
</context>
<context>
    <name>ts::cli::ClaimsCommand</name>
    <message>
        <source>Test the ten popular GPU-vs-TPU claims on a workload: verdict, condition and figures</source>
        <translation>Comprobar en una carga de trabajo las diez afirmaciones populares sobre GPU frente a TPU: veredicto, condición y cifras</translation>
    </message>
    <message>
        <source>A preset id or a workload file (default: the first-run workspace&apos;s, LLaMA-2 7B).</source>
        <translation>Un id de preajuste o un archivo de carga de trabajo (por defecto: la del espacio de trabajo del primer inicio, LLaMA-2 7B).</translation>
    </message>
    <message>
        <source>WORKLOAD</source>
        <translation>CARGA</translation>
    </message>
    <message>
        <source>Chips for the claims about scale (cost at scale, the torus); default %1.</source>
        <translation>Chips para las afirmaciones sobre la escala (coste a gran escala, el toro); por defecto %1.</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Print JSON (keys in the README).</source>
        <translation>Imprimir JSON (claves en el README).</translation>
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
        <translation>%1 en %2 y %3
</translation>
    </message>
    <message>
        <source>(no systolic chip)</source>
        <translation>(sin chip sistólico)</translation>
    </message>
    <message>
        <source>(no GPU)</source>
        <translation>(sin GPU)</translation>
    </message>
</context>
<context>
    <name>ts::cli::CommandLine</name>
    <message>
        <source>Run &apos;tensorscope %1 --help&apos; for its options.
</source>
        <translation>Ejecute &apos;tensorscope %1 --help&apos; para ver sus opciones.
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
        <translation>Uso: tensorscope [ORDEN] [OPCIONES]

Tensorscope compara GPU y TPU en el aprendizaje profundo. Ejecútelo sin
orden para abrir la ventana de la aplicación.

Órdenes:
%1
Opciones:
  -h, --help     Mostrar esta ayuda; &apos;tensorscope ORDEN --help&apos; muestra la de una orden
  -v, --version  Mostrar la versión

Estado de salida: 0 éxito, 1 fallo, 2 línea de órdenes incorrecta.
</translation>
    </message>
    <message>
        <source>tensorscope: unknown command &apos;%1&apos;. Run &apos;tensorscope --help&apos; for the list.
</source>
        <translation>tensorscope: orden desconocida &apos;%1&apos;. Ejecute &apos;tensorscope --help&apos; para ver la lista.
</translation>
    </message>
    <message>
        <source>tensorscope %1: unexpected argument &apos;%2&apos;.
</source>
        <translation>tensorscope %1: argumento inesperado &apos;%2&apos;.
</translation>
    </message>
    <message>
        <source>tensorscope %1: option &apos;%2&apos; given more than once; give it once.
</source>
        <translation>tensorscope %1: opción &apos;%2&apos; dada más de una vez; dela una sola vez.
</translation>
    </message>
    <message>
        <source>tensorscope %1: option &apos;%2&apos; needs a file name, found an empty one.
</source>
        <translation>tensorscope %1: la opción &apos;%2&apos; necesita un nombre de archivo, se encontró uno vacío.
</translation>
    </message>
</context>
<context>
    <name>ts::cli::DeviceOptions</name>
    <message>
        <source>Catalog ids, comma-separated.</source>
        <translation>Identificadores del catálogo, separados por comas.</translation>
    </message>
    <message>
        <source>ID[,ID...]</source>
        <translation>ID[,ID...]</translation>
    </message>
    <message>
        <source>Also load this catalog file, after the shipped catalog and the user folder (repeatable).</source>
        <translation>Cargar también este archivo de catálogo, después del catálogo incluido y de la carpeta del usuario (repetible).</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>ARCHIVO</translation>
    </message>
    <message>
        <source>--device ID[,ID...] is required; &apos;tensorscope devices&apos; lists them.
</source>
        <translation>--device ID[,ID...] es obligatorio; &apos;tensorscope devices&apos; los enumera.
</translation>
    </message>
    <message>
        <source>no device with id &apos;%1&apos;; &apos;tensorscope devices&apos; lists them.
</source>
        <translation>no hay ningún dispositivo con id &apos;%1&apos;; &apos;tensorscope devices&apos; los enumera.
</translation>
    </message>
</context>
<context>
    <name>ts::cli::DevicesCommand</name>
    <message>
        <source>List the accelerator catalog, or show one device with its sources</source>
        <translation>Listar el catálogo de aceleradores o mostrar un dispositivo con sus fuentes</translation>
    </message>
    <message>
        <source>&apos;show ID&apos; prints every field of one device and its sources.</source>
        <translation>&apos;show ID&apos; imprime todos los campos de un dispositivo y sus fuentes.</translation>
    </message>
    <message>
        <source>[show ID]</source>
        <translation>[show ID]</translation>
    </message>
    <message>
        <source>Only devices of this kind: gpu, tpu or other.</source>
        <translation>Solo dispositivos de este tipo: gpu, tpu u other.</translation>
    </message>
    <message>
        <source>KIND</source>
        <translation>TIPO</translation>
    </message>
    <message>
        <source>Also load this catalog file, after the shipped catalog and the user folder (repeatable).</source>
        <translation>Cargar también este archivo de catálogo, después del catálogo incluido y de la carpeta del usuario (repetible).</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>ARCHIVO</translation>
    </message>
    <message>
        <source>Print JSON (keys as in docs/catalog.md).</source>
        <translation>Imprimir JSON (claves como en docs/catalog.md).</translation>
    </message>
    <message>
        <source>Print CSV (list form only).</source>
        <translation>Imprimir CSV (solo en forma de lista).</translation>
    </message>
    <message>
        <source>Exit with 1 if loading the catalogs reported anything.</source>
        <translation>Salir con 1 si la carga de los catálogos informó de algo.</translation>
    </message>
    <message>
        <source>tensorscope devices: --json and --csv cannot be combined.
</source>
        <translation>tensorscope devices: --json y --csv no se pueden combinar.
</translation>
    </message>
    <message>
        <source>tensorscope devices: expected no arguments or &apos;show ID&apos;, found &apos;%1&apos;.
</source>
        <translation>tensorscope devices: se esperaba ningún argumento o &apos;show ID&apos;, se encontró &apos;%1&apos;.
</translation>
    </message>
    <message>
        <source>tensorscope devices show: --csv is for the list form only.
</source>
        <translation>tensorscope devices show: --csv es solo para la forma de lista.
</translation>
    </message>
    <message>
        <source>tensorscope devices: --kind &apos;%1&apos;: expected gpu, tpu or other.
</source>
        <translation>tensorscope devices: --kind &apos;%1&apos;: se esperaba gpu, tpu u other.
</translation>
    </message>
    <message>
        <source>tensorscope devices show: no device with id &apos;%1&apos;; run &apos;tensorscope devices&apos; for the list.
</source>
        <translation>tensorscope devices show: no hay ningún dispositivo con id &apos;%1&apos;; ejecute &apos;tensorscope devices&apos; para ver la lista.
</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>NOMBRE</translation>
    </message>
    <message>
        <source>VENDOR</source>
        <translation>FABRICANTE</translation>
    </message>
    <message>
        <source>BF16 TFLOP/S</source>
        <translation>BF16 TFLOP/S</translation>
    </message>
    <message>
        <source>BW GB/S</source>
        <translation>AB GB/S</translation>
    </message>
    <message>
        <source>TDP W</source>
        <translation>TDP W</translation>
    </message>
    <message>
        <source>$/CHIP-H</source>
        <translation>$/H-CHIP</translation>
    </message>
    <message numerus="yes">
        <source>%n device(s). Peaks are dense; &apos;tensorscope devices show ID&apos; lists every field and its sources.
</source>
        <translation>
            <numerusform>%n dispositivo. Los picos son densos; &apos;tensorscope devices show ID&apos; enumera cada campo y sus fuentes.
</numerusform>
            <numerusform>%n dispositivos. Los picos son densos; &apos;tensorscope devices show ID&apos; enumera cada campo y sus fuentes.
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
        <translation>Cargado de: %1
</translation>
    </message>
    <message>
        <source>Sources:
</source>
        <translation>Fuentes:
</translation>
    </message>
    <message>
        <source> (supports: %1)</source>
        <translation> (admite: %1)</translation>
    </message>
    <message>
        <source>Notes:
</source>
        <translation>Notas:
</translation>
    </message>
    <message>
        <source>MEMORY GiB</source>
        <translation>MEMORIA GiB</translation>
    </message>
</context>
<context>
    <name>ts::cli::EstimateCommand</name>
    <message>
        <source>Estimate a workload step on catalog devices: time, MFU, memory, energy and cost</source>
        <translation>Estimar un paso de una carga de trabajo en dispositivos del catálogo: tiempo, MFU, memoria, energía y coste</translation>
    </message>
    <message>
        <source>A preset id or a workload file.</source>
        <translation>Un id de preajuste o un archivo de carga de trabajo.</translation>
    </message>
    <message>
        <source>WORKLOAD</source>
        <translation>CARGA</translation>
    </message>
    <message>
        <source>Print JSON (keys in the README).</source>
        <translation>Imprimir JSON (claves en el README).</translation>
    </message>
    <message>
        <source>Print one CSV row per device.</source>
        <translation>Imprimir una fila CSV por dispositivo.</translation>
    </message>
    <message>
        <source>Print a Markdown table.</source>
        <translation>Imprimir una tabla Markdown.</translation>
    </message>
    <message>
        <source>Also print every operator&apos;s derivation.</source>
        <translation>Imprimir también la derivación de cada operador.</translation>
    </message>
    <message>
        <source>choose one of --json, --csv and --markdown.
</source>
        <translation>elija una de --json, --csv y --markdown.
</translation>
    </message>
    <message>
        <source>--workload PRESET|FILE is required; &apos;tensorscope workload list&apos; lists the presets.
</source>
        <translation>--workload PREAJUSTE|ARCHIVO es obligatorio; &apos;tensorscope workload list&apos; enumera los preajustes.
</translation>
    </message>
    <message>
        <source>%1 cannot run this workload (no matrix rate for its precision).
</source>
        <translation>%1 no puede ejecutar esta carga de trabajo (sin tasa matricial para su precisión).
</translation>
    </message>
    <message>
        <source>%1: %2.
</source>
        <translation>%1: %2.
</translation>
    </message>
    <message>
        <source>%1, %2, batch %3, seq %4, %5

</source>
        <translation>%1, %2, lote %3, sec. %4, %5

</translation>
    </message>
    <message>
        <source>device</source>
        <translation>dispositivo</translation>
    </message>
    <message>
        <source>step</source>
        <translation>paso</translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation>tokens/s</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>memoria</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>cabe</translation>
    </message>
    <message>
        <source>energy/step</source>
        <translation>energía/paso</translation>
    </message>
    <message>
        <source>cost/step</source>
        <translation>coste/paso</translation>
    </message>
    <message>
        <source>mostly</source>
        <translation>sobre todo</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <source>NO, does not fit</source>
        <translation>NO, no cabe</translation>
    </message>
    <message>
        <source>no TDP</source>
        <translation>sin TDP</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>sin precio</translation>
    </message>
    <message>
        <source>
%1: every operator (time per execution x count; bound; model; losses)
</source>
        <translation>
%1: cada operador (tiempo por ejecución x número; límite; modelo; pérdidas)
</translation>
    </message>
    <message>
        <source>  %1 x%2: %3, %4-bound, %5, %6 of the roof used, losses x%7; compute %8, memory %9
</source>
        <translation>  %1 x%2: %3, limitado por %4, %5, %6 del techo usado, pérdidas x%7; cómputo %8, memoria %9
</translation>
    </message>
    <message>
        <source>  notes: %1
</source>
        <translation>  notas: %1
</translation>
    </message>
    <message>
        <source>Run the step on N chips through the scaling model: the split --dp/--tp/--pp/--ep/--zero gives, else the fastest that fits memory (--auto).</source>
        <translation>Ejecutar el paso en N chips con el modelo de escalado: el reparto que dan --dp/--tp/--pp/--ep/--zero, si no el más rápido que cabe en memoria (--auto).</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>With --chips: search the fastest legal split that fits memory (the default).</source>
        <translation>Con --chips: buscar el reparto válido más rápido que cabe en memoria (predeterminado).</translation>
    </message>
    <message>
        <source>Tokens to train on or to generate: adds the whole job&apos;s steps, time, energy and cost.</source>
        <translation>Tokens que entrenar o generar: añade los pasos, el tiempo, la energía y el coste de todo el trabajo.</translation>
    </message>
    <message>
        <source>T</source>
        <translation>T</translation>
    </message>
    <message>
        <source>Power usage effectiveness of the data centre for facility energy (default 1.58).</source>
        <translation>Eficacia del uso de la energía (PUE) del centro de datos para la energía de la instalación (predeterminado 1,58).</translation>
    </message>
    <message>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <source>--%1 needs --chips N (the chips the job runs on).
</source>
        <translation>--%1 necesita --chips N (los chips en los que se ejecuta el trabajo).
</translation>
    </message>
    <message>
        <source>give either --dp/--tp/--pp or --auto, not both.
</source>
        <translation>indique --dp/--tp/--pp o --auto, no ambos.
</translation>
    </message>
    <message>
        <source>tokens/J</source>
        <translation>tokens/J</translation>
    </message>
    <message>
        <source>tokens/$</source>
        <translation>tokens/$</translation>
    </message>
    <message>
        <source>steps</source>
        <translation>pasos</translation>
    </message>
    <message>
        <source>job time</source>
        <translation>tiempo del trabajo</translation>
    </message>
    <message>
        <source>job energy</source>
        <translation>energía del trabajo</translation>
    </message>
    <message>
        <source>job cost</source>
        <translation>coste del trabajo</translation>
    </message>
    <message>
        <source>Which prices: on-demand (default), spot, committed-1y or committed-3y.</source>
        <translation>Qué precios: on-demand (predeterminado), spot, committed-1y o committed-3y.</translation>
    </message>
    <message>
        <source>KIND</source>
        <translation>TIPO</translation>
    </message>
    <message>
        <source>Among a device&apos;s prices of that kind: first (the catalog&apos;s reference quote, default) or cheapest.</source>
        <translation>Entre los precios de ese tipo de un dispositivo: first (la tarifa de referencia del catálogo, predeterminada) o cheapest.</translation>
    </message>
    <message>
        <source>BASIS</source>
        <translation>BASE</translation>
    </message>
    <message>
        <source>Only prices from a provider whose name contains TEXT (e.g. &quot;Google Cloud&quot;, &quot;AWS&quot;): one provider for every device.</source>
        <translation>Solo precios de un proveedor cuyo nombre contenga TEXT (p. ej. &quot;Google Cloud&quot;, &quot;AWS&quot;): un proveedor para todos los dispositivos.</translation>
    </message>
    <message>
        <source>TEXT</source>
        <translation>TEXTO</translation>
    </message>
    <message>
        <source>--price-kind &apos;%1&apos;: expected %2.
</source>
        <translation>--price-kind &apos;%1&apos;: se esperaba %2.
</translation>
    </message>
    <message>
        <source>--price-basis &apos;%1&apos;: expected first or cheapest.
</source>
        <translation>--price-basis &apos;%1&apos;: se esperaba first o cheapest.
</translation>
    </message>
    <message>
        <source>--price-provider: expected 1 to 128 characters of a provider&apos;s name.
</source>
        <translation>--price-provider: se esperaban de 1 a 128 caracteres del nombre de un proveedor.
</translation>
    </message>
</context>
<context>
    <name>ts::cli::GemmCommand</name>
    <message>
        <source>Estimate one matrix multiply on catalog devices, with its losses and bound</source>
        <translation>Estimar una multiplicación de matrices en dispositivos del catálogo, con sus pérdidas y su límite</translation>
    </message>
    <message>
        <source>Rows of A and C.</source>
        <translation>Filas de A y C.</translation>
    </message>
    <message>
        <source>M</source>
        <translation>M</translation>
    </message>
    <message>
        <source>Columns of B and C.</source>
        <translation>Columnas de B y C.</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>The reduction dimension.</source>
        <translation>La dimensión de reducción.</translation>
    </message>
    <message>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <source>Independent products (default 1).</source>
        <translation>Productos independientes (por defecto 1).</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>One of %1 (default bf16).</source>
        <translation>Una de %1 (por defecto bf16).</translation>
    </message>
    <message>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <source>Time one synchronous call as a host program does (adds the host round trip, docs/engine.md), rather than the kernel alone.</source>
        <translation>Medir una llamada síncrona como lo hace un programa anfitrión (añade el viaje de ida y vuelta del anfitrión, docs/engine.md), en lugar de solo el kernel.</translation>
    </message>
    <message>
        <source>Print JSON (keys in the README).</source>
        <translation>Imprimir JSON (claves en el README).</translation>
    </message>
    <message>
        <source>tensorscope gemm: --%1 is required.
</source>
        <translation>tensorscope gemm: --%1 es obligatorio.
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
        <translation>tensorscope gemm: --precision &apos;%1&apos;: se esperaba una de %2.
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
        <translation>tensorscope gemm: %1 no tiene tasa matricial para %2 ni una alternativa.
</translation>
    </message>
    <message>
        <source>tensorscope gemm: the GEMM is too large to estimate.
</source>
        <translation>tensorscope gemm: la GEMM es demasiado grande para estimarla.
</translation>
    </message>
    <message>
        <source>tensorscope gemm: %1: %2.
</source>
        <translation>tensorscope gemm: %1: %2.
</translation>
    </message>
    <message>
        <source>%1: %2 s, %3 TFLOP/s, %4 of the %5 peak, %6-bound (%7)
</source>
        <translation>%1: %2 s, %3 TFLOP/s, %4 del pico %5, limitado por %6 (%7)
</translation>
    </message>
    <message>
        <source>  compute %1 s, memory %2 s, C stores %3 s, overhead %4 s
</source>
        <translation>  cómputo %1 s, memoria %2 s, escrituras de C %3 s, sobrecarga %4 s
</translation>
    </message>
    <message>
        <source>  %1; losses: %2
</source>
        <translation>  %1; pérdidas: %2
</translation>
    </message>
</context>
<context>
    <name>ts::cli::HandoutCommand</name>
    <message>
        <source>Write a tour as a PDF handout: its scenes, captions, questions and answers</source>
        <translation>Escribir un recorrido como material en PDF: sus escenas, textos, preguntas y respuestas</translation>
    </message>
    <message>
        <source>The tour: a shipped tour&apos;s id (%1) or a tour file.</source>
        <translation>El recorrido: el id de un recorrido incluido (%1) o un archivo de recorrido.</translation>
    </message>
    <message>
        <source>TOUR</source>
        <translation>RECORRIDO</translation>
    </message>
    <message>
        <source>PDF file to write.</source>
        <translation>Archivo PDF que se escribe.</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>ARCHIVO</translation>
    </message>
    <message>
        <source>Language of the handout: %1 (default: the system&apos;s).</source>
        <translation>Idioma del material: %1 (por defecto: el del sistema).</translation>
    </message>
    <message>
        <source>LANG</source>
        <translation>IDIOMA</translation>
    </message>
    <message>
        <source>Window size the scene pictures are drawn at, from %1 to %2 a side (default 1600x1000, as screenshot).</source>
        <translation>Tamaño de ventana con el que se dibujan las imágenes de las escenas, de %1 a %2 por lado (por defecto 1600x1000, como screenshot).</translation>
    </message>
    <message>
        <source>WxH</source>
        <translation>AxA</translation>
    </message>
    <message>
        <source>light or dark: the scene pictures&apos; theme (default light).</source>
        <translation>light o dark: el tema de las imágenes de las escenas (por defecto light).</translation>
    </message>
    <message>
        <source>THEME</source>
        <translation>TEMA</translation>
    </message>
    <message>
        <source>tensorscope handout: --out FILE.pdf is required.
</source>
        <translation>tensorscope handout: se requiere --out ARCHIVO.pdf.
</translation>
    </message>
    <message>
        <source>tensorscope handout: &apos;%1&apos;: the output must be a .pdf file.
</source>
        <translation>tensorscope handout: &apos;%1&apos;: la salida debe ser un archivo .pdf.
</translation>
    </message>
    <message>
        <source>tensorscope handout: --size &apos;%1&apos;: expected WxH with each side from %2 to %3, e.g. 1600x1000.
</source>
        <translation>tensorscope handout: --size &apos;%1&apos;: se esperaba AxA con cada lado de %2 a %3, p. ej. 1600x1000.
</translation>
    </message>
    <message>
        <source>tensorscope handout: --theme &apos;%1&apos;: expected light or dark.
</source>
        <translation>tensorscope handout: --theme &apos;%1&apos;: se esperaba light o dark.
</translation>
    </message>
    <message>
        <source>tensorscope handout: --language &apos;%1&apos;: expected one of %2.
</source>
        <translation>tensorscope handout: --language &apos;%1&apos;: se esperaba uno de %2.
</translation>
    </message>
    <message>
        <source>tensorscope handout: --tour is required: a shipped tour (%1) or a tour file.
</source>
        <translation>tensorscope handout: se requiere --tour: un recorrido incluido (%1) o un archivo de recorrido.
</translation>
    </message>
    <message>
        <source>tensorscope handout: --tour &apos;%1&apos;: no shipped tour has this id; the shipped tours are %2 (or give a tour file&apos;s path).
</source>
        <translation>tensorscope handout: --tour &apos;%1&apos;: ningún recorrido incluido tiene este id; los recorridos incluidos son %2 (o indique la ruta de un archivo de recorrido).
</translation>
    </message>
    <message>
        <source>tensorscope handout: cannot write &apos;%1&apos;: %2
</source>
        <translation>tensorscope handout: no se puede escribir &apos;%1&apos;: %2
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
        <translation>%1 escrito (%2 páginas: el título, %3 escenas, %4 de respuestas)
</translation>
    </message>
</context>
<context>
    <name>ts::cli::RecordCommand</name>
    <message>
        <source>Record an animated view, the Compare charts or a tour as an MP4 or GIF clip</source>
        <translation>Grabar una vista animada, los gráficos de Comparar o un recorrido como clip MP4 o GIF</translation>
    </message>
    <message>
        <source>What to record: %1 (compare: the charts through a batch sweep, 1 to 256).</source>
        <translation>Qué grabar: %1 (compare: los gráficos a lo largo de un barrido de lotes, de 1 a 256).</translation>
    </message>
    <message>
        <source>TAB</source>
        <translation>TAB</translation>
    </message>
    <message>
        <source>Record this tour instead, scene after scene with its caption: a shipped tour&apos;s id (%1) or a tour file.</source>
        <translation>Grabar en su lugar este recorrido, escena tras escena con su leyenda: el id de un recorrido incluido (%1) o un archivo de recorrido.</translation>
    </message>
    <message>
        <source>TOUR</source>
        <translation>TOUR</translation>
    </message>
    <message>
        <source>The clip to write: an .mp4 (H.264) or a .gif file.</source>
        <translation>El clip que se escribe: un archivo .mp4 (H.264) o .gif.</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FILE</translation>
    </message>
    <message>
        <source>Length of the clip, or with --tour of each scene, up to %1 in all (default %2; %3 a scene).</source>
        <translation>Duración del clip, o con --tour de cada escena, hasta %1 en total (por defecto %2; %3 por escena).</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Frames a second, from 1 to %1 (default 30).</source>
        <translation>Fotogramas por segundo, de 1 a %1 (por defecto 30).</translation>
    </message>
    <message>
        <source>F</source>
        <translation>F</translation>
    </message>
    <message>
        <source>Frame size in pixels, from %1 to %2 a side, even for an MP4 (default 1280x720).</source>
        <translation>Tamaño del fotograma en píxeles, de %1 a %2 por lado, pares para un MP4 (por defecto 1280x720).</translation>
    </message>
    <message>
        <source>WxH</source>
        <translation>WxH</translation>
    </message>
    <message>
        <source>With --tab: open this workspace file first (a .tensorscope.json saved by the window).</source>
        <translation>Con --tab: abrir antes este archivo de espacio de trabajo (un .tensorscope.json guardado por la ventana).</translation>
    </message>
    <message>
        <source>With --tab: presentation mode (large type, no menus or docks).</source>
        <translation>Con --tab: modo presentación (letra grande, sin menús ni paneles).</translation>
    </message>
    <message>
        <source>User interface language: %1 (default: the system&apos;s).</source>
        <translation>Idioma de la interfaz: %1 (por defecto: el del sistema).</translation>
    </message>
    <message>
        <source>LANG</source>
        <translation>LANG</translation>
    </message>
    <message>
        <source>light or dark (default light).</source>
        <translation>light o dark (por defecto light).</translation>
    </message>
    <message>
        <source>THEME</source>
        <translation>THEME</translation>
    </message>
    <message>
        <source>tensorscope record: --out FILE.mp4 or FILE.gif is required.
</source>
        <translation>tensorscope record: se requiere --out FILE.mp4 o FILE.gif.
</translation>
    </message>
    <message>
        <source>tensorscope record: &apos;%1&apos;: the output must be an .mp4 or a .gif file.
</source>
        <translation>tensorscope record: &apos;%1&apos;: la salida debe ser un archivo .mp4 o .gif.
</translation>
    </message>
    <message>
        <source>tensorscope record: give either --tab (%1) or --tour.
</source>
        <translation>tensorscope record: indique --tab (%1) o --tour.
</translation>
    </message>
    <message>
        <source>tensorscope record: --tab &apos;%1&apos;: expected %2.
</source>
        <translation>tensorscope record: --tab &apos;%1&apos;: se esperaba %2.
</translation>
    </message>
    <message>
        <source>tensorscope record: --workspace and --present go with --tab; a tour&apos;s scenes bring their own workspace.
</source>
        <translation>tensorscope record: --workspace y --present van con --tab; las escenas de un recorrido traen su propio espacio de trabajo.
</translation>
    </message>
    <message>
        <source>tensorscope record: --size &apos;%1&apos;: expected WxH with each side from %2 to %3, e.g. 1280x720.
</source>
        <translation>tensorscope record: --size &apos;%1&apos;: se esperaba WxH con cada lado de %2 a %3, p. ej. 1280x720.
</translation>
    </message>
    <message>
        <source>tensorscope record: --size %1x%2: an MP4 clip needs even sides (H.264 stores colour at half size); try %3x%4.
</source>
        <translation>tensorscope record: --size %1x%2: un clip MP4 necesita lados pares (H.264 guarda el color a la mitad de tamaño); pruebe %3x%4.
</translation>
    </message>
    <message>
        <source>tensorscope record: --fps &apos;%1&apos; %2 (frames a second).
</source>
        <translation>tensorscope record: --fps &apos;%1&apos; %2 (fotogramas por segundo).
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
        <translation>tensorscope record: --theme &apos;%1&apos;: se esperaba light o dark.
</translation>
    </message>
    <message>
        <source>tensorscope record: --language &apos;%1&apos;: expected one of %2.
</source>
        <translation>tensorscope record: --language &apos;%1&apos;: se esperaba uno de %2.
</translation>
    </message>
    <message>
        <source>tensorscope record: --tour &apos;%1&apos;: no shipped tour has this id; the shipped tours are %2 (or give a tour file&apos;s path).
</source>
        <translation>tensorscope record: --tour &apos;%1&apos;: ningún recorrido incluido tiene este id; los recorridos incluidos son %2 (o indique la ruta de un archivo de recorrido).
</translation>
    </message>
    <message>
        <source>tensorscope record: this build of Tensorscope has no clip support: it was built without the FFmpeg libraries (libavcodec, libavformat, libavutil, libswscale; scripts/install-deps.sh installs them).
</source>
        <translation>tensorscope record: esta compilación de Tensorscope no admite clips: se compiló sin las bibliotecas de FFmpeg (libavcodec, libavformat, libavutil, libswscale; scripts/install-deps.sh las instala).
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
        <translation>tensorscope record: --seconds %1 para cada una de las %2 escenas del recorrido superaría los %3 s en total.
</translation>
    </message>
    <message>
        <source>tensorscope record: cannot write &apos;%1&apos;: %2
</source>
        <translation>tensorscope record: no se puede escribir &apos;%1&apos;: %2
</translation>
    </message>
    <message>
        <source>Wrote %1 (%2 frames, %3x%4 at %5 frames a second: %6 s)
</source>
        <extracomment>%1 the file, %2 frames, %3 width, %4 height, %5 frames a second, %6 seconds</extracomment>
        <translation>%1 escrito (%2 fotogramas, %3x%4 a %5 fotogramas por segundo: %6 s)
</translation>
    </message>
</context>
<context>
    <name>ts::cli::ScaleCommand</name>
    <message>
        <source>--%1 expects an integer from %2 to %3, got &apos;%4&apos;.
</source>
        <translation>--%1 espera un entero de %2 a %3, se recibió &apos;%4&apos;.
</translation>
    </message>
    <message>
        <source>Scale a workload over many chips: time, efficiency, communication, memory, cost</source>
        <translation>Escalar una carga de trabajo a muchos chips: tiempo, eficiencia, comunicación, memoria, coste</translation>
    </message>
    <message>
        <source>A preset id or a workload file.</source>
        <translation>Un id de preajuste o un archivo de carga de trabajo.</translation>
    </message>
    <message>
        <source>WORKLOAD</source>
        <translation>CARGA</translation>
    </message>
    <message>
        <source>Chip counts, e.g. 8,64,512.</source>
        <translation>Números de chips, p. ej. 8,64,512.</translation>
    </message>
    <message>
        <source>N[,N...]</source>
        <translation>N[,N...]</translation>
    </message>
    <message>
        <source>ZeRO stage 0-3 (3: FSDP).</source>
        <translation>Etapa ZeRO 0-3 (3: FSDP).</translation>
    </message>
    <message>
        <source>Z</source>
        <translation>Z</translation>
    </message>
    <message>
        <source>Sequences per micro-batch.</source>
        <translation>Secuencias por microlote.</translation>
    </message>
    <message>
        <source>M</source>
        <translation>M</translation>
    </message>
    <message>
        <source>Find the fastest legal split per chip count (the default without --dp/--tp/--pp).</source>
        <translation>Buscar el reparto válido más rápido por número de chips (por defecto sin --dp/--tp/--pp).</translation>
    </message>
    <message>
        <source>Report only the fewest chips (of --chips, else powers of two up to 65536) for which a legal split fits memory, with its fastest fitting split.</source>
        <translation>Informar solo del menor número de chips (de --chips, si no potencias de dos hasta 65536) con el que un reparto válido cabe en memoria, con su reparto válido más rápido.</translation>
    </message>
    <message>
        <source>Do not overlap gradient reduction with backward compute.</source>
        <translation>No solapar la reducción de gradientes con el cómputo hacia atrás.</translation>
    </message>
    <message>
        <source>Print JSON (keys in the README).</source>
        <translation>Imprimir JSON (claves en el README).</translation>
    </message>
    <message>
        <source>Print one CSV row per device and chip count.</source>
        <translation>Imprimir una fila CSV por dispositivo y número de chips.</translation>
    </message>
    <message>
        <source>Print a Markdown table.</source>
        <translation>Imprimir una tabla Markdown.</translation>
    </message>
    <message>
        <source>Also print each result&apos;s derivation.</source>
        <translation>Imprimir también la derivación de cada resultado.</translation>
    </message>
    <message>
        <source>choose one of --json, --csv and --markdown.
</source>
        <translation>elija una de --json, --csv y --markdown.
</translation>
    </message>
    <message>
        <source>--workload PRESET|FILE is required; &apos;tensorscope workload list&apos; lists the presets.
</source>
        <translation>--workload PREAJUSTE|ARCHIVO es obligatorio; &apos;tensorscope workload list&apos; enumera los preajustes.
</translation>
    </message>
    <message>
        <source>--chips N[,N...] is required, e.g. --chips 8,64,512.
</source>
        <translation>--chips N[,N...] es obligatorio, p. ej. --chips 8,64,512.
</translation>
    </message>
    <message>
        <source>--chips expects integers from 1 to %1, got &apos;%2&apos;.
</source>
        <translation>--chips espera enteros de 1 a %1, se recibió &apos;%2&apos;.
</translation>
    </message>
    <message>
        <source>--zero expects 0, 1, 2 or 3, got &apos;%1&apos;.
</source>
        <translation>--zero espera 0, 1, 2 o 3, se recibió &apos;%1&apos;.
</translation>
    </message>
    <message>
        <source>give either --dp/--tp/--pp or --search, not both.
</source>
        <translation>indique --dp/--tp/--pp o --search, no ambos.
</translation>
    </message>
    <message>
        <source>--fewest searches the splits; it takes no --dp/--tp/--pp.
</source>
        <translation>--fewest busca los repartos; no admite --dp/--tp/--pp.
</translation>
    </message>
    <message>
        <source>%1: no split of %2 chips or fewer fits in memory.
</source>
        <translation>%1: ningún reparto en %2 chips o menos cabe en memoria.
</translation>
    </message>
    <message>
        <source>%1, %2, batch %3, seq %4, %5%6

</source>
        <translation>%1, %2, lote %3, sec. %4, %5%6

</translation>
    </message>
    <message>
        <source>; fastest legal split per chip count</source>
        <translation>; reparto válido más rápido por número de chips</translation>
    </message>
    <message>
        <source>device</source>
        <translation>dispositivo</translation>
    </message>
    <message>
        <source>chips</source>
        <translation>chips</translation>
    </message>
    <message>
        <source>split</source>
        <translation>reparto</translation>
    </message>
    <message>
        <source>step</source>
        <translation>paso</translation>
    </message>
    <message>
        <source>efficiency</source>
        <translation>eficiencia</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>comm (exposed)</source>
        <translation>com. (expuesta)</translation>
    </message>
    <message>
        <source>bubble</source>
        <translation>burbuja</translation>
    </message>
    <message>
        <source>memory/chip</source>
        <translation>memoria/chip</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>cabe</translation>
    </message>
    <message>
        <source>cost/step</source>
        <translation>coste/paso</translation>
    </message>
    <message>
        <source>energy/step</source>
        <translation>energía/paso</translation>
    </message>
    <message>
        <source>no legal split</source>
        <translation>sin reparto válido</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <source>NO</source>
        <translation>NO</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>sin precio</translation>
    </message>
    <message>
        <source>no TDP</source>
        <translation>sin TDP</translation>
    </message>
    <message>
        <source>
%1, %2 chips, %3:
</source>
        <translation>
%1, %2 chips, %3:
</translation>
    </message>
    <message>
        <source>  notes: %1
</source>
        <translation>  notas: %1
</translation>
    </message>
    <message>
        <source>the engine cannot estimate the step: %1</source>
        <translation>el motor no puede estimar el paso: %1</translation>
    </message>
    <message>
        <source>the engine cannot estimate %1: %2</source>
        <translation>el motor no puede estimar %1: %2</translation>
    </message>
    <message>
        <source>Inference: sequence-parallel gathers and NCCL only, not a serving runtime&apos;s all-reduces and one-shot kernels.</source>
        <translation>Inferencia: solo gathers con paralelismo de secuencia y NCCL, sin los all-reduce ni los kernels one-shot de un runtime de servicio.</translation>
    </message>
    <message>
        <source>%1 = %2 is more than the %3 chips.
</source>
        <translation>%1 = %2 es más que los %3 chips.
</translation>
    </message>
    <message>
        <source>%1 = %2 is not %3 chips.
</source>
        <translation>%1 = %2 no son %3 chips.
</translation>
    </message>
</context>
<context>
    <name>ts::cli::ScreenshotCommand</name>
    <message>
        <source>Render the main window offscreen to a PNG file (no display needed)</source>
        <translation>Dibujar la ventana principal fuera de pantalla en un archivo PNG (no necesita pantalla)</translation>
    </message>
    <message>
        <source>PNG file to write.</source>
        <translation>Archivo PNG que se escribirá.</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>ARCHIVO</translation>
    </message>
    <message>
        <source>Window size in pixels, from %1 to %2 a side (default 1600x1000).</source>
        <translation>Tamaño de la ventana en píxeles, de %1 a %2 por lado (por defecto 1600x1000).</translation>
    </message>
    <message>
        <source>WxH</source>
        <translation>AnxAl</translation>
    </message>
    <message>
        <source>TAB</source>
        <translation>PESTAÑA</translation>
    </message>
    <message>
        <source>systolic and simt tabs: the cycle to show (default: a third into the first fold; simt: a third into the run).</source>
        <translation>pestañas systolic y simt: el ciclo que se muestra (por defecto: un tercio del primer pliegue; simt: un tercio de la ejecución).</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>light or dark (default light).</source>
        <translation>light u dark (claro u oscuro; por defecto light).</translation>
    </message>
    <message>
        <source>THEME</source>
        <translation>TEMA</translation>
    </message>
    <message>
        <source>tensorscope screenshot: --out FILE.png is required.
</source>
        <translation>tensorscope screenshot: --out ARCHIVO.png es obligatorio.
</translation>
    </message>
    <message>
        <source>tensorscope screenshot: &apos;%1&apos;: the output must be a .png file.
</source>
        <translation>tensorscope screenshot: &apos;%1&apos;: la salida debe ser un archivo .png.
</translation>
    </message>
    <message>
        <source>tensorscope screenshot: --size &apos;%1&apos;: expected WxH with each side from %2 to %3, e.g. 1600x1000.
</source>
        <translation>tensorscope screenshot: --size &apos;%1&apos;: se esperaba AnxAl con cada lado de %2 a %3, p. ej. 1600x1000.
</translation>
    </message>
    <message>
        <source>tensorscope screenshot: --theme &apos;%1&apos;: expected light or dark.
</source>
        <translation>tensorscope screenshot: --theme &apos;%1&apos;: se esperaba light o dark.
</translation>
    </message>
    <message>
        <source>tensorscope screenshot: --cycle &apos;%1&apos; %2.
</source>
        <translation>tensorscope screenshot: --cycle &apos;%1&apos; %2.
</translation>
    </message>
    <message>
        <source>tensorscope screenshot: cannot write &apos;%1&apos;: %2
</source>
        <translation>tensorscope screenshot: no se puede escribir &apos;%1&apos;: %2
</translation>
    </message>
    <message>
        <source>Wrote %1 (%2x%3, %4 theme)
</source>
        <translation>Escrito %1 (%2x%3, tema %4)
</translation>
    </message>
    <message>
        <source>User interface language: %1 (default: the system&apos;s).</source>
        <translation>Idioma de la interfaz: %1 (por defecto: el del sistema).</translation>
    </message>
    <message>
        <source>LANG</source>
        <translation>IDIOMA</translation>
    </message>
    <message>
        <source>tensorscope screenshot: --language &apos;%1&apos;: expected one of %2.
</source>
        <translation>tensorscope screenshot: --language &apos;%1&apos;: se esperaba uno de %2.
</translation>
    </message>
    <message>
        <source>Presentation mode: large type, no menus, docks or settings (docs/presentation.md).</source>
        <translation>Modo presentación: letra grande, sin menús, paneles ni ajustes (docs/presentation.md).</translation>
    </message>
    <message>
        <source>TOUR</source>
        <translation>RECORRIDO</translation>
    </message>
    <message>
        <source>With --tour: the scene to show, from 1.</source>
        <translation>Con --tour: la escena que se muestra, desde 1.</translation>
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
        <translation>tensorscope screenshot: --scene &apos;%1&apos;: se esperaba de 1 a %2.
</translation>
    </message>
    <message>
        <source>tensorscope screenshot: cannot encode &apos;%1&apos;: %2
</source>
        <translation>tensorscope screenshot: no se puede codificar &apos;%1&apos;: %2
</translation>
    </message>
    <message>
        <source>Device pixel ratio, from %1 to %2 (default 1): the window keeps its size in logical pixels, the PNG is that many times larger, with type and lines as sharp as on a screen scaled to 150 % or 200 %.</source>
        <translation>Relación de píxeles del dispositivo, de %1 a %2 (por defecto 1): la ventana conserva su tamaño en píxeles lógicos y el PNG es tantas veces mayor, con texto y líneas tan nítidos como en una pantalla escalada al 150 % o al 200 %.</translation>
    </message>
    <message>
        <source>F</source>
        <translation>F</translation>
    </message>
    <message>
        <source>tensorscope screenshot: --scale &apos;%1&apos; %2 (a device pixel ratio from %3 to %4, e.g. 1.5 or 2).
</source>
        <translation>tensorscope screenshot: --scale &apos;%1&apos; %2 (una relación de píxeles de %3 a %4, p. ej. 1.5 o 2).
</translation>
    </message>
    <message>
        <source>tensorscope screenshot: --size %1x%2 at --scale %3 would be %4x%5 pixels; at most %6 a side.
</source>
        <translation>tensorscope screenshot: --size %1x%2 con --scale %3 daría %4x%5 píxeles; como máximo %6 por lado.
</translation>
    </message>
    <message>
        <source>Open this workspace file first (a .tensorscope.json saved by the window).</source>
        <translation>Abrir antes este archivo de espacio de trabajo (un .tensorscope.json guardado por la ventana).</translation>
    </message>
    <message>
        <source>Select this operator of the workload first, as a click in the operator table does (the systolic and SIMT views then show it).</source>
        <translation>Seleccionar primero este operador de la carga, como un clic en la tabla de operadores (las vistas sistólica y SIMT lo muestran entonces).</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>NOMBRE</translation>
    </message>
    <message>
        <source>tensorscope screenshot: --operator &apos;%1&apos;: the workload has no such operator.
</source>
        <translation>tensorscope screenshot: --operator &apos;%1&apos;: la carga no tiene ese operador.
</translation>
    </message>
    <message>
        <source>start, compare, claims, systolic, simt or sidebyside (default start).</source>
        <translation>start, compare, claims, systolic, simt o sidebyside (por defecto start).</translation>
    </message>
    <message>
        <source>tensorscope screenshot: --tab &apos;%1&apos;: expected start, compare, claims, systolic, simt or sidebyside.
</source>
        <translation>tensorscope screenshot: --tab &apos;%1&apos;: se esperaba start, compare, claims, systolic, simt o sidebyside.
</translation>
    </message>
    <message>
        <source>With --tab claims: open this claim&apos;s card full size, from 1 to %1.</source>
        <translation>Con --tab claims: abrir a tamaño completo la tarjeta de esta afirmación, de 1 a %1.</translation>
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
        <translation>tensorscope screenshot: --claim necesita --tab claims.
</translation>
    </message>
    <message>
        <source>Open this tour first (a file, or a shipped tour: %1).</source>
        <translation>Abrir antes este recorrido (un archivo o un recorrido incluido: %1).</translation>
    </message>
    <message>
        <source>Render the presenter console at --size instead of the window; the window presents at %1x%2, a projector&apos;s size (docs/presentation.md).</source>
        <translation>Representar la consola del presentador a --size en lugar de la ventana; la ventana presenta a %1x%2, el tamaño de un proyector (docs/presentation.md).</translation>
    </message>
    <message>
        <source>Show the tour editor (File › Edit Tour) beside the window, on --tour&apos;s tour at --scene, with its scene pictures (docs/presentation.md).</source>
        <translation>Mostrar el editor de recorridos (Archivo › Editar recorrido) junto a la ventana, con el recorrido de --tour en --scene, con sus imágenes de escena (docs/presentation.md).</translation>
    </message>
</context>
<context>
    <name>ts::cli::ServeCommand</name>
    <message>
        <source>Serve a model on one chip: time to first token, time per output token, latency, throughput, the largest batch and the best one within latency bounds</source>
        <translation>Servir un modelo en un chip: tiempo hasta el primer token, tiempo por token de salida, latencia, rendimiento, el lote más grande y el mejor dentro de los límites de latencia</translation>
    </message>
    <message>
        <source>A preset id or a workload file.</source>
        <translation>Un id de preajuste o un archivo de carga de trabajo.</translation>
    </message>
    <message>
        <source>WORKLOAD</source>
        <translation>WORKLOAD</translation>
    </message>
    <message>
        <source>Time to first token at most this many seconds (with --tpot-max: the best batch within both).</source>
        <translation>Tiempo hasta el primer token de como máximo esta cantidad de segundos (con --tpot-max: el mejor lote dentro de ambos límites).</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>Time per output token at most this many seconds.</source>
        <translation>Tiempo por token de salida de como máximo esta cantidad de segundos.</translation>
    </message>
    <message>
        <source>Tokens the draft proposes per iteration (default 4).</source>
        <translation>Tokens que el modelo borrador propone por iteración (4 por defecto).</translation>
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
        <translation>Imprimir JSON (claves en el README).</translation>
    </message>
    <message>
        <source>--workload and --device are required.
</source>
        <translation>--workload y --device son obligatorios.
</translation>
    </message>
    <message>
        <source>--phase does not apply: serving runs the prefill and the decode steps.
</source>
        <translation>--phase no se aplica: el servicio ejecuta los pasos de prefill y de decodificación.
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
        <translation>debe ser mayor que 0</translation>
    </message>
    <message>
        <source>--speculate and --acceptance need a --draft model.
</source>
        <translation>--speculate y --acceptance necesitan un modelo borrador (--draft).
</translation>
    </message>
    <message>
        <source>--batch sets the batch; --ttft-max and --tpot-max find it: give one or the other.
</source>
        <translation>--batch fija el lote; --ttft-max y --tpot-max lo determinan: indique uno u otro.
</translation>
    </message>
    <message>
        <source>%1: prompt %2 tokens, %3 generated</source>
        <translation>%1: prompt de %2 tokens, %3 generados</translation>
    </message>
    <message>
        <source>; draft %1 proposing %2, %3 accepted</source>
        <translation>; borrador %1 propone %2, %3 aceptados</translation>
    </message>
    <message>
        <source>%1: no estimate (%2).
</source>
        <translation>%1: sin estimación (%2).
</translation>
    </message>
    <message>
        <source>
%1 (largest batch that fits: %2)
</source>
        <translation>
%1 (lote más grande que cabe: %2)
</translation>
    </message>
    <message>
        <source>  batch        TTFT        TPOT     request     tokens/s   $/M tokens
</source>
        <translation>   lote        TTFT        TPOT   solicitud     tokens/s   $/M tokens
</translation>
    </message>
    <message>
        <source>  * batch %1, limited by %2
</source>
        <translation>  * lote %1, limitado por %2
</translation>
    </message>
    <message>
        <source>Continuous batching in steady state: requests join and leave every step, and a joining request&apos;s prompt is prefilled in a step of its own.</source>
        <translation>Procesamiento continuo por lotes en régimen estacionario: en cada paso entran y salen solicitudes, y el prompt de una solicitud nueva se procesa en un paso propio.</translation>
    </message>
    <message>
        <source>Continuous batching with chunked prefill: at most N tokens a step, the decodes and as much prompt as fits beside them.</source>
        <translation>Procesamiento continuo por lotes con prellenado por fragmentos: como mucho N tokens por paso, las decodificaciones y tanto prompt como quepa junto a ellas.</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>--draft is modelled with static batching: leave out --continuous and --chunk.
</source>
        <translation>--draft se modela con lotes estáticos: omita --continuous y --chunk.
</translation>
    </message>
    <message>
        <source>; continuous batching, chunked prefill of %1 tokens a step</source>
        <translation>; lotes continuos, prellenado por fragmentos de %1 tokens por paso</translation>
    </message>
    <message>
        <source>; continuous batching</source>
        <translation>; lotes continuos</translation>
    </message>
    <message>
        <source>  batch        TTFT        TPOT  worst TPOT     request     tokens/s   $/M tokens
</source>
        <translation>   lote        TTFT        TPOT  TPOT máx.   solicitud     tokens/s   $/M tokens
</translation>
    </message>
    <message>
        <source>Serve one copy of the model on N chips with tensor parallelism (default 1).</source>
        <translation>Servir una copia del modelo en N chips con paralelismo de tensores (por defecto 1).</translation>
    </message>
    <message>
        <source>; tensor parallel over %1 chips</source>
        <translation>; paralelismo de tensores en %1 chips</translation>
    </message>
    <message>
        <source>  does not fit</source>
        <translation>  no cabe</translation>
    </message>
    <message>
        <source>  * batch %1 does not fit: it needs %2 of the device&apos;s %3
</source>
        <translation>  * el lote %1 no cabe: necesita %2 de los %3 del dispositivo
</translation>
    </message>
    <message>
        <source>--draft %1 (%2 parameters a token) is not smaller than %3 (%4): a draft that costs as much as the model cannot speed it up.
</source>
        <translation>--draft %1 (%2 parámetros por token) no es más pequeño que %3 (%4): un borrador que cuesta tanto como el modelo no puede acelerarlo.
</translation>
    </message>
    <message>
        <source>Speculative decoding with this draft model (a preset id or a workload file), or with the model&apos;s own: ngram (prompt lookup, no draft model), mtp (its multi-token-prediction module) or eagle (an EAGLE head).</source>
        <translation>Decodificación especulativa con este modelo borrador (un id de preajuste o un archivo de carga), o con el del propio modelo: ngram (búsqueda en el prompt, sin modelo borrador), mtp (su módulo de predicción de varios tokens) o eagle (una cabeza EAGLE).</translation>
    </message>
    <message>
        <source>Probability that the model accepts a proposed token, 0 to 1 (default 0.7; 0.85 for mtp, 0.5 for ngram).</source>
        <translation>Probabilidad de que el modelo acepte un token propuesto, de 0 a 1 (por defecto 0,7; 0,85 para mtp, 0,5 para ngram).</translation>
    </message>
    <message>
        <source>n-gram prompt lookup</source>
        <translation>búsqueda de n-gramas en el prompt</translation>
    </message>
    <message>
        <source>%1: no traffic simulation (%2).
</source>
        <translation>%1: sin simulación de tráfico (%2).
</translation>
    </message>
    <message>
        <source>Also sweep the batch and tensor parallelism (1, 2, 4, 8 chips) and print each configuration&apos;s tokens/s per user and per chip, marking the Pareto frontier.</source>
        <translation>Recorrer además el lote y el paralelismo tensorial (1, 2, 4, 8 chips) e imprimir los tokens/s por usuario y por chip de cada configuración, marcando la frontera de Pareto.</translation>
    </message>
    <message>
        <source>--frontier sweeps tensor parallelism itself: leave out --tp.
</source>
        <translation>--frontier ya recorre el paralelismo tensorial: omita --tp.
</translation>
    </message>
    <message>
        <source>%1: no frontier (%2).
</source>
        <translation>%1: sin frontera (%2).
</translation>
    </message>
    <message>
        <source>  Frontier (* Pareto: no configuration has more tokens/s per user and per chip)
</source>
        <translation>  Frontera (* Pareto: ninguna configuración tiene más tokens/s por usuario y por chip)
</translation>
    </message>
    <message>
        <source>    tp  batch  tok/s/user  tok/s/chip   $/M tokens        TTFT        TPOT  memory/chip
</source>
        <translation>    tp   lote  tok/s/usu.  tok/s/chip   $/M tokens        TTFT        TPOT  memoria/chip
</translation>
    </message>
    <message>
        <source>  tp %1 skipped: %2
</source>
        <translation>  tp %1 omitido: %2
</translation>
    </message>
    <message>
        <source>Pipeline parallelism: split the layers over N stages (default 1); a decode step&apos;s requests run as N micro-batches in flight.</source>
        <translation>Paralelismo de canalización: reparte las capas en N etapas (por defecto 1); las peticiones de un paso de decodificación corren como N microlotes en vuelo.</translation>
    </message>
    <message>
        <source>Expert parallelism for a mixture-of-experts model: N groups of chips, each serving its share of the requests, the routed experts divided over them (default 1).</source>
        <translation>Paralelismo de expertos para un modelo de mezcla de expertos: N grupos de chips, cada uno atiende su parte de las peticiones, con los expertos enrutados repartidos entre ellos (por defecto 1).</translation>
    </message>
    <message>
        <source>Follow a serving engine&apos;s scheduler defaults: vllm, sglang, trtllm or jetstream (token budget, chunked prefill, cap on running requests; docs/serving.md).</source>
        <translation>Sigue los valores por defecto del planificador de un motor de servicio: vllm, sglang, trtllm o jetstream (presupuesto de tokens, prellenado por trozos, tope de peticiones en curso; docs/serving.md).</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>NOMBRE</translation>
    </message>
    <message>
        <source>Disaggregated serving: P chips only prefill and D chips only decode, the prompt&apos;s KV cache sent between them over the scale-out network.</source>
        <translation>Servicio desagregado: P chips solo hacen prellenado y D chips solo decodifican; la caché KV del prompt se envía entre ellos por la red de escalado horizontal.</translation>
    </message>
    <message>
        <source>P:D</source>
        <translation>P:D</translation>
    </message>
    <message>
        <source>--engine &apos;%1&apos; must be one of %2.
</source>
        <translation>--engine &apos;%1&apos; debe ser uno de %2.
</translation>
    </message>
    <message>
        <source>--disaggregate &apos;%1&apos; must be P:D, the prefill and decode chips, each from 1 to %2 (e.g. 1:3).
</source>
        <translation>--disaggregate &apos;%1&apos; debe ser P:D, los chips de prellenado y de decodificación, cada uno de 1 a %2 (p. ej. 1:3).
</translation>
    </message>
    <message>
        <source>--frontier sweeps expert parallelism itself: leave out --ep.
</source>
        <translation>--frontier recorre el paralelismo de expertos por sí mismo: omite --ep.
</translation>
    </message>
    <message>
        <source>--frontier sweeps one copy of the model: leave out --disaggregate.
</source>
        <translation>--frontier recorre una copia del modelo: omite --disaggregate.
</translation>
    </message>
    <message>
        <source>the traffic simulation does not model --pp, --ep, --engine or --disaggregate yet: leave them out with --request-rate, --trace and --max-rate.
</source>
        <translation>la simulación de tráfico aún no modela --pp, --ep, --engine ni --disaggregate: omítelos con --request-rate, --trace y --max-rate.
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
        <translation>; paralelismo de canalización en %1 etapas</translation>
    </message>
    <message>
        <source>; expert parallel over %1 groups</source>
        <translation>; paralelismo de expertos en %1 grupos</translation>
    </message>
    <message>
        <source>; %1 scheduler defaults</source>
        <translation>; valores por defecto del planificador de %1</translation>
    </message>
    <message>
        <source>; disaggregated %1:%2 (prefill:decode chips)</source>
        <translation>; desagregado %1:%2 (chips de prellenado:decodificación)</translation>
    </message>
    <message>
        <source>  %1: token budget %2 a step%3, %4
</source>
        <translation>  %1: presupuesto de %2 tokens por paso%3, %4
</translation>
    </message>
    <message>
        <source>one prompt</source>
        <translation>un prompt</translation>
    </message>
    <message>
        <source> (chunked prefill)</source>
        <translation> (prellenado por trozos)</translation>
    </message>
    <message>
        <source>at most %1 requests running</source>
        <translation>como máximo %1 peticiones en curso</translation>
    </message>
    <message>
        <source>running requests as memory allows</source>
        <translation>tantas peticiones en curso como permita la memoria</translation>
    </message>
    <message>
        <source>  * prefill pool (chips: %1): a prompt in %2, its KV cache (%3) sent to the decode pool in %4; %5 requests/s
</source>
        <translation>  * grupo de prellenado (chips: %1): un prompt en %2, su caché KV (%3) enviada al grupo de decodificación en %4; %5 peticiones/s
</translation>
    </message>
    <message>
        <source>  * decode pool (chips: %1): %2 tokens/s; bound by the %3 pool: %4 tokens/s per chip over all %5 chips
</source>
        <translation>  * grupo de decodificación (chips: %1): %2 tokens/s; limitado por el grupo %3: %4 tokens/s por chip en los %5 chips
</translation>
    </message>
    <message>
        <source>    tp  ep  batch  tok/s/user  tok/s/chip   $/M tokens        TTFT        TPOT  memory/chip
</source>
        <translation>    tp  ep   lote  tok/s/usu.  tok/s/chip   $/M tokens        TTFT        TPOT  memoria/chip
</translation>
    </message>
    <message>
        <source>  tp %1 ep %2 skipped: %3
</source>
        <translation>  tp %1 ep %2 omitido: %3
</translation>
    </message>
    <message>
        <source>the traffic simulation does not model a serving engine yet: the workload&apos;s serving_engine &quot;%1&quot; cannot be used with --request-rate, --trace and --max-rate.
</source>
        <translation>la simulación de tráfico aún no modela un motor de servicio: el serving_engine &quot;%1&quot; de la carga de trabajo no puede usarse con --request-rate, --trace y --max-rate.
</translation>
    </message>
</context>
<context>
    <name>ts::cli::ServeTraffic</name>
    <message>
        <source>Simulate traffic: requests arrive at random (Poisson) at R a second, wait in a queue and are batched continuously; prints P50/P90/P99 latencies, throughput and goodput.</source>
        <translation>Simular tráfico: las solicitudes llegan al azar (Poisson) a R por segundo, esperan en una cola y se agrupan de forma continua; muestra latencias P50/P90/P99, rendimiento y goodput.</translation>
    </message>
    <message>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <source>Requests simulated with --request-rate or --max-rate (default 10000).</source>
        <translation>Solicitudes simuladas con --request-rate o --max-rate (por defecto 10000).</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Seed of the simulated arrivals (default 1): the same seed gives the same figures.</source>
        <translation>Semilla de las llegadas simuladas (por defecto 1): la misma semilla da las mismas cifras.</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>Simulate the requests of a CSV file with the header arrival_s,prompt_tokens,output_tokens.</source>
        <translation>Simular las solicitudes de un archivo CSV con la cabecera arrival_s,prompt_tokens,output_tokens.</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>ARCHIVO</translation>
    </message>
    <message>
        <source>Find the highest Poisson request rate whose P99 TTFT and P99 TPOT meet --ttft-max and --tpot-max (MLPerf Inference&apos;s Server scenario).</source>
        <translation>Buscar la mayor tasa de solicitudes de Poisson cuyo TTFT P99 y TPOT P99 cumplen --ttft-max y --tpot-max (el escenario Server de MLPerf Inference).</translation>
    </message>
    <message>
        <source>--requests and --seed need --request-rate or --max-rate.
</source>
        <translation>--requests y --seed necesitan --request-rate o --max-rate.
</translation>
    </message>
    <message>
        <source>--trace gives the requests: leave out --request-rate, --max-rate, --requests and --seed.
</source>
        <translation>--trace da las solicitudes: omita --request-rate, --max-rate, --requests y --seed.
</translation>
    </message>
    <message>
        <source>The traffic simulation does not model a --draft model.
</source>
        <translation>La simulación de tráfico no modela un modelo --draft.
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
        <translation>--max-rate necesita --ttft-max o --tpot-max (o ambos).
</translation>
    </message>
    <message>
        <source>one request does not fit the device&apos;s memory</source>
        <translation>una sola solicitud no cabe en la memoria del dispositivo</translation>
    </message>
    <message>
        <source>%1 requests arriving at random at %2 a second (seed %3)</source>
        <translation>%1 solicitudes que llegan al azar a %2 por segundo (semilla %3)</translation>
    </message>
    <message>
        <source>%1 requests of %2</source>
        <translation>%1 solicitudes de %2</translation>
    </message>
    <message>
        <source>  traffic: %1; continuous batching, at most %2 running%3
</source>
        <translation>  tráfico: %1; agrupación continua, como máximo %2 en curso%3
</translation>
    </message>
    <message>
        <source>, chunks of %1 tokens</source>
        <translation>, bloques de %1 tokens</translation>
    </message>
    <message>
        <source>queue</source>
        <translation>cola</translation>
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
        <translation>solicitud</translation>
    </message>
    <message>
        <source>  %1 output tokens/s, %2 requests/s, goodput %3 requests/s (%4 of %5 requests within the bounds)
</source>
        <translation>  %1 tokens de salida/s, %2 solicitudes/s, goodput %3 solicitudes/s (%4 de %5 solicitudes dentro de los límites)
</translation>
    </message>
    <message>
        <source>  %1 output tokens/s, %2 requests/s, goodput %3 requests/s (no bounds: %4 of %5 requests count)
</source>
        <translation>  %1 tokens de salida/s, %2 solicitudes/s, goodput %3 solicitudes/s (sin límites: cuentan %4 de %5 solicitudes)
</translation>
    </message>
    <message>
        <source>  max rate %1 requests/s: P99 TTFT and P99 TPOT within the bounds; %2 is not (%3 simulations of %4 requests, seed %5, doubling from one request at a time, then bisection)
</source>
        <translation>  tasa máxima %1 solicitudes/s: TTFT P99 y TPOT P99 dentro de los límites; %2 no (%3 simulaciones de %4 solicitudes, semilla %5, duplicando desde una solicitud a la vez y luego bisección)
</translation>
    </message>
    <message>
        <source>  max rate: none; even %1 requests/s misses the bounds (%2 simulations)
</source>
        <translation>  tasa máxima: ninguna; incluso %1 solicitudes/s incumple los límites (%2 simulaciones)
</translation>
    </message>
    <message>
        <source>  step times interpolated from %1 engine estimates (docs/serving.md)
</source>
        <translation>  tiempos de paso interpolados a partir de %1 estimaciones del motor (docs/serving.md)
</translation>
    </message>
</context>
<context>
    <name>ts::cli::SimulateCommand</name>
    <message>
        <source>Run a simulator in batch mode: &apos;simulate systolic&apos; runs a GEMM on a systolic array, &apos;simulate simt&apos; on a GPU&apos;s SMs and warps</source>
        <translation>Ejecutar un simulador por lotes: &apos;simulate systolic&apos; ejecuta una GEMM en una matriz sistólica, &apos;simulate simt&apos; en los SM y warps de una GPU</translation>
    </message>
    <message>
        <source>What to simulate: systolic or simt.</source>
        <translation>Qué simular: systolic o simt.</translation>
    </message>
    <message>
        <source>Systolic array rows (PEs).</source>
        <translation>Filas de la matriz sistólica (PE).</translation>
    </message>
    <message>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <source>Systolic array columns (PEs).</source>
        <translation>Columnas de la matriz sistólica (PE).</translation>
    </message>
    <message>
        <source>C</source>
        <translation>C</translation>
    </message>
    <message>
        <source>os (output stationary), ws (weight stationary) or is (input stationary).</source>
        <translation>os (output stationary), ws (weight stationary) o is (input stationary).</translation>
    </message>
    <message>
        <source>DATAFLOW</source>
        <translation>FLUJO</translation>
    </message>
    <message>
        <source>GEMM rows of A and C.</source>
        <translation>Filas de A y C de la GEMM.</translation>
    </message>
    <message>
        <source>M</source>
        <translation>M</translation>
    </message>
    <message>
        <source>GEMM reduction dimension.</source>
        <translation>Dimensión de reducción de la GEMM.</translation>
    </message>
    <message>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <source>GEMM columns of B and C.</source>
        <translation>Columnas de B y C de la GEMM.</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>auto (default: simulate unless the GEMM is too large), simulate or closed-form.</source>
        <translation>auto (por defecto: simular salvo que la GEMM sea demasiado grande), simulate o closed-form.</translation>
    </message>
    <message>
        <source>METHOD</source>
        <translation>MÉTODO</translation>
    </message>
    <message>
        <source>Print the result as JSON.</source>
        <translation>Imprimir el resultado como JSON.</translation>
    </message>
    <message>
        <source>simt: CTA tile MxNxK (default 128x128 with 64-byte K-slabs: 128x128x32 for bf16).</source>
        <translation>simt: tesela de CTA MxNxK (por defecto 128x128 con bloques K de 64 bytes: 128x128x32 para bf16).</translation>
    </message>
    <message>
        <source>MxNxK</source>
        <translation>MxNxK</translation>
    </message>
    <message>
        <source>simt: input precision, %1 (default bf16).</source>
        <translation>simt: precisión de entrada, %1 (por defecto bf16).</translation>
    </message>
    <message>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <source>tensorscope simulate: expected one target, e.g. &apos;tensorscope simulate systolic --rows 8 --cols 8 --dataflow ws --m 64 --k 64 --n 64&apos;.
</source>
        <translation>tensorscope simulate: se esperaba un objetivo, p. ej. &apos;tensorscope simulate systolic --rows 8 --cols 8 --dataflow ws --m 64 --k 64 --n 64&apos;.
</translation>
    </message>
    <message>
        <source>tensorscope simulate: unknown target &apos;%1&apos;; expected: systolic or simt.
</source>
        <translation>tensorscope simulate: objetivo desconocido &apos;%1&apos;; se esperaba: systolic o simt.
</translation>
    </message>
    <message>
        <source>--%1 is required.
</source>
        <translation>--%1 es obligatorio.
</translation>
    </message>
    <message>
        <source>--%1 &apos;%2&apos;: expected an integer from 1 to %3.
</source>
        <translation>--%1 &apos;%2&apos;: se esperaba un entero de 1 a %3.
</translation>
    </message>
    <message>
        <source>--dataflow is required (os, ws or is).
</source>
        <translation>--dataflow es obligatorio (os, ws o is).
</translation>
    </message>
    <message>
        <source>--dataflow &apos;%1&apos;: expected os, ws or is.
</source>
        <translation>--dataflow &apos;%1&apos;: se esperaba os, ws o is.
</translation>
    </message>
    <message>
        <source>--method &apos;%1&apos;: expected auto, simulate or closed-form.
</source>
        <translation>--method &apos;%1&apos;: se esperaba auto, simulate o closed-form.
</translation>
    </message>
    <message>
        <source>the cycle count of this GEMM on this array does not fit in 64 bits.
</source>
        <translation>el número de ciclos de esta GEMM en esta matriz no cabe en 64 bits.
</translation>
    </message>
    <message>
        <source>the simulator rejected this shape.
</source>
        <translation>el simulador rechazó esta forma.
</translation>
    </message>
    <message>
        <source>Method:             %1
</source>
        <translation>Método:                %1
</translation>
    </message>
    <message>
        <source>simulated (register level)</source>
        <translation>simulado (a nivel de registros)</translation>
    </message>
    <message>
        <source>closed form (too large to simulate)</source>
        <translation>forma cerrada (demasiado grande para simular)</translation>
    </message>
    <message>
        <source>Cycles:             %1 (SCALE-Sim Total Cycles)
</source>
        <translation>Ciclos:                %1 (SCALE-Sim Total Cycles)
</translation>
    </message>
    <message>
        <source>Folds:              %1 (%2 x %3), %4 cycles each
</source>
        <translation>Pliegues:              %1 (%2 x %3), %4 ciclos cada uno
</translation>
    </message>
    <message>
        <source>Utilization:        %1 %
</source>
        <translation>Utilización:           %1 %
</translation>
    </message>
    <message>
        <source>Mapping efficiency: %1 %
</source>
        <translation>Eficiencia de mapeo:   %1 %
</translation>
    </message>
    <message>
        <source>Product check:      %1
</source>
        <translation>Comprobación producto: %1
</translation>
    </message>
    <message>
        <source>not run (closed form)</source>
        <translation>no ejecutada (forma cerrada)</translation>
    </message>
    <message>
        <source>exact match with Eigen</source>
        <translation>coincidencia exacta con Eigen</translation>
    </message>
    <message>
        <source>MISMATCH</source>
        <translation>DISCREPANCIA</translation>
    </message>
    <message>
        <source>--device takes one id.
</source>
        <translation>--device admite un solo id.
</translation>
    </message>
    <message>
        <source>--tile &apos;%1&apos;: expected MxNxK, e.g. 128x128x32.
</source>
        <translation>--tile &apos;%1&apos;: se esperaba MxNxK, p. ej. 128x128x32.
</translation>
    </message>
    <message>
        <source>--precision &apos;%1&apos;: expected one of %2.
</source>
        <translation>--precision &apos;%1&apos;: se esperaba una de %2.
</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a GPU (no &apos;gpu&apos; block in the catalog).
</source>
        <translation>&apos;%1&apos; no es una GPU (no hay bloque &apos;gpu&apos; en el catálogo).
</translation>
    </message>
    <message>
        <source>&apos;%1&apos; has no &apos;%2&apos; for %3 in the catalog.
</source>
        <translation>&apos;%1&apos; no tiene &apos;%2&apos; para %3 en el catálogo.
</translation>
    </message>
    <message>
        <source>&apos;%1&apos; has no &apos;%2&apos; in the catalog.
</source>
        <translation>&apos;%1&apos; no tiene &apos;%2&apos; en el catálogo.
</translation>
    </message>
    <message>
        <source>--tile %1: M must split into 16-row warp MMAs, N into the MMA&apos;s width (%2) and K into its depth (%3); M from 16 to 256, N from 8.
</source>
        <translation>--tile %1: M debe dividirse en MMA de warp de 16 filas, N en la anchura de la MMA (%2) y K en su profundidad (%3); M de 16 a 256, N desde 8.
</translation>
    </message>
    <message>
        <source>--tile %1: not even one CTA fits on an SM of &apos;%2&apos;.
</source>
        <translation>--tile %1: ni siquiera un CTA cabe en un SM de &apos;%2&apos;.
</translation>
    </message>
    <message>
        <source>this GEMM is too large to simulate.
</source>
        <translation>esta GEMM es demasiado grande para simularla.
</translation>
    </message>
    <message>
        <source>Cycles:           %1 (%2 us at %3 MHz)
</source>
        <translation>Ciclos:             %1 (%2 us a %3 MHz)
</translation>
    </message>
    <message>
        <source>CTAs:             %1 (%2 x %3 tiles), %4 per SM, %5 wave(s)
</source>
        <translation>CTA:                %1 (%2 x %3 teselas), %4 por SM, %5 oleada(s)
</translation>
    </message>
    <message>
        <source>Occupancy:        %1 % (%2 of %3 warps per SM; limited by %4)
</source>
        <translation>Ocupación:          %1 % (%2 de %3 warps por SM; limitada por %4)
</translation>
    </message>
    <message>
        <source>Fraction of peak: %1 %
</source>
        <translation>Fracción del pico:  %1 %
</translation>
    </message>
    <message>
        <source>Engine:           tile %1x%2, %3 wave(s), compute %4 us, %5 % of peak
</source>
        <translation>Motor:              tesela %1x%2, %3 oleada(s), cómputo %4 us, %5 % del pico
</translation>
    </message>
    <message>
        <source>Product check:    %1
</source>
        <translation>Comprobación:       %1
</translation>
    </message>
    <message>
        <source>skipped (more than %1 MACs)</source>
        <translation>omitida (más de %1 MAC)</translation>
    </message>
    <message>
        <source>Systolic array %1x%2, %3 dataflow, GEMM M=%4 N=%5 K=%6
</source>
        <translation>Matriz sistólica %1x%2, flujo de datos %3, GEMM M=%4 N=%5 K=%6
</translation>
    </message>
    <message>
        <source>closed form (as asked)</source>
        <translation>forma cerrada (según lo pedido)</translation>
    </message>
    <message>
        <source>%1 (%2 SMs), %3 GEMM M=%4 N=%5 K=%6, tile %7
</source>
        <translation>%1 (%2 SM), GEMM %3 M=%4 N=%5 K=%6, tesela %7
</translation>
    </message>
    <message>
        <source>an array of %1 PEs is too large to simulate (at most %2); use --method auto or closed-form.
</source>
        <translation>una matriz de %1 PE es demasiado grande para simularla (como máximo %2); use --method auto o closed-form.
</translation>
    </message>
    <message>
        <source>simulating: %1 % (fold %2 of %3), about %4 s left
</source>
        <extracomment>Progress of a long simulation on stderr: percent done, folds, time left.</extracomment>
        <translation>simulando: %1 % (pliegue %2 de %3), quedan unos %4 s
</translation>
    </message>
    <message>
        <source>interrupted after %1 of %2 cycles (%3 of %4 folds); nothing printed.
</source>
        <translation>interrumpido tras %1 de %2 ciclos (%3 de %4 pliegues); no se imprime nada.
</translation>
    </message>
    <message>
        <source>exact match with the reference, tile by tile</source>
        <translation>coincidencia exacta con la referencia, bloque a bloque</translation>
    </message>
    <message>
        <source>MISMATCH (%1 values differ)</source>
        <translation>DISCREPANCIA (%1 valores distintos)</translation>
    </message>
    <message>
        <source>this GEMM is too large to simulate (%1 CTA-slabs on the busiest SM, limit %2); use --method auto or closed-form.
</source>
        <translation>esta GEMM es demasiado grande para simularla (%1 bloques K de CTA en el SM más cargado, límite %2); use --method auto o closed-form.
</translation>
    </message>
    <message>
        <source>the engine&apos;s closed form cannot answer this GEMM: %1; use --method auto or simulate.
</source>
        <translation>la forma cerrada del motor no puede responder para esta GEMM: %1; use --method auto o simulate.
</translation>
    </message>
    <message>
        <source>neither the simulator nor the engine&apos;s closed form can answer this GEMM: %1 CTA-slabs on the busiest SM (simulation limit %2), and the engine: %3
</source>
        <translation>ni el simulador ni la forma cerrada del motor pueden responder para esta GEMM: %1 bloques K de CTA en el SM más cargado (límite de simulación %2), y el motor: %3
</translation>
    </message>
    <message>
        <source>Method:           %1
</source>
        <translation>Método:           %1
</translation>
    </message>
    <message>
        <source>simulated (warp level)</source>
        <translation>simulado (a nivel de warp)</translation>
    </message>
    <message>
        <source>closed form (too large to simulate: %1 CTA-slabs on the busiest SM, limit %2)</source>
        <translation>forma cerrada (demasiado grande para simular: %1 bloques K de CTA en el SM más cargado, límite %2)</translation>
    </message>
    <message>
        <source>Time:             %1 us (the engine&apos;s compute time)
</source>
        <translation>Tiempo:           %1 us (tiempo de cálculo del motor)
</translation>
    </message>
</context>
<context>
    <name>ts::cli::ValidateCommand</name>
    <message>
        <source>no file says how to rebuild this row</source>
        <translation>ningún archivo indica cómo reconstruir esta fila</translation>
    </message>
    <message>
        <source>device &apos;%1&apos; is not in the catalog</source>
        <translation>el dispositivo &apos;%1&apos; no está en el catálogo</translation>
    </message>
    <message>
        <source>preset &apos;%1&apos; does not load</source>
        <translation>la plantilla &apos;%1&apos; no se carga</translation>
    </message>
    <message>
        <source>the workload does not build: %1</source>
        <translation>la carga de trabajo no se construye: %1</translation>
    </message>
    <message>
        <source>the engine gives no estimate (%1)</source>
        <translation>el motor no da ninguna estimación (%1)</translation>
    </message>
    <message>
        <source>the parallel split is illegal: %1</source>
        <translation>la división paralela no es válida: %1</translation>
    </message>
    <message>
        <source>host round trip added: timed around a synchronous call</source>
        <translation>ida y vuelta del host añadida: medido en torno a una llamada síncrona</translation>
    </message>
    <message>
        <source>the model says this split does not fit in memory</source>
        <translation>según el modelo, esta división no cabe en memoria</translation>
    </message>
    <message>
        <source>Category</source>
        <extracomment>Column headers of `tensorscope validate`: category, rows scored, rows shown (scored or not), mean absolute percentage error, median absolute error, mean signed error, mean optimism (positive: predicted faster than measured).
----------
Column headers of the per-vendor table of `tensorscope validate`.</extracomment>
        <translation>Categoría</translation>
    </message>
    <message>
        <source>Scored</source>
        <translation>Puntuadas</translation>
    </message>
    <message>
        <source>Shown</source>
        <translation>Mostradas</translation>
    </message>
    <message>
        <source>MAPE</source>
        <translation>MAPE</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>Mediana</translation>
    </message>
    <message>
        <source>Mean signed</source>
        <translation>Media con signo</translation>
    </message>
    <message>
        <source>Worst rows (signed error):
</source>
        <translation>Peores filas (error con signo):
</translation>
    </message>
    <message>
        <source>Row (%1)</source>
        <extracomment>Header of the rows of one category, e.g. &quot;Row (gemm)&quot;.</extracomment>
        <translation>Fila (%1)</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Dispositivo</translation>
    </message>
    <message>
        <source>Predicted</source>
        <translation>Predicho</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>Medido</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unidad</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Error</translation>
    </message>
    <message>
        <source>not expressible: %1
</source>
        <translation>no expresable: %1
</translation>
    </message>
    <message>
        <source>not scored: the catalog&apos;s matrix_achievable_fraction comes from this measurement (%1)
</source>
        <translation>sin puntuar: el matrix_achievable_fraction del catálogo procede de esta medición (%1)
</translation>
    </message>
    <message>
        <source>note: %1
</source>
        <translation>nota: %1
</translation>
    </message>
    <message>
        <source>caveat: %1
</source>
        <translation>salvedad: %1
</translation>
    </message>
    <message>
        <source>Show the engine&apos;s accuracy against the published measurements it ships with</source>
        <translation>Mostrar la precisión del motor frente a las mediciones publicadas que incluye</translation>
    </message>
    <message>
        <source>C</source>
        <translation>C</translation>
    </message>
    <message>
        <source>Also print every row: predicted, measured, error, caveats.</source>
        <translation>Imprimir también cada fila: predicho, medido, error, salvedades.</translation>
    </message>
    <message>
        <source>Print JSON (keys in the README).</source>
        <translation>Imprimir JSON (claves en el README).</translation>
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
        <translation>tensorscope validate: --category &apos;%1&apos;: se esperaba uno de %2.
</translation>
    </message>
    <message>
        <source>Engine accuracy against published measurements (errors: (predicted - measured) / measured; docs/validation.md)
</source>
        <translation>Precisión del motor frente a mediciones publicadas (errores: (predicho - medido) / medido; docs/validation.md)
</translation>
    </message>
    <message>
        <source>Optimism</source>
        <translation>Optimismo</translation>
    </message>
    <message>
        <source>not scored: %1
</source>
        <translation>no puntuada: %1
</translation>
    </message>
    <message>
        <source>By vendor family (optimism: positive means predicted faster than measured):
</source>
        <translation>Por familia de fabricante (optimismo: positivo significa predicho más rápido que lo medido):
</translation>
    </message>
    <message>
        <source>Family</source>
        <translation>Familia</translation>
    </message>
    <message>
        <source>Only this category (gemm, memory_bandwidth, collective, training_e2e, training_throughput, training_eager, inference, long_context_cp).</source>
        <translation>Solo esta categoría (gemm, memory_bandwidth, collective, training_e2e, training_throughput, training_eager, inference, long_context_cp).</translation>
    </message>
    <message>
        <source>Score your own measurements instead of the shipped ones: a CSV file in calibration.csv&apos;s columns (README).</source>
        <translation>Evaluar sus propias mediciones en lugar de las incluidas: un archivo CSV con las columnas de calibration.csv (README).</translation>
    </message>
    <message>
        <source>CSV</source>
        <translation>CSV</translation>
    </message>
    <message>
        <source>With --data: how each row is rebuilt (rows.json&apos;s format; default: the CSV&apos;s path with .json in place of .csv).</source>
        <translation>Con --data: cómo se reconstruye cada fila (formato de rows.json; por defecto: la ruta del CSV con .json en lugar de .csv).</translation>
    </message>
    <message>
        <source>JSON</source>
        <translation>JSON</translation>
    </message>
    <message>
        <source>tensorscope validate: --inputs needs --data.
</source>
        <translation>tensorscope validate: --inputs requiere --data.
</translation>
    </message>
    <message>
        <source>Engine accuracy against the measurements in %1 (errors: (predicted - measured) / measured; docs/validation.md)
</source>
        <translation>Precisión del motor frente a las mediciones de %1 (errores: (predicho - medido) / medido; docs/validation.md)
</translation>
    </message>
</context>
<context>
    <name>ts::cli::WorkloadCommand</name>
    <message>
        <source>List the workload presets, or show a workload&apos;s operators, FLOPs and memory</source>
        <translation>Listar los preajustes de carga de trabajo o mostrar los operadores, FLOPs y memoria de una carga</translation>
    </message>
    <message>
        <source>[PRESET|FILE]</source>
        <translation>[PREAJUSTE|ARCHIVO]</translation>
    </message>
    <message>
        <source>Print machine-readable JSON.</source>
        <translation>Imprimir JSON legible por máquina.</translation>
    </message>
    <message>
        <source>Run &apos;tensorscope workload --help&apos; for its options.
</source>
        <translation>Ejecute &apos;tensorscope workload --help&apos; para ver sus opciones.
</translation>
    </message>
    <message>
        <source>%1 (%2): %3, global batch %4, micro-batch %5, seq %6, %7
</source>
        <translation>%1 (%2): %3, lote global %4, microlote %5, sec. %6, %7
</translation>
    </message>
    <message>
        <source>Parameters:      %1 (%2)</source>
        <translation>Parámetros:      %1 (%2)</translation>
    </message>
    <message>
        <source>, active %1 (%2)</source>
        <translation>, activos %1 (%2)</translation>
    </message>
    <message>
        <source>FLOPs per step:  %1 (%2FLOP), %3 tokens or samples
</source>
        <translation>FLOPs por paso:  %1 (%2FLOP), %3 tokens o muestras
</translation>
    </message>
    <message>
        <source>KV cache:        %1 bytes per token
</source>
        <translation>Caché KV:        %1 bytes por token
</translation>
    </message>
    <message>
        <source>Memory (one device): weights %1, gradients %2, optimizer %3, activations %4, KV cache %5, workspace %6, total %7
</source>
        <translation>Memoria (un dispositivo): pesos %1, gradientes %2, optimizador %3, activaciones %4, caché KV %5, espacio de trabajo %6, total %7
</translation>
    </message>
    <message>
        <source>name</source>
        <translation>nombre</translation>
    </message>
    <message>
        <source>kind</source>
        <translation>tipo</translation>
    </message>
    <message>
        <source>phase</source>
        <translation>fase</translation>
    </message>
    <message>
        <source>shape (b*MxNxK)</source>
        <translation>forma (b*MxNxK)</translation>
    </message>
    <message>
        <source>count</source>
        <translation>número</translation>
    </message>
    <message>
        <source>FLOPs</source>
        <translation>FLOPs</translation>
    </message>
    <message>
        <source>bytes</source>
        <translation>bytes</translation>
    </message>
    <message>
        <source>FLOP/B</source>
        <translation>FLOP/B</translation>
    </message>
    <message>
        <source>list, show or import.</source>
        <translation>list, show o import.</translation>
    </message>
    <message>
        <source>show: a preset id or a workload file; import: a Hugging Face config.json.</source>
        <translation>show: un id de preajuste o un archivo de carga de trabajo; import: un config.json de Hugging Face.</translation>
    </message>
    <message>
        <source>import: the workload file to write (without it, the workload is printed).</source>
        <translation>import: el archivo de carga de trabajo que se escribe (sin él, se imprime la carga de trabajo).</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>ARCHIVO</translation>
    </message>
    <message>
        <source>tensorscope workload: expected &apos;list&apos;, &apos;show PRESET|FILE&apos; or &apos;import CONFIG.json&apos;.
</source>
        <translation>tensorscope workload: se esperaba &apos;list&apos;, &apos;show PRESET|FILE&apos; o &apos;import CONFIG.json&apos;.
</translation>
    </message>
    <message>
        <source>tensorscope workload import: cannot write &apos;%1&apos;: %2
</source>
        <translation>tensorscope workload import: no se puede escribir &apos;%1&apos;: %2
</translation>
    </message>
    <message>
        <source>Wrote %1: %2, %3 parameters (%4 active per token)
</source>
        <translation>Escrito %1: %2, %3 parámetros (%4 activos por token)
</translation>
    </message>
    <message>
        <source>import: write --out even when it names the config file being imported (which is then replaced).</source>
        <translation>import: escribir --out aunque nombre el archivo de configuración que se importa (que entonces se reemplaza).</translation>
    </message>
    <message>
        <source>tensorscope workload import: &apos;%1&apos; is the config file being imported; not replacing it (give another --out, or --force to replace it)
</source>
        <translation>tensorscope workload import: &apos;%1&apos; es el archivo de configuración que se importa; no se reemplaza (indique otro --out, o --force para reemplazarlo)
</translation>
    </message>
</context>
<context>
    <name>ts::cli::WorkloadOptions</name>
    <message>
        <source>training, prefill or decode.</source>
        <translation>training, prefill o decode.</translation>
    </message>
    <message>
        <source>PHASE</source>
        <translation>FASE</translation>
    </message>
    <message>
        <source>Global batch (sequences or samples).</source>
        <translation>Lote global (secuencias o muestras).</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Sequence (prompt) length in tokens.</source>
        <translation>Longitud de secuencia (prompt) en tokens.</translation>
    </message>
    <message>
        <source>Weights and activations: %1.</source>
        <translation>Pesos y activaciones: %1.</translation>
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
        <translation>--phase &apos;%1&apos;: se esperaba training, prefill o decode.
</translation>
    </message>
    <message>
        <source>--precision &apos;%1&apos;: expected one of %2.
</source>
        <translation>--precision &apos;%1&apos;: se esperaba una de %2.
</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is neither a preset nor a file; &apos;tensorscope workload list&apos; lists the presets.
</source>
        <translation>&apos;%1&apos; no es ni un preajuste ni un archivo; &apos;tensorscope workload list&apos; enumera los preajustes.
</translation>
    </message>
    <message>
        <source>Tokens generated after the prompt (decode steps; the preset&apos;s otherwise).</source>
        <translation>Tokens generados tras el prompt (pasos de decodificación; si no, los del preajuste).</translation>
    </message>
    <message>
        <source>Weights alone, stored narrower than the activations and dequantized in each GEMM (weight-only quantization, for serving): %1.</source>
        <translation>Solo los pesos, almacenados más estrechos que las activaciones y decuantizados en cada GEMM (cuantización solo de pesos, para servir): %1.</translation>
    </message>
    <message>
        <source>--weight-precision &apos;%1&apos;: expected one of %2.
</source>
        <translation>--weight-precision &apos;%1&apos;: se esperaba uno de %2.
</translation>
    </message>
    <message>
        <source>The optimizer of a training step: adam (default), sgd (with momentum) or adafactor.</source>
        <translation>El optimizador de un paso de entrenamiento: adam (por defecto), sgd (con momento) o adafactor.</translation>
    </message>
    <message>
        <source>O</source>
        <translation>O</translation>
    </message>
    <message>
        <source>The gradients&apos; storage in a training step (default: the weights&apos;; fp32 as Megatron-LM keeps them).</source>
        <translation>Almacenamiento de los gradientes en un paso de entrenamiento (por defecto: el de los pesos; fp32 como los guarda Megatron-LM).</translation>
    </message>
    <message>
        <source>Fine-tune with LoRA adapters of this rank on frozen weights (a training step).</source>
        <translation>Ajuste fino con adaptadores LoRA de este rango sobre pesos congelados (un paso de entrenamiento).</translation>
    </message>
    <message>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <source>Which linear layers get adapters: all (default), attention or mlp.</source>
        <translation>Qué capas lineales reciben adaptadores: all (por defecto), attention o mlp.</translation>
    </message>
    <message>
        <source>T</source>
        <translation>T</translation>
    </message>
    <message>
        <source>The frozen weights&apos; storage: bf16 (default), fp16, int8, or int4 for QLoRA.</source>
        <translation>Almacenamiento de los pesos congelados: bf16 (por defecto), fp16, int8 o int4 para QLoRA.</translation>
    </message>
    <message>
        <source>The KV cache&apos;s storage precision, for serving (default: the attention&apos;s): %1.</source>
        <translation>Precisión de almacenamiento de la caché KV, para servir (por defecto: la de la atención): %1.</translation>
    </message>
    <message>
        <source>--kv-precision &apos;%1&apos;: expected one of %2.
</source>
        <translation>--kv-precision &apos;%1&apos;: se esperaba uno de %2.
</translation>
    </message>
    <message>
        <source>--optimizer &apos;%1&apos;: expected adam, sgd or adafactor.
</source>
        <translation>--optimizer &apos;%1&apos;: se esperaba adam, sgd o adafactor.
</translation>
    </message>
    <message>
        <source>--gradient-precision &apos;%1&apos;: expected one of %2.
</source>
        <translation>--gradient-precision &apos;%1&apos;: se esperaba uno de %2.
</translation>
    </message>
    <message>
        <source>--lora-targets and --lora-base need --lora RANK.
</source>
        <translation>--lora-targets y --lora-base necesitan --lora RANGO.
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
        <translation>--lora-targets &apos;%1&apos;: se esperaba all, attention o mlp.
</translation>
    </message>
    <message>
        <source>--lora-base &apos;%1&apos;: expected one of %2.
</source>
        <translation>--lora-base &apos;%1&apos;: se esperaba uno de %2.
</translation>
    </message>
    <message>
        <source>The software that runs the step: fused (Megatron-LM with Transformer Engine, MaxText; the default) or fsdp-eager (PyTorch FSDP, LLM Foundry, torchtune, Hugging Face Trainer: unfused norms, rotary and activations, FlashAttention-2).</source>
        <translation>El software que ejecuta el paso: fused (Megatron-LM con Transformer Engine, MaxText; por defecto) o fsdp-eager (PyTorch FSDP, LLM Foundry, torchtune, Hugging Face Trainer: normas, rotatorio y activaciones sin fusionar, FlashAttention-2).</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>Activation recomputation of a training step: none, full, except_weight_gemms (minimal), save_dot_except_mlp, save_qkv_proj, qkv_proj_offloaded, minimal_offloaded or selective (docs/workload.md).</source>
        <translation>Recálculo de activaciones de un paso de entrenamiento: none, full, except_weight_gemms (minimal), save_dot_except_mlp, save_qkv_proj, qkv_proj_offloaded, minimal_offloaded o selective (docs/workload.md).</translation>
    </message>
    <message>
        <source>--stack &apos;%1&apos;: expected fused or fsdp-eager.
</source>
        <translation>--stack &apos;%1&apos;: se esperaba fused o fsdp-eager.
</translation>
    </message>
    <message>
        <source>--recompute &apos;%1&apos;: expected none, full, except_weight_gemms, minimal, save_dot_except_mlp, save_qkv_proj, qkv_proj_offloaded, minimal_offloaded or selective (custom: in a workload file).
</source>
        <translation>--recompute &apos;%1&apos;: se esperaba none, full, except_weight_gemms, minimal, save_dot_except_mlp, save_qkv_proj, qkv_proj_offloaded, minimal_offloaded o selective (custom: en un archivo de carga).
</translation>
    </message>
    <message>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <source>The fused-attention kernel, where the software ran another than its stack&apos;s own: library (cuDNN through Transformer Engine, XLA&apos;s; serving engines&apos; split-KV decode), flash-attention-2 (Transformer Engine releases before its Hopper preference) or masked-mha (TensorRT-LLM&apos;s decode kernel before XQA: the K/V cache read once per query head; docs/engine.md, docs/serving.md).</source>
        <translation>El kernel de atención fusionada, cuando el software ejecutaba otro distinto del de su pila: library (cuDNN a través de Transformer Engine, el de XLA; decodificación split-KV de los motores de servicio), flash-attention-2 (versiones de Transformer Engine anteriores a su preferencia por Hopper) o masked-mha (el kernel de decodificación de TensorRT-LLM antes de XQA: la caché K/V se lee una vez por cabeza de consulta; docs/engine.md, docs/serving.md).</translation>
    </message>
    <message>
        <source>--attention-kernel &apos;%1&apos;: expected library, flash-attention-2 or masked-mha.
</source>
        <translation>--attention-kernel &apos;%1&apos;: se esperaba library, flash-attention-2 o masked-mha.
</translation>
    </message>
    <message>
        <source>%1 is not a decoder: decoding needs a causal transformer.
</source>
        <translation>%1 no es un decodificador: decodificar necesita un transformer causal.
</translation>
    </message>
</context>
</TS>
