<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AccuracyText</name>
    <message>
        <source>NVIDIA GPUs</source>
        <translation>NVIDIA GPU</translation>
    </message>
    <message>
        <source>GEMM</source>
        <translation>GEMM</translation>
    </message>
    <message>
        <source>memory bandwidth</source>
        <translation>内存带宽</translation>
    </message>
    <message>
        <source>collectives</source>
        <translation>集合通信</translation>
    </message>
    <message>
        <source>end-to-end training</source>
        <translation>端到端训练</translation>
    </message>
    <message>
        <source>training throughput</source>
        <translation>训练吞吐量</translation>
    </message>
    <message>
        <source>inference</source>
        <translation>推理</translation>
    </message>
    <message>
        <source>matrix fraction assumed (%1 from %2)</source>
        <extracomment>An assumed input of the step time: the matrix units&apos; achievable fraction of their peak at precision %1 is taken from the measured precision %2.</extracomment>
        <translation>矩阵比例为假设值（%1 取自 %2）</translation>
    </message>
    <message>
        <source>peak clock assumed sustained</source>
        <translation>假设持续运行于峰值时钟</translation>
    </message>
    <message>
        <source>GPU clock assumed</source>
        <translation>GPU 时钟为假设值</translation>
    </message>
    <message>
        <source>%1%2%</source>
        <extracomment>A signed percentage: %1 is the sign (− or +), %2 the number.</extracomment>
        <translation>%1%2%</translation>
    </message>
    <message>
        <source>±%1%</source>
        <extracomment>A symmetric uncertainty band, e.g. &quot;±17%&quot;.</extracomment>
        <translation>±%1%</translation>
    </message>
    <message>
        <source>%1 … %2</source>
        <extracomment>An uncertainty band that is not centred on the prediction, e.g. &quot;−2% … +40%&quot;.</extracomment>
        <translation>%1 … %2</translation>
    </message>
    <message>
        <source>every device (fewer than %2 on %1)</source>
        <extracomment>Where a band comes from when the device&apos;s vendor family has too few measurements: %1 is a family such as &quot;Google TPUs&quot;, %2 the minimum number of measurements.</extracomment>
        <translation>所有设备（%1 上少于 %2 条）</translation>
    </message>
    <message>
        <source>%1 — %2 rows on %3, %4 measurements (Help › Accuracy, docs/validation.md)</source>
        <extracomment>%1 the band (e.g. &quot;±17%&quot;), %2 the validation category (e.g. &quot;inference&quot;), %3 the devices (e.g. &quot;NVIDIA GPUs&quot;), %4 the number of measurements.</extracomment>
        <translation>%1 — %3 上的“%2”行，%4 次测量（帮助 › 准确度，docs/validation.md）</translation>
    </message>
    <message>
        <source>; widened ×%1: %2</source>
        <extracomment>Appended to a band&apos;s provenance: %1 the widening factor (e.g. &quot;2&quot;), %2 the assumed inputs.</extracomment>
        <translation>；放宽 ×%1：%2</translation>
    </message>
    <message>
        <source>Uncertainty of %1: %2</source>
        <extracomment>%1 a metric&apos;s name (e.g. &quot;Step time&quot;), %2 its band (e.g. &quot;±17%&quot;).</extracomment>
        <translation>%1 的不确定度：%2</translation>
    </message>
    <message>
        <source>training, eager PyTorch</source>
        <extracomment>A validation category: training steps run by PyTorch in eager mode (Hugging Face)</extracomment>
        <translation>训练，PyTorch 即时执行模式</translation>
    </message>
    <message>
        <source>AMD GPUs</source>
        <extracomment>The devices a band comes from, after &quot;on&quot;: &quot;inference rows on AMD GPUs&quot;</extracomment>
        <translation>AMD GPU</translation>
    </message>
    <message>
        <source>Google TPUs</source>
        <extracomment>The devices a band comes from, after &quot;on&quot;: &quot;inference rows on Google TPUs&quot;</extracomment>
        <translation>Google TPU</translation>
    </message>
    <message>
        <source>Intel accelerators</source>
        <extracomment>The devices a band comes from, after &quot;on&quot;: &quot;inference rows on Intel accelerators&quot;</extracomment>
        <translation>Intel 加速器</translation>
    </message>
    <message>
        <source>AWS accelerators</source>
        <extracomment>The devices a band comes from, after &quot;on&quot;: &quot;inference rows on AWS accelerators&quot;</extracomment>
        <translation>AWS 加速器</translation>
    </message>
    <message>
        <source>%1 devices</source>
        <extracomment>The devices of a vendor named in a user&apos;s device file, read after &quot;on&quot;: &quot;inference rows on Cerebras devices&quot;.</extracomment>
        <translation>%1 设备</translation>
    </message>
    <message>
        <source>long context (context parallel)</source>
        <extracomment>A validation category: training steps on long sequences split by context parallelism</extracomment>
        <translation>长上下文（上下文并行）</translation>
    </message>
    <message>
        <source>every device</source>
        <extracomment>Where a band comes from when the device names no vendor.</extracomment>
        <translation>所有设备</translation>
    </message>
</context>
<context>
    <name>DeveloperOptions</name>
    <message>
        <source>tensorscope: unknown option &apos;%1&apos;. Run &apos;tensorscope --help&apos; for usage.</source>
        <extracomment>%1 is the option as typed, e.g. --frobnicate</extracomment>
        <translation>tensorscope：未知选项“%1”。运行“tensorscope --help”查看用法。</translation>
    </message>
    <message>
        <source>tensorscope: option &apos;%1&apos; needs a value.</source>
        <translation>tensorscope：选项“%1”需要一个值。</translation>
    </message>
    <message>
        <source>tensorscope: option &apos;--recover&apos; expects ask, yes or no, found &apos;%1&apos;.</source>
        <translation>tensorscope：选项“--recover”应为 ask、yes 或 no，实际为“%1”。</translation>
    </message>
    <message>
        <source>tensorscope: option &apos;%1&apos;: &apos;%2&apos; %3.</source>
        <translation>tensorscope：选项“%1”：“%2”%3。</translation>
    </message>
</context>
<context>
    <name>DeviceDetails</name>
    <message>
        <source>Peak %1 (dense)</source>
        <translation>峰值 %1（稠密）</translation>
    </message>
    <message>
        <source>%1 TFLOP/s</source>
        <translation>%1 TFLOP/s</translation>
    </message>
    <message>
        <source>Vector FP32</source>
        <translation>向量 FP32</translation>
    </message>
    <message>
        <source>Boost clock</source>
        <translation>加速频率</translation>
    </message>
    <message>
        <source>%1 MHz</source>
        <translation>%1 MHz</translation>
    </message>
    <message>
        <source>Sustained matrix clock</source>
        <translation>矩阵负载下的持续频率</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>显存/内存</translation>
    </message>
    <message>
        <source>Memory bandwidth</source>
        <translation>内存带宽</translation>
    </message>
    <message>
        <source>%1 TB/s</source>
        <translation>%1 TB/s</translation>
    </message>
    <message>
        <source>On-chip %1</source>
        <translation>片上 %1</translation>
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
        <translation>每芯片核心数</translation>
    </message>
    <message>
        <source>Matrix units per core</source>
        <translation>每核心矩阵单元数</translation>
    </message>
    <message>
        <source>Matrix unit</source>
        <translation>矩阵单元</translation>
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
        <translation>空闲功耗</translation>
    </message>
    <message>
        <source>Interconnect %1</source>
        <translation>互连 %1</translation>
    </message>
    <message>
        <source>%1 GB/s per direction</source>
        <translation>每方向 %1 GB/s</translation>
    </message>
    <message>
        <source>Price (%1)</source>
        <translation>价格（%1）</translation>
    </message>
    <message>
        <source>$%1 / chip-hour</source>
        <translation>%1 美元 / 芯片·小时</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>数值</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Price %1: %2, %3, observed %4</source>
        <translation>价格 %1：%2，%3，观测于 %4</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Loaded from %1</source>
        <translation>加载自 %1</translation>
    </message>
    <message>
        <source>%1 (%2–%3 W)</source>
        <translation>%1（%2–%3 W）</translation>
    </message>
    <message>
        <source>Power, measured maximum</source>
        <translation>功率，实测最大值</translation>
    </message>
    <message>
        <source>Power, estimated</source>
        <translation>功率，估算值</translation>
    </message>
    <message>
        <source>Power, measured mean</source>
        <translation>功率，实测平均值</translation>
    </message>
    <message>
        <source>Purchase (%1)</source>
        <extracomment>a purchase price in the device details: &quot;Purchase (list)&quot; or &quot;Purchase (reported)&quot;</extracomment>
        <translation>购买价格（%1）</translation>
    </message>
    <message>
        <source>$%1 a chip</source>
        <translation>每芯片 %1 美元</translation>
    </message>
    <message>
        <source>No rental price: %1</source>
        <translation>无租用价格：%1</translation>
    </message>
    <message>
        <source>none in the catalog</source>
        <translation>目录中没有</translation>
    </message>
    <message>
        <source>Purchase %1: %2, %3</source>
        <translation>购买价格 %1：%2，%3</translation>
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
        <translation>%1 个芯片的合法切分</translation>
    </message>
    <message>
        <source>none (see the divisibility rules in docs/scaling.md)</source>
        <translation>无（参见 docs/scaling.md 中的整除规则）</translation>
    </message>
    <message>
        <source>%1 more problems in this file, not listed</source>
        <translation>此文件中另有 %1 个问题未列出</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>一个文件夹</translation>
    </message>
    <message>
        <source>a special file (FIFO, device or socket)</source>
        <translation>特殊文件（FIFO、设备或套接字）</translation>
    </message>
    <message>
        <source>each key once in an object</source>
        <translation>对象中每个键只出现一次</translation>
    </message>
    <message>
        <source>key &quot;%1&quot; again (its last value is used)</source>
        <translation>键 &quot;%1&quot; 再次出现（使用其最后一个值）</translation>
    </message>
    <message>
        <source>%1 more duplicate keys</source>
        <translation>另有 %1 个重复键</translation>
    </message>
    <message>
        <source>valid JSON</source>
        <translation>有效的 JSON</translation>
    </message>
    <message>
        <source>a readable regular file</source>
        <translation>可读的普通文件</translation>
    </message>
    <message>
        <source>at most %1 bytes</source>
        <translation>不超过 %1 字节</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 字节</translation>
    </message>
    <message>
        <source>more</source>
        <translation>更多</translation>
    </message>
    <message>
        <source>object</source>
        <translation>对象</translation>
    </message>
    <message>
        <source>array</source>
        <translation>数组</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>无</translation>
    </message>
    <message>
        <source>number %1</source>
        <translation>数 %1</translation>
    </message>
    <message>
        <source>string &quot;%1&quot;</source>
        <translation>字符串 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>string</source>
        <translation>字符串</translation>
    </message>
    <message>
        <source>string of at most %1 characters</source>
        <translation>不超过 %1 个字符的字符串</translation>
    </message>
    <message>
        <source>string of %1 characters</source>
        <translation>%1 个字符的字符串</translation>
    </message>
    <message>
        <source>one of %1</source>
        <translation>%1 之一</translation>
    </message>
    <message>
        <source>number</source>
        <translation>数</translation>
    </message>
    <message>
        <source>number &gt; 0</source>
        <translation>大于 0 的数</translation>
    </message>
    <message>
        <source>number &gt;= 0</source>
        <translation>大于等于 0 的数</translation>
    </message>
    <message>
        <source>integer in [%1, %2]</source>
        <translation>[%1, %2] 内的整数</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true 或 false</translation>
    </message>
    <message>
        <source>array of at most %1 entries</source>
        <translation>最多 %1 个元素的数组</translation>
    </message>
    <message>
        <source>array of %1 entries</source>
        <translation>含 %1 个元素的数组</translation>
    </message>
    <message>
        <source>a known field</source>
        <translation>已知字段</translation>
    </message>
    <message>
        <source>unknown key &quot;%1&quot;</source>
        <translation>未知键 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>known fields</source>
        <translation>已知字段</translation>
    </message>
    <message>
        <source>%1 more unknown keys</source>
        <translation>另有 %1 个未知键</translation>
    </message>
    <message>
        <source>at most %1</source>
        <translation>不超过 %1</translation>
    </message>
    <message>
        <source>string, or object of strings keyed by language (%1)</source>
        <translation>字符串，或以语言为键的字符串对象（%1）</translation>
    </message>
    <message>
        <source>a language: %1</source>
        <translation>一种语言：%1</translation>
    </message>
    <message>
        <source>languages</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>the id of a device loaded earlier or in this file</source>
        <translation>之前或本文件中已加载设备的 id</translation>
    </message>
    <message>
        <source>a base device that loads</source>
        <translation>可以加载的基础设备</translation>
    </message>
    <message>
        <source>&quot;%1&quot;, which failed to load</source>
        <translation>&quot;%1&quot;，其加载失败</translation>
    </message>
    <message>
        <source>a base chain of at most %1 links</source>
        <translation>最多 %1 层的基础设备链</translation>
    </message>
    <message>
        <source>%1 links from &quot;%2&quot;</source>
        <translation>从 &quot;%2&quot; 起 %1 层</translation>
    </message>
    <message>
        <source>a base chain that ends at a complete device</source>
        <translation>以完整设备结尾的基础设备链</translation>
    </message>
    <message>
        <source>cycle %1</source>
        <translation>循环 %1</translation>
    </message>
    <message>
        <source>object with schema_version and devices</source>
        <translation>含 schema_version 和 devices 的对象</translation>
    </message>
    <message>
        <source>schema_version &lt;= %1</source>
        <translation>schema_version &lt;= %1</translation>
    </message>
    <message>
        <source>a non-empty id</source>
        <translation>非空 id</translation>
    </message>
    <message>
        <source>an id not already used at %1</source>
        <translation>未在 %1 处使用过的 id</translation>
    </message>
    <message>
        <source>a plausible value in [%1, %2]</source>
        <translation>[%1, %2] 内的合理值</translation>
    </message>
    <message>
        <source>a precision (%1)</source>
        <translation>一种精度（%1）</translation>
    </message>
    <message>
        <source>key &quot;%1&quot;</source>
        <translation>键 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>at least one precision</source>
        <translation>至少一种精度</translation>
    </message>
    <message>
        <source>an empty object</source>
        <translation>空对象</translation>
    </message>
    <message>
        <source>&quot;measured&quot; or &quot;estimated&quot; with max_w</source>
        <translation>与 max_w 一起给出 &quot;measured&quot; 或 &quot;estimated&quot;</translation>
    </message>
    <message>
        <source>%1 with basis &quot;%2&quot;</source>
        <translation>basis 为 &quot;%2&quot; 时的 %1</translation>
    </message>
    <message>
        <source>at most %1 (%2)</source>
        <translation>不超过 %1（%2）</translation>
    </message>
    <message>
        <source>a fraction of the peak in (0, 1]</source>
        <translation>峰值的比例，范围 (0, 1]</translation>
    </message>
    <message>
        <source>at most the peak&apos;s clock (%1 MHz)</source>
        <translation>不超过峰值时钟（%1 MHz）</translation>
    </message>
    <message>
        <source>at most boost_mhz (%1)</source>
        <translation>不超过 boost_mhz（%1）</translation>
    </message>
    <message>
        <source>either capacity_gb or capacity_gib</source>
        <translation>capacity_gb 或 capacity_gib 二选一</translation>
    </message>
    <message>
        <source>both</source>
        <translation>两者都有</translation>
    </message>
    <message>
        <source>capacity_gb (1e9 bytes) or capacity_gib (2^30 bytes)</source>
        <translation>capacity_gb（1e9 字节）或 capacity_gib（2^30 字节）</translation>
    </message>
    <message>
        <source>array of objects</source>
        <translation>对象数组</translation>
    </message>
    <message>
        <source>element %1: %2</source>
        <translation>元素 %1：%2</translation>
    </message>
    <message>
        <source>an MMA shape like &quot;m16n8k16&quot;</source>
        <translation>形如 &quot;m16n8k16&quot; 的 MMA 形状</translation>
    </message>
    <message>
        <source>warp_size × max_warps_per_sm = %1</source>
        <translation>warp_size × max_warps_per_sm = %1</translation>
    </message>
    <message>
        <source>array of strings like &quot;4x4x4&quot;</source>
        <translation>形如 &quot;4x4x4&quot; 的字符串数组</translation>
    </message>
    <message>
        <source>a per-step latency of at most 1000 us</source>
        <translation>每步延迟不超过 1000 us</translation>
    </message>
    <message>
        <source>a fraction of the link rate in (0, 1]</source>
        <translation>链路速率的比例，范围 (0, 1]</translation>
    </message>
    <message>
        <source>at most %1 USD per chip-hour</source>
        <translation>每芯片小时不超过 %1 USD</translation>
    </message>
    <message>
        <source>at most %1 USD per chip</source>
        <translation>每芯片不超过 %1 USD</translation>
    </message>
    <message>
        <source>at least one source</source>
        <translation>至少一个来源</translation>
    </message>
    <message>
        <source>an empty array</source>
        <translation>空数组</translation>
    </message>
    <message>
        <source>array of strings</source>
        <translation>字符串数组</translation>
    </message>
    <message>
        <source>an id of 1 to %1 letters, digits, &apos;.&apos;, &apos;_&apos;, &apos;+&apos; or &apos;-&apos;</source>
        <translation>由 1 到 %1 个字母、数字、&apos;.&apos;、&apos;_&apos;、&apos;+&apos; 或 &apos;-&apos; 组成的 id</translation>
    </message>
    <message>
        <source>1 (experts in every layer after the dense ones)</source>
        <translation>1（稠密层之后每层都有专家）</translation>
    </message>
    <message>
        <source>at most n_routed_experts (%1)</source>
        <translation>不超过 n_routed_experts（%1）</translation>
    </message>
    <message>
        <source>the main model only</source>
        <translation>仅主模型</translation>
    </message>
    <message>
        <source>%1 multi-token prediction module(s), not counted (the published totals leave them out too)</source>
        <translation>%1 个多 token 预测模块，未计入（公布的总数也不含它们）</translation>
    </message>
    <message>
        <source>at most num_local_experts (%1)</source>
        <translation>不超过 num_local_experts（%1）</translation>
    </message>
    <message>
        <source>a multiple of num_attention_heads (%1), or a head_dim</source>
        <translation>num_attention_heads（%1）的倍数，或给出 head_dim</translation>
    </message>
    <message>
        <source>a divisor of num_attention_heads (%1)</source>
        <translation>num_attention_heads（%1）的约数</translation>
    </message>
    <message>
        <source>SiLU gating (the same three matrices and FLOPs)</source>
        <translation>SiLU 门控（相同的三个矩阵和 FLOPs）</translation>
    </message>
    <message>
        <source>GELU gating (GeGLU), modeled as SwiGLU</source>
        <translation>GELU 门控（GeGLU），按 SwiGLU 建模</translation>
    </message>
    <message>
        <source>integer &gt;= 1</source>
        <translation>大于等于 1 的整数</translation>
    </message>
    <message>
        <source>integer &gt;= 1 (or 0 for the workload&apos;s)</source>
        <translation>大于等于 1 的整数（或 0 表示使用工作负载的值）</translation>
    </message>
    <message>
        <source>0, 1, 2 or 3</source>
        <translation>0、1、2 或 3</translation>
    </message>
    <message>
        <source>1: only transformers are split by tensor, pipeline, context or expert parallelism</source>
        <translation>1：只有 Transformer 才能按张量、流水线、上下文或专家并行切分</translation>
    </message>
    <message>
        <source>a divisor of the %1 attention heads</source>
        <translation>%1 个注意力头的约数</translation>
    </message>
    <message>
        <source>a divisor or multiple of the %1 KV heads</source>
        <translation>%1 个 KV 头的约数或倍数</translation>
    </message>
    <message>
        <source>a divisor of the %1 KV heads</source>
        <translation>%1 个 KV 头的约数</translation>
    </message>
    <message>
        <source>a divisor of the MLP width %1</source>
        <translation>MLP 宽度 %1 的约数</translation>
    </message>
    <message>
        <source>a divisor of the %1 layers</source>
        <translation>%1 层的约数</translation>
    </message>
    <message>
        <source>pp x virtual stages dividing the %1 layers</source>
        <translation>能整除 %1 层的 pp x 虚拟阶段</translation>
    </message>
    <message>
        <source>a divisor of both the %1 experts and dp %2</source>
        <translation>同时整除 %1 个专家和 dp %2 的数</translation>
    </message>
    <message>
        <source>1 for a decode step (context parallelism splits the tokens of a training step or a prefill)</source>
        <translation>解码步骤为 1（上下文并行切分的是训练或预填充步骤的 token）</translation>
    </message>
    <message>
        <source>%1 dividing the sequence length %2</source>
        <translation>能整除序列长度 %2 的 %1</translation>
    </message>
    <message>
        <source>dp x micro-batch (%1 x %2) dividing the global batch %3</source>
        <translation>能整除全局批量 %3 的 dp x 微批量（%1 x %2）</translation>
    </message>
    <message>
        <source>remainder %1</source>
        <translation>余数 %1</translation>
    </message>
    <message>
        <source>a divisor of the batch %1</source>
        <translation>批量 %1 的约数</translation>
    </message>
    <message>
        <source>0 for inference (ZeRO shards training state)</source>
        <translation>推理时为 0（ZeRO 切分的是训练状态）</translation>
    </message>
    <message>
        <source>sizes whose FLOPs, bytes and parameters fit 64-bit integers</source>
        <translation>FLOPs、字节数和参数量都能用 64 位整数表示的尺寸</translation>
    </message>
    <message>
        <source>overflow in %1</source>
        <translation>%1 中溢出</translation>
    </message>
    <message>
        <source>integer in [1, %1]</source>
        <translation>[1, %1] 内的整数</translation>
    </message>
    <message>
        <source>a probability from 0 to 1</source>
        <translation>0 到 1 之间的概率</translation>
    </message>
    <message>
        <source>seconds from 0 to 86400</source>
        <translation>0 到 86400 秒</translation>
    </message>
    <message>
        <source>&quot;recompute&quot;: &quot;custom&quot; beside it</source>
        <translation>旁边的 &quot;recompute&quot;: &quot;custom&quot;</translation>
    </message>
    <message>
        <source>each tensor&apos;s placement for &quot;recompute&quot;: &quot;custom&quot;</source>
        <translation>&quot;recompute&quot;: &quot;custom&quot; 时每个张量的放置</translation>
    </message>
    <message>
        <source>the placement of query_proj (q, k and v are kept together)</source>
        <translation>query_proj 的放置（q、k、v 保持在一起）</translation>
    </message>
    <message>
        <source>&quot;device&quot; or &quot;offload&quot; (recomputation starts from it)</source>
        <translation>&quot;device&quot; 或 &quot;offload&quot;（重计算从此开始）</translation>
    </message>
    <message>
        <source>integer &gt; 0</source>
        <translation>大于 0 的整数</translation>
    </message>
    <message>
        <source>a positive number</source>
        <translation>正数</translation>
    </message>
    <message>
        <source>a divisor of hidden (%1)</source>
        <translation>hidden（%1）的约数</translation>
    </message>
    <message>
        <source>a divisor of heads (%1)</source>
        <translation>heads（%1）的约数</translation>
    </message>
    <message>
        <source>at most experts (%1)</source>
        <translation>不超过 experts（%1）</translation>
    </message>
    <message>
        <source>integer &gt;= 0</source>
        <translation>大于等于 0 的整数</translation>
    </message>
    <message>
        <source>at most layers (%1)</source>
        <translation>不超过 layers（%1）</translation>
    </message>
    <message>
        <source>a sliding_window to go with it</source>
        <translation>与之配套的 sliding_window</translation>
    </message>
    <message>
        <source>more than one expert with shared_experts, expert_ffn or dense_layers</source>
        <translation>有 shared_experts、expert_ffn 或 dense_layers 时需多于一个专家</translation>
    </message>
    <message>
        <source>fewer than layers (%1), so that some layers have experts</source>
        <translation>少于 layers（%1），使部分层有专家</translation>
    </message>
    <message>
        <source>integer &gt; 0 with kv_lora_rank (the decoupled rotary key)</source>
        <translation>有 kv_lora_rank 时为大于 0 的整数（解耦的旋转键）</translation>
    </message>
    <message>
        <source>integer &gt; 0 with kv_lora_rank</source>
        <translation>有 kv_lora_rank 时为大于 0 的整数</translation>
    </message>
    <message>
        <source>the per-head width of q and k without the rotary part, with kv_lora_rank</source>
        <translation>有 kv_lora_rank 时，q 和 k 去掉旋转部分后的每头宽度</translation>
    </message>
    <message>
        <source>heads (%1): latent attention gives every head its keys</source>
        <translation>heads（%1）：潜在注意力为每个头提供各自的键</translation>
    </message>
    <message>
        <source>integer &gt; 0 with q_lora_rank, rope_head_dim or value_head_dim (latent attention)</source>
        <translation>有 q_lora_rank、rope_head_dim 或 value_head_dim 时为大于 0 的整数（潜在注意力）</translation>
    </message>
    <message>
        <source>at most max_positions (%1) tokens with learned positions</source>
        <translation>使用学习位置编码时不超过 max_positions（%1）个 token</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation>%1 个 token</translation>
    </message>
    <message>
        <source>1, or more for a decode step (speculative verification)</source>
        <translation>1，解码步骤可更多（推测验证）</translation>
    </message>
    <message>
        <source>training or prefill for an encoder (decode needs a causal model)</source>
        <translation>编码器只能训练或预填充（解码需要因果模型）</translation>
    </message>
    <message>
        <source>at most the padded input (%1×%2)</source>
        <translation>不超过填充后的输入（%1×%2）</translation>
    </message>
    <message>
        <source>adapters for a training step (fine-tuning)</source>
        <translation>用于训练步骤的适配器（微调）</translation>
    </message>
    <message>
        <source>rank %1 in a %2 step</source>
        <translation>%2 步骤中的秩 %1</translation>
    </message>
    <message>
        <source>adapters on a transformer&apos;s linear layers</source>
        <translation>Transformer 线性层上的适配器</translation>
    </message>
    <message>
        <source>rank %1 on another model</source>
        <translation>另一模型上的秩 %1</translation>
    </message>
    <message>
        <source>at most hidden (%1)</source>
        <translation>不超过 hidden（%1）</translation>
    </message>
    <message>
        <source>adapters on the attention, the MLP or both</source>
        <translation>注意力、MLP 或两者上的适配器</translation>
    </message>
    <message>
        <source>neither</source>
        <translation>两者都没有</translation>
    </message>
    <message>
        <source>a storage precision (fp32, bf16, fp16, fp8, int8, int4)</source>
        <translation>一种存储精度（fp32、bf16、fp16、fp8、int8、int4）</translation>
    </message>
    <message>
        <source>a KV-cache precision for prefill or decode only</source>
        <translation>仅用于预填充或解码的 KV 缓存精度</translation>
    </message>
    <message>
        <source>&quot;%1&quot; in a training step</source>
        <translation>训练步骤中的 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>speculative decoding with static batching (continuous batching with a draft is not modelled)</source>
        <translation>静态批处理下的推测解码（未建模带草稿模型的连续批处理）</translation>
    </message>
    <message>
        <source>draft &quot;%1&quot; with continuous batching</source>
        <translation>连续批处理下的草稿模型 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>0 (no chunking) or at least 2 tokens a step</source>
        <translation>0（不分块）或每步至少 2 个 token</translation>
    </message>
    <message>
        <source>int4 weights for prefill or decode only (weight-only quantization)</source>
        <translation>仅用于预填充或解码的 int4 权重（仅权重量化）</translation>
    </message>
    <message>
        <source>a divisor of global_batch (%1)</source>
        <translation>global_batch（%1）的约数</translation>
    </message>
    <message>
        <source>at least one stage</source>
        <translation>至少一个阶段</translation>
    </message>
    <message>
        <source>empty array</source>
        <translation>空数组</translation>
    </message>
    <message>
        <source>at least 32 pixels (five stride-2 stages)</source>
        <translation>至少 32 像素（五个步长为 2 的阶段）</translation>
    </message>
    <message>
        <source>at least one layer</source>
        <translation>至少一层</translation>
    </message>
    <message>
        <source>at least one operator</source>
        <translation>至少一个算子</translation>
    </message>
    <message>
        <source>training or prefill (decode needs a causal transformer)</source>
        <translation>训练或预填充（解码需要因果 Transformer）</translation>
    </message>
    <message>
        <source>an integer from 1 to %1</source>
        <translation>1 到 %1 之间的整数</translation>
    </message>
    <message>
        <source>a number above 0 and at most %1</source>
        <translation>大于 0 且不超过 %1 的数</translation>
    </message>
    <message>
        <source>a split of %1 chips the workload allows</source>
        <translation>工作负载允许的 %1 个芯片的切分</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>a readable CSV file</source>
        <translation>可读的 CSV 文件</translation>
    </message>
    <message>
        <source>a larger file</source>
        <translation>更大的文件</translation>
    </message>
    <message>
        <source>the header arrival_s,prompt_tokens,output_tokens</source>
        <translation>表头 arrival_s,prompt_tokens,output_tokens</translation>
    </message>
    <message>
        <source>at most %1 requests</source>
        <translation>不超过 %1 个请求</translation>
    </message>
    <message>
        <source>more rows</source>
        <translation>更多行</translation>
    </message>
    <message>
        <source>3 fields (arrival_s,prompt_tokens,output_tokens)</source>
        <translation>3 个字段（arrival_s,prompt_tokens,output_tokens）</translation>
    </message>
    <message>
        <source>%1 fields</source>
        <translation>%1 个字段</translation>
    </message>
    <message>
        <source>seconds from 0 to %1</source>
        <translation>0 到 %1 秒</translation>
    </message>
    <message>
        <source>a whole number of tokens from 1 to %1</source>
        <translation>1 到 %1 之间的整数个 token</translation>
    </message>
    <message>
        <source>an empty file</source>
        <translation>空文件</translation>
    </message>
    <message>
        <source>at least one request</source>
        <translation>至少一个请求</translation>
    </message>
    <message>
        <source>an empty field</source>
        <translation>空字段</translation>
    </message>
    <message>
        <source>a closing double quote</source>
        <translation>一个闭合的双引号</translation>
    </message>
    <message>
        <source>the end of the file</source>
        <translation>文件结尾</translation>
    </message>
    <message>
        <source>a header line</source>
        <translation>一行表头</translation>
    </message>
    <message>
        <source>%1 fields, as the header has</source>
        <translation>与表头相同的 %1 个字段</translation>
    </message>
    <message>
        <source>a column &quot;%1&quot; in the header</source>
        <translation>表头中的 &quot;%1&quot; 列</translation>
    </message>
    <message>
        <source>a value</source>
        <translation>一个值</translation>
    </message>
    <message>
        <source>a number &gt; 0</source>
        <translation>大于 0 的数</translation>
    </message>
    <message>
        <source>a whole number from %1 to %2</source>
        <translation>%1 到 %2 之间的整数</translation>
    </message>
    <message>
        <source>exactly one of %1</source>
        <translation>%1 中恰好一个</translation>
    </message>
    <message>
        <source>an id of the measurement files</source>
        <translation>测量文件中的 id</translation>
    </message>
    <message>
        <source>a row either rebuilt or not expressible</source>
        <translation>要么可重建、要么无法表达的行</translation>
    </message>
    <message>
        <source>both for %1</source>
        <translation>%1 两者皆是</translation>
    </message>
    <message>
        <source>an id no other row has</source>
        <translation>其他行都没有的 id</translation>
    </message>
    <message>
        <source>bytes / time_us / 1000 = %1</source>
        <translation>bytes / time_us / 1000 = %1</translation>
    </message>
    <message>
        <source>an XLA element type such as F32 or BF16</source>
        <translation>XLA 元素类型，如 F32 或 BF16</translation>
    </message>
    <message>
        <source>shape_elems x %1 bytes = %2</source>
        <translation>shape_elems x %1 字节 = %2</translation>
    </message>
    <message>
        <source>%1 (shape_bytes x devices_per_group)</source>
        <translation>%1（shape_bytes x devices_per_group）</translation>
    </message>
    <message>
        <source>%1 (shape_bytes)</source>
        <translation>%1（shape_bytes）</translation>
    </message>
    <message>
        <source>an id that no earlier measurement file has</source>
        <translation>之前的测量文件中都没有的 id</translation>
    </message>
    <message>
        <source>a &quot;workload&quot; object or a &quot;preset&quot; id</source>
        <translation>一个 &quot;workload&quot; 对象或一个 &quot;preset&quot; id</translation>
    </message>
    <message>
        <source>%1 to %2 choices</source>
        <translation>%1 到 %2 个选项</translation>
    </message>
    <message>
        <source>1 choice</source>
        <translation>1 个选项</translation>
    </message>
    <message>
        <source>%1 choices</source>
        <translation>%1 个选项</translation>
    </message>
    <message>
        <source>each device once</source>
        <translation>每个设备一次</translation>
    </message>
    <message>
        <source>%1 again</source>
        <translation>再次出现 %1</translation>
    </message>
    <message>
        <source>one of the scene&apos;s devices: %1</source>
        <translation>场景中的设备之一：%1</translation>
    </message>
    <message>
        <source>at least one device id</source>
        <translation>至少一个设备 id</translation>
    </message>
    <message>
        <source>device id (non-empty string)</source>
        <translation>设备 id（非空字符串）</translation>
    </message>
    <message>
        <source>device id of at most %1 characters</source>
        <translation>不超过 %1 个字符的设备 id</translation>
    </message>
    <message>
        <source>a device id of the catalog</source>
        <translation>目录中的设备 id</translation>
    </message>
    <message>
        <source>cycles per second from 1 to 10000000</source>
        <translation>每秒 1 到 10000000 个周期</translation>
    </message>
    <message>
        <source>scalar</source>
        <translation>标量</translation>
    </message>
    <message>
        <source>at least one scene</source>
        <translation>至少一个场景</translation>
    </message>
    <message>
        <source>the file cannot be read</source>
        <translation>无法读取文件</translation>
    </message>
    <message>
        <source>the file is not well formed</source>
        <translation>文件格式不正确</translation>
    </message>
    <message>
        <source>a required field is missing</source>
        <translation>缺少必填字段</translation>
    </message>
    <message>
        <source>a value has the wrong type</source>
        <translation>某个值的类型错误</translation>
    </message>
    <message>
        <source>a number is not greater than zero</source>
        <translation>某个数不大于零</translation>
    </message>
    <message>
        <source>a number is negative</source>
        <translation>某个数为负</translation>
    </message>
    <message>
        <source>a number is not finite</source>
        <translation>某个数不是有限值</translation>
    </message>
    <message>
        <source>a value is out of range</source>
        <translation>某个值超出范围</translation>
    </message>
    <message>
        <source>a value is not one of those allowed</source>
        <translation>某个值不在允许范围内</translation>
    </message>
    <message>
        <source>an id is used twice</source>
        <translation>某个 id 被使用了两次</translation>
    </message>
    <message>
        <source>a reference names nothing that exists</source>
        <translation>某个引用指向不存在的内容</translation>
    </message>
    <message>
        <source>references form a cycle</source>
        <translation>引用构成了循环</translation>
    </message>
    <message>
        <source>sizes too large to compute with</source>
        <translation>尺寸过大，无法计算</translation>
    </message>
    <message>
        <source>values contradict each other</source>
        <translation>数值相互矛盾</translation>
    </message>
    <message>
        <source>an unknown field</source>
        <translation>未知字段</translation>
    </message>
    <message>
        <source>a key is given twice</source>
        <translation>某个键出现了两次</translation>
    </message>
    <message>
        <source>more problems</source>
        <translation>更多问题</translation>
    </message>
    <message>
        <source>line %1, column %2, %3</source>
        <translation>第 %1 行，第 %2 列，%3</translation>
    </message>
    <message>
        <source>line %1, %2</source>
        <extracomment>%1 a line of a CSV file, %2 the name of its column</extracomment>
        <translation>第 %1 行，%2</translation>
    </message>
    <message>
        <source>line %1, column %2</source>
        <translation>第 %1 行，第 %2 列</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>第 %1 行</translation>
    </message>
    <message>
        <source>%1: expected %2, found %3</source>
        <extracomment>%1 where in the file (a JSON path like $.devices[2].name, or a line), %2 what the program needs there, %3 what the file has</extracomment>
        <translation>%1：应为 %2，实际为 %3</translation>
    </message>
    <message>
        <source>%1: expected %2</source>
        <translation>%1：应为 %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: %2</source>
        <extracomment>%1 a file name, %2 a problem found in it</extracomment>
        <translation>&apos;%1&apos;：%2</translation>
    </message>
    <message>
        <source>the file is newer than this program understands</source>
        <translation>文件版本比本程序支持的更新</translation>
    </message>
    <message>
        <source>a serving engine for prefill or decode only</source>
        <translation>仅用于预填充或解码的推理服务引擎</translation>
    </message>
    <message>
        <source>%1 at most %2 chips</source>
        <translation>%1 不超过 %2 个芯片</translation>
    </message>
    <message>
        <source>%1 of at most %2 chips</source>
        <translation>%1 不超过 %2 个芯片</translation>
    </message>
</context>
<context>
    <name>ExecutionModel</name>
    <message>
        <source>Vector units</source>
        <translation>向量单元</translation>
    </message>
    <message>
        <source>FLOPs at the vector rate (CUDA cores, or the VPU lanes of a systolic chip)</source>
        <translation>按向量速率计算的 FLOPs（CUDA 核心，或脉动芯片的 VPU 通道）</translation>
    </message>
    <message>
        <source>Serving attention</source>
        <translation>推理服务注意力</translation>
    </message>
    <message>
        <source>Paged, split-KV attention as serving engines run it: the larger of the KV cache&apos;s bytes at the achievable bandwidth and the FLOPs at the fused-attention rate</source>
        <translation>推理服务引擎所用的分页、按序列切分 KV 的注意力：KV 缓存字节数按可达带宽计与 FLOPs 按融合注意力速率计，取两者中较大者</translation>
    </message>
    <message>
        <source>tile quantization</source>
        <translation>分块量化</translation>
    </message>
    <message>
        <source>Edges of the matrices fill their last CTA tiles only partly.</source>
        <translation>矩阵边缘只部分填满最后的 CTA 分块。</translation>
    </message>
    <message>
        <source>wave quantization</source>
        <translation>波次量化</translation>
    </message>
    <message>
        <source>The tiles run in waves over the SMs; the last wave is partly empty.</source>
        <translation>分块按波次在各 SM 上运行；最后一波部分为空。</translation>
    </message>
    <message>
        <source>K alignment</source>
        <translation>K 对齐</translation>
    </message>
    <message>
        <source>K is padded to whole slabs of the MMA instruction&apos;s depth.</source>
        <translation>K 被填充到 MMA 指令深度的整数个切片。</translation>
    </message>
    <message>
        <source>shared-memory staging</source>
        <translation>共享内存暂存</translation>
    </message>
    <message>
        <source>Small tiles read operands faster than the shared-memory banks deliver them.</source>
        <translation>小分块读取操作数的速度超过共享内存存储体的供给速度。</translation>
    </message>
    <message>
        <source>sustained clock</source>
        <translation>持续频率</translation>
    </message>
    <message>
        <source>Under a dense load the chip delivers this fraction of its quoted peak.</source>
        <translation>在密集负载下，芯片提供其标称峰值的这一比例。</translation>
    </message>
    <message>
        <source>CTA tile rows</source>
        <translation>CTA 分块行数</translation>
    </message>
    <message>
        <source>CTA tile columns</source>
        <translation>CTA 分块列数</translation>
    </message>
    <message>
        <source>split-K</source>
        <translation>split-K</translation>
    </message>
    <message>
        <source>waves</source>
        <translation>波次</translation>
    </message>
    <message>
        <source>Tiled GEMM on streaming multiprocessors</source>
        <translation>流式多处理器上的分块 GEMM</translation>
    </message>
    <message>
        <source>waves × CTA FLOPs ÷ per-SM sustained rate, or operand delivery through L2 if slower, plus the pipeline&apos;s first-load latency</source>
        <translation>波次 × 每个 CTA 的 FLOPs ÷ 每个 SM 的持续速率，若经 L2 供给操作数更慢则取后者，再加上流水线首次加载的延迟</translation>
    </message>
    <message>
        <source>Ideal roofline</source>
        <translation>理想屋顶线</translation>
    </message>
    <message>
        <source>padding</source>
        <translation>填充</translation>
    </message>
    <message>
        <source>The unused rows and columns of the last folds of the matrix unit.</source>
        <translation>矩阵单元最后几次折叠中未使用的行和列。</translation>
    </message>
    <message>
        <source>fill and drain</source>
        <translation>填充与排空</translation>
    </message>
    <message>
        <source>Each fold waits for operands to ripple into the array and results to ripple out.</source>
        <translation>每次折叠都要等待操作数逐级流入阵列、结果逐级流出。</translation>
    </message>
    <message>
        <source>distribution over units</source>
        <translation>单元间分配</translation>
    </message>
    <message>
        <source>The folds do not divide evenly over the chip&apos;s matrix units.</source>
        <translation>折叠无法在芯片的各矩阵单元间均匀分配。</translation>
    </message>
    <message>
        <source>folds</source>
        <translation>折叠次数</translation>
    </message>
    <message>
        <source>Folds on systolic matrix units</source>
        <translation>脉动矩阵单元上的折叠</translation>
    </message>
    <message>
        <source>folds per matrix unit × cycles per fold (SCALE-Sim&apos;s closed form) ÷ clock ÷ sustained fraction</source>
        <translation>每个矩阵单元的折叠次数 × 每次折叠的周期数（SCALE-Sim 闭式解）÷ 时钟 ÷ 持续比例</translation>
    </message>
    <message>
        <source>main-loop floor</source>
        <translation>主循环下限</translation>
    </message>
    <message>
        <source>Each K-slab of a CTA&apos;s main loop takes a minimum number of cycles (operands landing, barrier, MMA issue); small tiles do less work than that in it.</source>
        <translation>CTA 主循环的每个 K 切片至少需要一定的时钟周期（操作数到达、屏障、MMA 发射）；小分块在这段时间内完成的工作更少。</translation>
    </message>
    <message>
        <source>FLOPs ÷ (the quoted peak × its sustained fraction): no published geometry, so no other losses are modelled</source>
        <translation>FLOPs ÷（标称峰值 × 其可持续比例）：没有公开的几何结构，因此不建模其他损失</translation>
    </message>
    <message>
        <source>FP32 promotion</source>
        <translation>FP32 提升</translation>
    </message>
    <message>
        <source>FP8 gradients: the CUDA cores add the partial sums into FP32 every few MMAs, and the tensor cores wait.</source>
        <translation>FP8 梯度：CUDA 核心每隔几条 MMA 将部分和累加到 FP32，张量核心需等待。</translation>
    </message>
</context>
<context>
    <name>Explanation</name>
    <message>
        <source>%1 days</source>
        <translation>%1 天</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 小时</translation>
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
        <translation>单步时间</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>吞吐量</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <source>$ / M tokens</source>
        <translation>美元 / 百万词元</translation>
    </message>
    <message>
        <source>$ / run</source>
        <translation>美元 / 次运行</translation>
    </message>
    <message>
        <source>Energy / run</source>
        <translation>能耗 / 次运行</translation>
    </message>
    <message>
        <source>CO₂ / run</source>
        <translation>CO₂ / 次运行</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation>词元/秒</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>USD</source>
        <translation>美元</translation>
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
        <translation>%1 词元/秒</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>$%1</source>
        <extracomment>the owned-cost cell of a device that cannot be bought (a cloud-only TPU)</extracomment>
        <translation>%1 美元</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>无价格</translation>
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
        <translation>目录中没有此设备的空闲功耗：假定空闲功耗为 TDP 的固定比例。</translation>
    </message>
    <message>
        <source>No measured clock under a matrix load is sourced: the quoted peak is assumed sustained, which flatters the device.</source>
        <translation>没有矩阵负载下频率的可靠测量：假定标称峰值可以持续，这会高估该设备。</translation>
    </message>
    <message>
        <source>The device has no rate for the requested precision: ran as %1.</source>
        <translation>该设备不支持所请求的精度：按 %1 运行。</translation>
    </message>
    <message>
        <source>The catalog has no &apos;%1&apos; price for this device: costs are not estimated.</source>
        <translation>目录中没有此设备的“%1”价格：不估算成本。</translation>
    </message>
    <message>
        <source>step = Σ over operators of count × (overhead + max(compute, memory, communication))</source>
        <translation>单步 = Σ 各算子的 次数 × (开销 + max(计算, 内存, 通信))</translation>
    </message>
    <message>
        <source>spent compute-bound</source>
        <translation>受计算限制的时间</translation>
    </message>
    <message>
        <source>spent memory-bound</source>
        <translation>受内存限制的时间</translation>
    </message>
    <message>
        <source>spent on communication</source>
        <translation>通信时间</translation>
    </message>
    <message>
        <source>launch / dispatch overhead</source>
        <translation>启动 / 调度开销</translation>
    </message>
    <message>
        <source>operators</source>
        <translation>算子</translation>
    </message>
    <message>
        <source>throughput = tokens per step ÷ step time</source>
        <translation>吞吐量 = 每步词元数 ÷ 单步时间</translation>
    </message>
    <message>
        <source>tokens per step</source>
        <translation>每步词元数</translation>
    </message>
    <message>
        <source>step time</source>
        <translation>单步时间</translation>
    </message>
    <message>
        <source>MFU = model FLOPs per step ÷ (step time × peak)</source>
        <translation>MFU = 每步模型 FLOPs ÷ (单步时间 × 峰值)</translation>
    </message>
    <message>
        <source>model FLOPs per step</source>
        <translation>每步模型 FLOPs</translation>
    </message>
    <message>
        <source>peak</source>
        <translation>峰值</translation>
    </message>
    <message>
        <source>%1FLOP/s</source>
        <translation>%1FLOP/s</translation>
    </message>
    <message>
        <source>footprint = weights + gradients + optimizer state + activations + KV cache + workspace</source>
        <translation>占用 = 权重 + 梯度 + 优化器状态 + 激活 + KV 缓存 + 工作区</translation>
    </message>
    <message>
        <source>weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>%1B</source>
        <translation>%1B</translation>
    </message>
    <message>
        <source>gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <source>optimizer state</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <source>activations</source>
        <translation>激活</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <source>workspace</source>
        <translation>工作区</translation>
    </message>
    <message>
        <source>device capacity</source>
        <translation>设备容量</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>是否放得下</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>NO — does not fit</source>
        <translation>否 — 放不下</translation>
    </message>
    <message>
        <source>$ per M tokens = price per chip-hour ÷ 3600 ÷ throughput × 10⁶</source>
        <translation>每百万词元美元 = 每芯片·小时价格 ÷ 3600 ÷ 吞吐量 × 10⁶</translation>
    </message>
    <message>
        <source>price (%1)</source>
        <translation>价格（%1）</translation>
    </message>
    <message>
        <source>$%1 / chip-hour</source>
        <translation>%1 美元 / 芯片·小时</translation>
    </message>
    <message>
        <source>throughput</source>
        <translation>吞吐量</translation>
    </message>
    <message>
        <source>$ per run = run time in hours × price per chip-hour; run = %1 tokens</source>
        <translation>每次运行美元 = 运行小时数 × 每芯片·小时价格；一次运行 = %1 个词元</translation>
    </message>
    <message>
        <source>run time</source>
        <translation>运行时间</translation>
    </message>
    <message>
        <source>average chip power</source>
        <translation>芯片平均功率</translation>
    </message>
    <message>
        <source>%1 W</source>
        <translation>%1 W</translation>
    </message>
    <message>
        <source>energy per step (IT)</source>
        <translation>每步能耗（IT）</translation>
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
        <translation>电网碳强度</translation>
    </message>
    <message>
        <source>%1 g CO₂/kWh</source>
        <translation>%1 g CO₂/kWh</translation>
    </message>
    <message>
        <source>run energy (facility)</source>
        <translation>运行能耗（数据中心）</translation>
    </message>
    <message>
        <source>run CO₂</source>
        <translation>运行 CO₂</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>假设</translation>
    </message>
    <message>
        <source>time = overhead + max(compute, memory, communication) + epilogue; compute = FLOPs ÷ (roof × losses); memory = bytes ÷ bandwidth</source>
        <translation>时间 = 开销 + max(计算, 内存, 通信) + 收尾；计算 = FLOPs ÷ (屋顶 × 损失)；内存 = 字节 ÷ 带宽</translation>
    </message>
    <message>
        <source>count per step</source>
        <translation>每步次数</translation>
    </message>
    <message>
        <source>FLOPs</source>
        <translation>FLOPs</translation>
    </message>
    <message>
        <source>bytes</source>
        <translation>字节</translation>
    </message>
    <message>
        <source>arithmetic intensity</source>
        <translation>算术强度</translation>
    </message>
    <message>
        <source>%1 FLOP/B</source>
        <translation>%1 FLOP/B</translation>
    </message>
    <message>
        <source>roof (%1, ran as %2)</source>
        <translation>屋顶（%1，按 %2 运行）</translation>
    </message>
    <message>
        <source>compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <source>communication</source>
        <translation>通信</translation>
    </message>
    <message>
        <source>epilogue (stores after the main loop)</source>
        <translation>收尾（主循环之后的写回）</translation>
    </message>
    <message>
        <source>overhead</source>
        <translation>开销</translation>
    </message>
    <message>
        <source>bound by</source>
        <translation>瓶颈</translation>
    </message>
    <message>
        <source>fraction of roof</source>
        <translation>屋顶占比</translation>
    </message>
    <message>
        <source>model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>No shape search measured %1 on this device: it is assumed to reach the same fraction of its peak as the measured %2.</source>
        <translation>没有形状搜索在此设备上测量过 %1：假定它达到的峰值比例与已测量的 %2 相同。</translation>
    </message>
    <message>
        <source>vendor TDP</source>
        <translation>厂商 TDP</translation>
    </message>
    <message>
        <source>measured (published)</source>
        <translation>实测（已发表）</translation>
    </message>
    <message>
        <source>estimated (see the catalog note)</source>
        <translation>估算（见目录注释）</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>The catalog has no power figure (TDP, measured or estimated) for this device: energy is not estimated.</source>
        <translation>目录中没有此设备的功率数据（TDP、实测或估算）：不估算能耗。</translation>
    </message>
    <message>
        <source>energy = Σ ops (idle + (full-load power − idle) × utilization) × time, × steps × server overhead × PUE; CO₂ = energy × grid intensity</source>
        <translation>能耗 = Σ 算子 (空闲 + (满载功率 − 空闲) × 利用率) × 时间，× 步数 × 服务器开销 × PUE；CO₂ = 能耗 × 电网强度</translation>
    </message>
    <message>
        <source>power basis</source>
        <translation>功率依据</translation>
    </message>
    <message>
        <source>chip energy range</source>
        <translation>芯片能耗范围</translation>
    </message>
    <message>
        <source>%1J – %2J</source>
        <translation>%1J – %2J</translation>
    </message>
    <message>
        <source>server overhead</source>
        <translation>服务器开销</translation>
    </message>
    <message>
        <source>run energy (chip × PUE)</source>
        <translation>运行能耗（芯片 × PUE）</translation>
    </message>
    <message>
        <source>$ / run (own)</source>
        <extracomment>column title: the run&apos;s cost on chips one owns instead of renting</extracomment>
        <translation>美元 / 次运行（自有）</translation>
    </message>
    <message>
        <source>rent only</source>
        <translation>仅可租用</translation>
    </message>
    <message>
        <source>owned $ per chip-hour = purchase × (1 + server share, for a chip-only price) ÷ (years × 8,766 h × utilization) + facility kW × electricity price + hosting; $ per run = run hours × owned $ per chip-hour</source>
        <translation>自有每芯片·小时美元 = 购买价格 × (1 + 服务器分摊，适用于仅含芯片的价格) ÷ (年数 × 8,766 h × 利用率) + 数据中心 kW × 电价 + 托管费；每次运行美元 = 运行小时数 × 自有每芯片·小时美元</translation>
    </message>
    <message>
        <source>purchase</source>
        <translation>购买价格</translation>
    </message>
    <message>
        <source>no purchase price in the catalog</source>
        <translation>目录中无购买价格</translation>
    </message>
    <message>
        <source>purchase (%1, %2)</source>
        <translation>购买价格（%1，%2）</translation>
    </message>
    <message>
        <source>$%1 a chip</source>
        <translation>每芯片 %1 美元</translation>
    </message>
    <message>
        <source>what it buys</source>
        <translation>所购内容</translation>
    </message>
    <message>
        <source>server share added</source>
        <translation>加上的服务器分摊</translation>
    </message>
    <message>
        <source>amortization</source>
        <translation>摊销</translation>
    </message>
    <message>
        <source>%1 years at %2 % use</source>
        <translation>%1 年，利用率 %2 %</translation>
    </message>
    <message>
        <source>purchase per chip-hour</source>
        <translation>每芯片·小时购买成本</translation>
    </message>
    <message>
        <source>electricity per chip-hour</source>
        <translation>每芯片·小时电费</translation>
    </message>
    <message>
        <source>$%1 at $%2/kWh</source>
        <translation>%1 美元（电价 %2 美元/kWh）</translation>
    </message>
    <message>
        <source>hosting per chip-hour</source>
        <translation>每芯片·小时托管费</translation>
    </message>
    <message>
        <source>owned chip-hour</source>
        <translation>自有芯片·小时</translation>
    </message>
    <message>
        <source>$%1 (rented: %2)</source>
        <translation>%1 美元（租用：%2）</translation>
    </message>
    <message>
        <source>none of this kind</source>
        <translation>无此类报价</translation>
    </message>
    <message>
        <source>the cheapest</source>
        <extracomment>which quote a cost used: provider, date, and how it was chosen</extracomment>
        <translation>最便宜的</translation>
    </message>
    <message>
        <source>the reference quote</source>
        <translation>参考报价</translation>
    </message>
    <message>
        <source>%1, %2 (%3)</source>
        <translation>%1，%2（%3）</translation>
    </message>
    <message>
        <source>of %1 only</source>
        <translation>仅限 %1</translation>
    </message>
    <message>
        <source>quote</source>
        <translation>报价</translation>
    </message>
    <message>
        <source>Tokens / J</source>
        <extracomment>column and chart title: tokens per joule of chip energy</extracomment>
        <translation>词元 / J</translation>
    </message>
    <message>
        <source>Tokens / $</source>
        <translation>词元 / 美元</translation>
    </message>
    <message>
        <source>Tokens / kg CO₂</source>
        <translation>词元 / kg CO₂</translation>
    </message>
    <message>
        <source>tokens/J</source>
        <translation>词元/J</translation>
    </message>
    <message>
        <source>tokens/USD</source>
        <translation>词元/美元</translation>
    </message>
    <message>
        <source>tokens/kg CO₂</source>
        <translation>词元/kg CO₂</translation>
    </message>
    <message>
        <source>tokens per joule = tokens per step ÷ chip energy per step</source>
        <translation>每焦耳词元数 = 每步词元数 ÷ 每步芯片能耗</translation>
    </message>
    <message>
        <source>tokens per dollar = 10⁶ ÷ $ per million tokens</source>
        <translation>每美元词元数 = 10⁶ ÷ 每百万词元成本</translation>
    </message>
    <message>
        <source>tokens per kg CO₂ = tokens per step ÷ (facility energy per step × grid intensity)</source>
        <translation>每 kg CO₂ 词元数 = 每步词元数 ÷（每步数据中心能耗 × 电网强度）</translation>
    </message>
    <message>
        <source>facility energy per step</source>
        <translation>每步数据中心能耗</translation>
    </message>
    <message>
        <source>of which dequantizing the narrow weights</source>
        <translation>其中反量化窄格式权重</translation>
    </message>
    <message>
        <source>A LoRA adapter: a low-rank matrix trained beside a frozen layer (A projects down to the rank, B back up).</source>
        <translation>LoRA 适配器：在冻结层旁训练的低秩矩阵（A 投影到秩，B 再投影回来）。</translation>
    </message>
    <message>
        <source>QLoRA: the frozen 4-bit weights dequantized to the compute precision before the GEMM that reads them.</source>
        <translation>QLoRA：在读取冻结 4 位权重的 GEMM 之前，将其反量化到计算精度。</translation>
    </message>
    <message>
        <source>Latent attention, decoding: each head&apos;s query multiplied into the KV latent, so attention reads the compressed cache directly.</source>
        <translation>解码时的潜在注意力：每个头的查询乘入 KV 潜在表示，注意力因此直接读取压缩缓存。</translation>
    </message>
    <message>
        <source>Latent attention, decoding: each head&apos;s values taken out of the latent.</source>
        <translation>解码时的潜在注意力：从潜在表示中取出每个头的值。</translation>
    </message>
    <message>
        <source>Latent attention: the projection down to the KV latent and the shared rotary key, which is what the KV cache holds.</source>
        <translation>潜在注意力：向下投影到 KV 潜在表示和共享旋转键，即 KV 缓存所存内容。</translation>
    </message>
    <message>
        <source>Latent attention: the projection up from the KV latent to every head&apos;s key and value.</source>
        <translation>潜在注意力：从 KV 潜在表示向上投影到每个头的键和值。</translation>
    </message>
    <message>
        <source>Sliding-window attention: each query sees the last positions of the window only.</source>
        <translation>滑动窗口注意力：每个查询只看到窗口内最后的位置。</translation>
    </message>
    <message>
        <source>Shared experts: the experts every token passes through, beside the routed ones.</source>
        <translation>共享专家：每个词元都会经过的专家，与路由专家并列。</translation>
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
        <translation>未打开链接</translation>
    </message>
    <message>
        <source>Only web links (http and https) are opened. This link was not opened:
%1</source>
        <translation>只打开网页链接（http 和 https）。此链接未打开：
%1</translation>
    </message>
    <message>
        <source>Open link</source>
        <translation>打开链接</translation>
    </message>
    <message>
        <source>Open this address in the web browser?
%1</source>
        <translation>在网页浏览器中打开此地址？
%1</translation>
    </message>
</context>
<context>
    <name>OpWalkthrough</name>
    <message>
        <source>## %1 on %2</source>
        <translation>## %1（%2 上）</translation>
    </message>
    <message>
        <source>**Work.** One execution does %1FLOP and moves %2B to and from memory, so its arithmetic intensity is %1FLOP ÷ %2B = **%3 FLOP/byte**.</source>
        <translation>**计算量。** 一次执行完成 %1FLOP，与内存之间传输 %2B，因此其算术强度为 %1FLOP ÷ %2B = **%3 FLOP/字节**。</translation>
    </message>
    <message>
        <source>**Roofline.** The roof is %1FLOP/s (%2) and the memory delivers %3B/s, so the ridge point is %1FLOP/s ÷ %3B/s = **%4 FLOP/byte**. The operator sits %5 the ridge: %6</source>
        <translation>**屋顶线。** 屋顶为 %1FLOP/s（%2），内存提供 %3B/s，因此拐点为 %1FLOP/s ÷ %3B/s = **%4 FLOP/字节**。该算子位于拐点%5：%6</translation>
    </message>
    <message>
        <source>below</source>
        <translation>之下</translation>
    </message>
    <message>
        <source>above</source>
        <translation>之上</translation>
    </message>
    <message>
        <source>memory can feed it at most intensity × bandwidth, less than the roof.</source>
        <translation>内存最多只能以 强度 × 带宽 供给它，低于屋顶。</translation>
    </message>
    <message>
        <source>memory can keep up; the matrix units set the pace.</source>
        <translation>内存跟得上；由矩阵单元决定速度。</translation>
    </message>
    <message>
        <source>- **Waves over the SMs.** The output is cut into %1×%2 tiles, one per thread block; %3 SMs run them in **%4 waves**. The last wave is partly empty: wave quantization × %5.</source>
        <translation>- **SM 上的波次。** 输出被切成 %1×%2 的分块，每个线程块一个；%3 个 SM 分 **%4 个波次** 运行它们。最后一个波次部分为空：波次量化 × %5。</translation>
    </message>
    <message>
        <source>- **Padding to the tile.** Edges of the matrices fill their last tiles only partly: tile quantization × %1.</source>
        <translation>- **填充到分块。** 矩阵边缘只部分填满最后的分块：分块量化 × %1。</translation>
    </message>
    <message>
        <source>- **Padding to the matrix unit.** The GEMM is cut into %1 folds for a %2×%3 array; the unused rows and columns of the last folds are padding: × %4.</source>
        <translation>- **填充到矩阵单元。** 对 %2×%3 的阵列，GEMM 被切成 %1 次折叠；最后几次折叠中未用的行和列是填充：× %4。</translation>
    </message>
    <message>
        <source>- **Fill and drain.** Each fold waits for operands to ripple into the array and for results to ripple out: only %1 % of a fold&apos;s cycles do useful multiply-adds (× %2).</source>
        <translation>- **填充与排空。** 每次折叠都要等操作数流入阵列、结果流出：一次折叠中只有 %1 % 的周期在做有用的乘加（× %2）。</translation>
    </message>
    <message>
        <source>- **Shared-memory staging.** Small tiles read operands faster than the shared-memory banks deliver them: × %1.</source>
        <translation>- **共享内存暂存。** 小分块读取操作数的速度快于共享内存存储体的供给速度：× %1。</translation>
    </message>
    <message>
        <source>- **Sustained clock.** Under a dense load the chip delivers %1 % of its quoted peak: × %2.</source>
        <translation>- **持续频率。** 在密集负载下，芯片只能达到标称峰值的 %1 %：× %2。</translation>
    </message>
    <message>
        <source>**Losses on the compute side** (each a factor; together × %1):</source>
        <translation>**计算侧的损失**（每项为一个系数；合计 × %1）：</translation>
    </message>
    <message>
        <source>the **compute** roof binds</source>
        <translation>**计算**屋顶是瓶颈</translation>
    </message>
    <message>
        <source>the **memory** roof binds</source>
        <translation>**内存**屋顶是瓶颈</translation>
    </message>
    <message>
        <source>**communication** binds</source>
        <translation>**通信**是瓶颈</translation>
    </message>
    <message>
        <source>the **launch overhead** binds</source>
        <translation>**启动开销**是瓶颈</translation>
    </message>
    <message>
        <source>**Time.** Compute takes %1, memory %2; %3. With %4 overhead one execution takes **%5** (%6 per step).</source>
        <translation>**时间。** 计算需要 %1，内存需要 %2；%3。加上 %4 的开销，一次执行需要 **%5**（每步 %6）。</translation>
    </message>
    <message numerus="yes">
        <source>%n time(s)</source>
        <translation>
            <numerusform>%n 次</numerusform>
        </translation>
    </message>
    <message>
        <source>**Achieved.** %1FLOP in %2 is **%3 %** of the roof.</source>
        <translation>**实际达到。** 在 %2 内完成 %1FLOP，达到屋顶的 **%3 %**。</translation>
    </message>
    <message>
        <source>- **%1.** %2 × %3.</source>
        <translation>- **%1。** %2 × %3。</translation>
    </message>
</context>
<context>
    <name>ParallelDimension</name>
    <message>
        <source>Data-parallel replicas.</source>
        <translation>数据并行副本数。</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>Change data parallelism</source>
        <translation>更改数据并行度</translation>
    </message>
    <message>
        <source>Data parallel: replicas of the model, each with its share of the batch</source>
        <translation>数据并行：模型的多个副本，每个副本处理批的一部分</translation>
    </message>
    <message>
        <source>Tensor-parallel width.</source>
        <translation>张量并行宽度。</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>Change tensor parallelism</source>
        <translation>更改张量并行度</translation>
    </message>
    <message>
        <source>Tensor parallel: each layer&apos;s matrices split over this many chips</source>
        <translation>张量并行：每层的矩阵切分到这么多芯片上</translation>
    </message>
    <message>
        <source>Pipeline stages.</source>
        <translation>流水线级数。</translation>
    </message>
    <message>
        <source>C</source>
        <translation>C</translation>
    </message>
    <message>
        <source>Change pipeline parallelism</source>
        <translation>更改流水线并行度</translation>
    </message>
    <message>
        <source>Pipeline parallel: the layers split into this many stages</source>
        <translation>流水线并行：将各层切分为这么多级</translation>
    </message>
    <message>
        <source>Context-parallel width: chips sharing each sequence&apos;s tokens (ring attention), for long sequences.</source>
        <translation>上下文并行宽度：共同分担每个序列词元的芯片数（环形注意力），用于长序列。</translation>
    </message>
    <message>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <source>Change context parallelism</source>
        <translation>更改上下文并行度</translation>
    </message>
    <message>
        <source>Context parallel: each sequence&apos;s tokens spread over this many chips, which pass the keys and values round a ring (for long sequences).</source>
        <translation>上下文并行：每个序列的词元分布到这么多芯片上，芯片之间以环形传递键和值（用于长序列）。</translation>
    </message>
    <message>
        <source>Expert-parallel width (inside dp).</source>
        <translation>专家并行宽度（在 dp 内）。</translation>
    </message>
    <message>
        <source>E</source>
        <translation>E</translation>
    </message>
    <message>
        <source>Change expert parallelism</source>
        <translation>更改专家并行度</translation>
    </message>
    <message>
        <source>Expert parallel: a mixture&apos;s experts spread over this many chips of the data-parallel group</source>
        <translation>专家并行：混合专家模型的专家分布到数据并行组中的这么多芯片上</translation>
    </message>
    <message>
        <source>Interleaved pipeline chunks per stage.</source>
        <translation>每级交错的流水线块数。</translation>
    </message>
    <message>
        <source>V</source>
        <translation>V</translation>
    </message>
    <message>
        <source>Change interleaved pipeline chunks</source>
        <translation>更改交错流水线分块数</translation>
    </message>
    <message>
        <source>Interleaved pipeline: each stage runs this many chunks of layers, which shrinks the pipeline&apos;s bubble</source>
        <translation>交错流水线：每个阶段运行这么多个层分块，从而缩小流水线气泡</translation>
    </message>
</context>
<context>
    <name>ts::AboutDialog</name>
    <message>
        <source>About Tensorscope</source>
        <translation>关于 Tensorscope</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Tensorscope %1&lt;/h2&gt;&lt;p&gt;See, not just read, how GPUs and TPUs differ on deep-learning work.&lt;/p&gt;&lt;p&gt;Running on Qt %2 (built with Qt %3).&lt;/p&gt;&lt;p&gt;Licensed under the %4 licence.&lt;/p&gt;</source>
        <extracomment>%1 is the program version, %2 the Qt version it runs on, %3 the Qt version it was built with, %4 the licence name.</extracomment>
        <translation>&lt;h2&gt;Tensorscope %1&lt;/h2&gt;&lt;p&gt;亲眼看到，而不只是读到，GPU 与 TPU 在深度学习任务上的差异。&lt;/p&gt;&lt;p&gt;运行于 Qt %2（使用 Qt %3 构建）。&lt;/p&gt;&lt;p&gt;以 %4 许可证授权。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>ts::AccuracyDialog</name>
    <message>
        <source>Accuracy</source>
        <translation>准确度</translation>
    </message>
</context>
<context>
    <name>ts::AccuracyFamilyModel</name>
    <message>
        <source>these figures</source>
        <translation>这些数据</translation>
    </message>
    <message>
        <source>the category&apos;s (fewer than %1 rows)</source>
        <translation>该类别的数据（少于 %1 行）</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>Vendor family</source>
        <translation>厂商系列</translation>
    </message>
    <message>
        <source>Scored</source>
        <translation>计分</translation>
    </message>
    <message>
        <source>MAPE</source>
        <translation>MAPE</translation>
    </message>
    <message>
        <source>Mean signed</source>
        <translation>带符号均值</translation>
    </message>
    <message>
        <source>Optimism</source>
        <translation>乐观度</translation>
    </message>
    <message>
        <source>Band from</source>
        <translation>区间来源</translation>
    </message>
    <message>
        <source>The vendor family of the devices the rows were predicted on</source>
        <translation>这些行所预测设备的厂商系列</translation>
    </message>
    <message>
        <source>Rows of this family that count in the figures</source>
        <translation>该系列计入统计的行</translation>
    </message>
    <message>
        <source>Mean absolute percentage error over the family&apos;s scored rows</source>
        <translation>该系列计分行的平均绝对百分比误差</translation>
    </message>
    <message>
        <source>Mean of (predicted − measured) / measured</source>
        <translation>（预测 − 测量）/ 测量 的均值</translation>
    </message>
    <message>
        <source>Mean error turned so that positive means the engine predicted this family&apos;s hardware faster than measured</source>
        <translation>调整符号后的平均误差：正值表示引擎预测该系列硬件的速度快于实测</translation>
    </message>
    <message>
        <source>Where a result on this family&apos;s devices takes its uncertainty band from: these figures or, with fewer than %1 rows, the category&apos;s over every device; – where the category makes no band</source>
        <translation>该系列设备上的结果从何处取得不确定度区间：这些数据，或在少于 %1 行时取该类别所有设备的数据；– 表示该类别不产生区间</translation>
    </message>
</context>
<context>
    <name>ts::AccuracyPanel</name>
    <message>
        <source>&amp;Category:</source>
        <translation>类别(&amp;C)：</translation>
    </message>
    <message>
        <source>&lt;p&gt;How far the engine&apos;s predictions are from published measurements, by category and by vendor family (the tables of &lt;code&gt;tensorscope validate&lt;/code&gt;; errors are (predicted − measured) / measured, optimism is positive where the engine predicted the hardware faster than measured). Every result in the comparison carries a band from these figures: those of its step&apos;s category (training throughput or inference) on its device&apos;s vendor family (NVIDIA, AMD, Google TPU, Intel, AWS; with fewer than %2 measurements there, every device&apos;s). An assumed, unmeasured input widens the band ×%1. Load your own measurements to see them beside these; nothing is fitted to them. docs/validation.md explains each figure.&lt;/p&gt;</source>
        <extracomment>Introduction of Help › Accuracy. %1 is the factor an assumed input widens a band by, %2 the fewest measurements a vendor family needs for a figure of its own.</extracomment>
        <translation>&lt;p&gt;引擎预测与已发表测量值的偏差，按类别和厂商系列列出（即 &lt;code&gt;tensorscope validate&lt;/code&gt; 的表格；误差为（预测 − 测量）/ 测量，乐观度为正表示引擎预测的硬件速度快于实测）。比较中的每个结果都带有来自这些数据的不确定度区间：取其步骤所属类别（训练吞吐量或推理）在其设备厂商系列（NVIDIA、AMD、Google TPU、Intel、AWS；该系列测量少于 %2 次时取所有设备）上的数据。假定的、未经测量的输入会使区间放宽 ×%1。加载您自己的测量值即可与这些数据并列查看；不会对其做任何拟合。docs/validation.md 解释了每个数值。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>By category</source>
        <translation>按类别</translation>
    </message>
    <message>
        <source>By vendor family</source>
        <translation>按厂商系列</translation>
    </message>
    <message>
        <source>&amp;Load measurements…</source>
        <translation>加载测量值(&amp;L)…</translation>
    </message>
    <message>
        <source>Score your own measurements: a CSV file in calibration.csv&apos;s columns and a JSON file saying how each row is rebuilt (rows.json&apos;s format; by default the CSV&apos;s name with .json), as &lt;code&gt;tensorscope validate --data&lt;/code&gt; does</source>
        <translation>为您自己的测量值计分：一个采用 calibration.csv 各列的 CSV 文件，以及一个说明如何重建每一行的 JSON 文件（rows.json 格式；默认为 CSV 文件名改为 .json），与 &lt;code&gt;tensorscope validate --data&lt;/code&gt; 相同</translation>
    </message>
    <message>
        <source>&amp;Remove measurements</source>
        <translation>移除测量值(&amp;R)</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: no measurements (a header line in calibration.csv&apos;s columns, then one line per measurement)</source>
        <extracomment>A user&apos;s measurement file without a row: %1 the file.</extracomment>
        <translation>“%1”：没有测量值（需要一行采用 calibration.csv 各列的表头，然后每个测量值一行）</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: %2 measurements; at most %3 here (tensorscope validate --data takes any number)</source>
        <translation>“%1”：%2 个测量值；此处最多 %3 个（tensorscope validate --data 不限数量）</translation>
    </message>
    <message>
        <source>… and %1 more</source>
        <extracomment>After the first problems of a file: how many more there are.</extracomment>
        <translation>… 另有 %1 个</translation>
    </message>
    <message>
        <source>Cannot load these measurements:
%1</source>
        <translation>无法加载这些测量值：
%1</translation>
    </message>
    <message>
        <source>Load Measurements</source>
        <translation>加载测量值</translation>
    </message>
    <message>
        <source>Measurements and their inputs (*.csv *.json);;All files (*)</source>
        <extracomment>File dialog filter of Help › Accuracy&apos;s &quot;Load measurements…&quot;</extracomment>
        <translation>测量值及其输入 (*.csv *.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Choose the CSV file of the measurements (and, if it is not beside it under the same name, the JSON file of their inputs).</source>
        <translation>请选择测量值的 CSV 文件（如果其输入的 JSON 文件不在同一位置或不同名，也请一并选择）。</translation>
    </message>
    <message>
        <source>Your measurements, %1: %2 rows, %3 predicted, %4 scored; triangles in the plot, “(yours)” in the tables. Nothing is fitted to them.</source>
        <extracomment>Help › Accuracy once a user&apos;s file is loaded: %1 the file&apos;s name, %2 its rows, %3 those the engine could predict, %4 those scored.</extracomment>
        <translation>您的测量值，%1：%2 行，%3 行已预测，%4 行已计分；图中以三角形表示，表格中标为“（您的）”。不会对其做任何拟合。</translation>
    </message>
    <message>
        <source>Still shown: %1</source>
        <translation>仍在显示：%1</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation>警告：%1</translation>
    </message>
</context>
<context>
    <name>ts::AccuracyScatterChart</name>
    <message>
        <source>Measured (the row&apos;s unit)</source>
        <translation>测量值（该行的单位）</translation>
    </message>
    <message>
        <source>Predicted</source>
        <translation>预测值</translation>
    </message>
    <message>
        <source>predicted = measured</source>
        <translation>预测 = 测量</translation>
    </message>
    <message>
        <source>scored row</source>
        <translation>计分行</translation>
    </message>
    <message>
        <source>catalog input (not scored)</source>
        <translation>目录输入（不计分）</translation>
    </message>
    <message>
        <source>± MAPE (%1%)</source>
        <extracomment>Legend of the dashed lines at ± the category&apos;s mean absolute percentage error.</extracomment>
        <translation>± MAPE（%1%）</translation>
    </message>
    <message>
        <source>Predicted vs measured: %1</source>
        <translation>预测与测量：%1</translation>
    </message>
    <message>
        <source>%1 on %2
measured %3 %5, predicted %4 %5
error %6</source>
        <extracomment>Hover text of a point of the accuracy plot: %1 row id, %2 device, %3 measured value, %4 predicted value, %5 the unit, %6 the signed error, e.g. &quot;+12%&quot;.</extracomment>
        <translation>%1，设备 %2
测量 %3 %5，预测 %4 %5
误差 %6</translation>
    </message>
    <message>
        <source>your measurement</source>
        <extracomment>Legend of the points of the user&apos;s own measurements (Help › Accuracy).</extracomment>
        <translation>您的测量值</translation>
    </message>
</context>
<context>
    <name>ts::AccuracySummaryModel</name>
    <message>
        <source>%1 (%2)</source>
        <extracomment>A worst row of a category: %1 its id, %2 its signed error.</extracomment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>Scored</source>
        <translation>计分</translation>
    </message>
    <message>
        <source>Shown</source>
        <translation>显示</translation>
    </message>
    <message>
        <source>MAPE</source>
        <translation>MAPE</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>中位数</translation>
    </message>
    <message>
        <source>Mean signed</source>
        <translation>带符号均值</translation>
    </message>
    <message>
        <source>Optimism</source>
        <translation>乐观度</translation>
    </message>
    <message>
        <source>Worst rows</source>
        <translation>最差行</translation>
    </message>
    <message>
        <source>Rows that count in the figures</source>
        <translation>计入统计的行</translation>
    </message>
    <message>
        <source>Every row, scored or not (catalog inputs and rows the engine cannot rebuild are shown, not scored)</source>
        <translation>所有行，无论是否计分（目录输入和引擎无法重建的行仅显示，不计分）</translation>
    </message>
    <message>
        <source>Mean absolute percentage error over the scored rows</source>
        <translation>计分行的平均绝对百分比误差</translation>
    </message>
    <message>
        <source>Median absolute error over the scored rows</source>
        <translation>计分行的绝对误差中位数</translation>
    </message>
    <message>
        <source>Mean of (predicted − measured) / measured</source>
        <translation>（预测 − 测量）/ 测量 的均值</translation>
    </message>
    <message>
        <source>Mean error turned so that positive means the engine predicted the hardware faster than measured</source>
        <translation>调整符号后的平均误差：正值表示引擎预测的硬件速度快于实测</translation>
    </message>
    <message>
        <source>The largest errors, with their signed error</source>
        <translation>最大的误差及其带符号误差</translation>
    </message>
    <message>
        <source>%1 (yours)</source>
        <extracomment>A category of the user&apos;s own measurements in Help › Accuracy, e.g. &quot;GEMM (yours)&quot;.</extracomment>
        <translation>%1（您的）</translation>
    </message>
</context>
<context>
    <name>ts::BatchCurveChart</name>
    <message>
        <source>Throughput vs batch size</source>
        <translation>吞吐量与批大小</translation>
    </message>
    <message>
        <source>batch (○ = does not fit)</source>
        <translation>批大小（○ = 放不下）</translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation>词元/秒</translation>
    </message>
    <message>
        <source>samples/s</source>
        <translation>样本/秒</translation>
    </message>
    <message>
        <source>Throughput vs batch size, one chip</source>
        <translation>吞吐量与批大小（单芯片）</translation>
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
        <translation>%1 %2（%3）：勾选以比较</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>设备</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>年份</translation>
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
        <translation>美元/小时</translation>
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
        <translation>整颗芯片上的算子</translation>
    </message>
    <message>
        <source>%1: %2 matrix units of %3 × %4 · %5 folds, %6 per unit</source>
        <extracomment>the whole-chip view of a systolic chip: %1 units, %2 × %3 PEs each, %4 folds</extracomment>
        <translation>%1：%2 个 %3 × %4 矩阵单元 · %5 个折叠，每单元 %6 个</translation>
    </message>
    <message>
        <source>%1: %2 SMs · %3 CTAs of %4 × %5 in %6 waves</source>
        <extracomment>the whole-chip view of a GPU: %1 SMs, %2 CTAs of %3 × %4 tiles, %5 waves</extracomment>
        <translation>%1：%2 个 SM · %3 个 %4 × %5 的 CTA，分 %6 波</translation>
    </message>
    <message>
        <source>Matrix units: folds done %1 of %2</source>
        <translation>矩阵单元：已完成折叠 %1 / %2</translation>
    </message>
    <message>
        <source>SMs: wave %1 of %2, %3 of %4 SMs busy</source>
        <translation>SM：第 %1 / %2 波，%3 / %4 个 SM 忙碌</translation>
    </message>
    <message>
        <source>done</source>
        <translation>已完成</translation>
    </message>
    <message>
        <source>running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>等待中</translation>
    </message>
    <message>
        <source>no work</source>
        <translation>无任务</translation>
    </message>
</context>
<context>
    <name>ts::ChipScalingChart</name>
    <message>
        <source>ms per step (solid)</source>
        <translation>每步毫秒（实线）</translation>
    </message>
    <message>
        <source>efficiency %1 % against %2 chips, the fewest that fit</source>
        <translation>效率 %1 %，相对于能容纳的最少芯片数 %2</translation>
    </message>
    <message>
        <source>does not fit: %1 GiB per chip of %2 GiB</source>
        <translation>放不下：每芯片需 %1 GiB，容量 %2 GiB</translation>
    </message>
    <message>
        <source>&lt;h3&gt;%1 × %2 (%3)&lt;/h3&gt;&lt;p&gt;step %4, %5&lt;/p&gt;%6</source>
        <translation>&lt;h3&gt;%1 × %2 (%3)&lt;/h3&gt;&lt;p&gt;步长 %4，%5&lt;/p&gt;%6</translation>
    </message>
    <message>
        <source>s per step (solid)</source>
        <translation>每步秒数（实线）</translation>
    </message>
    <message>
        <source>Step time and efficiency vs chips</source>
        <translation>单步时间与效率随芯片数的变化</translation>
    </message>
    <message>
        <source>chips (○ = does not fit)</source>
        <translation>芯片数（○ = 放不下）</translation>
    </message>
    <message>
        <source>Efficiency is against the fewest chips that fit memory: N₀·T₀ / (N·T_N). Hollow markers: chip counts whose fastest split does not fit.</source>
        <translation>效率相对于内存能容纳的最少芯片数：N₀·T₀ / (N·T_N)。空心标记：最快切分也放不下的芯片数。</translation>
    </message>
    <message>
        <source>efficiency, % (dashed)</source>
        <translation>效率，%（虚线）</translation>
    </message>
    <message>
        <source>µs per step (solid)</source>
        <translation>每步微秒（实线）</translation>
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
        <translation>在大批量的大规模训练中，TPU 胜过 GPU；对于小批量和小模型，GPU 更好。</translation>
    </message>
    <message>
        <source>TPUs are up to 2.8× more efficient than GPUs on dense, static-shape work.</source>
        <translation>在稠密、形状固定的计算上，TPU 的效率最高可达 GPU 的 2.8×。</translation>
    </message>
    <message>
        <source>TPUs sip power while GPUs guzzle it: more work per watt.</source>
        <translation>TPU 省电，GPU 是电老虎：TPU 每瓦完成的工作更多。</translation>
    </message>
    <message>
        <source>TPUs make a training run at scale cheaper, but only when utilization is high: underutilization eats the savings.</source>
        <translation>TPU 让大规模训练更便宜，但前提是利用率高：利用率不足会吃掉节省下来的成本。</translation>
    </message>
    <message>
        <source>TPUs can only be rented, GPUs can be bought: over a project&apos;s life, owning GPUs is cheaper.</source>
        <translation>TPU 只能租用，GPU 可以购买：在项目的整个周期内，自有 GPU 更便宜。</translation>
    </message>
    <message>
        <source>GPUs are better for small, odd or irregular shapes.</source>
        <translation>对于小型、非常规或不规则的形状，GPU 更好。</translation>
    </message>
    <message>
        <source>bf16 lowers memory traffic and energy compared with fp32.</source>
        <translation>与 fp32 相比，bf16 降低内存流量和能耗。</translation>
    </message>
    <message>
        <source>More memory per chip lets a model fit on fewer chips.</source>
        <translation>每芯片内存更多，模型就能放进更少的芯片。</translation>
    </message>
    <message>
        <source>Matrix units (tensor cores) are an order of magnitude faster than the vector (CUDA) cores on matrix work, and no faster elsewhere.</source>
        <translation>矩阵单元（Tensor Core）在矩阵运算上比向量（CUDA）核心快一个数量级，在其他运算上则并不更快。</translation>
    </message>
    <message>
        <source>The TPU&apos;s inter-chip torus relieves the communication bottleneck of GPU clusters.</source>
        <translation>TPU 的芯片间环面网络缓解了 GPU 集群的通信瓶颈。</translation>
    </message>
    <message>
        <source>holds</source>
        <translation>成立</translation>
    </message>
    <message>
        <source>holds only when</source>
        <translation>仅在以下情况成立</translation>
    </message>
    <message>
        <source>does not hold</source>
        <translation>不成立</translation>
    </message>
    <message>
        <source>within the uncertainty</source>
        <translation>在不确定范围内</translation>
    </message>
    <message>
        <source>cannot tell</source>
        <translation>无法判断</translation>
    </message>
    <message>
        <source>Tick a GPU to test it.</source>
        <translation>勾选一个 GPU 以检验此说法。</translation>
    </message>
    <message>
        <source>Tick a TPU (or another systolic chip) to test it.</source>
        <translation>勾选一个 TPU（或其他脉动芯片）以检验此说法。</translation>
    </message>
    <message>
        <source>%1 and %2 have the same memory per chip.</source>
        <translation>%1 和 %2 的每芯片内存相同。</translation>
    </message>
    <message>
        <source>A price is missing: %1.</source>
        <translation>缺少价格：%1。</translation>
    </message>
    <message>
        <source>%1 has no purchase price in the catalog.</source>
        <translation>目录中没有 %1 的购买价格。</translation>
    </message>
    <message>
        <source>The model fits one chip of %1 or %2 at no batch of the sweep; the chip chart shows how many it needs.</source>
        <translation>在扫描的任何批量下，模型都放不进一个 %1 或 %2 芯片；按芯片数的图表显示它需要多少芯片。</translation>
    </message>
    <message>
        <source>No legal split of this workload over many chips of %1.</source>
        <translation>此工作负载无法合法地切分到多个 %1 芯片上。</translation>
    </message>
    <message>
        <source>A power figure is missing: %1.</source>
        <translation>缺少功率数据：%1。</translation>
    </message>
    <message>
        <source>The experiment cannot run here (%1).</source>
        <translation>此处无法运行该实验（%1）。</translation>
    </message>
    <message>
        <source>%1 over %2 throughput per chip: %3× at batch %4, %5 at batch %6.</source>
        <translation>%1 相对 %2 的每芯片吞吐量：批量 %4 时为 %3×，批量 %6 时为 %5。</translation>
    </message>
    <message>
        <source>%1 pulls ahead from batch %2.</source>
        <translation>从批量 %2 起，%1 领先。</translation>
    </message>
    <message>
        <source>%1 does %2 the work per joule of %3; the claim says 2.8×.</source>
        <translation>%1 每焦耳完成的工作量是 %3 的 %2；该说法称 2.8×。</translation>
    </message>
    <message>
        <source>%1 does %2 the work per joule of %3 (chip energy).</source>
        <translation>%1 每焦耳完成的工作量是 %3 的 %2（芯片能耗）。</translation>
    </message>
    <message>
        <source>On %1 chips, a run on %2 costs $%3 and on %4 $%5: %4 costs %6 as much. Below %7 % MFU on %2 (estimated: %8 %) the saving is gone.</source>
        <translation>使用 %1 个芯片时，一次运行在 %2 上花费 %3 美元，在 %4 上花费 %5 美元：%4 的成本是前者的 %6。当 %2 的 MFU 低于 %7 %（估计值：%8 %）时，节省便不复存在。</translation>
    </message>
    <message>
        <source>%1 rents at $%2 a chip-hour and costs $%3 owned at %4 % use; owning is cheaper above %5 % use.</source>
        <translation>%1 租用价格为每芯片·小时 %2 美元，自有则在 %4 % 利用率下为 %3 美元；利用率高于 %5 % 时自有更便宜。</translation>
    </message>
    <message>
        <source>%1 is rent only, at $%2 a chip-hour.</source>
        <translation>%1 仅可租用，每芯片·小时 %2 美元。</translation>
    </message>
    <message>
        <source>On small, odd shapes (37 rows, one past a tile) %1 reaches %2 % of its peak and %3 %4 %: %1 is %5 as efficient.</source>
        <translation>在小型非常规形状上（37 行，比一个分块多一行），%1 达到其峰值的 %2 %，%3 达到 %4 %：%1 的效率是后者的 %5。</translation>
    </message>
    <message>
        <source>In fp32 the step moves %1 the bytes it moves in bf16.</source>
        <translation>在 fp32 下，单步搬运的字节数是 bf16 下的 %1。</translation>
    </message>
    <message>
        <source>On %1 it takes %2× the energy.</source>
        <translation>在 %1 上，能耗为 bf16 的 %2×。</translation>
    </message>
    <message>
        <source>%1 has no fp32 matrix rate.</source>
        <translation>%1 没有 fp32 矩阵速率。</translation>
    </message>
    <message>
        <source>On %1 the matrix peak is %2 the vector peak; matrix operators take %3 % of the step, so the step is at most %4× faster for them.</source>
        <translation>在 %1 上，矩阵峰值是向量峰值的 %2；矩阵算子占单步的 %3 %，因此单步因它们最多快 %4×。</translation>
    </message>
    <message>
        <source>On %1 chips, the step waits on communication %2 % of the time on %3 and %4 % on %5.</source>
        <translation>使用 %1 个芯片时，单步在 %3 上有 %2 % 的时间在等待通信，在 %5 上为 %4 %。</translation>
    </message>
    <message>
        <source>%1 has no matrix rate at this workload&apos;s precision.</source>
        <translation>%1 在此工作负载的精度下没有矩阵算力。</translation>
    </message>
    <message>
        <source>%1 has no vector (CUDA-core) rate in the catalog.</source>
        <translation>%1 在目录中没有向量（CUDA Core）算力。</translation>
    </message>
    <message>
        <source>%1 cannot run this workload.</source>
        <translation>%1 无法运行此工作负载。</translation>
    </message>
    <message>
        <source>No chip count up to 16,384 holds this workload on %1.</source>
        <translation>在 %1 上，最多 16,384 个芯片也容纳不下此工作负载。</translation>
    </message>
    <message>
        <source>Neither chip runs this workload in fp32.</source>
        <translation>两个芯片都不能以 fp32 运行此工作负载。</translation>
    </message>
    <message>
        <source>The workload has no matrix products.</source>
        <translation>此工作负载没有矩阵乘法。</translation>
    </message>
    <message>
        <source>Throughput per chip against batch</source>
        <translation>每芯片吞吐量随批大小变化</translation>
    </message>
    <message>
        <source>Work per joule of chip energy</source>
        <translation>每焦耳芯片能耗的工作量</translation>
    </message>
    <message>
        <source>Cost of the run against utilization</source>
        <translation>运行成本随利用率变化</translation>
    </message>
    <message>
        <source>A chip-hour rented or owned, against use</source>
        <translation>租用或自有的芯片·小时随使用率变化</translation>
    </message>
    <message>
        <source>Fraction of peak: the workload&apos;s shapes and odd ones</source>
        <translation>峰值占比：工作负载的形状与奇数形状</translation>
    </message>
    <message>
        <source>fp32 against bf16</source>
        <translation>fp32 对比 bf16</translation>
    </message>
    <message>
        <source>Fewest chips that hold the model</source>
        <translation>容纳模型的最少芯片数</translation>
    </message>
    <message>
        <source>Speed-up from the matrix units</source>
        <translation>矩阵单元带来的加速</translation>
    </message>
    <message>
        <source>Waiting on communication against chips</source>
        <translation>通信等待随芯片数变化</translation>
    </message>
    <message>
        <source>batch</source>
        <translation>批大小</translation>
    </message>
    <message>
        <source>tokens/s per chip</source>
        <translation>每芯片词元/秒</translation>
    </message>
    <message>
        <source>MFU of %1 (%)</source>
        <extracomment>%1 a TPU; MFU: model FLOPs utilization</extracomment>
        <translation>%1 的 MFU (%)</translation>
    </message>
    <message>
        <source>cost of the run (USD)</source>
        <translation>运行成本 (USD)</translation>
    </message>
    <message>
        <source>use of an owned chip (%)</source>
        <translation>自有芯片的使用率 (%)</translation>
    </message>
    <message>
        <source>chips</source>
        <translation>芯片数</translation>
    </message>
    <message>
        <source>tokens per joule</source>
        <translation>每焦耳词元数</translation>
    </message>
    <message>
        <source>fraction of peak (%)</source>
        <translation>峰值占比 (%)</translation>
    </message>
    <message>
        <source>fp32 ÷ bf16</source>
        <translation>fp32 ÷ bf16</translation>
    </message>
    <message>
        <source>times faster</source>
        <translation>加速倍数</translation>
    </message>
    <message>
        <source>%1 rented</source>
        <extracomment>%1 a GPU, paid by the hour</extracomment>
        <translation>租用 %1</translation>
    </message>
    <message>
        <source>%1 owned</source>
        <extracomment>%1 a GPU, bought</extracomment>
        <translation>自有 %1</translation>
    </message>
    <message>
        <source>%1, the workload&apos;s shapes</source>
        <translation>%1，工作负载的形状</translation>
    </message>
    <message>
        <source>%1, odd shapes</source>
        <translation>%1，奇数形状</translation>
    </message>
    <message>
        <source>bytes moved</source>
        <translation>搬运字节数</translation>
    </message>
    <message>
        <source>energy on %1</source>
        <translation>%1 上的能耗</translation>
    </message>
    <message>
        <source>matrix work (peak)</source>
        <translation>矩阵运算（峰值）</translation>
    </message>
    <message>
        <source>the whole step (at most)</source>
        <translation>整步（至多）</translation>
    </message>
    <message>
        <source>crossover at batch %1</source>
        <translation>交叉点：批大小 %1</translation>
    </message>
    <message>
        <source>the claimed 2.8×</source>
        <translation>所称的 2.8×</translation>
    </message>
    <message>
        <source>break-even at %1 %</source>
        <translation>盈亏平衡点：%1%</translation>
    </message>
    <message>
        <source>no change</source>
        <translation>无变化</translation>
    </message>
    <message>
        <source>an order of magnitude</source>
        <translation>一个数量级</translation>
    </message>
    <message>
        <source>smallest batch of the sweep</source>
        <translation>扫描中最小的批大小</translation>
    </message>
    <message>
        <source>largest batch of the sweep</source>
        <translation>扫描中最大的批大小</translation>
    </message>
    <message>
        <source>crossover batch</source>
        <translation>交叉点批大小</translation>
    </message>
    <message>
        <source>throughput per chip, %1 ÷ %2, at the smallest batch</source>
        <translation>每芯片吞吐量，%1 ÷ %2，最小批大小时</translation>
    </message>
    <message>
        <source>throughput per chip, %1 ÷ %2, at the largest batch</source>
        <translation>每芯片吞吐量，%1 ÷ %2，最大批大小时</translation>
    </message>
    <message>
        <source>the claimed ratio</source>
        <translation>所称的比值</translation>
    </message>
    <message>
        <source>cost of the run</source>
        <translation>运行成本</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>break-even MFU of %1</source>
        <translation>%1 的盈亏平衡点 MFU</translation>
    </message>
    <message>
        <source>rent per chip-hour</source>
        <translation>每芯片·小时租金</translation>
    </message>
    <message>
        <source>owned, per chip-hour of work</source>
        <translation>自有，每工作芯片·小时</translation>
    </message>
    <message>
        <source>use of an owned chip</source>
        <translation>自有芯片的使用率</translation>
    </message>
    <message>
        <source>break-even use of an owned %1</source>
        <translation>自有 %1 盈亏平衡点的使用率</translation>
    </message>
    <message>
        <source>cost of the run, rented</source>
        <translation>运行成本，租用</translation>
    </message>
    <message>
        <source>cost of the run, owned</source>
        <translation>运行成本，自有</translation>
    </message>
    <message>
        <source>shapes tested</source>
        <translation>测试的形状</translation>
    </message>
    <message>
        <source>fraction of peak, odd shapes</source>
        <translation>峰值占比，奇数形状</translation>
    </message>
    <message>
        <source>fraction of peak, the workload&apos;s shapes</source>
        <translation>峰值占比，工作负载的形状</translation>
    </message>
    <message>
        <source>bytes moved, fp32 ÷ bf16</source>
        <translation>搬运字节数，fp32 ÷ bf16</translation>
    </message>
    <message>
        <source>energy, fp32 ÷ bf16</source>
        <translation>能耗，fp32 ÷ bf16</translation>
    </message>
    <message>
        <source>memory per chip</source>
        <translation>每芯片内存</translation>
    </message>
    <message>
        <source>fewest chips that hold the model</source>
        <translation>容纳模型的最少芯片数</translation>
    </message>
    <message>
        <source>matrix peak ÷ vector peak of %1</source>
        <translation>%1 的矩阵峰值 ÷ 向量峰值</translation>
    </message>
    <message>
        <source>share of the step in matrix operators on %1</source>
        <translation>%1 上步中矩阵算子的占比</translation>
    </message>
    <message>
        <source>the step&apos;s speed-up from matrix units, at most</source>
        <translation>矩阵单元对整步的加速，至多</translation>
    </message>
    <message>
        <source>step waiting on communication</source>
        <translation>步中通信等待</translation>
    </message>
    <message>
        <source>communication per step</source>
        <translation>每步通信量</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>a figure of one device: &quot;%1&quot; the device, &quot;%2&quot; the figure, e.g. &quot;TPU v5p: tokens per joule&quot;</extracomment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>$%1 a chip-hour</source>
        <translation>%1 美元/芯片·小时</translation>
    </message>
    <message>
        <source>$%1</source>
        <translation>%1 美元</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>The sweep runs the workload at global batches a factor of two apart, on one chip where the model fits one, else on the job&apos;s chips; the crossover is the first batch at which the systolic chip&apos;s throughput per chip passes the GPU&apos;s.</source>
        <translation>扫描以相差两倍的全局批大小运行工作负载：模型能放入单芯片时在一块芯片上运行，否则在作业的芯片上运行；交叉点是脉动阵列芯片的每芯片吞吐量首次超过 GPU 的批大小。</translation>
    </message>
    <message>
        <source>Tokens per second per chip on the systolic chip divided by the same on the GPU, at that batch; each from the engine&apos;s step time for the batch.</source>
        <translation>该批大小下，脉动阵列芯片的每芯片每秒词元数除以 GPU 的同一数值；两者均来自引擎对该批大小的步时间。</translation>
    </message>
    <message>
        <source>The job&apos;s chips, or 256 for a one-chip workspace, halved until both devices have a legal split of the workload.</source>
        <translation>作业的芯片数（单芯片工作区取 256），不断减半，直到两种设备都有合法的工作负载切分。</translation>
    </message>
    <message>
        <source>Tokens per step divided by the chip energy of the step (power × step time). The range comes from the power range where the power is estimated and from the step time&apos;s accuracy band.</source>
        <translation>每步词元数除以该步的芯片能耗（功率 × 步时间）。范围来自功率为估计值时的功率范围，以及步时间的精度区间。</translation>
    </message>
    <message>
        <source>The best split the search finds on the chips, run for the workspace&apos;s tokens: chip-hours × the rental price. MFU is the model FLOPs of a step over the chips&apos; peak × the step time.</source>
        <translation>搜索在这些芯片上找到的最佳切分，按工作区的词元数运行：芯片·小时 × 租用价格。MFU 是一步的模型 FLOPs 除以芯片峰值 × 步时间。</translation>
    </message>
    <message>
        <source>The cost of a run scales as 1 ÷ MFU: the systolic chip&apos;s MFU × (its run cost ÷ the GPU&apos;s). Below it the GPU&apos;s run is cheaper.</source>
        <translation>运行成本与 1 ÷ MFU 成正比：脉动阵列芯片的 MFU × （其运行成本 ÷ GPU 的运行成本）。低于此值时，GPU 的运行更便宜。</translation>
    </message>
    <message>
        <source>The catalog&apos;s rental quote for the device (its source is in the catalog), times the chip-hours of the run.</source>
        <translation>目录中该设备的租用报价（来源见目录），乘以运行的芯片·小时数。</translation>
    </message>
    <message>
        <source>Owning: the purchase price spread over the amortization years at the assumed use, plus electricity at the facility&apos;s PUE and hosting, per chip-hour of work.</source>
        <translation>自有：购买价格按假定使用率分摊到折旧年限，加上按设施 PUE 计算的电费和托管费，折算到每工作芯片·小时。</translation>
    </message>
    <message>
        <source>Renting and owning cost the same where the purchase per hour of use equals the rent minus electricity and hosting: purchase per hour at full use ÷ (rent − electricity − hosting).</source>
        <translation>当每使用小时的购买成本等于租金减去电费和托管费时，租用与自有成本相同：满负荷下每小时购买成本 ÷（租金 − 电费 − 托管费）。</translation>
    </message>
    <message>
        <source>The workload&apos;s six largest distinct matrix products, and the same made small and odd (37 rows, one more than each other side): the geometric mean of each one&apos;s FLOP rate over the device&apos;s peak, from the engine&apos;s GEMM model.</source>
        <translation>工作负载中六个最大的不同矩阵乘积，以及将其改为小而奇数的版本（37 行，其余各边各加一）：各自 FLOP 速率与设备峰值之比的几何平均值，来自引擎的 GEMM 模型。</translation>
    </message>
    <message>
        <source>The same step in fp32 and in bf16: the workload&apos;s compulsory bytes, and the chip energy of each step where the device has an fp32 rate.</source>
        <translation>同一步分别以 fp32 和 bf16 运行：工作负载的必需字节数，以及设备有 fp32 速率时每步的芯片能耗。</translation>
    </message>
    <message>
        <source>The catalog&apos;s memory per chip, and the fewest chips whose best split holds the weights, gradients, optimizer state and activations.</source>
        <translation>目录中的每芯片内存，以及最佳切分能容纳权重、梯度、优化器状态和激活值的最少芯片数。</translation>
    </message>
    <message>
        <source>The catalog&apos;s matrix peak at the workload&apos;s precision over the fp32 vector peak; the step&apos;s matrix operators would take that much longer without matrix units, the rest would not change (Amdahl&apos;s law).</source>
        <translation>目录中工作负载精度下的矩阵峰值除以 fp32 向量峰值；若无矩阵单元，该步的矩阵算子会相应慢这么多倍，其余部分不变（阿姆达尔定律）。</translation>
    </message>
    <message>
        <source>The collectives of the best split on each network (torus or NVLink and InfiniBand), from the collective model; the exposed share is the time the step waits for them after overlap, over the step time.</source>
        <translation>最佳切分在各网络（环面或 NVLink 与 InfiniBand）上的集合通信，来自集合通信模型；暴露占比是重叠后该步等待它们的时间除以步时间。</translation>
    </message>
    <message>
        <source>A figure of claim %1: %2</source>
        <extracomment>%1 the claim&apos;s statement</extracomment>
        <translation>说法 %1 的一个数值：%2</translation>
    </message>
    <message>
        <source>share of the step (%)</source>
        <translation>占步的比例 (%)</translation>
    </message>
    <message>
        <source>USD (per chip-hour of work)</source>
        <translation>美元（每工作芯片·小时）</translation>
    </message>
    <message>
        <source>%1 computes fp32 matrix products in one bf16 pass (XLA&apos;s default precision), so fp32 costs it only the extra bytes.</source>
        <translation>%1 以一次 bf16 计算完成 fp32 矩阵乘（XLA 的默认精度），因此 fp32 只让它多付出额外的字节。</translation>
    </message>
    <message>
        <source>bf16 passes per fp32 matrix product</source>
        <translation>每个 fp32 矩阵乘的 bf16 计算次数</translation>
    </message>
    <message>
        <source>A chip without an fp32 matrix rate in the catalog computes fp32 products as bf16 passes: one at XLA&apos;s default precision, which the engine follows (three at HIGH, six at HIGHEST).</source>
        <translation>目录中没有 fp32 矩阵速率的芯片以 bf16 多次计算完成 fp32 乘积：XLA 默认精度下一次，引擎按此计算（HIGH 三次，HIGHEST 六次）。</translation>
    </message>
    <message>
        <source>%1 (%2 GiB a chip) needs %3 chips, %4 (%5 GiB) needs %6.</source>
        <translation>%1（每芯片 %2 GiB）需要 %3 个芯片，%4（%5 GiB）需要 %6 个。</translation>
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
        <translation>说法检验：关于 GPU 与 TPU 的流行说法，在您的工作负载和设备上检验（请勾选一个 TPU 和一个 GPU）。</translation>
    </message>
    <message>
        <source>Claims, checked on %1 with %2 and %3</source>
        <translation>说法检验：%1，%2 与 %3</translation>
    </message>
    <message>
        <source>no systolic chip</source>
        <translation>无脉动阵列芯片</translation>
    </message>
    <message>
        <source>no GPU</source>
        <translation>无 GPU</translation>
    </message>
    <message>
        <source>Show the experiment</source>
        <translation>显示实验</translation>
    </message>
    <message>
        <source>‹ All claims</source>
        <extracomment>goes back from one claim&apos;s experiment to the list of claims</extracomment>
        <translation>‹ 全部说法</translation>
    </message>
    <message>
        <source>Back to the list of claims (Backspace)</source>
        <translation>返回说法列表 (Backspace)</translation>
    </message>
    <message>
        <source>Click a figure to see how it is computed</source>
        <translation>点击数值查看其计算方式</translation>
    </message>
    <message>
        <source>Back to the list of claims</source>
        <translation>返回说法列表</translation>
    </message>
</context>
<context>
    <name>ts::ClipDialogs</name>
    <message>
        <source>The systolic array, playing</source>
        <translation>脉动阵列，播放中</translation>
    </message>
    <message>
        <source>The SIMT view, playing</source>
        <translation>SIMT 视图，播放中</translation>
    </message>
    <message>
        <source>Side by side, playing</source>
        <translation>并排，播放中</translation>
    </message>
    <message>
        <source>The Compare charts, batch 1 to 256</source>
        <translation>比较图表，批大小 1 到 256</translation>
    </message>
    <message>
        <source>The tour “%1”, scene after scene</source>
        <extracomment>File › Export Clip: %1 the open tour&apos;s title</extracomment>
        <translation>导览“%1”，逐个场景</translation>
    </message>
    <message>
        <source>Export Clip</source>
        <translation>导出短片</translation>
    </message>
    <message>
        <source>Record:</source>
        <translation>录制：</translation>
    </message>
    <message>
        <source>MP4 video (*.mp4);;Animated GIF (*.gif)</source>
        <translation>MP4 视频 (*.mp4);;GIF 动画 (*.gif)</translation>
    </message>
    <message>
        <source>Drawing the clip&apos;s frames…</source>
        <translation>正在绘制短片的帧…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Cannot write &apos;%1&apos;: %2</source>
        <translation>无法写入“%1”：%2</translation>
    </message>
    <message>
        <source>Wrote the clip %1 (%2 frames)</source>
        <extracomment>The status bar after File › Export Clip; %1 the file, %2 its frames</extracomment>
        <translation>已写入短片 %1（%2 帧）</translation>
    </message>
</context>
<context>
    <name>ts::ClipEncoder</name>
    <message>
        <source>cannot encode &apos;%1&apos;: %2: %3</source>
        <extracomment>%1 the clip&apos;s file, %2 what failed, %3 FFmpeg&apos;s reason</extracomment>
        <translation>无法编码“%1”：%2：%3</translation>
    </message>
    <message>
        <source>cannot encode &apos;%1&apos;: this FFmpeg has no H.264 encoder (libx264)</source>
        <translation>无法编码“%1”：此 FFmpeg 没有 H.264 编码器（libx264）</translation>
    </message>
    <message>
        <source>cannot encode &apos;%1&apos;: this FFmpeg has no GIF encoder</source>
        <translation>无法编码“%1”：此 FFmpeg 没有 GIF 编码器</translation>
    </message>
    <message>
        <source>the %1 muxer</source>
        <translation>%1 复用器</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <source>the file&apos;s header</source>
        <translation>文件头</translation>
    </message>
    <message>
        <source>the colour conversion</source>
        <translation>颜色转换</translation>
    </message>
    <message>
        <source>cannot encode &apos;%1&apos;: the clip would be larger than %2 MiB; make it shorter, smaller or with fewer frames a second</source>
        <translation>无法编码“%1”：短片将大于 %2 MiB；请缩短时长、减小尺寸或降低每秒帧数</translation>
    </message>
    <message>
        <source>cannot encode &apos;%1&apos;: frame %2: %3</source>
        <translation>无法编码“%1”：第 %2 帧：%3</translation>
    </message>
    <message>
        <source>cannot encode &apos;%1&apos;: the end of the file: %2</source>
        <translation>无法编码“%1”：文件结尾：%2</translation>
    </message>
    <message>
        <source>cannot encode &apos;%1&apos;: this build of Tensorscope has no clip support (it was built without the FFmpeg libraries)</source>
        <translation>无法编码“%1”：此 Tensorscope 构建不支持短片（构建时未包含 FFmpeg 库）</translation>
    </message>
</context>
<context>
    <name>ts::ClipRecorder</name>
    <message>
        <source>a clip is an .mp4 or a .gif file</source>
        <translation>短片是 .mp4 或 .gif 文件</translation>
    </message>
    <message>
        <source>an MP4 clip needs even sides (H.264&apos;s colour is stored at half size); %1x%2 is not</source>
        <translation>MP4 短片的边长必须为偶数（H.264 以一半尺寸存储颜色）；%1x%2 不是</translation>
    </message>
    <message>
        <source>the folder &apos;%1&apos; does not exist</source>
        <translation>文件夹“%1”不存在</translation>
    </message>
    <message>
        <source>Global batch %1</source>
        <extracomment>Burned into each frame of a compare clip (the batch sweep); %1 the batch</extracomment>
        <translation>全局批大小 %1</translation>
    </message>
</context>
<context>
    <name>ts::ColumnChart</name>
    <message>
        <source>(no data)</source>
        <extracomment>under a device&apos;s name in a chart whose value it has none of (e.g. no price)</extracomment>
        <translation>（无数据）</translation>
    </message>
    <message>
        <source>(estimated)</source>
        <extracomment>under a device&apos;s name in a chart whose value comes from an estimated figure (e.g. an energy from an estimated power)</extracomment>
        <translation>（估算）</translation>
    </message>
    <message>
        <source>trillions</source>
        <extracomment>a chart axis whose numbers count trillions (10^12)</extracomment>
        <translation>万亿</translation>
    </message>
    <message>
        <source>billions</source>
        <translation>十亿</translation>
    </message>
    <message>
        <source>millions</source>
        <translation>百万</translation>
    </message>
    <message>
        <source>thousands</source>
        <translation>千</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>an axis title with the scale of its numbers, e.g. &quot;kWh (millions)&quot;</extracomment>
        <translation>%1（%2）</translation>
    </message>
</context>
<context>
    <name>ts::ComparisonTableModel</name>
    <message>
        <source>%1 — DOES NOT FIT</source>
        <translation>%1 — 放不下</translation>
    </message>
    <message>
        <source>%1 %2 (%3)</source>
        <translation>%1 %2（%3）</translation>
    </message>
    <message>
        <source>cannot estimate</source>
        <translation>无法估算</translation>
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
        <translation>设备</translation>
    </message>
    <message>
        <source>%1 (%2) — higher is better; ★ marks the best</source>
        <translation>%1（%2）— 越高越好；★ 表示最佳</translation>
    </message>
    <message>
        <source>%1 (%2) — lower is better; ★ marks the best</source>
        <translation>%1（%2）— 越低越好；★ 表示最佳</translation>
    </message>
    <message>
        <source>no data</source>
        <extracomment>The accuracy column of a device the validation data has no figure for.</extracomment>
        <translation>无数据</translation>
    </message>
    <message>
        <source>The validation data has no scored measurement of this kind of step: no uncertainty band.</source>
        <translation>验证数据中没有此类步骤的计分测量：无不确定度区间。</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Step time uncertainty&lt;/b&gt;&lt;/p&gt;&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;Throughput and MFU take the reciprocal band, costs the same one.&lt;/p&gt;</source>
        <extracomment>The tooltip of the accuracy column: %1 is where the band comes from.</extracomment>
        <translation>&lt;p&gt;&lt;b&gt;步骤时间的不确定度&lt;/b&gt;&lt;/p&gt;&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;吞吐量和 MFU 取倒数区间，成本取相同区间。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Uncertainty</source>
        <extracomment>Column of the comparison table: the uncertainty band of the step time.</extracomment>
        <translation>不确定度</translation>
    </message>
    <message>
        <source>How far measurements of similar work were from the engine&apos;s prediction (Help › Accuracy); wider when an input is assumed</source>
        <translation>类似工作的测量值与引擎预测的偏差（帮助 › 准确度）；输入为假设值时更宽</translation>
    </message>
    <message>
        <source>no legal split</source>
        <translation>无合法切分</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Chips · split</source>
        <extracomment>Column of the comparison table for a job on many chips: chip count and split</extracomment>
        <translation>芯片 · 切分</translation>
    </message>
    <message>
        <source>The chips the job runs on and how the step is split over them (dp data, tp tensor, pp pipeline, ep expert parallel; ZeRO stage)</source>
        <translation>作业运行所用的芯片，以及每步如何在这些芯片间切分（dp 数据并行、tp 张量并行、pp 流水线并行、ep 专家并行；ZeRO 阶段）</translation>
    </message>
    <message>
        <source>Comm. wait</source>
        <extracomment>Column of the comparison table: the share of a step spent waiting on collectives</extracomment>
        <translation>通信等待</translation>
    </message>
    <message>
        <source>Share of the step spent waiting on communication that compute does not hide</source>
        <translation>每步中等待未被计算掩盖的通信所占的比例</translation>
    </message>
    <message>
        <source>Run time</source>
        <extracomment>Column of the comparison table: how long the whole run takes</extracomment>
        <translation>运行时间</translation>
    </message>
    <message>
        <source>Time to process the run&apos;s tokens on all the job&apos;s chips</source>
        <translation>在作业的全部芯片上处理本次运行全部词元所需的时间</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>放不下</translation>
    </message>
    <message>
        <source>Serving batch</source>
        <extracomment>Column of the comparison table: requests served together, and what set that</extracomment>
        <translation>服务批大小</translation>
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
        <translation>词元/秒 · 芯片</translation>
    </message>
    <message>
        <source>Tokens per $</source>
        <extracomment>Column of the comparison table: output tokens one dollar of rent buys</extracomment>
        <translation>每 $ 词元数</translation>
    </message>
    <message>
        <source>Requests served together: the largest batch that fits memory and meets the latency targets (Run › targets), or the workload&apos;s batch without targets</source>
        <translation>一起服务的请求数：能放进内存并满足延迟目标（运行 › 目标）的最大批大小；未设目标时为工作负载的批大小</translation>
    </message>
    <message>
        <source>Time to first token: the prefill of the batch&apos;s prompts — lower is better; ★ marks the best</source>
        <translation>首词元时间：预填充整批提示的时间——越低越好；★ 标记最佳</translation>
    </message>
    <message>
        <source>Time per output token: one decode step of the batch — lower is better; ★ marks the best</source>
        <translation>每输出词元时间：整批的一个解码步——越低越好；★ 标记最佳</translation>
    </message>
    <message>
        <source>Output tokens a second per chip at the serving batch — higher is better; ★ marks the best</source>
        <translation>服务批大小下每芯片每秒输出词元数——越高越好；★ 标记最佳</translation>
    </message>
    <message>
        <source>Output tokens one dollar of the chip&apos;s rent buys — higher is better; ★ marks the best</source>
        <translation>1 美元芯片租金可买到的输出词元数——越高越好；★ 标记最佳</translation>
    </message>
</context>
<context>
    <name>ts::DeveloperHarness</name>
    <message>
        <source>Scripted edit</source>
        <translation>脚本编辑</translation>
    </message>
</context>
<context>
    <name>ts::DevicePickerPanel</name>
    <message>
        <source>Search devices (name, vendor, memory type)</source>
        <translation>搜索设备（名称、厂商、内存类型）</translation>
    </message>
    <message>
        <source>All kinds</source>
        <translation>所有类型</translation>
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
        <translation>其他</translation>
    </message>
    <message>
        <source>&amp;Duplicate as what-if...</source>
        <translation>复制为假设设备(&amp;D)...</translation>
    </message>
    <message>
        <source>Copy the selected device with changed figures, saved as a user catalog file</source>
        <translation>复制所选设备并修改参数，保存为用户目录文件</translation>
    </message>
</context>
<context>
    <name>ts::DocumentationDialog</name>
    <message>
        <source>Documentation</source>
        <translation>文档</translation>
    </message>
    <message>
        <source>The documentation is not installed with this copy of Tensorscope. It is published on the project&apos;s web site:</source>
        <translation>此 Tensorscope 副本未安装文档。文档发布在项目网站上：</translation>
    </message>
    <message>
        <source>The same pages come with the source code, in its docs folder and README.md.</source>
        <extracomment>&quot;docs&quot; and &quot;README.md&quot; are names of a folder and a file; keep them as they are</extracomment>
        <translation>源代码中也附有相同的页面，位于其 docs 文件夹和 README.md 中。</translation>
    </message>
    <message>
        <source>Open in Browser...</source>
        <translation>在浏览器中打开...</translation>
    </message>
</context>
<context>
    <name>ts::EngineErrorText</name>
    <message>
        <source>the device has no matrix rate for the precision or a fallback</source>
        <translation>该设备没有此精度或任何回退精度的矩阵速率</translation>
    </message>
    <message>
        <source>a dimension is zero, negative or too large to estimate</source>
        <translation>某个维度为零、为负或过大，无法估算</translation>
    </message>
    <message>
        <source>an engine option is not a finite number in its range</source>
        <translation>某个引擎选项不是其范围内的有限数</translation>
    </message>
    <message>
        <source>the device&apos;s figures give no finite estimate</source>
        <translation>该设备的参数无法给出有限的估算</translation>
    </message>
</context>
<context>
    <name>ts::ExplainPanel</name>
    <message>
        <source>Explanation</source>
        <translation>说明</translation>
    </message>
    <message>
        <source>How the selected operator&apos;s time, or the hovered number, was derived.</source>
        <translation>所选算子的时间或鼠标悬停处数字的推导过程。</translation>
    </message>
    <message>
        <source>&lt;p&gt;Hover over a bar or a roofline point, or select a table cell or an operator: its derivation appears here.&lt;/p&gt;</source>
        <translation>&lt;p&gt;将鼠标悬停在柱形或屋顶线上的点上，或选择表格单元格或算子：其推导过程将显示在此处。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>E&amp;xport as Markdown...</source>
        <translation>导出为 Markdown(&amp;X)...</translation>
    </message>
    <message>
        <source>Save the selected operator&apos;s walk-through for lecture notes</source>
        <translation>保存所选算子的逐步讲解，用于课堂笔记</translation>
    </message>
    <message>
        <source>Cannot write &apos;%1&apos;: %2</source>
        <translation>无法写入“%1”：%2</translation>
    </message>
    <message>
        <source>Export Explanation</source>
        <translation>导出说明</translation>
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
        <translation>导出讲义</translation>
    </message>
    <message>
        <source>No tour is open. Make a handout of:</source>
        <extracomment>File › Export Handout with no tour open: the shipped tours to choose from</extracomment>
        <translation>未打开导览。为以下内容制作讲义：</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <source>Drawing the tour&apos;s scenes…</source>
        <translation>正在绘制导览的场景…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Cannot write &apos;%1&apos;: %2</source>
        <translation>无法写入“%1”：%2</translation>
    </message>
    <message>
        <source>Wrote the handout %1 (%2 pages)</source>
        <translation>已写入讲义 %1（%2 页）</translation>
    </message>
</context>
<context>
    <name>ts::JobEditor</name>
    <message>
        <source>Change chips</source>
        <translation>更改芯片数</translation>
    </message>
    <message>
        <source>Toggle fewest chips that fit</source>
        <translation>切换“能容纳的最少芯片数”</translation>
    </message>
    <message>
        <source>Change split</source>
        <translation>更改切分</translation>
    </message>
    <message>
        <source>Change ZeRO stage</source>
        <translation>更改 ZeRO 阶段</translation>
    </message>
    <message>
        <source>Change run tokens</source>
        <translation>更改运行词元数</translation>
    </message>
    <message>
        <source>Job</source>
        <extracomment>the Job section of the workload editor: chips, split and run length</extracomment>
        <translation>作业</translation>
    </message>
    <message>
        <source>C&amp;hips</source>
        <translation>芯片(&amp;H)</translation>
    </message>
    <message>
        <source>Chips of each device that run the step together</source>
        <translation>每种设备上共同执行一步的芯片数</translation>
    </message>
    <message>
        <source>Fewest chips that fit</source>
        <translation>能容纳的最少芯片数</translation>
    </message>
    <message>
        <source>Search the powers of two up to %1 chips for the fewest on which some split holds the job in memory</source>
        <translation>在不超过 %1 个芯片的 2 的幂中，搜索能以某种切分将作业放入内存的最少芯片数</translation>
    </message>
    <message>
        <source>S&amp;plit</source>
        <translation>切分(&amp;P)</translation>
    </message>
    <message>
        <source>Fastest that fits (search)</source>
        <translation>能放下的最快切分（搜索）</translation>
    </message>
    <message>
        <source>Set by hand</source>
        <translation>手动设置</translation>
    </message>
    <message>
        <source>ZeRO</source>
        <translation>ZeRO</translation>
    </message>
    <message>
        <source>ZeRO stage: 1 shards optimizer state, 2 also gradients, 3 also weights (FSDP) over the data-parallel chips</source>
        <translation>ZeRO 阶段：1 在数据并行芯片间分片优化器状态，2 还分片梯度，3 还分片权重（FSDP）</translation>
    </message>
    <message>
        <source>Run &amp;tokens</source>
        <translation>运行词元数(&amp;T)</translation>
    </message>
    <message>
        <source> B</source>
        <extracomment>suffix of the run-length box: billions of tokens</extracomment>
        <translation> 十亿</translation>
    </message>
    <message>
        <source>Tokens (samples for models without tokens) the whole run processes, in billions: the per-run time, cost and energy</source>
        <translation>整个运行处理的词元数（无词元的模型为样本数），以十亿计：用于计算每次运行的时间、成本和能耗</translation>
    </message>
    <message>
        <source>Search: the engine tries every legal data, tensor, pipeline, context and expert split and ZeRO stage and keeps the fastest that fits. By hand: chips = dp × cp × tp × pp.</source>
        <translation>搜索：引擎尝试所有合法的数据、张量、流水线、上下文和专家切分以及 ZeRO 阶段，保留能放下的最快方案。手动：芯片数 = dp × cp × tp × pp。</translation>
    </message>
</context>
<context>
    <name>ts::JobText</name>
    <message>
        <source>%1 chips: no legal split</source>
        <extracomment>the job column of a device: no split of N chips is legal for the workload</extracomment>
        <translation>%1 个芯片：无合法切分</translation>
    </message>
    <message>
        <source>does not fit on %1 chips</source>
        <extracomment>fewest-that-fit search: no chip count up to the limit holds the job</extracomment>
        <translation>%1 个芯片放不下</translation>
    </message>
    <message>
        <source>%1 chips (fewest that fit)</source>
        <translation>%1 个芯片（能容纳的最少数量）</translation>
    </message>
    <message>
        <source>1 chip</source>
        <translation>1 个芯片</translation>
    </message>
    <message>
        <source>%1 chips</source>
        <translation>%1 个芯片</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>the engine cannot estimate the split&apos;s step</source>
        <translation>引擎无法估计此切分的单步</translation>
    </message>
    <message>
        <source>no figure</source>
        <translation>无数据</translation>
    </message>
    <message>
        <source>step = compute of the slowest stage + pipeline bubble + exposed communication</source>
        <translation>单步 = 最慢级的计算 + 流水线气泡 + 暴露的通信</translation>
    </message>
    <message>
        <source>throughput = tokens per step on all chips ÷ step time</source>
        <translation>吞吐量 = 所有芯片的每步词元数 ÷ 单步时间</translation>
    </message>
    <message>
        <source>tokens per step</source>
        <translation>每步词元数</translation>
    </message>
    <message>
        <source>step time</source>
        <translation>单步时间</translation>
    </message>
    <message>
        <source>$ per run = steps × step hours × chips × price per chip-hour; steps = ⌈run tokens ÷ tokens per step⌉</source>
        <translation>每次运行美元 = 步数 × 单步小时数 × 芯片数 × 每芯片·小时价格；步数 = ⌈运行词元数 ÷ 每步词元数⌉</translation>
    </message>
    <message>
        <source>run tokens</source>
        <translation>运行词元数</translation>
    </message>
    <message>
        <source>steps</source>
        <translation>步数</translation>
    </message>
    <message>
        <source>run time</source>
        <translation>运行时间</translation>
    </message>
    <message>
        <source>chips</source>
        <translation>芯片数</translation>
    </message>
    <message>
        <source>price (%1)</source>
        <translation>价格（%1）</translation>
    </message>
    <message>
        <source>$%1 / chip-hour</source>
        <translation>%1 美元 / 芯片·小时</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>无价格</translation>
    </message>
    <message>
        <source>energy = steps × chips × (busy power × compute + idle power × waiting), × server overhead × PUE; CO₂ = energy × grid intensity</source>
        <translation>能耗 = 步数 × 芯片数 × (忙碌功耗 × 计算 + 空闲功耗 × 等待)，× 服务器开销 × PUE；CO₂ = 能耗 × 电网碳强度</translation>
    </message>
    <message>
        <source>energy per step, all chips (IT)</source>
        <translation>每步能耗，全部芯片（IT）</translation>
    </message>
    <message>
        <source>%1J</source>
        <translation>%1J</translation>
    </message>
    <message>
        <source>run chip energy range</source>
        <translation>运行芯片能耗范围</translation>
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
        <translation>运行能耗（数据中心）</translation>
    </message>
    <message>
        <source>%1 kWh</source>
        <translation>%1 kWh</translation>
    </message>
    <message>
        <source>grid intensity</source>
        <translation>电网碳强度</translation>
    </message>
    <message>
        <source>%1 g CO₂/kWh</source>
        <translation>%1 g CO₂/kWh</translation>
    </message>
    <message>
        <source>run CO₂</source>
        <translation>运行 CO₂</translation>
    </message>
    <message>
        <source>%1 kg</source>
        <translation>%1 kg</translation>
    </message>
    <message>
        <source>owned $ per run = steps × step hours × chips × owned $ per chip-hour (purchase over its amortization, electricity at the job&apos;s power, hosting)</source>
        <translation>自有每次运行美元 = 步数 × 单步小时数 × 芯片数 × 自有每芯片·小时美元（购买价格按摊销期分摊、按作业功率计的电费、托管费）</translation>
    </message>
    <message>
        <source>owned chip-hour</source>
        <translation>自有芯片·小时</translation>
    </message>
    <message>
        <source>$%1</source>
        <translation>%1 美元</translation>
    </message>
    <message>
        <source>rent only</source>
        <translation>仅可租用</translation>
    </message>
    <message>
        <source>rented chip-hour</source>
        <translation>租用芯片·小时</translation>
    </message>
    <message>
        <source>tokens per joule = tokens per step ÷ chip energy of all chips per step</source>
        <translation>每焦耳词元数 = 每步词元数 ÷ 所有芯片每步能耗</translation>
    </message>
    <message>
        <source>tokens per dollar = tokens per step ÷ rent of all chips per step</source>
        <translation>每美元词元数 = 每步词元数 ÷ 所有芯片每步租金</translation>
    </message>
    <message>
        <source>tokens per kg CO₂ = run tokens ÷ the run&apos;s facility CO₂</source>
        <translation>每 kg CO₂ 词元数 = 运行词元数 ÷ 运行的数据中心 CO₂</translation>
    </message>
    <message>
        <source>%1 / %2 GiB per chip</source>
        <extracomment>memory per chip of a job on many chips, against one chip&apos;s capacity</extracomment>
        <translation>每芯片 %1 / %2 GiB</translation>
    </message>
    <message>
        <source>no count up to %1 chips holds the job: %2 GiB per chip on %3 GiB</source>
        <translation>不超过 %1 个芯片的任何数量都放不下该作业：每芯片需 %2 GiB，容量 %3 GiB</translation>
    </message>
    <message>
        <source>no split of %1 chips fits: %2 GiB per chip on %3 GiB</source>
        <translation>%1 个芯片的任何切分都放不下：每芯片需 %2 GiB，容量 %3 GiB</translation>
    </message>
    <message>
        <source>the split set by hand does not fit %1 chips: %2 GiB per chip on %3 GiB</source>
        <translation>手动设置的切分在 %1 个芯片上放不下：每芯片需 %2 GiB，容量 %3 GiB</translation>
    </message>
</context>
<context>
    <name>ts::MainWindow</name>
    <message>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>比较</translation>
    </message>
    <message>
        <source>Systolic array</source>
        <translation>脉动阵列</translation>
    </message>
    <message>
        <source>SIMT (GPU)</source>
        <translation>SIMT（GPU）</translation>
    </message>
    <message>
        <source>Systolic vs SIMT</source>
        <translation>脉动阵列与 SIMT</translation>
    </message>
    <message>
        <source>Tensorscope %1 - ready</source>
        <translation>Tensorscope %1 - 就绪</translation>
    </message>
    <message>
        <source>Autosaved unsaved changes</source>
        <translation>已自动保存未保存的更改</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>工作负载</translation>
    </message>
    <message>
        <source>Devices</source>
        <translation>设备</translation>
    </message>
    <message>
        <source>Operators</source>
        <translation>算子</translation>
    </message>
    <message>
        <source>Explanation</source>
        <translation>说明</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;New Workspace</source>
        <translation>新建工作区(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>打开(&amp;O)...</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>另存为(&amp;A)...</translation>
    </message>
    <message>
        <source>Export &amp;Chart</source>
        <translation>导出图表(&amp;C)</translation>
    </message>
    <message>
        <source>Export &amp;Results...</source>
        <translation>导出结果(&amp;R)...</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>主题(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>浅色(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>深色(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About Tensorscope</source>
        <translation>关于 Tensorscope(&amp;A)</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>关于 Qt(&amp;Q)</translation>
    </message>
    <message>
        <source>%1[*] - Tensorscope</source>
        <translation>%1[*] - Tensorscope</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>Added what-if device %1</source>
        <translation>已添加假设设备 %1</translation>
    </message>
    <message>
        <source>Autosave to &apos;%1&apos; failed: %2. Your changes are still open; save them elsewhere.</source>
        <extracomment>%1 is a file path, %2 the reason from the file system (e.g. disk full)</extracomment>
        <translation>自动保存到“%1”失败：%2。您的更改仍处于打开状态；请将其保存到其他位置。</translation>
    </message>
    <message>
        <source>Tour</source>
        <translation>导览</translation>
    </message>
    <message>
        <source>Open &amp;Tour...</source>
        <translation>打开导览(&amp;T)...</translation>
    </message>
    <message>
        <source>Guided T&amp;ours</source>
        <translation>引导式导览(&amp;O)</translation>
    </message>
    <message>
        <source>Open Tour</source>
        <translation>打开导览</translation>
    </message>
    <message>
        <source>Record Tour Sc&amp;ene...</source>
        <translation>录制导览场景(&amp;E)...</translation>
    </message>
    <message>
        <source>Save Tour As...</source>
        <translation>导览另存为...</translation>
    </message>
    <message>
        <source>&amp;Preferences...</source>
        <translation>首选项(&amp;P)...</translation>
    </message>
    <message>
        <source>&amp;Present</source>
        <translation>演示(&amp;P)</translation>
    </message>
    <message>
        <source>A&amp;ccuracy...</source>
        <translation>准确度(&amp;C)...</translation>
    </message>
    <message>
        <source>&amp;Documentation...</source>
        <translation>文档(&amp;D)...</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts...</source>
        <translation>键盘快捷键(&amp;K)...</translation>
    </message>
    <message>
        <source>Copy C&amp;hart</source>
        <translation>复制图表(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Import Model...</source>
        <translation>导入模型(&amp;I)...</translation>
    </message>
    <message>
        <source>Claims</source>
        <translation>说法检验</translation>
    </message>
    <message>
        <source>Settings out of range, defaults used: %1</source>
        <translation>设置超出范围，已使用默认值：%1</translation>
    </message>
    <message>
        <source>Presenter &amp;Console</source>
        <translation>演讲者控制台(&amp;C)</translation>
    </message>
    <message>
        <source>Export &amp;Handout...</source>
        <translation>导出讲义(&amp;H)…</translation>
    </message>
    <message>
        <source>E&amp;dit Tour...</source>
        <translation>编辑导览(&amp;D)...</translation>
    </message>
    <message>
        <source>Export C&amp;lip...</source>
        <translation>导出短片(&amp;L)...</translation>
    </message>
    <message>
        <source>Tour Editor</source>
        <translation>导览编辑器</translation>
    </message>
</context>
<context>
    <name>ts::ModelStructureText</name>
    <message>
        <source>%1 layers × %2</source>
        <translation>%1 层 × %2</translation>
    </message>
    <message>
        <source>%1 heads, latent attention (KV rank %2)</source>
        <translation>%1 个头，潜在注意力（KV 秩 %2）</translation>
    </message>
    <message>
        <source>%1 heads of %2 (%3 KV)</source>
        <translation>%1 个头，每头 %2（%3 个 KV 头）</translation>
    </message>
    <message>
        <source>%1 heads of %2</source>
        <translation>%1 个头，每头 %2</translation>
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
        <translation>%1 个专家，每个 %2，每词元 %3 个</translation>
    </message>
    <message>
        <source> + %1 shared</source>
        <translation> + %1 个共享</translation>
    </message>
    <message>
        <source>vocab %1</source>
        <translation>词表 %1</translation>
    </message>
    <message>
        <source>window %1 on %2 layers</source>
        <translation>%2 层使用窗口 %1</translation>
    </message>
    <message>
        <source>q/k/v biases</source>
        <translation>q/k/v 偏置</translation>
    </message>
    <message>
        <source>biases</source>
        <translation>偏置</translation>
    </message>
    <message>
        <source>tied embeddings</source>
        <translation>绑定嵌入</translation>
    </message>
</context>
<context>
    <name>ts::OperatorPanel</name>
    <message>
        <source>Operator times on</source>
        <translation>算子时间，设备：</translation>
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
        <translation>算子</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>次数</translation>
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
        <translation>时间</translation>
    </message>
    <message>
        <source>Bound</source>
        <translation>瓶颈</translation>
    </message>
    <message>
        <source>Of step</source>
        <translation>占单步</translation>
    </message>
    <message>
        <source>compute</source>
        <extracomment>the limit that binds an operator&apos;s time (table column &quot;Bound&quot;)</extracomment>
        <translation>计算</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <source>communication</source>
        <translation>通信</translation>
    </message>
    <message>
        <source>overhead</source>
        <translation>开销</translation>
    </message>
    <message>
        <source>matmul</source>
        <extracomment>operator kind (table column &quot;Kind&quot;)</extracomment>
        <translation>矩阵乘</translation>
    </message>
    <message>
        <source>batched matmul</source>
        <translation>批量矩阵乘</translation>
    </message>
    <message>
        <source>convolution</source>
        <translation>卷积</translation>
    </message>
    <message>
        <source>fused attention</source>
        <translation>融合注意力</translation>
    </message>
    <message>
        <source>elementwise</source>
        <translation>逐元素</translation>
    </message>
    <message>
        <source>normalization</source>
        <translation>归一化</translation>
    </message>
    <message>
        <source>softmax</source>
        <translation>softmax</translation>
    </message>
    <message>
        <source>embedding</source>
        <translation>嵌入</translation>
    </message>
    <message>
        <source>MoE routing</source>
        <translation>MoE 路由</translation>
    </message>
    <message>
        <source>optimizer update</source>
        <translation>优化器更新</translation>
    </message>
    <message>
        <source>collective</source>
        <translation>集合通信</translation>
    </message>
    <message>
        <source>forward</source>
        <extracomment>when in a step an operator runs (table column &quot;Kind&quot;)</extracomment>
        <translation>前向</translation>
    </message>
    <message>
        <source>recompute</source>
        <translation>重计算</translation>
    </message>
    <message>
        <source>data gradient</source>
        <translation>数据梯度</translation>
    </message>
    <message>
        <source>weight gradient</source>
        <translation>权重梯度</translation>
    </message>
    <message>
        <source>backward</source>
        <translation>反向</translation>
    </message>
    <message>
        <source>optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <source>prefill</source>
        <translation>预填充</translation>
    </message>
    <message>
        <source>decode</source>
        <translation>解码</translation>
    </message>
</context>
<context>
    <name>ts::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>首选项</translation>
    </message>
    <message>
        <source>System default (%1)</source>
        <extracomment>%1 is the system&apos;s language in its own name, e.g. &quot;Deutsch&quot;.</extracomment>
        <translation>系统默认（%1）</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>语言(&amp;L)：</translation>
    </message>
    <message>
        <source>The window switches language as soon as you press OK.</source>
        <translation>按下“确定”后窗口会立即切换语言。</translation>
    </message>
    <message>
        <source>Costs and energy</source>
        <translation>成本与能耗</translation>
    </message>
    <message>
        <source>On demand</source>
        <translation>按需</translation>
    </message>
    <message>
        <source>Spot</source>
        <translation>竞价</translation>
    </message>
    <message>
        <source>1-year commitment</source>
        <translation>1 年承诺</translation>
    </message>
    <message>
        <source>3-year commitment</source>
        <translation>3 年承诺</translation>
    </message>
    <message>
        <source>The catalog&apos;s reference quote (first listed)</source>
        <translation>目录的参考报价（列出的第一个）</translation>
    </message>
    <message>
        <source>The cheapest public quote</source>
        <translation>最便宜的公开报价</translation>
    </message>
    <message>
        <source>any provider (or e.g. Google Cloud, AWS)</source>
        <translation>任意提供商（或如 Google Cloud、AWS）</translation>
    </message>
    <message>
        <source> $/kWh</source>
        <translation> 美元/kWh</translation>
    </message>
    <message>
        <source> years</source>
        <translation> 年</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>&amp;Prices:</source>
        <translation>价格(&amp;P)：</translation>
    </message>
    <message>
        <source>&amp;Quote:</source>
        <translation>报价(&amp;Q)：</translation>
    </message>
    <message>
        <source>P&amp;rovider:</source>
        <translation>提供商(&amp;R)：</translation>
    </message>
    <message>
        <source>P&amp;UE:</source>
        <translation>P&amp;UE：</translation>
    </message>
    <message>
        <source>&amp;Electricity (owned chips):</source>
        <translation>电价（自有芯片）(&amp;E)：</translation>
    </message>
    <message>
        <source>&amp;Amortization (owned chips):</source>
        <translation>折旧年限（自有芯片）(&amp;A)：</translation>
    </message>
    <message>
        <source>&amp;Utilization (owned chips):</source>
        <translation>利用率（自有芯片）(&amp;U)：</translation>
    </message>
</context>
<context>
    <name>ts::PresentationController</name>
    <message>
        <source>Blank screen</source>
        <translation>黑屏</translation>
    </message>
    <message>
        <source>%1 / %2 · Page Down: next</source>
        <translation>%1 / %2 · PageDown：下一页</translation>
    </message>
    <message>
        <source>%1 / %2 · Page Up: back</source>
        <translation>%1 / %2 · PageUp：上一页</translation>
    </message>
</context>
<context>
    <name>ts::PresenterConsole</name>
    <message>
        <source>Tensorscope Presenter Console</source>
        <translation>Tensorscope 演讲者控制台</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>重置(&amp;R)</translation>
    </message>
    <message>
        <source>Start the elapsed time again from zero</source>
        <translation>将已用时间从零重新开始计时</translation>
    </message>
    <message>
        <source>Reset the elapsed time</source>
        <translation>重置已用时间</translation>
    </message>
    <message>
        <source>Now</source>
        <extracomment>presenter console: the scene the audience sees now</extracomment>
        <translation>当前</translation>
    </message>
    <message>
        <source>Next</source>
        <extracomment>presenter console: the scene after the one shown</extracomment>
        <translation>下一个</translation>
    </message>
    <message>
        <source>Speaker notes</source>
        <translation>演讲者备注</translation>
    </message>
    <message>
        <source>The scene the audience sees</source>
        <translation>观众看到的场景</translation>
    </message>
    <message>
        <source>The next scene</source>
        <translation>下一个场景</translation>
    </message>
    <message>
        <source>The next scene&apos;s caption</source>
        <translation>下一个场景的说明</translation>
    </message>
    <message>
        <source>This scene has no speaker notes.</source>
        <translation>此场景没有演讲者备注。</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>时钟</translation>
    </message>
    <message>
        <source>Elapsed time</source>
        <translation>已用时间</translation>
    </message>
    <message>
        <source>No tour open</source>
        <translation>未打开导览</translation>
    </message>
    <message>
        <source>Scene %1 / %2</source>
        <extracomment>presenter console: scene %1 of %2</extracomment>
        <translation>场景 %1 / %2</translation>
    </message>
    <message>
        <source>Scene %1</source>
        <extracomment>presenter console: a next scene without a title of its own</extracomment>
        <translation>场景 %1</translation>
    </message>
    <message>
        <source>End of the tour</source>
        <extracomment>presenter console, instead of the next scene&apos;s title after the last scene</extracomment>
        <translation>导览结束</translation>
    </message>
    <message>
        <source>Preparing the picture...</source>
        <extracomment>presenter console: the next scene&apos;s picture is being rendered</extracomment>
        <translation>正在准备图片…</translation>
    </message>
    <message>
        <source>Elapsed %1</source>
        <extracomment>presenter console: the time since the talk started (or since Reset)</extracomment>
        <translation>已用 %1</translation>
    </message>
</context>
<context>
    <name>ts::QuestionPanel</name>
    <message>
        <source>no figure</source>
        <extracomment>a question&apos;s choice whose device has no figure for the deciding metric</extracomment>
        <translation>无数值</translation>
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
        <translation>每步芯片能耗</translation>
    </message>
    <message>
        <source>Time to first token</source>
        <translation>首 token 时间</translation>
    </message>
    <message>
        <source>Time per output token</source>
        <translation>每个输出 token 的时间</translation>
    </message>
    <message>
        <source>Decided by: %1, the highest wins</source>
        <extracomment>%1 the figure that decided a question, e.g. &quot;Throughput&quot;</extracomment>
        <translation>判定依据：%1，最高者胜</translation>
    </message>
    <message>
        <source>Decided by: %1, the lowest wins</source>
        <extracomment>%1 the figure that decided a question, e.g. &quot;Step time&quot;</extracomment>
        <translation>判定依据：%1，最低者胜</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>votes: %1</source>
        <extracomment>the room&apos;s show of hands for one choice of a question</extracomment>
        <translation>票数：%1</translation>
    </message>
    <message>
        <source>✓ Winner</source>
        <extracomment>marks the winning choice of a question, after the reveal</extracomment>
        <translation>✓ 胜者</translation>
    </message>
    <message>
        <source>No choice has a figure to decide it.</source>
        <extracomment>no choice of a question has a figure</extracomment>
        <translation>没有任何选项有可用于判定的数值。</translation>
    </message>
    <message>
        <source>Space: next scene</source>
        <extracomment>presentation mode, a question answered: the key that goes on</extracomment>
        <translation>空格键：下一场景</translation>
    </message>
    <message>
        <source>Keys 1–%1: count hands · Space: reveal the answer</source>
        <translation>按键 1–%1：统计举手 · 空格键：揭晓答案</translation>
    </message>
    <message>
        <source>&amp;Reveal answer</source>
        <translation>揭晓答案(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Hide question</source>
        <translation>隐藏问题(&amp;H)</translation>
    </message>
    <message>
        <source>Show the scene&apos;s charts without the question</source>
        <translation>显示场景的图表，不显示问题</translation>
    </message>
</context>
<context>
    <name>ts::ResultsPanel</name>
    <message>
        <source>Step time (ms)</source>
        <translation>单步时间（毫秒）</translation>
    </message>
    <message>
        <source>comp.</source>
        <extracomment>short legend labels of the step-time chart: compute, memory, communication, overhead</extracomment>
        <translation>计算</translation>
    </message>
    <message>
        <source>mem.</source>
        <translation>内存</translation>
    </message>
    <message>
        <source>comm.</source>
        <translation>通信</translation>
    </message>
    <message>
        <source>overh.</source>
        <translation>开销</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>吞吐量</translation>
    </message>
    <message>
        <source>Cost per million tokens ($)</source>
        <translation>每百万词元成本（美元）</translation>
    </message>
    <message>
        <source>Energy per run</source>
        <translation>每次运行能耗</translation>
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
        <translation>虚线：容量</translation>
    </message>
    <message>
        <source>DOES NOT FIT</source>
        <translation>放不下</translation>
    </message>
    <message>
        <source>vs batch</source>
        <translation>随批大小</translation>
    </message>
    <message>
        <source>vs chips</source>
        <translation>随芯片数</translation>
    </message>
    <message>
        <source>Throughput (samples/s)</source>
        <translation>吞吐量（样本/秒）</translation>
    </message>
    <message>
        <source>Throughput (tokens/s)</source>
        <translation>吞吐量（词元/秒）</translation>
    </message>
    <message>
        <source>%1 cannot run this workload (no matrix rate for its precision, or an invalid shape).</source>
        <translation>%1 无法运行此工作负载（不支持其精度的矩阵运算，或形状无效）。</translation>
    </message>
    <message>
        <source>Device &apos;%1&apos; is not in the catalog.</source>
        <translation>设备“%1”不在目录中。</translation>
    </message>
    <message>
        <source>Tick devices in the Devices panel to compare them.</source>
        <translation>在“设备”面板中勾选设备以进行比较。</translation>
    </message>
    <message>
        <source>Copy Chart</source>
        <extracomment>a chart&apos;s context menu: the chart as a picture on the clipboard, as exported to PNG</extracomment>
        <translation>复制图表</translation>
    </message>
    <message>
        <source>Export Chart…</source>
        <translation>导出图表…</translation>
    </message>
    <message>
        <source>That is weights, gradients, optimizer state and activations; the chips chart shows how many chips it takes.</source>
        <translation>其中包括权重、梯度、优化器状态和激活；按芯片数的图表显示需要多少芯片。</translation>
    </message>
    <message>
        <source>That is weights, KV cache and activations; the chips chart shows how many chips it takes.</source>
        <translation>其中包括权重、KV 缓存和激活；按芯片数的图表显示需要多少芯片。</translation>
    </message>
    <message>
        <source>%1 T</source>
        <extracomment>a run&apos;s length in tokens: %1 trillion (10^12), e.g. &quot;15 T&quot;</extracomment>
        <translation>%1 万亿</translation>
    </message>
    <message>
        <source>%1 B</source>
        <extracomment>a run&apos;s length in tokens: %1 billion (10^9), e.g. &quot;1 B&quot;</extracomment>
        <translation>%1 十亿</translation>
    </message>
    <message>
        <source>%1 M</source>
        <extracomment>a run&apos;s length in tokens: %1 million, e.g. &quot;300 M&quot;</extracomment>
        <translation>%1 百万</translation>
    </message>
    <message>
        <source>Cost per run of %1 tokens ($)</source>
        <extracomment>the cost chart&apos;s title: %1 is the run&apos;s length, e.g. &quot;1 B&quot; or &quot;15 T&quot;</extracomment>
        <translation>每次运行（%1词元）的成本（美元）</translation>
    </message>
    <message>
        <source>Step time (s)</source>
        <translation>单步时间（秒）</translation>
    </message>
    <message>
        <source>%1 cannot run this job: %2</source>
        <translation>%1 无法运行此作业：%2</translation>
    </message>
    <message>
        <source>bubble</source>
        <translation>气泡</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Tokens per joule (chip energy)</source>
        <extracomment>chart title: tokens (or samples) per joule of the chips&apos; own energy</extracomment>
        <translation>每焦耳词元数（芯片能耗）</translation>
    </message>
    <message>
        <source>Tokens per dollar (rented)</source>
        <extracomment>chart title: tokens (or samples) per US dollar of rent</extracomment>
        <translation>每美元词元数（租用）</translation>
    </message>
    <message>
        <source>&lt;p&gt;Power estimated: the catalog&apos;s power range gives %1–%2 %3 for this run.&lt;/p&gt;</source>
        <extracomment>%3 is the unit, e.g. &quot;kWh&quot; or &quot;tokens/J&quot;</extracomment>
        <translation>&lt;p&gt;功率为估算值：目录中的功率范围使本次运行为 %1–%2 %3。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The workload cannot be built: %1.</source>
        <extracomment>%1 a problem of the workload, e.g. &quot;$.model.heads: expected integer &gt; 0, found number 0&quot;</extracomment>
        <translation>无法构建工作负载：%1。</translation>
    </message>
    <message>
        <source>Memory vs capacity (GiB)</source>
        <translation>内存与容量（GiB）</translation>
    </message>
    <message>
        <source>%1 (%2 GiB)</source>
        <translation>%1（%2 GiB）</translation>
    </message>
    <message>
        <source>DOES NOT FIT on one %1: the step needs %2 GiB.</source>
        <translation>单个 %1 放不下：该步需要 %2 GiB。</translation>
    </message>
</context>
<context>
    <name>ts::RooflineChart</name>
    <message>
        <source>Roofline: operators vs roofs</source>
        <translation>屋顶线：算子与屋顶</translation>
    </message>
    <message>
        <source>FLOP per byte</source>
        <translation>每字节 FLOP</translation>
    </message>
    <message>
        <source>TFLOP/s achieved</source>
        <translation>实际达到的 TFLOP/s</translation>
    </message>
</context>
<context>
    <name>ts::ScalingResultText</name>
    <message>
        <source>tensor parallel</source>
        <translation>张量并行</translation>
    </message>
    <message>
        <source>expert parallel</source>
        <translation>专家并行</translation>
    </message>
    <message>
        <source>pipeline stages</source>
        <translation>流水线阶段</translation>
    </message>
    <message>
        <source>data-parallel gradients</source>
        <translation>数据并行梯度</translation>
    </message>
    <message>
        <source>data-parallel parameters</source>
        <translation>数据并行参数</translation>
    </message>
    <message>
        <source>FSDP parameter gather</source>
        <translation>FSDP 参数收集</translation>
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
        <translation>发送/接收</translation>
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
        <translation>最慢阶段的计算</translation>
    </message>
    <message>
        <source>of which optimizer</source>
        <translation>其中优化器</translation>
    </message>
    <message>
        <source>Pipeline bubble (%1 % of the pipeline)</source>
        <translation>流水线气泡（占流水线 %1 %）</translation>
    </message>
    <message>
        <source>Communication, all</source>
        <translation>通信，全部</translation>
    </message>
    <message>
        <source>Communication the step waits for</source>
        <translation>步骤等待的通信</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>步骤</translation>
    </message>
    <message>
        <source>Scaling efficiency</source>
        <translation>扩展效率</translation>
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
        <translation>每芯片内存</translation>
    </message>
    <message>
        <source>%1 of %2 GiB</source>
        <translation>%1 / %2 GiB</translation>
    </message>
    <message>
        <source>Collectives per step:</source>
        <translation>每步的集合通信：</translation>
    </message>
    <message>
        <source>%1 %2 × %3</source>
        <translation>%1 %2 × %3</translation>
    </message>
    <message>
        <source>%1 each, %2 in all, %3 waited for</source>
        <translation>每次 %1，共 %2，等待 %3</translation>
    </message>
    <message>
        <source>context-parallel ring</source>
        <translation>上下文并行环</translation>
    </message>
</context>
<context>
    <name>ts::SelectionController</name>
    <message>
        <source>Select an operator to show its GEMM in the systolic and SIMT views.</source>
        <translation>选择一个算子，在脉动阵列和 SIMT 视图中显示其 GEMM。</translation>
    </message>
</context>
<context>
    <name>ts::ServingFrontierChart</name>
    <message>
        <source>no price</source>
        <translation>无价格</translation>
    </message>
    <message>
        <source>&lt;h3&gt;%1: tp %2 × batch %3&lt;/h3&gt;</source>
        <extracomment>hover on the serving frontier: %1 device, %2 chips of tensor parallelism, %3 batch</extracomment>
        <translation>&lt;h3&gt;%1：tp %2 × 批次 %3&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;%1 tokens/s per user, %2 tokens/s per chip&lt;br&gt;TTFT %3, TPOT %4&lt;br&gt;$ %5 per million output tokens&lt;br&gt;%6 GiB per chip&lt;/p&gt;</source>
        <translation>&lt;p&gt;每用户 %1 tokens/s，每芯片 %2 tokens/s&lt;br&gt;TTFT %3，TPOT %4&lt;br&gt;每百万输出 token $ %5&lt;br&gt;每芯片 %6 GiB&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;On the Pareto frontier: no configuration has more tokens/s both per user and per chip.&lt;/p&gt;</source>
        <translation>&lt;p&gt;位于帕累托前沿：没有任何配置同时拥有更高的每用户和每芯片 tokens/s。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Serving frontier</source>
        <translation>推理服务前沿</translation>
    </message>
    <message>
        <source>tokens/s per user</source>
        <extracomment>axis of the serving frontier: interactivity, the tokens one request gets a second</extracomment>
        <translation>每用户 tokens/s</translation>
    </message>
    <message>
        <source>tokens/s per chip</source>
        <translation>每芯片 tokens/s</translation>
    </message>
    <message>
        <source>Each marker is a tensor-parallel size and batch that fits; the line joins the Pareto points, where no other configuration gives more tokens/s both per user and per chip.</source>
        <translation>每个标记是一种可放入内存的张量并行规模与批次；折线连接帕累托点，即没有其他配置能同时提供更高的每用户和每芯片 tokens/s 的点。</translation>
    </message>
    <message>
        <source>&lt;h3&gt;%1: tp %2 × ep %3 × batch %4&lt;/h3&gt;</source>
        <extracomment>hover on the serving frontier of a mixture-of-experts model: %1 device, %2 chips of tensor parallelism, %3 groups of expert parallelism, %4 batch</extracomment>
        <translation>&lt;h3&gt;%1：tp %2 × ep %3 × 批次 %4&lt;/h3&gt;</translation>
    </message>
</context>
<context>
    <name>ts::ServingText</name>
    <message>
        <source>memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <source>TTFT target</source>
        <translation>TTFT 目标</translation>
    </message>
    <message>
        <source>TPOT target</source>
        <translation>TPOT 目标</translation>
    </message>
    <message>
        <source>chunk</source>
        <translation>分块</translation>
    </message>
    <message>
        <source>the workload&apos;s</source>
        <translation>工作负载给定</translation>
    </message>
    <message>
        <source>misses the targets</source>
        <translation>未达目标</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>The serving batch column: %1 requests served together, %2 what set that number</extracomment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>无价格</translation>
    </message>
    <message>
        <source>%1 M tokens</source>
        <translation>%1 百万词元</translation>
    </message>
    <message>
        <source>%1 k tokens</source>
        <translation>%1 千词元</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation>%1 词元</translation>
    </message>
    <message>
        <source>%1 tok/s</source>
        <translation>%1 词元/秒</translation>
    </message>
    <message>
        <source>&lt;p&gt;Targets: first token within %1, each later one within %2. The batch is the largest that fits memory and meets both (%3 fit).&lt;/p&gt;</source>
        <translation>&lt;p&gt;目标：首个词元在 %1 内，之后每个在 %2 内。批大小取能放进内存且同时满足两者的最大值（可容纳 %3）。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>any time</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>TTFT = the prefill of %1 × %2 tokens = &lt;b&gt;%3&lt;/b&gt;</source>
        <translation>TTFT = 预填充 %1 × %2 个词元 = &lt;b&gt;%3&lt;/b&gt;</translation>
    </message>
    <message>
        <source>TPOT = one decode step of %1 sequences at the mean context = &lt;b&gt;%2&lt;/b&gt;</source>
        <translation>TPOT = %1 个序列在平均上下文长度下的一个解码步 = &lt;b&gt;%2&lt;/b&gt;</translation>
    </message>
    <message>
        <source>a request = TTFT + (%1 − 1) × TPOT = %2</source>
        <translation>单个请求 = TTFT + (%1 − 1) × TPOT = %2</translation>
    </message>
    <message>
        <source>output = %1 × %2 tokens ÷ %3 = &lt;b&gt;%4 tokens/s&lt;/b&gt;</source>
        <translation>输出 = %1 × %2 个词元 ÷ %3 = &lt;b&gt;%4 词元/秒&lt;/b&gt;</translation>
    </message>
    <message>
        <source>a dollar buys %1 (%2 per million tokens at the chip&apos;s rent)</source>
        <translation>1 美元可买 %1（按芯片租金，每百万词元 %2）</translation>
    </message>
    <message>
        <source>$%1</source>
        <translation>%1 美元</translation>
    </message>
    <message>
        <source>with continuous batching and a chunked prefill of %1 tokens a step</source>
        <translation>采用连续批处理，每步分块预填充 %1 个词元</translation>
    </message>
    <message>
        <source>with continuous batching</source>
        <translation>采用连续批处理</translation>
    </message>
    <message>
        <source>as one static batch</source>
        <translation>作为一个静态批</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Serving %1 requests&lt;/b&gt; of %2 prompt tokens, %3 generated each, %4: %5.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;服务 %1 个请求&lt;/b&gt;，每个请求含 %2 个提示词元、生成 %3 个词元，%4：%5。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Speculative decoding: %1 proposes %2 tokens an iteration, each accepted with probability %3: %4 tokens an iteration on average.&lt;/p&gt;</source>
        <translation>&lt;p&gt;推测解码：%1 每次迭代提议 %2 个词元，每个以 %3 的概率被接受：平均每次迭代 %4 个词元。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>each step: %1 decodes and %2 prompt tokens of the requests joining</source>
        <translation>每步：%1 个解码，以及新加入请求的 %2 个提示词元</translation>
    </message>
    <message>
        <source>TTFT = &lt;b&gt;%1&lt;/b&gt;, TPOT = &lt;b&gt;%2&lt;/b&gt; (the longest gap between two tokens %3)</source>
        <translation>TTFT = &lt;b&gt;%1&lt;/b&gt;，TPOT = &lt;b&gt;%2&lt;/b&gt;（两个词元之间的最长间隔为 %3）</translation>
    </message>
    <message>
        <source>TPOT = (draft steps + one verification step) ÷ tokens an iteration = &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>TPOT = (草稿步 + 一个验证步) ÷ 每次迭代的词元数 = &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>output = %1 requests ÷ TPOT = &lt;b&gt;%2 tokens/s&lt;/b&gt;</source>
        <translation>输出 = %1 个请求 ÷ TPOT = &lt;b&gt;%2 词元/秒&lt;/b&gt;</translation>
    </message>
    <message>
        <source>n-gram prompt lookup</source>
        <translation>提示词 n-gram 查找</translation>
    </message>
</context>
<context>
    <name>ts::SessionKeeper</name>
    <message>
        <source>%1
The file is left as it is and will not be overwritten.</source>
        <translation>%1
该文件保持原样，不会被覆盖。</translation>
    </message>
    <message>
        <source>%1
The file is kept as &apos;%2&apos;.</source>
        <translation>%1
该文件已保留为“%2”。</translation>
    </message>
    <message>
        <source>Unreadable Workspace</source>
        <translation>无法读取的工作区</translation>
    </message>
    <message>
        <source>Recover Workspace</source>
        <translation>恢复工作区</translation>
    </message>
    <message>
        <source>Tensorscope did not close normally last time. Recover the unsaved workspace it autosaved?</source>
        <translation>Tensorscope 上次未正常关闭。要恢复它自动保存的未保存工作区吗？</translation>
    </message>
    <message>
        <source>Another window saved the workspace for the next start, and this window&apos;s unsaved changes could not be kept in &apos;%1&apos;.</source>
        <extracomment>%1 is a file path</extracomment>
        <translation>另一个窗口已保存下次启动的工作区，而本窗口未保存的更改无法保留在“%1”中。</translation>
    </message>
    <message>
        <source>Cannot save the workspace for the next start to &apos;%1&apos;: %2</source>
        <extracomment>%1 is a file path, %2 the reason from the file system (e.g. disk full)</extracomment>
        <translation>无法将供下次启动使用的工作区保存到“%1”：%2</translation>
    </message>
    <message>
        <source>Save Failed</source>
        <translation>保存失败</translation>
    </message>
    <message>
        <source>Closing now loses the unsaved changes.</source>
        <translation>现在关闭将丢失未保存的更改。</translation>
    </message>
    <message>
        <source>Closing now starts the next session without this workspace.</source>
        <translation>现在关闭，下次会话将不包含此工作区。</translation>
    </message>
</context>
<context>
    <name>ts::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>快捷键</translation>
    </message>
    <message>
        <source>, </source>
        <extracomment>separates two shortcuts of one action, e.g. &quot;Ctrl+Z, Alt+Backspace&quot;</extracomment>
        <translation>、</translation>
    </message>
</context>
<context>
    <name>ts::SideBySideView</name>
    <message>
        <source>S&amp;ystolic chip</source>
        <translation>脉动阵列芯片(&amp;Y)</translation>
    </message>
    <message>
        <source>&amp;GPU</source>
        <translation>GPU(&amp;G)</translation>
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
        <translation>在共享时间线上同时播放或暂停</translation>
    </message>
    <message>
        <source>t = %1 µs  ·  %2, one matrix unit at %3 MHz: done at %4 µs  ·  GPU at %5 MHz: done at %6 µs</source>
        <translation>t = %1 微秒  ·  %2，一个矩阵单元 @ %3 MHz：%4 微秒完成  ·  GPU @ %5 MHz：%6 微秒完成</translation>
    </message>
    <message>
        <source>Whole chip vs whole chip on %1 (M×N×K %2×%3×%4), t = %5 µs  ·  %6, all %7 matrix units of %8×%9: done at %10 µs  ·  %11, all %12 SMs: done at %13 µs</source>
        <translation>整芯片对整芯片：%1（M×N×K %2×%3×%4），t = %5 µs  ·  %6，全部 %7 个 %8×%9 矩阵单元：%10 µs 完成  ·  %11，全部 %12 个 SM：%13 µs 完成</translation>
    </message>
</context>
<context>
    <name>ts::SimtPainter</name>
    <message>
        <source>empty</source>
        <translation>空</translation>
    </message>
    <message>
        <source>issuing</source>
        <translation>发射中</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>就绪</translation>
    </message>
    <message>
        <source>tensor core busy</source>
        <translation>Tensor Core 忙</translation>
    </message>
    <message>
        <source>waiting on memory</source>
        <translation>等待内存</translation>
    </message>
    <message>
        <source>at barrier</source>
        <translation>在屏障处</translation>
    </message>
    <message>
        <source>done</source>
        <translation>完成</translation>
    </message>
    <message>
        <source>Cycle %1 of %2  ·  wave %3 of %4  ·  %5 CTA(s) per SM  ·  %6 of %7 CTAs done</source>
        <translation>第 %1 / %2 周期  ·  第 %3 / %4 波次  ·  每 SM %5 个 CTA  ·  已完成 %6 / %7 个 CTA</translation>
    </message>
    <message>
        <source>C: %1 x %2 tiles, coloured by wave</source>
        <translation>C：%1 x %2 个分块，按波次着色</translation>
    </message>
    <message>
        <source>SM %1: %2 of %3 CTAs done</source>
        <translation>SM %1：已完成 %2 / %3 个 CTA</translation>
    </message>
    <message>
        <source>warp %1 (scheduler %2), CTA %3: %4</source>
        <translation>warp %1（调度器 %2），CTA %3：%4</translation>
    </message>
    <message>
        <source>warp %1 (scheduler %2): %3</source>
        <translation>warp %1（调度器 %2）：%3</translation>
    </message>
    <message>
        <source>Warp %1: 32 lanes, %2</source>
        <translation>Warp %1：32 条通道，%2</translation>
    </message>
    <message>
        <source>all active</source>
        <translation>全部活跃</translation>
    </message>
    <message>
        <source>none active</source>
        <translation>无活跃</translation>
    </message>
    <message>
        <source>C tile running</source>
        <translation>C 分块运行中</translation>
    </message>
    <message>
        <source>wave 1</source>
        <translation>波次 1</translation>
    </message>
    <message>
        <source>wave 2</source>
        <translation>波次 2</translation>
    </message>
    <message>
        <source>Divergence: y = x &gt; %1 ? x·x + 1 : (%1 − x)·0.5 − 1   ·   cycle %2 of %3   ·   warp %4</source>
        <translation>分支发散：y = x &gt; %1 ? x·x + 1 : (%1 − x)·0.5 − 1   ·   第 %2 / %3 周期   ·   warp %4</translation>
    </message>
    <message>
        <source>lane %1
x=%2
%3</source>
        <translation>通道 %1
x=%2
%3</translation>
    </message>
    <message>
        <source>taken</source>
        <translation>跳转</translation>
    </message>
    <message>
        <source>else</source>
        <translation>else</translation>
    </message>
    <message>
        <source>lane %1
(no data)</source>
        <translation>通道 %1
（无数据）</translation>
    </message>
    <message>
        <source>Filled lanes execute; hatched lanes are masked off. Orange: taken side, blue: else side, vermillion: both (before the branch and after reconvergence).</source>
        <translation>实心通道执行；斜线通道被屏蔽。橙色：跳转分支，蓝色：else 分支，朱红色：两者（分支之前和重新汇合之后）。</translation>
    </message>
</context>
<context>
    <name>ts::SimtView</name>
    <message>
        <source>Tiled GEMM</source>
        <translation>分块 GEMM</translation>
    </message>
    <message>
        <source>Divergence demo</source>
        <translation>分支发散演示</translation>
    </message>
    <message>
        <source>&amp;GPU</source>
        <translation>GPU(&amp;G)</translation>
    </message>
    <message>
        <source>Ke&amp;rnel</source>
        <translation>内核(&amp;R)</translation>
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
        <translation>分块(&amp;T)</translation>
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
        <translation>引擎，相同分块：%1 个波次，峰值的 %2 %</translation>
    </message>
    <message>
        <source>%1: %2 x %3 x %4 GEMM (bf16), tile %5</source>
        <translation>%1：%2 x %3 x %4 GEMM（bf16），分块 %5</translation>
    </message>
    <message>
        <source>Divergence demo: cycle %1 / %2 · %3 warps of %4 lanes</source>
        <translation>分支发散演示：第 %1 / %2 周期 · %3 个 warp，每个 %4 条通道</translation>
    </message>
    <message>
        <source>This GEMM and tile cannot run on this GPU (see the tile&apos;s limits).</source>
        <translation>此 GEMM 与分块无法在该 GPU 上运行（参见分块的限制）。</translation>
    </message>
    <message>
        <source>Cycle %1 / %2 · Wave %3 / %4 · Occupancy %5 % (%6 CTA/SM, %7 of %8 warps, by %9) · Peak %10 % so far, %11 % whole kernel · %12</source>
        <translation>第 %1 / %2 周期 · 第 %3 / %4 波次 · 占用率 %5 %（%6 CTA/SM，%7 / %8 个 warp，受限于 %9）· 目前峰值 %10 %，整个内核 %11 % · %12</translation>
    </message>
    <message>
        <source>GPU streaming multiprocessors animation</source>
        <translation>GPU 流式多处理器动画</translation>
    </message>
    <message>
        <source>One tile per SM with its warps: issuing, ready, waiting and done states are shown by colour, pattern and label.</source>
        <translation>每个 SM 一个分块及其 warp：发射中、就绪、等待和完成状态通过颜色、图案和标签表示。</translation>
    </message>
    <message>
        <source>Animation state</source>
        <translation>动画状态</translation>
    </message>
    <message>
        <source>warps</source>
        <translation>warp 数</translation>
    </message>
    <message>
        <source>threads</source>
        <translation>线程数</translation>
    </message>
    <message>
        <source>blocks per SM</source>
        <translation>每 SM 块数</translation>
    </message>
    <message>
        <source>registers</source>
        <translation>寄存器</translation>
    </message>
    <message>
        <source>shared memory</source>
        <translation>共享内存</translation>
    </message>
    <message>
        <source>Zoom out to the whole GPU (Z)</source>
        <translation>缩小到整个 GPU (Z)</translation>
    </message>
    <message>
        <source>Zoom in to the warps of a GEMM that fits (Z)</source>
        <translation>放大到可容纳的 GEMM 的线程束 (Z)</translation>
    </message>
    <message>
        <source>%1 on %2   ·   %3 of %4 µs   ·   wave %5 of %6   ·   %7 of %8 SMs busy   ·   CTAs done %9 of %10</source>
        <translation>%1 在 %2 上   ·   %3 / %4 µs   ·   第 %5 / %6 波   ·   %7 / %8 个 SM 忙碌   ·   已完成 CTA %9 / %10</translation>
    </message>
</context>
<context>
    <name>ts::SpotlightOverlay</name>
    <message>
        <source>Spotlight</source>
        <translation>聚光灯</translation>
    </message>
    <message>
        <source>Darkens the window except a circle around the mouse pointer.</source>
        <translation>除鼠标指针周围的圆圈外，其余窗口区域变暗。</translation>
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
        <translation>亲眼看到，而不只是读到，GPU 与 TPU 在深度学习任务上的差异。</translation>
    </message>
    <message>
        <source>1  Build a workload</source>
        <translation>1  构建工作负载</translation>
    </message>
    <message>
        <source>2  Pick accelerators</source>
        <translation>2  选择加速器</translation>
    </message>
    <message>
        <source>3  Watch and compare</source>
        <translation>3  观察并比较</translation>
    </message>
    <message>
        <source>A transformer, CNN or MLP; training or inference; batch, sequence, precision and parallelism.</source>
        <translation>Transformer、CNN 或 MLP；训练或推理；批大小、序列、精度与并行方式。</translation>
    </message>
    <message>
        <source>GPUs and TPUs from a sourced catalog, or your own what-if chip.</source>
        <translation>来自有出处目录的 GPU 和 TPU，或您自己的假设芯片。</translation>
    </message>
    <message>
        <source>An animated systolic array and SIMT execution beside charts of time, cost and energy.</source>
        <translation>动画演示的脉动阵列和 SIMT 执行，旁边是时间、成本与能耗图表。</translation>
    </message>
    <message>
        <source>Edit the workload →</source>
        <translation>编辑工作负载 →</translation>
    </message>
    <message>
        <source>Choose devices →</source>
        <translation>选择设备 →</translation>
    </message>
    <message>
        <source>Take a guided tour →</source>
        <translation>开始导览 →</translation>
    </message>
    <message>
        <source>4  Check the claims</source>
        <translation>4  检验说法</translation>
    </message>
    <message>
        <source>Ten popular GPU-vs-TPU statements, tested on your workload and devices.</source>
        <translation>十条关于 GPU 与 TPU 的流行说法，在您的工作负载和设备上检验。</translation>
    </message>
    <message>
        <source>See the verdicts →</source>
        <translation>查看结论 →</translation>
    </message>
</context>
<context>
    <name>ts::SystolicPainter</name>
    <message>
        <source>idle (padding)</source>
        <translation>空闲（填充）</translation>
    </message>
    <message>
        <source>loading</source>
        <translation>加载中</translation>
    </message>
    <message>
        <source>filling</source>
        <translation>填充中</translation>
    </message>
    <message>
        <source>active</source>
        <translation>活跃</translation>
    </message>
    <message>
        <source>draining</source>
        <translation>排空中</translation>
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
        <translation>B ↓（加载），0 ↓</translation>
    </message>
    <message>
        <source>A ↓ (load), 0 ↓</source>
        <translation>A ↓（加载），0 ↓</translation>
    </message>
    <message>
        <source>C ↓ out</source>
        <translation>C ↓ 输出</translation>
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
        <translation>  （实心：最终值）</translation>
    </message>
    <message>
        <source>output final</source>
        <translation>输出为最终值</translation>
    </message>
    <message>
        <source>%1×%2 %3 · GEMM %4×%5×%6 · cycle %7 / %8 · fold %9 / %10</source>
        <translation>%1×%2 %3 · GEMM %4×%5×%6 · 第 %7 / %8 周期 · 第 %9 / %10 次折叠</translation>
    </message>
</context>
<context>
    <name>ts::SystolicView</name>
    <message>
        <source>&amp;Rows</source>
        <translation>行数(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Columns</source>
        <translation>列数(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Dataflow</source>
        <translation>数据流(&amp;D)</translation>
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
        <translation>第 %1 / %2 周期   ·   第 %3 / %4 次折叠   ·   利用率 %5 %（目前 %6 %）   ·   映射效率 %7 %</translation>
    </message>
    <message>
        <source>Systolic array animation</source>
        <translation>脉动阵列动画</translation>
    </message>
    <message>
        <source>One processing element per cell: its state (active, filling, draining, loading, idle) is shown by colour and pattern, with the operands and partial sums in it.</source>
        <translation>每个单元格一个处理单元：其状态（活跃、填充中、排空中、加载中、空闲）通过颜色和图案表示，并显示其中的操作数和部分和。</translation>
    </message>
    <message>
        <source>Animation state</source>
        <translation>动画状态</translation>
    </message>
    <message>
        <source>Shown: SCALE-Sim&apos;s schedule, each fold shifting its weight tile in before it streams. An array that double-buffers the tile (a TPU MXU, as the engine times it) shifts the next one in meanwhile: %1 cycles instead of %2.</source>
        <translation>显示的是 SCALE-Sim 的调度：每个折叠先移入其权重块再开始流式计算。对该块双缓冲的阵列（如 TPU MXU，引擎即按此计时）会同时移入下一块：%1 个周期，而不是 %2 个。</translation>
    </message>
    <message>
        <source>Shown: SCALE-Sim&apos;s schedule, each fold shifting its input tile in before it streams. An array that double-buffers the tile shifts the next one in meanwhile: %1 cycles instead of %2.</source>
        <translation>显示的是 SCALE-Sim 的调度：每个折叠先移入其输入块再开始流式计算。对该块双缓冲的阵列会同时移入下一块：%1 个周期，而不是 %2 个。</translation>
    </message>
    <message>
        <source>Zoom out to the whole chip (Z)</source>
        <translation>缩小到整颗芯片 (Z)</translation>
    </message>
    <message>
        <source>Zoom in to one matrix unit (Z)</source>
        <translation>放大到一个矩阵单元 (Z)</translation>
    </message>
    <message>
        <source>One matrix unit, PE by PE: unit 0&apos;s fold %1 of %2 (rows %3–%4 of K, columns %5–%6), its cycle %7.</source>
        <translation>一个矩阵单元，逐个 PE：单元 0 的第 %1 / %2 个折叠（K 的第 %3–%4 行，第 %5–%6 列），其周期 %7。</translation>
    </message>
    <message>
        <source>The first %1 of its %2 streamed rows are drawn, at the same share of the fold.</source>
        <translation>绘制其 %2 个流式行中的前 %1 行，处于折叠的相同进度。</translation>
    </message>
    <message>
        <source>%1 on %2   ·   cycle %3 of %4   ·   folds done %5 of %6   ·   utilization %7 %   ·   mapping efficiency %8 %</source>
        <translation>%1 在 %2 上   ·   周期 %3 / %4   ·   已完成折叠 %5 / %6   ·   利用率 %7 %   ·   映射效率 %8 %</translation>
    </message>
</context>
<context>
    <name>ts::TourEditor</name>
    <message>
        <source>Move &amp;Up</source>
        <translation>上移(&amp;U)</translation>
    </message>
    <message>
        <source>Move the scene up (Alt+Up)</source>
        <translation>将场景上移（Alt+上）</translation>
    </message>
    <message>
        <source>Move D&amp;own</source>
        <translation>下移(&amp;O)</translation>
    </message>
    <message>
        <source>Move the scene down (Alt+Down); scenes can also be dragged</source>
        <translation>将场景下移（Alt+下）；也可以拖动场景</translation>
    </message>
    <message>
        <source>Du&amp;plicate</source>
        <translation>复制(&amp;P)</translation>
    </message>
    <message>
        <source>Insert a copy of the scene after it (Ctrl+D)</source>
        <translation>在场景之后插入它的副本（Ctrl+D）</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>删除(&amp;D)</translation>
    </message>
    <message>
        <source>Delete the scene (Delete in the scene list)</source>
        <translation>删除场景（在场景列表中按 Delete）</translation>
    </message>
    <message>
        <source>&amp;Record New</source>
        <translation>录制新场景(&amp;R)</translation>
    </message>
    <message>
        <source>Add the window&apos;s current workload, devices, view and animation as a new scene after this one</source>
        <translation>将窗口当前的工作负载、设备、视图和动画添加为此场景之后的新场景</translation>
    </message>
    <message>
        <source>Re-record from &amp;Window</source>
        <translation>从窗口重新录制(&amp;W)</translation>
    </message>
    <message>
        <source>Replace the scene&apos;s workload, devices, view and animation with the window&apos;s, keeping its texts and question</source>
        <translation>用窗口的工作负载、设备、视图和动画替换场景的这些内容，保留其文本和问题</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>另存为(&amp;A)...</translation>
    </message>
    <message>
        <source>&amp;Language of the texts:</source>
        <translation>文本语言(&amp;L)：</translation>
    </message>
    <message>
        <source>&amp;Tour title:</source>
        <translation>导览标题(&amp;T)：</translation>
    </message>
    <message>
        <source>Scene t&amp;itle:</source>
        <translation>场景标题(&amp;I)：</translation>
    </message>
    <message>
        <source>&amp;Caption (Markdown):</source>
        <translation>说明（Markdown）(&amp;C)：</translation>
    </message>
    <message>
        <source>Preview:</source>
        <translation>预览：</translation>
    </message>
    <message>
        <source>Speaker &amp;notes (presenter console only):</source>
        <translation>演讲者备注（仅限演讲者控制台）(&amp;N)：</translation>
    </message>
    <message>
        <source>&amp;Question for the room</source>
        <translation>向听众提问(&amp;Q)</translation>
    </message>
    <message>
        <source>Question:</source>
        <translation>问题：</translation>
    </message>
    <message>
        <source>Add Choice</source>
        <translation>添加选项</translation>
    </message>
    <message>
        <source>Remove this choice</source>
        <translation>移除此选项</translation>
    </message>
    <message>
        <source>Decided by (computed when the scene opens):</source>
        <translation>判定依据（打开场景时计算）：</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>单步时间</translation>
    </message>
    <message>
        <source>Tokens per second</source>
        <translation>每秒词元数</translation>
    </message>
    <message>
        <source>Cost of the run</source>
        <translation>运行成本</translation>
    </message>
    <message>
        <source>Energy per step</source>
        <translation>每步能耗</translation>
    </message>
    <message>
        <source>Model FLOPs utilization</source>
        <translation>模型 FLOPs 利用率</translation>
    </message>
    <message>
        <source>Time to first token</source>
        <translation>首 token 时间</translation>
    </message>
    <message>
        <source>Time per output token</source>
        <translation>每个输出 token 的时间</translation>
    </message>
    <message>
        <source>Smallest wins</source>
        <translation>最小者胜</translation>
    </message>
    <message>
        <source>Largest wins</source>
        <translation>最大者胜</translation>
    </message>
    <message>
        <source>There is no scene to change: open or record a tour first.</source>
        <translation>没有可更改的场景：请先打开或录制一个导览。</translation>
    </message>
    <message>
        <source>That text is longer than a tour file holds.</source>
        <translation>该文本超出了导览文件可容纳的长度。</translation>
    </message>
    <message>
        <source>A tour holds at most %1 scenes.</source>
        <translation>一个导览最多包含 %1 个场景。</translation>
    </message>
    <message>
        <source>A tour keeps at least one scene: record another before deleting this one.</source>
        <translation>导览至少要保留一个场景：请先录制另一个，再删除此场景。</translation>
    </message>
    <message>
        <source>A question has %1 to %2 choices.</source>
        <translation>一个问题有 %1 到 %2 个选项。</translation>
    </message>
    <message>
        <source>Each choice must be a different device of the scene; the window&apos;s devices must include every device the scene&apos;s question names.</source>
        <translation>每个选项必须是场景中不同的设备；窗口的设备必须包含场景问题中提到的每个设备。</translation>
    </message>
    <message>
        <source>A question needs a scene with at least two devices to choose from.</source>
        <translation>问题需要一个至少有两个设备可供选择的场景。</translation>
    </message>
    <message>
        <source>Move Scene</source>
        <translation>移动场景</translation>
    </message>
    <message>
        <source>Delete Scene</source>
        <translation>删除场景</translation>
    </message>
    <message>
        <source>Duplicate Scene</source>
        <translation>复制场景</translation>
    </message>
    <message>
        <source>Re-record Scene</source>
        <translation>重新录制场景</translation>
    </message>
    <message>
        <source>Edit Text</source>
        <translation>编辑文本</translation>
    </message>
    <message>
        <source>A tour file holds at most %1 characters here; the rest was cut.</source>
        <translation>导览文件此处最多容纳 %1 个字符；其余部分已被截去。</translation>
    </message>
    <message>
        <source>Edit Question</source>
        <translation>编辑问题</translation>
    </message>
    <message>
        <source>Remove Question</source>
        <translation>移除问题</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <extracomment>scene number and its title in the tour editor&apos;s list</extracomment>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>complete</source>
        <translation>完整</translation>
    </message>
    <message>
        <source>partly written</source>
        <translation>部分编写</translation>
    </message>
    <message>
        <source>not written</source>
        <translation>未编写</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>a language in the tour editor&apos;s chooser and how much of the tour is written in it (&quot;complete&quot;, &quot;partly written&quot;, &quot;not written&quot;)</extracomment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>This scene in %1: %2.</source>
        <extracomment>%1 a language, %2 &quot;complete&quot;, &quot;partly written&quot; or &quot;not written&quot;</extracomment>
        <translation>此场景（%1）：%2。</translation>
    </message>
</context>
<context>
    <name>ts::TourEditorController</name>
    <message>
        <source>Record Scene</source>
        <translation>录制场景</translation>
    </message>
    <message>
        <source>New scene</source>
        <translation>新场景</translation>
    </message>
    <message>
        <source>%1 (modified)</source>
        <translation>%1（已修改）</translation>
    </message>
    <message>
        <source>Tour Editor</source>
        <extracomment>%1 is the tour&apos;s title, from its file</extracomment>
        <translation>导览编辑器</translation>
    </message>
    <message>
        <source>The tour &apos;%1&apos; has changes that are not saved. Save them?</source>
        <translation>导览“%1”有未保存的更改。要保存吗？</translation>
    </message>
    <message>
        <source>Save Tour</source>
        <translation>保存导览</translation>
    </message>
    <message>
        <source>Tensorscope tours (*.json)</source>
        <translation>Tensorscope 导览 (*.json)</translation>
    </message>
    <message>
        <source>The tour cannot be saved as it is:
%1</source>
        <translation>导览无法按当前状态保存：
%1</translation>
    </message>
    <message>
        <source>Saved the tour %1</source>
        <translation>已保存导览 %1</translation>
    </message>
</context>
<context>
    <name>ts::TourHandout</name>
    <message>
        <source>Tensorscope tour handout</source>
        <translation>Tensorscope 导览讲义</translation>
    </message>
    <message>
        <source>Language: %1</source>
        <extracomment>the title page of a tour handout; %1 the language&apos;s own name, e.g. &quot;Deutsch&quot;</extracomment>
        <translation>语言：%1</translation>
    </message>
    <message>
        <source>Scenes: %1, one a page from page 2</source>
        <extracomment>the title page of a tour handout</extracomment>
        <translation>场景：%1，从第 2 页起每页一个</translation>
    </message>
    <message>
        <source>Questions: %1, answered from page %2</source>
        <extracomment>the title page of a tour handout; %2 the page number</extracomment>
        <translation>问题：%1，答案从第 %2 页开始</translation>
    </message>
    <message>
        <source>… and %1 more</source>
        <extracomment>the title page&apos;s list of scenes, cut short; %1 how many are not listed</extracomment>
        <translation>… 以及另外 %1 项</translation>
    </message>
    <message>
        <source>%1 (question)</source>
        <extracomment>a question scene in the title page&apos;s list; %1 its title</extracomment>
        <translation>%1（问题）</translation>
    </message>
    <message>
        <source>Scene %1 of %2</source>
        <extracomment>the head of a scene&apos;s page in a tour handout</extracomment>
        <translation>场景 %1 / %2</translation>
    </message>
    <message>
        <source>Question</source>
        <extracomment>the heading of a question on a scene&apos;s page in a tour handout</extracomment>
        <translation>问题</translation>
    </message>
    <message>
        <source>Vote first: the answers are on page %1 and after.</source>
        <extracomment>under a question on a scene&apos;s page in a tour handout; %1 a page number</extracomment>
        <translation>请先投票：答案在第 %1 页及之后。</translation>
    </message>
    <message>
        <source>Answers (continued)</source>
        <extracomment>the heading of the second and later answer pages of a tour handout</extracomment>
        <translation>答案（续）</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>答案</translation>
    </message>
    <message>
        <source>Scene %1: %2</source>
        <extracomment>an answer&apos;s heading on a tour handout&apos;s answer page; %1 the scene number, %2 its title</extracomment>
        <translation>场景 %1：%2</translation>
    </message>
</context>
<context>
    <name>ts::TourPanel</name>
    <message>
        <source>Scene caption</source>
        <translation>场景说明</translation>
    </message>
    <message>
        <source>&amp;Previous scene</source>
        <translation>上一个场景(&amp;P)</translation>
    </message>
    <message>
        <source>Previous scene (Page Up in presentation mode)</source>
        <translation>上一个场景（演示模式下按 Page Up）</translation>
    </message>
    <message>
        <source>&amp;Next scene</source>
        <translation>下一个场景(&amp;N)</translation>
    </message>
    <message>
        <source>Next scene (Page Down in presentation mode)</source>
        <translation>下一个场景（演示模式下按 Page Down）</translation>
    </message>
    <message>
        <source>&amp;Record scene...</source>
        <translation>录制场景(&amp;R)...</translation>
    </message>
    <message>
        <source>Add the current workload, devices, view and animation as a new scene after this one</source>
        <translation>将当前的工作负载、设备、视图和动画作为新场景添加到此场景之后</translation>
    </message>
    <message>
        <source>&amp;Save tour...</source>
        <translation>保存导览(&amp;S)...</translation>
    </message>
    <message>
        <source>No tour open</source>
        <translation>未打开导览</translation>
    </message>
    <message>
        <source>Open a tour with *File › Open Tour*, or record scenes of your own with **Record scene**.</source>
        <translation>使用 *文件 › 打开导览* 打开导览，或使用 **录制场景** 录制您自己的场景。</translation>
    </message>
    <message>
        <source>%1 — scene %2 of %3: %4</source>
        <extracomment>tour title, scene number, scene count, scene title</extracomment>
        <translation>%1 — 第 %2 / %3 个场景：%4</translation>
    </message>
</context>
<context>
    <name>ts::TourPlayer</name>
    <message>
        <source>Cannot open tour &apos;%1&apos;:
%2</source>
        <translation>无法打开导览“%1”：
%2</translation>
    </message>
    <message>
        <source>Untitled tour</source>
        <translation>未命名导览</translation>
    </message>
    <message>
        <source>Cannot save tour &apos;%1&apos;: %2</source>
        <translation>无法保存导览“%1”：%2</translation>
    </message>
    <message>
        <source>Open Tour</source>
        <translation>打开导览</translation>
    </message>
    <message>
        <source>Tensorscope tours (*.json)</source>
        <translation>Tensorscope 导览 (*.json)</translation>
    </message>
    <message>
        <source>Record Scene</source>
        <translation>录制场景</translation>
    </message>
    <message>
        <source>Scene title:</source>
        <translation>场景标题：</translation>
    </message>
    <message>
        <source>Caption (Markdown):</source>
        <translation>说明（Markdown）：</translation>
    </message>
    <message>
        <source>Save Tour</source>
        <translation>保存导览</translation>
    </message>
    <message>
        <source>The tour has no scenes yet: record one first.</source>
        <translation>导览还没有场景：请先录制一个。</translation>
    </message>
</context>
<context>
    <name>ts::TransportBar</name>
    <message>
        <source>Play or pause (Space)</source>
        <translation>播放或暂停（空格）</translation>
    </message>
    <message>
        <source>Play or pause</source>
        <translation>播放或暂停</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>时间线</translation>
    </message>
    <message>
        <source>Scrub through the cycles</source>
        <translation>拖动浏览各周期</translation>
    </message>
    <message>
        <source>One cycle back (Left)</source>
        <translation>后退一个周期（左方向键）</translation>
    </message>
    <message>
        <source>One cycle forward (Right)</source>
        <translation>前进一个周期（右方向键）</translation>
    </message>
    <message>
        <source>One cycle back</source>
        <translation>后退一个周期</translation>
    </message>
    <message>
        <source>One cycle forward</source>
        <translation>前进一个周期</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>速度</translation>
    </message>
    <message>
        <source>%1 cycles/s</source>
        <translation>%1 周期/秒</translation>
    </message>
</context>
<context>
    <name>ts::VerdictText</name>
    <message>
        <source>$%1</source>
        <translation>%1 美元</translation>
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
        <translation>&lt;b&gt;%1&lt;/b&gt; 最先完成，速度是 %3 的 %2（每步 %4 对 %5）：</translation>
    </message>
    <message>
        <source>%1 vs %2 TFLOP/s a chip</source>
        <translation>每芯片 %1 对 %2 TFLOP/s</translation>
    </message>
    <message>
        <source>, on %1 vs %2 chips</source>
        <translation>，芯片数 %1 对 %2</translation>
    </message>
    <message>
        <source>%1 vs %2 MFU</source>
        <translation>MFU %1 对 %2</translation>
    </message>
    <message>
        <source>%1 the peak (%2) and more of it used (%3).</source>
        <translation>峰值为其 %1（%2），且利用得更充分（%3）。</translation>
    </message>
    <message>
        <source>%1 the peak (%2), though less of it used (%3).</source>
        <translation>峰值为其 %1（%2），但利用得不如对方充分（%3）。</translation>
    </message>
    <message>
        <source>a %1 lower peak (%2), but more of it used (%3).</source>
        <translation>峰值低 %1（%2），但利用得更充分（%3）。</translation>
    </message>
    <message>
        <source>Waiting on communication: %1 vs %2 of the step.</source>
        <translation>等待通信：分别占每步的 %1 和 %2。</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; costs least, %2 less per token than %3 (%4 vs %5 per million tokens):</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; 成本最低，每词元比 %3 便宜 %2（每百万词元 %4 对 %5）：</translation>
    </message>
    <message>
        <source>%1 vs %2 per chip-hour, %3</source>
        <translation>每芯片·小时 %1 对 %2，%3</translation>
    </message>
    <message>
        <source>cheaper by the hour (%1) and faster.</source>
        <translation>按小时计更便宜（%1），而且更快。</translation>
    </message>
    <message>
        <source>a %1 lower price by the hour (%2) outweighs a %3 slower step.</source>
        <translation>按小时计价格低 %1（%2），抵消了单步慢 %3 的劣势。</translation>
    </message>
    <message>
        <source>a %1 faster step outweighs a %2 higher price by the hour (%3).</source>
        <translation>单步快 %1，抵消了按小时计价格高 %2 的劣势（%3）。</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; uses the least energy, %2 less than %3 (%4 vs %5 kWh for the run):</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; 能耗最低，比 %3 少 %2（本次运行 %4 对 %5 kWh）：</translation>
    </message>
    <message>
        <source>%1 on average, and a shorter run.</source>
        <translation>平均 %1，且运行时间更短。</translation>
    </message>
    <message>
        <source>less power (%1) outweighs a %2 slower step.</source>
        <translation>功率更低（%1），抵消了单步慢 %2 的劣势。</translation>
    </message>
    <message>
        <source>Power of %1 estimated, not published.</source>
        <translation>%1 的功率为估算值，并非公开数据。</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>放不下</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>无价格</translation>
    </message>
    <message>
        <source>no power figure</source>
        <translation>无功率数据</translation>
    </message>
    <message>
        <source>cannot be estimated</source>
        <translation>无法估算</translation>
    </message>
    <message>
        <source>Tick two devices or more for a verdict.</source>
        <translation>勾选两个或更多设备以得出结论。</translation>
    </message>
    <message>
        <source>Time</source>
        <extracomment>the verdict of one aspect when fewer than two devices have its figure</extracomment>
        <translation>时间</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>成本</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>能耗</translation>
    </message>
    <message>
        <source>%1: fewer than two devices can be compared.</source>
        <translation>%1：可比较的设备少于两个。</translation>
    </message>
    <message>
        <source>&lt;i&gt;Within the engine&apos;s uncertainty: the order may not hold.&lt;/i&gt;</source>
        <translation>&lt;i&gt;处于引擎的不确定度范围内：该排序未必成立。&lt;/i&gt;</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Left out: %1.</source>
        <translation>未纳入：%1。</translation>
    </message>
    <message>
        <source>%1 owned %2 (%3 a chip-hour), rented %4</source>
        <extracomment>rent or buy, one device: &quot;H100: owned $4.4 M ($1.34 a chip-hour), rented $35 M&quot;</extracomment>
        <translation>%1：自有 %2（每芯片·小时 %3），租用 %4</translation>
    </message>
    <message>
        <source>%1 owned %2 (%3 a chip-hour; no rental price)</source>
        <translation>%1：自有 %2（每芯片·小时 %3；无租用价格）</translation>
    </message>
    <message>
        <source>%1 rented only, %2</source>
        <translation>%1：仅可租用，%2</translation>
    </message>
    <message>
        <source>&lt;b&gt;Rent or buy&lt;/b&gt; (owned: the purchase over %1 years at %2 use, electricity included): %3.</source>
        <translation>&lt;b&gt;租用还是购买&lt;/b&gt;（自有：购买价格按 %1 年摊销，利用率 %2，含电费）：%3。</translation>
    </message>
    <message>
        <source>%1 vs %2 W a chip</source>
        <translation>每芯片 %1 对 %2 W</translation>
    </message>
    <message>
        <source>%1, cheapest quotes</source>
        <extracomment>the price basis in the verdict: &quot;on-demand, cheapest quotes&quot;</extracomment>
        <translation>%1，最便宜的报价</translation>
    </message>
    <message>
        <source>%1, %2 only</source>
        <translation>%1，仅限 %2</translation>
    </message>
    <message>
        <source>at the cheapest public quotes</source>
        <extracomment>a price basis in the verdict: the cheapest public quote of each device</extracomment>
        <translation>按最便宜的公开报价</translation>
    </message>
    <message>
        <source>at %1 prices</source>
        <translation>按 %1 价格</translation>
    </message>
    <message>
        <source>%1 %2 would cost least (%3 vs %4)</source>
        <extracomment>the cost order flips: &quot;at spot prices TPU v5e would cost least ($0.02 vs $0.03)&quot;</extracomment>
        <translation>%1，%2 成本最低（%3 对 %4）</translation>
    </message>
    <message>
        <source>The order flips: %1.</source>
        <translation>排序会反转：%1。</translation>
    </message>
    <message>
        <source>%1 devices (%2), among them %3</source>
        <extracomment>devices left out of the verdict: &quot;17 devices (does not fit), among them V100, T4, A100&quot;</extracomment>
        <translation>%1 个设备（%2），其中包括 %3</translation>
    </message>
    <message>
        <source>every device</source>
        <translation>所有设备</translation>
    </message>
    <message>
        <source>%1: %2, as measured on %3</source>
        <extracomment>one device&apos;s accuracy band in the verdict: &quot;TPU v5p: −5% … +28%, as measured on Google TPUs&quot;, %3 being the devices whose measurements the band comes from</extracomment>
        <translation>%1：%2，依据 %3 上的测量</translation>
    </message>
    <message>
        <source>&lt;i&gt;Within the engine&apos;s uncertainty (%1; %2): the order may not hold.&lt;/i&gt;</source>
        <extracomment>%1 and %2: each device&apos;s step-time band, e.g. &quot;H100 SXM: ±11%, as measured on NVIDIA GPUs&quot;</extracomment>
        <translation>&lt;i&gt;处于引擎的不确定度范围内（%1；%2）：该排序未必成立。&lt;/i&gt;</translation>
    </message>
</context>
<context>
    <name>ts::ViewFeeder</name>
    <message>
        <source>Systolic view: %1 (M×N×K %2×%3×%4) at full size on %5&apos;s %6 matrix units of %7×%8; the wheel or Z zooms to one unit&apos;s PEs.</source>
        <translation>脉动视图：%1（M×N×K %2×%3×%4）以原始大小运行在 %5 的 %6 个 %7×%8 矩阵单元上；滚轮或 Z 键放大到一个单元的 PE。</translation>
    </message>
    <message>
        <source>SIMT view: shown scaled down 1:%1 as M×N×K %2×%3×%4.</source>
        <translation>SIMT 视图：按 1:%1 缩小显示为 M×N×K %2×%3×%4。</translation>
    </message>
    <message>
        <source>SIMT view: at full size.</source>
        <translation>SIMT 视图：按原尺寸显示。</translation>
    </message>
    <message>
        <source>SIMT view: at full size on %1&apos;s %2 SMs, %3 CTAs in %4 waves; the wheel or Z zooms to the warps of the GEMM scaled down 1:%5.</source>
        <translation>SIMT 视图：以原始大小运行在 %1 的 %2 个 SM 上，%3 个 CTA 分 %4 波；滚轮或 Z 键放大到按 1:%5 缩小的 GEMM 的线程束。</translation>
    </message>
    <message>
        <source>%1 has no GPU SM geometry; the SIMT view shows %2.</source>
        <extracomment>%1 is the device chosen (e.g. a TPU), %2 the GPU the SIMT view keeps showing</extracomment>
        <translation>%1 没有 GPU SM 结构；SIMT 视图显示 %2。</translation>
    </message>
</context>
<context>
    <name>ts::WhatIfDialog</name>
    <message>
        <source>What-if copy of %1</source>
        <translation>%1 的假设副本</translation>
    </message>
    <message>
        <source>%1 (what-if)</source>
        <extracomment>%1 is the name of the device the copy is made from</extracomment>
        <translation>%1（假设）</translation>
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
        <translation> 美元/小时</translation>
    </message>
    <message>
        <source>The copy is saved as a user catalog file naming %1 as its base: every figure you leave alone keeps its source.</source>
        <translation>副本保存为以 %1 为基础的用户目录文件：您未修改的每个参数都保留其来源。</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Compute (all peaks)</source>
        <translation>算力（所有峰值）</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <source>Bandwidth</source>
        <translation>带宽</translation>
    </message>
    <message>
        <source>TDP</source>
        <translation>TDP</translation>
    </message>
    <message>
        <source>On-demand price</source>
        <translation>按需价格</translation>
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
        <translation>训练步</translation>
    </message>
    <message>
        <source>Inference: prefill</source>
        <translation>推理：预填充</translation>
    </message>
    <message>
        <source>Inference: one decode step</source>
        <translation>推理：一个解码步</translation>
    </message>
    <message>
        <source>&amp;Batch</source>
        <translation>批大小(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Sequence</source>
        <translation>序列(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Layers</source>
        <translation>层数(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Width</source>
        <translation>宽度(&amp;W)</translation>
    </message>
    <message>
        <source>Model width (d_model); the MLP width keeps its ratio to it</source>
        <translation>模型宽度（d_model）；MLP 宽度与其保持比例</translation>
    </message>
    <message>
        <source>&amp;Recompute</source>
        <translation>重计算(&amp;R)</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>单步</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>Change step</source>
        <translation>更改单步</translation>
    </message>
    <message>
        <source>Change precision</source>
        <translation>更改精度</translation>
    </message>
    <message>
        <source>Change batch</source>
        <translation>更改批大小</translation>
    </message>
    <message>
        <source>Change sequence length</source>
        <translation>更改序列长度</translation>
    </message>
    <message>
        <source>Change layers</source>
        <translation>更改层数</translation>
    </message>
    <message>
        <source>Change width</source>
        <translation>更改宽度</translation>
    </message>
    <message>
        <source>Toggle recomputation</source>
        <translation>切换重计算</translation>
    </message>
    <message>
        <source>Choose preset %1</source>
        <translation>选择预设 %1</translation>
    </message>
    <message>
        <source>None</source>
        <extracomment>Recomputation policies; the names in quotes are MaxText&apos;s and Megatron-LM&apos;s own.</extracomment>
        <translation>无</translation>
    </message>
    <message>
        <source>Full</source>
        <translation>完全</translation>
    </message>
    <message>
        <source>Change micro-batch</source>
        <translation>更改微批</translation>
    </message>
    <message>
        <source>&amp;Micro-batch</source>
        <translation>微批(&amp;M)</translation>
    </message>
    <message>
        <source>Sequences per forward and backward pass; the batch is accumulated over batch ÷ micro-batch passes</source>
        <translation>每次前向和反向传播处理的序列数；整批在（批大小 ÷ 微批）次传播中累积</translation>
    </message>
    <message>
        <source>Change optimizer</source>
        <translation>更改优化器</translation>
    </message>
    <message>
        <source>Change gradient precision</source>
        <translation>更改梯度精度</translation>
    </message>
    <message>
        <source>Change LoRA rank</source>
        <translation>更改 LoRA 秩</translation>
    </message>
    <message>
        <source>Change LoRA targets</source>
        <translation>更改 LoRA 目标层</translation>
    </message>
    <message>
        <source>Change frozen weights</source>
        <translation>更改冻结权重</translation>
    </message>
    <message>
        <source>Change weight storage</source>
        <translation>更改权重存储</translation>
    </message>
    <message>
        <source>Change KV cache</source>
        <translation>更改 KV 缓存</translation>
    </message>
    <message>
        <source>Change generated tokens</source>
        <translation>更改生成词元数</translation>
    </message>
    <message>
        <source>Change TTFT target</source>
        <translation>更改 TTFT 目标</translation>
    </message>
    <message>
        <source>Change TPOT target</source>
        <translation>更改 TPOT 目标</translation>
    </message>
    <message>
        <source>&amp;Optimizer</source>
        <translation>优化器(&amp;O)</translation>
    </message>
    <message>
        <source>Adam (16 bytes a parameter)</source>
        <translation>Adam（每参数 16 字节）</translation>
    </message>
    <message>
        <source>SGD with momentum (12 bytes)</source>
        <translation>带动量的 SGD（12 字节）</translation>
    </message>
    <message>
        <source>Adafactor (8 bytes)</source>
        <translation>Adafactor（8 字节）</translation>
    </message>
    <message>
        <source>The optimizer&apos;s state a trained parameter keeps, with bf16 weights and fp32 state (ZeRO paper&apos;s count for Adam)</source>
        <translation>每个训练参数保存的优化器状态，按 bf16 权重和 fp32 状态计（ZeRO 论文中 Adam 的计数）</translation>
    </message>
    <message>
        <source>&amp;Gradients</source>
        <translation>梯度(&amp;G)</translation>
    </message>
    <message>
        <source>as the weights</source>
        <translation>与权重相同</translation>
    </message>
    <message>
        <source>The gradients&apos; storage: the weights&apos; width, or fp32 as Megatron-LM keeps them (18 bytes a parameter with Adam)</source>
        <translation>梯度的存储：与权重同宽，或像 Megatron-LM 那样用 fp32（配合 Adam 每参数 18 字节）</translation>
    </message>
    <message>
        <source>off (all weights trained)</source>
        <extracomment>LoRA rank 0: every weight is trained</extracomment>
        <translation>关闭（训练全部权重）</translation>
    </message>
    <message>
        <source>Fine-tune with LoRA adapters of this rank on frozen weights: no gradients or optimizer state for the frozen weights</source>
        <translation>在冻结权重上用此秩的 LoRA 适配器微调：冻结权重没有梯度和优化器状态</translation>
    </message>
    <message>
        <source>every linear layer</source>
        <translation>所有线性层</translation>
    </message>
    <message>
        <source>attention</source>
        <translation>注意力</translation>
    </message>
    <message>
        <source>MLP</source>
        <translation>MLP</translation>
    </message>
    <message>
        <source>The frozen weights&apos; storage; int4 is QLoRA, dequantized before each GEMM</source>
        <translation>冻结权重的存储格式；int4 即 QLoRA，在每次 GEMM 前反量化</translation>
    </message>
    <message>
        <source>as the precision</source>
        <translation>与精度相同</translation>
    </message>
    <message>
        <source>Weight-only quantization: weights stored narrower and dequantized in each GEMM, which runs at the precision above</source>
        <translation>仅权重量化：权重以更窄格式存储，在每次 GEMM 中反量化，GEMM 按上方的精度运行</translation>
    </message>
    <message>
        <source>&amp;KV cache</source>
        <translation>KV 缓存(&amp;K)</translation>
    </message>
    <message>
        <source>The KV cache&apos;s storage: narrower caches hold more requests and read faster</source>
        <translation>KV 缓存的存储格式：更窄的缓存容纳更多请求，读取更快</translation>
    </message>
    <message>
        <source>&amp;Generated tokens</source>
        <translation>生成词元数(&amp;G)</translation>
    </message>
    <message>
        <source>Tokens each request generates after its prompt</source>
        <translation>每个请求在提示之后生成的词元数</translation>
    </message>
    <message>
        <source>none</source>
        <extracomment>no latency target
----------
no draft model: no speculative decoding</extracomment>
        <translation>无</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Time to first token at most this: the comparison&apos;s serving columns show the largest batch that meets the targets</source>
        <translation>首词元时间不超过此值：比较表的服务列显示满足目标的最大批大小</translation>
    </message>
    <message>
        <source>Time per output token at most this</source>
        <translation>每输出词元时间不超过此值</translation>
    </message>
    <message>
        <source>LoRA ra&amp;nk</source>
        <translation>LoRA 秩(&amp;N)</translation>
    </message>
    <message>
        <source>LoR&amp;A on</source>
        <translation>LoRA 作用于(&amp;A)</translation>
    </message>
    <message>
        <source>Fro&amp;zen weights</source>
        <translation>冻结权重(&amp;Z)</translation>
    </message>
    <message>
        <source>Weights &amp;quantized</source>
        <translation>权重量化(&amp;Q)</translation>
    </message>
    <message>
        <source>TTFT t&amp;arget</source>
        <translation>TTFT 目标(&amp;A)</translation>
    </message>
    <message>
        <source>TP&amp;OT target</source>
        <translation>TPOT 目标(&amp;O)</translation>
    </message>
    <message>
        <source>Change batching</source>
        <translation>更改批处理方式</translation>
    </message>
    <message>
        <source>Change prefill chunk</source>
        <translation>更改预填充分块</translation>
    </message>
    <message>
        <source>Change draft model</source>
        <translation>更改草稿模型</translation>
    </message>
    <message>
        <source>Change proposed tokens</source>
        <translation>更改提议词元数</translation>
    </message>
    <message>
        <source>Change acceptance rate</source>
        <translation>更改接受率</translation>
    </message>
    <message>
        <source>Batch&amp;ing</source>
        <translation>批处理(&amp;I)</translation>
    </message>
    <message>
        <source>static</source>
        <translation>静态</translation>
    </message>
    <message>
        <source>continuous</source>
        <translation>连续</translation>
    </message>
    <message>
        <source>continuous, chunked prefill</source>
        <translation>连续，分块预填充</translation>
    </message>
    <message>
        <source>Static: a batch is prefilled, then decoded, together. Continuous: requests join and leave every step. Chunked: each step carries the decodes and as much prompt as the chunk leaves</source>
        <translation>静态：一批请求一起预填充，然后一起解码。连续：每一步都有请求加入和离开。分块：每步包含解码，以及分块剩余空间所能容纳的提示词元</translation>
    </message>
    <message>
        <source>Ch&amp;unk tokens</source>
        <translation>分块词元(&amp;U)</translation>
    </message>
    <message>
        <source>The tokens a step carries at most: decodes and prompt chunks</source>
        <translation>每步最多处理的词元数：解码词元和提示分块</translation>
    </message>
    <message>
        <source>&amp;Draft model</source>
        <translation>草稿模型(&amp;D)</translation>
    </message>
    <message>
        <source>Proposed toke&amp;ns</source>
        <translation>提议词元(&amp;N)</translation>
    </message>
    <message>
        <source>A&amp;cceptance</source>
        <translation>接受率(&amp;C)</translation>
    </message>
    <message>
        <source>The probability that the model accepts a proposed token</source>
        <translation>模型接受一个提议词元的概率</translation>
    </message>
    <message>
        <source>All but weight GEMMs (&quot;minimal&quot;)</source>
        <translation>除权重 GEMM 外全部（“minimal”）</translation>
    </message>
    <message>
        <source>Keep attention&apos;s GEMM outputs (&quot;save_dot_except_mlp&quot;)</source>
        <translation>保留注意力的 GEMM 输出（“save_dot_except_mlp”）</translation>
    </message>
    <message>
        <source>Keep Q, K, V (&quot;save_qkv_proj&quot;)</source>
        <translation>保留 Q、K、V（“save_qkv_proj”）</translation>
    </message>
    <message>
        <source>Q, K, V to host memory (&quot;qkv_proj_offloaded&quot;)</source>
        <translation>Q、K、V 放在主机内存（“qkv_proj_offloaded”）</translation>
    </message>
    <message>
        <source>GEMM outputs to host memory (&quot;minimal_offloaded&quot;)</source>
        <translation>GEMM 输出放在主机内存（“minimal_offloaded”）</translation>
    </message>
    <message>
        <source>Core attention only (Megatron &quot;selective&quot;)</source>
        <translation>仅核心注意力（Megatron “selective”）</translation>
    </message>
    <message>
        <source>Custom (from the workload file)</source>
        <translation>自定义（来自工作负载文件）</translation>
    </message>
    <message>
        <source>Activation recomputation (training). None: keep every activation the backward pass reads. All but weight GEMMs: keep the outputs of the linear layers, redo norms, activations and attention during backward (MaxText&apos;s &quot;minimal&quot;). Full: keep only each block&apos;s input, redo its whole forward pass. The others keep fewer GEMM outputs, or keep them in host memory and bring them back over the host link; docs/workload.md lists what each keeps.</source>
        <translation>激活重计算（训练）。无：保留反向传播读取的每个激活。除权重 GEMM 外全部：保留线性层的输出，在反向传播中重新计算归一化、激活和注意力（MaxText 的 “minimal”）。完全：只保留每个块的输入，重做整个前向传播。其余策略保留更少的 GEMM 输出，或将其放在主机内存并通过主机链路取回；docs/workload.md 列出了每种策略保留的内容。</translation>
    </message>
    <message>
        <source>Change software stack</source>
        <translation>更改软件栈</translation>
    </message>
    <message>
        <source>Sof&amp;tware</source>
        <translation>软件(&amp;T)</translation>
    </message>
    <message>
        <source>Fused (Megatron/TE, MaxText)</source>
        <translation>融合（Megatron/TE、MaxText）</translation>
    </message>
    <message>
        <source>Eager PyTorch (FSDP, HF Trainer)</source>
        <translation>Eager PyTorch（FSDP、HF Trainer）</translation>
    </message>
    <message>
        <source>What runs the step. Fused: one kernel a norm, a rotary embedding and an activation, the library&apos;s fused attention (Megatron-LM with Transformer Engine, MaxText). Eager PyTorch: Hugging Face&apos;s layers as written, each norm, rotary embedding and activation several kernels that read and write the whole activation, the logits in fp32, FlashAttention-2 (PyTorch FSDP, LLM Foundry, torchtune, Trainer).</source>
        <translation>执行该步的软件。融合：每个归一化、旋转嵌入和激活一个内核，使用库的融合注意力（Megatron-LM 配合 Transformer Engine、MaxText）。Eager PyTorch：按 Hugging Face 原样编写的层，每个归一化、旋转嵌入和激活由多个读写整个激活的内核组成，logits 为 fp32，使用 FlashAttention-2（PyTorch FSDP、LLM Foundry、torchtune、Trainer）。</translation>
    </message>
    <message>
        <source>n-gram prompt lookup</source>
        <translation>提示词 n-gram 查找</translation>
    </message>
    <message>
        <source>the model&apos;s MTP module</source>
        <translation>模型的 MTP 模块</translation>
    </message>
    <message>
        <source>an EAGLE head</source>
        <translation>EAGLE 头</translation>
    </message>
    <message>
        <source>Speculative decoding: a smaller model, the prompt (n-gram lookup) or the model&apos;s own one-layer head proposes tokens that the model verifies in one step (static batching)</source>
        <translation>推测解码：由较小的模型、提示词（n-gram 查找）或模型自身的单层头提出词元，模型在一步内验证（静态批处理）</translation>
    </message>
    <message>
        <source>Change serving engine</source>
        <translation>更改推理服务引擎</translation>
    </message>
    <message>
        <source>Serving &amp;engine</source>
        <translation>推理服务引擎(&amp;E)</translation>
    </message>
    <message>
        <source>none (the estimator&apos;s defaults)</source>
        <extracomment>no serving engine: the estimator&apos;s own scheduler defaults</extracomment>
        <translation>无（估算器的默认值）</translation>
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
        <translation>采用某个推理服务引擎的调度器默认值：每步的 token 预算、在其分块处的分块预填充、运行中请求数的上限（docs/serving.md）。除非选择了草稿模型，引擎均采用连续批处理</translation>
    </message>
</context>
<context>
    <name>ts::WorkspaceAutosave</name>
    <message>
        <source>the file there could not be read and is kept as it is</source>
        <translation>该位置的文件无法读取，已保持原样</translation>
    </message>
</context>
<context>
    <name>ts::WorkspaceCatalog</name>
    <message>
        <source>No user catalog folder (the window has no settings).</source>
        <translation>没有用户目录文件夹（该窗口没有设置）。</translation>
    </message>
    <message>
        <source>No device &apos;%1&apos; in the catalog.</source>
        <translation>目录中没有设备“%1”。</translation>
    </message>
    <message>
        <source>The what-if device did not load:
%1</source>
        <translation>假设设备未能加载：
%1</translation>
    </message>
</context>
<context>
    <name>ts::WorkspaceController</name>
    <message>
        <source>One of %1 batched products.</source>
        <translation>%1 个批量乘积之一。</translation>
    </message>
    <message>
        <source>Systolic view: %1 is not a matrix product.</source>
        <translation>脉动阵列视图：%1 不是矩阵乘积。</translation>
    </message>
    <message>
        <source>Systolic view: %1 (M×N×K %2×%3×%4) shown scaled down 1:%5 as %6×%7×%8.</source>
        <translation>脉动阵列视图：%1（M×N×K %2×%3×%4）按 1:%5 缩小显示为 %6×%7×%8。</translation>
    </message>
    <message>
        <source>Systolic view: %1 (M×N×K %2×%3×%4) at full size.</source>
        <translation>脉动阵列视图：%1（M×N×K %2×%3×%4）按原尺寸显示。</translation>
    </message>
    <message>
        <source>Cannot open &apos;%1&apos;:
%2</source>
        <translation>无法打开“%1”：
%2</translation>
    </message>
    <message>
        <source>Cannot save &apos;%1&apos;: %2</source>
        <translation>无法保存“%1”：%2</translation>
    </message>
    <message>
        <source>Cannot export &apos;%1&apos;: %2</source>
        <translation>无法导出“%1”：%2</translation>
    </message>
    <message>
        <source>No chart &apos;%1&apos;</source>
        <translation>没有图表“%1”</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Cannot import &apos;%1&apos;:
%2</source>
        <translation>无法导入 &apos;%1&apos;：
%2</translation>
    </message>
    <message>
        <source>Import model %1</source>
        <translation>导入模型 %1</translation>
    </message>
    <message>
        <source>Imported &apos;%1&apos;. Not modeled:
%2</source>
        <translation>已导入 &apos;%1&apos;。未建模：
%2</translation>
    </message>
    <message>
        <source>Cannot save &apos;%1&apos;: it was changed on disk (by another window or program) since this window opened or saved it.</source>
        <extracomment>%1 is a file path</extracomment>
        <translation>无法保存“%1”：自本窗口打开或保存它以来，它已在磁盘上被（其他窗口或程序）修改。</translation>
    </message>
</context>
<context>
    <name>ts::WorkspaceDialogs</name>
    <message>
        <source>What-if Device</source>
        <translation>假设设备</translation>
    </message>
    <message>
        <source>Open Workspace</source>
        <translation>打开工作区</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <source>The workspace has unsaved changes. Save them first?</source>
        <translation>工作区有未保存的更改。要先保存吗？</translation>
    </message>
    <message>
        <source>Tensorscope workspaces (*.json)</source>
        <translation>Tensorscope 工作区 (*.json)</translation>
    </message>
    <message>
        <source>Import Model</source>
        <translation>导入模型</translation>
    </message>
    <message>
        <source>Hugging Face model configurations (config.json *.json)</source>
        <translation>Hugging Face 模型配置 (config.json *.json)</translation>
    </message>
    <message>
        <source>Save Workspace</source>
        <translation>保存工作区</translation>
    </message>
    <message>
        <source>&apos;%1&apos; was changed on disk since this window opened or saved it, by another window or program. Replace it with this workspace? (No: save under another name.)</source>
        <extracomment>%1 is a file path</extracomment>
        <translation>自本窗口打开或保存“%1”以来，它已在磁盘上被其他窗口或程序修改。用此工作区替换它吗？（否：另存为其他名称。）</translation>
    </message>
    <message>
        <source>Export Results</source>
        <translation>导出结果</translation>
    </message>
    <message>
        <source>CSV (*.csv);;JSON (*.json);;Markdown (*.md)</source>
        <translation>CSV (*.csv);;JSON (*.json);;Markdown (*.md)</translation>
    </message>
    <message>
        <source>Export Chart</source>
        <translation>导出图表</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation>PNG 图像 (*.png);;SVG 图形 (*.svg);;PDF 文档 (*.pdf)</translation>
    </message>
</context>
<context>
    <name>ts::WorkspaceDocument</name>
    <message>
        <source>Tick device</source>
        <translation>勾选设备</translation>
    </message>
    <message>
        <source>Untick device</source>
        <translation>取消勾选设备</translation>
    </message>
</context>
<context>
    <name>ts::cli::ChartCommand</name>
    <message>
        <source>Render one comparison chart to a PNG, SVG or PDF file (no display needed)</source>
        <translation>将一个对比图表渲染为 PNG、SVG 或 PDF 文件（无需显示器）</translation>
    </message>
    <message>
        <source>The chart to render: %1.</source>
        <translation>要渲染的图表：%1。</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>A preset id or a workload file.</source>
        <translation>预设 ID 或工作负载文件。</translation>
    </message>
    <message>
        <source>WORKLOAD</source>
        <translation>工作负载</translation>
    </message>
    <message>
        <source>PNG, SVG or PDF file to write, by its suffix.</source>
        <translation>要写入的 PNG、SVG 或 PDF 文件（按扩展名）。</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Chart size in logical pixels, from %1 to %2 a side (default 1600x1000).</source>
        <translation>图表尺寸（逻辑像素），每边 %1 到 %2（默认 1600x1000）。</translation>
    </message>
    <message>
        <source>WxH</source>
        <translation>宽x高</translation>
    </message>
    <message>
        <source>PNG only: device pixel ratio, from %1 to %2 (default 2); the PNG has that many times the pixels of --size, with sharper type and lines.</source>
        <translation>仅 PNG：设备像素比，%1 到 %2（默认 2）；PNG 的像素是 --size 的这么多倍，文字和线条更清晰。</translation>
    </message>
    <message>
        <source>F</source>
        <translation>F</translation>
    </message>
    <message>
        <source>light or dark (default light).</source>
        <translation>light 或 dark（浅色或深色，默认 light）。</translation>
    </message>
    <message>
        <source>THEME</source>
        <translation>主题</translation>
    </message>
    <message>
        <source>Presentation mode&apos;s larger type and lines, for slides.</source>
        <translation>演示模式的较大文字和线条，用于幻灯片。</translation>
    </message>
    <message>
        <source>Language of the chart&apos;s texts: %1 (default: the system&apos;s).</source>
        <translation>图表文字的语言：%1（默认：系统语言）。</translation>
    </message>
    <message>
        <source>LANG</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>--chart ID is required; one of %1.
</source>
        <translation>必须提供 --chart ID；可选 %1。
</translation>
    </message>
    <message>
        <source>--chart &apos;%1&apos;: no such chart; expected one of %2.
</source>
        <translation>--chart“%1”：没有此图表；应为 %2 之一。
</translation>
    </message>
    <message>
        <source>--out FILE.png|svg|pdf is required.
</source>
        <translation>必须提供 --out 文件.png|svg|pdf。
</translation>
    </message>
    <message>
        <source>--out &apos;%1&apos;: expected a file name ending in .png, .svg or .pdf.
</source>
        <translation>--out“%1”：文件名应以 .png、.svg 或 .pdf 结尾。
</translation>
    </message>
    <message>
        <source>--size &apos;%1&apos;: expected WxH with each side from %2 to %3, e.g. 1600x1000.
</source>
        <translation>--size“%1”：应为 宽x高，每边 %2 到 %3，例如 1600x1000。
</translation>
    </message>
    <message>
        <source>--scale &apos;%1&apos; %2 (a device pixel ratio, e.g. 2).
</source>
        <translation>--scale“%1”%2（设备像素比，例如 2）。
</translation>
    </message>
    <message>
        <source>--size %1x%2 at --scale %3 would be %4x%5 pixels; at most %6 a side.
</source>
        <translation>--size %1x%2 配合 --scale %3 将为 %4x%5 像素；每边最多 %6。
</translation>
    </message>
    <message>
        <source>--theme &apos;%1&apos;: expected light or dark.
</source>
        <translation>--theme“%1”：应为 light 或 dark。
</translation>
    </message>
    <message>
        <source>--language &apos;%1&apos;: expected one of %2.
</source>
        <translation>--language“%1”：应为 %2 之一。
</translation>
    </message>
    <message>
        <source>--workload PRESET|FILE is required; &apos;tensorscope workload list&apos; lists the presets.
</source>
        <translation>必须提供 --workload 预设|文件；“tensorscope workload list”会列出所有预设。
</translation>
    </message>
    <message>
        <source>cannot write &apos;%1&apos;: %2
</source>
        <translation>无法写入“%1”：%2
</translation>
    </message>
    <message>
        <source>Wrote %1 (%2, %3x%4, %5 theme)
</source>
        <translation>已写入 %1（%2，%3x%4，%5 主题）
</translation>
    </message>
</context>
<context>
    <name>ts::cli::ClaimsCommand</name>
    <message>
        <source>Test the ten popular GPU-vs-TPU claims on a workload: verdict, condition and figures</source>
        <translation>在一个工作负载上检验十条流行的 GPU 对比 TPU 说法：结论、条件与数据</translation>
    </message>
    <message>
        <source>A preset id or a workload file (default: the first-run workspace&apos;s, LLaMA-2 7B).</source>
        <translation>预设 ID 或工作负载文件（默认：首次运行工作区中的工作负载，LLaMA-2 7B）。</translation>
    </message>
    <message>
        <source>WORKLOAD</source>
        <translation>工作负载</translation>
    </message>
    <message>
        <source>Chips for the claims about scale (cost at scale, the torus); default %1.</source>
        <translation>用于规模相关说法的芯片数（大规模成本、环面网络）；默认 %1。</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Print JSON (keys in the README).</source>
        <translation>输出 JSON（键名见 README）。</translation>
    </message>
    <message>
        <source>--chips &apos;%1&apos; %2.
</source>
        <translation>--chips“%1”%2。
</translation>
    </message>
    <message>
        <source>%1 on %2 and %3
</source>
        <translation>%1 在 %2 和 %3 上
</translation>
    </message>
    <message>
        <source>(no systolic chip)</source>
        <translation>（无脉动芯片）</translation>
    </message>
    <message>
        <source>(no GPU)</source>
        <translation>（无 GPU）</translation>
    </message>
</context>
<context>
    <name>ts::cli::CommandLine</name>
    <message>
        <source>Run &apos;tensorscope %1 --help&apos; for its options.
</source>
        <translation>运行“tensorscope %1 --help”查看其选项。
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
        <translation>用法：tensorscope [命令] [选项]

Tensorscope 比较 GPU 与 TPU 在深度学习任务上的表现。不带命令运行
将打开应用程序窗口。

命令：
%1
选项：
  -h, --help     显示此帮助；“tensorscope 命令 --help”显示某个命令的帮助
  -v, --version  显示版本

退出状态：0 成功，1 失败，2 命令行错误。
</translation>
    </message>
    <message>
        <source>tensorscope: unknown command &apos;%1&apos;. Run &apos;tensorscope --help&apos; for the list.
</source>
        <translation>tensorscope：未知命令“%1”。运行“tensorscope --help”查看列表。
</translation>
    </message>
    <message>
        <source>tensorscope %1: unexpected argument &apos;%2&apos;.
</source>
        <translation>tensorscope %1：意外的参数“%2”。
</translation>
    </message>
    <message>
        <source>tensorscope %1: option &apos;%2&apos; given more than once; give it once.
</source>
        <translation>tensorscope %1：选项“%2”给出了多次；请只给一次。
</translation>
    </message>
    <message>
        <source>tensorscope %1: option &apos;%2&apos; needs a file name, found an empty one.
</source>
        <translation>tensorscope %1：选项“%2”需要文件名，但给出的是空名。
</translation>
    </message>
</context>
<context>
    <name>ts::cli::DeviceOptions</name>
    <message>
        <source>Catalog ids, comma-separated.</source>
        <translation>目录 ID，以逗号分隔。</translation>
    </message>
    <message>
        <source>ID[,ID...]</source>
        <translation>ID[,ID...]</translation>
    </message>
    <message>
        <source>Also load this catalog file, after the shipped catalog and the user folder (repeatable).</source>
        <translation>在内置目录和用户文件夹之后，再加载此目录文件（可重复）。</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>--device ID[,ID...] is required; &apos;tensorscope devices&apos; lists them.
</source>
        <translation>必须提供 --device ID[,ID...]；“tensorscope devices”会列出它们。
</translation>
    </message>
    <message>
        <source>no device with id &apos;%1&apos;; &apos;tensorscope devices&apos; lists them.
</source>
        <translation>没有 ID 为“%1”的设备；“tensorscope devices”会列出所有设备。
</translation>
    </message>
</context>
<context>
    <name>ts::cli::DevicesCommand</name>
    <message>
        <source>List the accelerator catalog, or show one device with its sources</source>
        <translation>列出加速器目录，或显示某个设备及其来源</translation>
    </message>
    <message>
        <source>&apos;show ID&apos; prints every field of one device and its sources.</source>
        <translation>“show ID”打印某个设备的所有字段及其来源。</translation>
    </message>
    <message>
        <source>[show ID]</source>
        <translation>[show ID]</translation>
    </message>
    <message>
        <source>Only devices of this kind: gpu, tpu or other.</source>
        <translation>仅此类型的设备：gpu、tpu 或 other。</translation>
    </message>
    <message>
        <source>KIND</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Also load this catalog file, after the shipped catalog and the user folder (repeatable).</source>
        <translation>在内置目录和用户文件夹之后，再加载此目录文件（可重复）。</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Print JSON (keys as in docs/catalog.md).</source>
        <translation>输出 JSON（键名见 docs/catalog.md）。</translation>
    </message>
    <message>
        <source>Print CSV (list form only).</source>
        <translation>输出 CSV（仅限列表形式）。</translation>
    </message>
    <message>
        <source>Exit with 1 if loading the catalogs reported anything.</source>
        <translation>如果加载目录时报告了任何问题，则以 1 退出。</translation>
    </message>
    <message>
        <source>tensorscope devices: --json and --csv cannot be combined.
</source>
        <translation>tensorscope devices：--json 与 --csv 不能同时使用。
</translation>
    </message>
    <message>
        <source>tensorscope devices: expected no arguments or &apos;show ID&apos;, found &apos;%1&apos;.
</source>
        <translation>tensorscope devices：应无参数或为“show ID”，实际为“%1”。
</translation>
    </message>
    <message>
        <source>tensorscope devices show: --csv is for the list form only.
</source>
        <translation>tensorscope devices show：--csv 仅用于列表形式。
</translation>
    </message>
    <message>
        <source>tensorscope devices: --kind &apos;%1&apos;: expected gpu, tpu or other.
</source>
        <translation>tensorscope devices：--kind“%1”：应为 gpu、tpu 或 other。
</translation>
    </message>
    <message>
        <source>tensorscope devices show: no device with id &apos;%1&apos;; run &apos;tensorscope devices&apos; for the list.
</source>
        <translation>tensorscope devices show：没有 ID 为“%1”的设备；运行“tensorscope devices”查看列表。
</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>VENDOR</source>
        <translation>厂商</translation>
    </message>
    <message>
        <source>BF16 TFLOP/S</source>
        <translation>BF16 TFLOP/S</translation>
    </message>
    <message>
        <source>BW GB/S</source>
        <translation>带宽 GB/S</translation>
    </message>
    <message>
        <source>TDP W</source>
        <translation>TDP W</translation>
    </message>
    <message>
        <source>$/CHIP-H</source>
        <translation>美元/芯片·时</translation>
    </message>
    <message numerus="yes">
        <source>%n device(s). Peaks are dense; &apos;tensorscope devices show ID&apos; lists every field and its sources.
</source>
        <translation>
            <numerusform>%n 个设备。峰值为稠密值；“tensorscope devices show ID”列出每个字段及其来源。
</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2 %3, %4, %5)
</source>
        <translation>%1（%2 %3，%4，%5）
</translation>
    </message>
    <message>
        <source>Loaded from: %1
</source>
        <translation>加载自：%1
</translation>
    </message>
    <message>
        <source>Sources:
</source>
        <translation>来源：
</translation>
    </message>
    <message>
        <source> (supports: %1)</source>
        <translation> （支持：%1）</translation>
    </message>
    <message>
        <source>Notes:
</source>
        <translation>备注：
</translation>
    </message>
    <message>
        <source>MEMORY GiB</source>
        <translation>内存 GiB</translation>
    </message>
</context>
<context>
    <name>ts::cli::EstimateCommand</name>
    <message>
        <source>Estimate a workload step on catalog devices: time, MFU, memory, energy and cost</source>
        <translation>在目录中的设备上估算工作负载的单步：时间、MFU、内存、能耗与成本</translation>
    </message>
    <message>
        <source>A preset id or a workload file.</source>
        <translation>预设 ID 或工作负载文件。</translation>
    </message>
    <message>
        <source>WORKLOAD</source>
        <translation>工作负载</translation>
    </message>
    <message>
        <source>Print JSON (keys in the README).</source>
        <translation>输出 JSON（键名见 README）。</translation>
    </message>
    <message>
        <source>Print one CSV row per device.</source>
        <translation>每个设备输出一行 CSV。</translation>
    </message>
    <message>
        <source>Print a Markdown table.</source>
        <translation>输出 Markdown 表格。</translation>
    </message>
    <message>
        <source>Also print every operator&apos;s derivation.</source>
        <translation>同时输出每个算子的推导过程。</translation>
    </message>
    <message>
        <source>choose one of --json, --csv and --markdown.
</source>
        <translation>请在 --json、--csv 和 --markdown 中选择一个。
</translation>
    </message>
    <message>
        <source>--workload PRESET|FILE is required; &apos;tensorscope workload list&apos; lists the presets.
</source>
        <translation>必须提供 --workload 预设|文件；“tensorscope workload list”会列出所有预设。
</translation>
    </message>
    <message>
        <source>%1 cannot run this workload (no matrix rate for its precision).
</source>
        <translation>%1 无法运行此工作负载（不支持其精度的矩阵运算）。
</translation>
    </message>
    <message>
        <source>%1: %2.
</source>
        <translation>%1：%2。
</translation>
    </message>
    <message>
        <source>%1, %2, batch %3, seq %4, %5

</source>
        <translation>%1，%2，批大小 %3，序列 %4，%5

</translation>
    </message>
    <message>
        <source>device</source>
        <translation>设备</translation>
    </message>
    <message>
        <source>step</source>
        <translation>单步</translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation>词元/秒</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>放得下</translation>
    </message>
    <message>
        <source>energy/step</source>
        <translation>能耗/步</translation>
    </message>
    <message>
        <source>cost/step</source>
        <translation>成本/步</translation>
    </message>
    <message>
        <source>mostly</source>
        <translation>主要受限于</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>NO, does not fit</source>
        <translation>否，放不下</translation>
    </message>
    <message>
        <source>no TDP</source>
        <translation>无 TDP</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>无价格</translation>
    </message>
    <message>
        <source>
%1: every operator (time per execution x count; bound; model; losses)
</source>
        <translation>
%1：每个算子（每次执行时间 x 次数；瓶颈；模型；损失）
</translation>
    </message>
    <message>
        <source>  %1 x%2: %3, %4-bound, %5, %6 of the roof used, losses x%7; compute %8, memory %9
</source>
        <translation>  %1 x%2：%3，受 %4 限制，%5，使用了屋顶的 %6，损失 x%7；计算 %8，内存 %9
</translation>
    </message>
    <message>
        <source>  notes: %1
</source>
        <translation>  备注：%1
</translation>
    </message>
    <message>
        <source>Run the step on N chips through the scaling model: the split --dp/--tp/--pp/--ep/--zero gives, else the fastest that fits memory (--auto).</source>
        <translation>用扩展模型在 N 个芯片上运行该步：使用 --dp/--tp/--pp/--ep/--zero 给出的切分，否则使用放得下内存的最快切分（--auto）。</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>With --chips: search the fastest legal split that fits memory (the default).</source>
        <translation>与 --chips 一起使用：搜索放得下内存的最快合法切分（默认）。</translation>
    </message>
    <message>
        <source>Tokens to train on or to generate: adds the whole job&apos;s steps, time, energy and cost.</source>
        <translation>要训练或生成的词元数：加上整个作业的步数、时间、能耗和成本。</translation>
    </message>
    <message>
        <source>T</source>
        <translation>T</translation>
    </message>
    <message>
        <source>Power usage effectiveness of the data centre for facility energy (default 1.58).</source>
        <translation>数据中心的电能使用效率（PUE），用于设施能耗（默认 1.58）。</translation>
    </message>
    <message>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <source>--%1 needs --chips N (the chips the job runs on).
</source>
        <translation>--%1 需要 --chips N（作业运行的芯片数）。
</translation>
    </message>
    <message>
        <source>give either --dp/--tp/--pp or --auto, not both.
</source>
        <translation>请给出 --dp/--tp/--pp 或 --auto，不要同时给出。
</translation>
    </message>
    <message>
        <source>tokens/J</source>
        <translation>词元/焦耳</translation>
    </message>
    <message>
        <source>tokens/$</source>
        <translation>词元/美元</translation>
    </message>
    <message>
        <source>steps</source>
        <translation>步数</translation>
    </message>
    <message>
        <source>job time</source>
        <translation>作业时间</translation>
    </message>
    <message>
        <source>job energy</source>
        <translation>作业能耗</translation>
    </message>
    <message>
        <source>job cost</source>
        <translation>作业成本</translation>
    </message>
    <message>
        <source>Which prices: on-demand (default), spot, committed-1y or committed-3y.</source>
        <translation>使用哪种价格：on-demand（默认）、spot、committed-1y 或 committed-3y。</translation>
    </message>
    <message>
        <source>KIND</source>
        <translation>KIND</translation>
    </message>
    <message>
        <source>Among a device&apos;s prices of that kind: first (the catalog&apos;s reference quote, default) or cheapest.</source>
        <translation>在设备该类价格中选择：first（目录参考报价，默认）或 cheapest（最便宜）。</translation>
    </message>
    <message>
        <source>BASIS</source>
        <translation>BASIS</translation>
    </message>
    <message>
        <source>Only prices from a provider whose name contains TEXT (e.g. &quot;Google Cloud&quot;, &quot;AWS&quot;): one provider for every device.</source>
        <translation>仅使用名称包含 TEXT 的提供商的价格（如 &quot;Google Cloud&quot;、&quot;AWS&quot;）：所有设备使用同一提供商。</translation>
    </message>
    <message>
        <source>TEXT</source>
        <translation>TEXT</translation>
    </message>
    <message>
        <source>--price-kind &apos;%1&apos;: expected %2.
</source>
        <translation>--price-kind &apos;%1&apos;：应为 %2。
</translation>
    </message>
    <message>
        <source>--price-basis &apos;%1&apos;: expected first or cheapest.
</source>
        <translation>--price-basis &apos;%1&apos;：应为 first 或 cheapest。
</translation>
    </message>
    <message>
        <source>--price-provider: expected 1 to 128 characters of a provider&apos;s name.
</source>
        <translation>--price-provider：应为提供商名称的 1 到 128 个字符。
</translation>
    </message>
</context>
<context>
    <name>ts::cli::GemmCommand</name>
    <message>
        <source>Estimate one matrix multiply on catalog devices, with its losses and bound</source>
        <translation>在目录中的设备上估算一次矩阵乘法及其损失与瓶颈</translation>
    </message>
    <message>
        <source>Rows of A and C.</source>
        <translation>A 和 C 的行数。</translation>
    </message>
    <message>
        <source>M</source>
        <translation>M</translation>
    </message>
    <message>
        <source>Columns of B and C.</source>
        <translation>B 和 C 的列数。</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>The reduction dimension.</source>
        <translation>归约维度。</translation>
    </message>
    <message>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <source>Independent products (default 1).</source>
        <translation>独立乘积的数量（默认为 1）。</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>One of %1 (default bf16).</source>
        <translation>%1 之一（默认为 bf16）。</translation>
    </message>
    <message>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <source>Time one synchronous call as a host program does (adds the host round trip, docs/engine.md), rather than the kernel alone.</source>
        <translation>像宿主程序那样计时一次同步调用（加上主机往返时间，见 docs/engine.md），而不是仅计内核时间。</translation>
    </message>
    <message>
        <source>Print JSON (keys in the README).</source>
        <translation>输出 JSON（键名见 README）。</translation>
    </message>
    <message>
        <source>tensorscope gemm: --%1 is required.
</source>
        <translation>tensorscope gemm：必须提供 --%1。
</translation>
    </message>
    <message>
        <source>tensorscope gemm: --%1 &apos;%2&apos; %3.
</source>
        <translation>tensorscope gemm：--%1“%2”%3。
</translation>
    </message>
    <message>
        <source>tensorscope gemm: --precision &apos;%1&apos;: expected one of %2.
</source>
        <translation>tensorscope gemm：--precision“%1”：应为 %2 之一。
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
        <translation>tensorscope gemm：%1 没有 %2 的矩阵运算速率，也没有后备精度。
</translation>
    </message>
    <message>
        <source>tensorscope gemm: the GEMM is too large to estimate.
</source>
        <translation>tensorscope gemm：该 GEMM 太大，无法估算。
</translation>
    </message>
    <message>
        <source>tensorscope gemm: %1: %2.
</source>
        <translation>tensorscope gemm：%1：%2。
</translation>
    </message>
    <message>
        <source>%1: %2 s, %3 TFLOP/s, %4 of the %5 peak, %6-bound (%7)
</source>
        <translation>%1：%2 秒，%3 TFLOP/s，%5 峰值的 %4，受 %6 限制（%7）
</translation>
    </message>
    <message>
        <source>  compute %1 s, memory %2 s, C stores %3 s, overhead %4 s
</source>
        <translation>  计算 %1 秒，内存 %2 秒，C 写回 %3 秒，开销 %4 秒
</translation>
    </message>
    <message>
        <source>  %1; losses: %2
</source>
        <translation>  %1；损失：%2
</translation>
    </message>
</context>
<context>
    <name>ts::cli::HandoutCommand</name>
    <message>
        <source>Write a tour as a PDF handout: its scenes, captions, questions and answers</source>
        <translation>将导览写成 PDF 讲义：其场景、说明、问题和答案</translation>
    </message>
    <message>
        <source>The tour: a shipped tour&apos;s id (%1) or a tour file.</source>
        <translation>导览：内置导览的 id（%1）或导览文件。</translation>
    </message>
    <message>
        <source>TOUR</source>
        <translation>导览</translation>
    </message>
    <message>
        <source>PDF file to write.</source>
        <translation>要写入的 PDF 文件。</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Language of the handout: %1 (default: the system&apos;s).</source>
        <translation>讲义的语言：%1（默认：系统语言）。</translation>
    </message>
    <message>
        <source>LANG</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>Window size the scene pictures are drawn at, from %1 to %2 a side (default 1600x1000, as screenshot).</source>
        <translation>绘制场景图片时的窗口大小，每边 %1 到 %2（默认 1600x1000，与 screenshot 相同）。</translation>
    </message>
    <message>
        <source>WxH</source>
        <translation>宽x高</translation>
    </message>
    <message>
        <source>light or dark: the scene pictures&apos; theme (default light).</source>
        <translation>light 或 dark：场景图片的主题（默认 light）。</translation>
    </message>
    <message>
        <source>THEME</source>
        <translation>主题</translation>
    </message>
    <message>
        <source>tensorscope handout: --out FILE.pdf is required.
</source>
        <translation>tensorscope handout：需要 --out 文件.pdf。
</translation>
    </message>
    <message>
        <source>tensorscope handout: &apos;%1&apos;: the output must be a .pdf file.
</source>
        <translation>tensorscope handout：“%1”：输出必须是 .pdf 文件。
</translation>
    </message>
    <message>
        <source>tensorscope handout: --size &apos;%1&apos;: expected WxH with each side from %2 to %3, e.g. 1600x1000.
</source>
        <translation>tensorscope handout：--size“%1”：应为 宽x高，每边 %2 到 %3，例如 1600x1000。
</translation>
    </message>
    <message>
        <source>tensorscope handout: --theme &apos;%1&apos;: expected light or dark.
</source>
        <translation>tensorscope handout：--theme“%1”：应为 light 或 dark。
</translation>
    </message>
    <message>
        <source>tensorscope handout: --language &apos;%1&apos;: expected one of %2.
</source>
        <translation>tensorscope handout：--language“%1”：应为 %2 之一。
</translation>
    </message>
    <message>
        <source>tensorscope handout: --tour is required: a shipped tour (%1) or a tour file.
</source>
        <translation>tensorscope handout：需要 --tour：内置导览（%1）或导览文件。
</translation>
    </message>
    <message>
        <source>tensorscope handout: --tour &apos;%1&apos;: no shipped tour has this id; the shipped tours are %2 (or give a tour file&apos;s path).
</source>
        <translation>tensorscope handout：--tour“%1”：没有内置导览使用此 id；内置导览为 %2（或给出导览文件的路径）。
</translation>
    </message>
    <message>
        <source>tensorscope handout: cannot write &apos;%1&apos;: %2
</source>
        <translation>tensorscope handout：无法写入“%1”：%2
</translation>
    </message>
    <message>
        <source>tensorscope handout: %1
</source>
        <translation>tensorscope handout：%1
</translation>
    </message>
    <message>
        <source>Wrote %1 (%2 pages: the title, %3 scenes, %4 of answers)
</source>
        <extracomment>%1 the file, %2 pages in all, %3 scene pages, %4 answer pages</extracomment>
        <translation>已写入 %1（%2 页：标题、%3 个场景、%4 页答案）
</translation>
    </message>
</context>
<context>
    <name>ts::cli::RecordCommand</name>
    <message>
        <source>Record an animated view, the Compare charts or a tour as an MP4 or GIF clip</source>
        <translation>将动画视图、比较图表或导览录制为 MP4 或 GIF 短片</translation>
    </message>
    <message>
        <source>What to record: %1 (compare: the charts through a batch sweep, 1 to 256).</source>
        <translation>要录制的内容：%1（compare：在批大小扫描 1 到 256 中的图表）。</translation>
    </message>
    <message>
        <source>TAB</source>
        <translation>TAB</translation>
    </message>
    <message>
        <source>Record this tour instead, scene after scene with its caption: a shipped tour&apos;s id (%1) or a tour file.</source>
        <translation>改为录制此导览，逐个场景并附带说明：内置导览的 id（%1）或导览文件。</translation>
    </message>
    <message>
        <source>TOUR</source>
        <translation>TOUR</translation>
    </message>
    <message>
        <source>The clip to write: an .mp4 (H.264) or a .gif file.</source>
        <translation>要写入的短片：.mp4（H.264）或 .gif 文件。</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FILE</translation>
    </message>
    <message>
        <source>Length of the clip, or with --tour of each scene, up to %1 in all (default %2; %3 a scene).</source>
        <translation>短片时长，或配合 --tour 时每个场景的时长，总计最多 %1（默认 %2；每个场景 %3）。</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Frames a second, from 1 to %1 (default 30).</source>
        <translation>每秒帧数，1 到 %1（默认 30）。</translation>
    </message>
    <message>
        <source>F</source>
        <translation>F</translation>
    </message>
    <message>
        <source>Frame size in pixels, from %1 to %2 a side, even for an MP4 (default 1280x720).</source>
        <translation>帧尺寸（像素），每边 %1 到 %2，MP4 须为偶数（默认 1280x720）。</translation>
    </message>
    <message>
        <source>WxH</source>
        <translation>WxH</translation>
    </message>
    <message>
        <source>With --tab: open this workspace file first (a .tensorscope.json saved by the window).</source>
        <translation>配合 --tab：先打开此工作区文件（由窗口保存的 .tensorscope.json）。</translation>
    </message>
    <message>
        <source>With --tab: presentation mode (large type, no menus or docks).</source>
        <translation>配合 --tab：演示模式（大号字体，不显示菜单或停靠窗口）。</translation>
    </message>
    <message>
        <source>User interface language: %1 (default: the system&apos;s).</source>
        <translation>界面语言：%1（默认：系统语言）。</translation>
    </message>
    <message>
        <source>LANG</source>
        <translation>LANG</translation>
    </message>
    <message>
        <source>light or dark (default light).</source>
        <translation>light 或 dark（默认 light）。</translation>
    </message>
    <message>
        <source>THEME</source>
        <translation>THEME</translation>
    </message>
    <message>
        <source>tensorscope record: --out FILE.mp4 or FILE.gif is required.
</source>
        <translation>tensorscope record：必须提供 --out FILE.mp4 或 FILE.gif。
</translation>
    </message>
    <message>
        <source>tensorscope record: &apos;%1&apos;: the output must be an .mp4 or a .gif file.
</source>
        <translation>tensorscope record：“%1”：输出必须是 .mp4 或 .gif 文件。
</translation>
    </message>
    <message>
        <source>tensorscope record: give either --tab (%1) or --tour.
</source>
        <translation>tensorscope record：请提供 --tab（%1）或 --tour 之一。
</translation>
    </message>
    <message>
        <source>tensorscope record: --tab &apos;%1&apos;: expected %2.
</source>
        <translation>tensorscope record：--tab“%1”：应为 %2。
</translation>
    </message>
    <message>
        <source>tensorscope record: --workspace and --present go with --tab; a tour&apos;s scenes bring their own workspace.
</source>
        <translation>tensorscope record：--workspace 和 --present 需配合 --tab 使用；导览的场景自带工作区。
</translation>
    </message>
    <message>
        <source>tensorscope record: --size &apos;%1&apos;: expected WxH with each side from %2 to %3, e.g. 1280x720.
</source>
        <translation>tensorscope record：--size“%1”：应为 WxH，每边 %2 到 %3，例如 1280x720。
</translation>
    </message>
    <message>
        <source>tensorscope record: --size %1x%2: an MP4 clip needs even sides (H.264 stores colour at half size); try %3x%4.
</source>
        <translation>tensorscope record：--size %1x%2：MP4 短片的边长必须为偶数（H.264 以一半尺寸存储颜色）；请尝试 %3x%4。
</translation>
    </message>
    <message>
        <source>tensorscope record: --fps &apos;%1&apos; %2 (frames a second).
</source>
        <translation>tensorscope record：--fps“%1”%2（每秒帧数）。
</translation>
    </message>
    <message>
        <source>tensorscope record: --seconds &apos;%1&apos; %2.
</source>
        <translation>tensorscope record：--seconds“%1”%2。
</translation>
    </message>
    <message>
        <source>tensorscope record: --theme &apos;%1&apos;: expected light or dark.
</source>
        <translation>tensorscope record：--theme“%1”：应为 light 或 dark。
</translation>
    </message>
    <message>
        <source>tensorscope record: --language &apos;%1&apos;: expected one of %2.
</source>
        <translation>tensorscope record：--language“%1”：应为 %2 之一。
</translation>
    </message>
    <message>
        <source>tensorscope record: --tour &apos;%1&apos;: no shipped tour has this id; the shipped tours are %2 (or give a tour file&apos;s path).
</source>
        <translation>tensorscope record：--tour“%1”：没有内置导览使用此 id；内置导览为 %2（或提供导览文件的路径）。
</translation>
    </message>
    <message>
        <source>tensorscope record: this build of Tensorscope has no clip support: it was built without the FFmpeg libraries (libavcodec, libavformat, libavutil, libswscale; scripts/install-deps.sh installs them).
</source>
        <translation>tensorscope record：此 Tensorscope 构建不支持短片：构建时未包含 FFmpeg 库（libavcodec、libavformat、libavutil、libswscale；scripts/install-deps.sh 可安装它们）。
</translation>
    </message>
    <message>
        <source>tensorscope record: %1
</source>
        <translation>tensorscope record：%1
</translation>
    </message>
    <message>
        <source>tensorscope record: --seconds %1 for each of the tour&apos;s %2 scenes would make more than %3 s in all.
</source>
        <translation>tensorscope record：为导览的 %2 个场景各设 --seconds %1，总计将超过 %3 秒。
</translation>
    </message>
    <message>
        <source>tensorscope record: cannot write &apos;%1&apos;: %2
</source>
        <translation>tensorscope record：无法写入“%1”：%2
</translation>
    </message>
    <message>
        <source>Wrote %1 (%2 frames, %3x%4 at %5 frames a second: %6 s)
</source>
        <extracomment>%1 the file, %2 frames, %3 width, %4 height, %5 frames a second, %6 seconds</extracomment>
        <translation>已写入 %1（%2 帧，%3x%4，每秒 %5 帧：%6 秒）
</translation>
    </message>
</context>
<context>
    <name>ts::cli::ScaleCommand</name>
    <message>
        <source>--%1 expects an integer from %2 to %3, got &apos;%4&apos;.
</source>
        <translation>--%1 应为 %2 到 %3 之间的整数，实际为“%4”。
</translation>
    </message>
    <message>
        <source>Scale a workload over many chips: time, efficiency, communication, memory, cost</source>
        <translation>将工作负载扩展到多个芯片：时间、效率、通信、内存、成本</translation>
    </message>
    <message>
        <source>A preset id or a workload file.</source>
        <translation>预设 ID 或工作负载文件。</translation>
    </message>
    <message>
        <source>WORKLOAD</source>
        <translation>工作负载</translation>
    </message>
    <message>
        <source>Chip counts, e.g. 8,64,512.</source>
        <translation>芯片数，例如 8,64,512。</translation>
    </message>
    <message>
        <source>N[,N...]</source>
        <translation>N[,N...]</translation>
    </message>
    <message>
        <source>ZeRO stage 0-3 (3: FSDP).</source>
        <translation>ZeRO 阶段 0-3（3：FSDP）。</translation>
    </message>
    <message>
        <source>Z</source>
        <translation>Z</translation>
    </message>
    <message>
        <source>Sequences per micro-batch.</source>
        <translation>每个微批的序列数。</translation>
    </message>
    <message>
        <source>M</source>
        <translation>M</translation>
    </message>
    <message>
        <source>Find the fastest legal split per chip count (the default without --dp/--tp/--pp).</source>
        <translation>为每个芯片数查找最快的合法划分（未给出 --dp/--tp/--pp 时的默认行为）。</translation>
    </message>
    <message>
        <source>Report only the fewest chips (of --chips, else powers of two up to 65536) for which a legal split fits memory, with its fastest fitting split.</source>
        <translation>只报告存在放得下内存的合法划分的最少芯片数（取自 --chips，否则为不超过 65536 的 2 的幂），以及其中最快的可行划分。</translation>
    </message>
    <message>
        <source>Do not overlap gradient reduction with backward compute.</source>
        <translation>不要让梯度归约与反向计算重叠。</translation>
    </message>
    <message>
        <source>Print JSON (keys in the README).</source>
        <translation>输出 JSON（键名见 README）。</translation>
    </message>
    <message>
        <source>Print one CSV row per device and chip count.</source>
        <translation>每个设备和芯片数输出一行 CSV。</translation>
    </message>
    <message>
        <source>Print a Markdown table.</source>
        <translation>输出 Markdown 表格。</translation>
    </message>
    <message>
        <source>Also print each result&apos;s derivation.</source>
        <translation>同时输出每个结果的推导过程。</translation>
    </message>
    <message>
        <source>choose one of --json, --csv and --markdown.
</source>
        <translation>请在 --json、--csv 和 --markdown 中选择一个。
</translation>
    </message>
    <message>
        <source>--workload PRESET|FILE is required; &apos;tensorscope workload list&apos; lists the presets.
</source>
        <translation>必须提供 --workload 预设|文件；“tensorscope workload list”会列出所有预设。
</translation>
    </message>
    <message>
        <source>--chips N[,N...] is required, e.g. --chips 8,64,512.
</source>
        <translation>必须提供 --chips N[,N...]，例如 --chips 8,64,512。
</translation>
    </message>
    <message>
        <source>--chips expects integers from 1 to %1, got &apos;%2&apos;.
</source>
        <translation>--chips 应为 1 到 %1 之间的整数，实际为“%2”。
</translation>
    </message>
    <message>
        <source>--zero expects 0, 1, 2 or 3, got &apos;%1&apos;.
</source>
        <translation>--zero 应为 0、1、2 或 3，实际为“%1”。
</translation>
    </message>
    <message>
        <source>give either --dp/--tp/--pp or --search, not both.
</source>
        <translation>请给出 --dp/--tp/--pp 或 --search，不要同时给出。
</translation>
    </message>
    <message>
        <source>--fewest searches the splits; it takes no --dp/--tp/--pp.
</source>
        <translation>--fewest 会搜索划分方式；不接受 --dp/--tp/--pp。
</translation>
    </message>
    <message>
        <source>%1: no split of %2 chips or fewer fits in memory.
</source>
        <translation>%1：在 %2 个或更少的芯片上，没有能放入内存的划分。
</translation>
    </message>
    <message>
        <source>%1, %2, batch %3, seq %4, %5%6

</source>
        <translation>%1，%2，批大小 %3，序列 %4，%5%6

</translation>
    </message>
    <message>
        <source>; fastest legal split per chip count</source>
        <translation>；每个芯片数的最快合法划分</translation>
    </message>
    <message>
        <source>device</source>
        <translation>设备</translation>
    </message>
    <message>
        <source>chips</source>
        <translation>芯片数</translation>
    </message>
    <message>
        <source>split</source>
        <translation>划分</translation>
    </message>
    <message>
        <source>step</source>
        <translation>单步</translation>
    </message>
    <message>
        <source>efficiency</source>
        <translation>效率</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>comm (exposed)</source>
        <translation>通信（暴露）</translation>
    </message>
    <message>
        <source>bubble</source>
        <translation>气泡</translation>
    </message>
    <message>
        <source>memory/chip</source>
        <translation>内存/芯片</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>放得下</translation>
    </message>
    <message>
        <source>cost/step</source>
        <translation>成本/步</translation>
    </message>
    <message>
        <source>energy/step</source>
        <translation>能耗/步</translation>
    </message>
    <message>
        <source>no legal split</source>
        <translation>无合法划分</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>NO</source>
        <translation>否</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>无价格</translation>
    </message>
    <message>
        <source>no TDP</source>
        <translation>无 TDP</translation>
    </message>
    <message>
        <source>
%1, %2 chips, %3:
</source>
        <translation>
%1，%2 个芯片，%3：
</translation>
    </message>
    <message>
        <source>  notes: %1
</source>
        <translation>  备注：%1
</translation>
    </message>
    <message>
        <source>the engine cannot estimate the step: %1</source>
        <translation>引擎无法估计该步骤：%1</translation>
    </message>
    <message>
        <source>the engine cannot estimate %1: %2</source>
        <translation>引擎无法估计 %1：%2</translation>
    </message>
    <message>
        <source>Inference: sequence-parallel gathers and NCCL only, not a serving runtime&apos;s all-reduces and one-shot kernels.</source>
        <translation>推理：仅使用序列并行的 gather 和 NCCL，而不是服务运行时的 all-reduce 和 one-shot 内核。</translation>
    </message>
    <message>
        <source>%1 = %2 is more than the %3 chips.
</source>
        <translation>%1 = %2 超过了 %3 个芯片。
</translation>
    </message>
    <message>
        <source>%1 = %2 is not %3 chips.
</source>
        <translation>%1 = %2 不等于 %3 个芯片。
</translation>
    </message>
</context>
<context>
    <name>ts::cli::ScreenshotCommand</name>
    <message>
        <source>Render the main window offscreen to a PNG file (no display needed)</source>
        <translation>在屏幕外将主窗口渲染为 PNG 文件（无需显示器）</translation>
    </message>
    <message>
        <source>PNG file to write.</source>
        <translation>要写入的 PNG 文件。</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Window size in pixels, from %1 to %2 a side (default 1600x1000).</source>
        <translation>窗口尺寸（像素），每边 %1 到 %2（默认 1600x1000）。</translation>
    </message>
    <message>
        <source>WxH</source>
        <translation>宽x高</translation>
    </message>
    <message>
        <source>TAB</source>
        <translation>标签页</translation>
    </message>
    <message>
        <source>systolic and simt tabs: the cycle to show (default: a third into the first fold; simt: a third into the run).</source>
        <translation>systolic 和 simt 标签页：要显示的周期（默认：第一次折叠的三分之一处；simt：运行的三分之一处）。</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>light or dark (default light).</source>
        <translation>light 或 dark（浅色或深色，默认 light）。</translation>
    </message>
    <message>
        <source>THEME</source>
        <translation>主题</translation>
    </message>
    <message>
        <source>tensorscope screenshot: --out FILE.png is required.
</source>
        <translation>tensorscope screenshot：必须提供 --out 文件.png。
</translation>
    </message>
    <message>
        <source>tensorscope screenshot: &apos;%1&apos;: the output must be a .png file.
</source>
        <translation>tensorscope screenshot：“%1”：输出必须是 .png 文件。
</translation>
    </message>
    <message>
        <source>tensorscope screenshot: --size &apos;%1&apos;: expected WxH with each side from %2 to %3, e.g. 1600x1000.
</source>
        <translation>tensorscope screenshot：--size“%1”：应为 宽x高，每边 %2 到 %3，例如 1600x1000。
</translation>
    </message>
    <message>
        <source>tensorscope screenshot: --theme &apos;%1&apos;: expected light or dark.
</source>
        <translation>tensorscope screenshot：--theme“%1”：应为 light 或 dark。
</translation>
    </message>
    <message>
        <source>tensorscope screenshot: --cycle &apos;%1&apos; %2.
</source>
        <translation>tensorscope screenshot：--cycle“%1”%2。
</translation>
    </message>
    <message>
        <source>tensorscope screenshot: cannot write &apos;%1&apos;: %2
</source>
        <translation>tensorscope screenshot：无法写入“%1”：%2
</translation>
    </message>
    <message>
        <source>Wrote %1 (%2x%3, %4 theme)
</source>
        <translation>已写入 %1（%2x%3，%4 主题）
</translation>
    </message>
    <message>
        <source>User interface language: %1 (default: the system&apos;s).</source>
        <translation>界面语言：%1（默认：系统语言）。</translation>
    </message>
    <message>
        <source>LANG</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>tensorscope screenshot: --language &apos;%1&apos;: expected one of %2.
</source>
        <translation>tensorscope screenshot：--language“%1”：应为 %2 之一。
</translation>
    </message>
    <message>
        <source>Presentation mode: large type, no menus, docks or settings (docs/presentation.md).</source>
        <translation>演示模式：大号字体，不显示菜单、停靠窗口或设置（docs/presentation.md）。</translation>
    </message>
    <message>
        <source>TOUR</source>
        <translation>导览</translation>
    </message>
    <message>
        <source>With --tour: the scene to show, from 1.</source>
        <translation>配合 --tour：要显示的场景，从 1 开始。</translation>
    </message>
    <message>
        <source>tensorscope screenshot: %1
</source>
        <translation>tensorscope screenshot：%1
</translation>
    </message>
    <message>
        <source>tensorscope screenshot: --scene &apos;%1&apos;: expected 1 to %2.
</source>
        <translation>tensorscope screenshot：--scene“%1”：应为 1 到 %2。
</translation>
    </message>
    <message>
        <source>tensorscope screenshot: cannot encode &apos;%1&apos;: %2
</source>
        <translation>tensorscope screenshot：无法编码“%1”：%2
</translation>
    </message>
    <message>
        <source>Device pixel ratio, from %1 to %2 (default 1): the window keeps its size in logical pixels, the PNG is that many times larger, with type and lines as sharp as on a screen scaled to 150 % or 200 %.</source>
        <translation>设备像素比，%1 到 %2（默认 1）：窗口保持其逻辑像素尺寸，PNG 按此倍数放大，文字和线条与缩放到 150% 或 200% 的屏幕上一样清晰。</translation>
    </message>
    <message>
        <source>F</source>
        <translation>F</translation>
    </message>
    <message>
        <source>tensorscope screenshot: --scale &apos;%1&apos; %2 (a device pixel ratio from %3 to %4, e.g. 1.5 or 2).
</source>
        <translation>tensorscope screenshot：--scale &apos;%1&apos; %2（设备像素比应为 %3 到 %4，例如 1.5 或 2）。
</translation>
    </message>
    <message>
        <source>tensorscope screenshot: --size %1x%2 at --scale %3 would be %4x%5 pixels; at most %6 a side.
</source>
        <translation>tensorscope screenshot：--size %1x%2 配合 --scale %3 将得到 %4x%5 像素；每边最多 %6。
</translation>
    </message>
    <message>
        <source>Open this workspace file first (a .tensorscope.json saved by the window).</source>
        <translation>先打开此工作区文件（由窗口保存的 .tensorscope.json）。</translation>
    </message>
    <message>
        <source>Select this operator of the workload first, as a click in the operator table does (the systolic and SIMT views then show it).</source>
        <translation>先选择工作负载中的此算子，如同在算子表中点击（脉动视图和 SIMT 视图随后显示它）。</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>tensorscope screenshot: --operator &apos;%1&apos;: the workload has no such operator.
</source>
        <translation>tensorscope screenshot：--operator &apos;%1&apos;：工作负载中没有此算子。
</translation>
    </message>
    <message>
        <source>start, compare, claims, systolic, simt or sidebyside (default start).</source>
        <translation>start、compare、claims、systolic、simt 或 sidebyside（默认 start）。</translation>
    </message>
    <message>
        <source>tensorscope screenshot: --tab &apos;%1&apos;: expected start, compare, claims, systolic, simt or sidebyside.
</source>
        <translation>tensorscope screenshot：--tab &apos;%1&apos;：应为 start、compare、claims、systolic、simt 或 sidebyside。
</translation>
    </message>
    <message>
        <source>With --tab claims: open this claim&apos;s card full size, from 1 to %1.</source>
        <translation>配合 --tab claims：以完整大小打开此说法的卡片，取值 1 到 %1。</translation>
    </message>
    <message>
        <source>tensorscope screenshot: --claim &apos;%1&apos; %2.
</source>
        <translation>tensorscope screenshot：--claim &apos;%1&apos; %2。
</translation>
    </message>
    <message>
        <source>tensorscope screenshot: --claim needs --tab claims.
</source>
        <translation>tensorscope screenshot：--claim 需要 --tab claims。
</translation>
    </message>
    <message>
        <source>Open this tour first (a file, or a shipped tour: %1).</source>
        <translation>先打开此导览（一个文件，或内置导览：%1）。</translation>
    </message>
    <message>
        <source>Render the presenter console at --size instead of the window; the window presents at %1x%2, a projector&apos;s size (docs/presentation.md).</source>
        <translation>以 --size 渲染演讲者控制台而不是窗口；窗口以投影仪尺寸 %1x%2 进行演示（docs/presentation.md）。</translation>
    </message>
    <message>
        <source>Show the tour editor (File › Edit Tour) beside the window, on --tour&apos;s tour at --scene, with its scene pictures (docs/presentation.md).</source>
        <translation>在窗口旁显示导览编辑器（文件 › 编辑导览），打开 --tour 的导览并定位到 --scene，附带其场景图片（docs/presentation.md）。</translation>
    </message>
</context>
<context>
    <name>ts::cli::ServeCommand</name>
    <message>
        <source>Serve a model on one chip: time to first token, time per output token, latency, throughput, the largest batch and the best one within latency bounds</source>
        <translation>在一个芯片上提供模型服务：首词元时间、每输出词元时间、延迟、吞吐量、最大批以及延迟限制内的最佳批</translation>
    </message>
    <message>
        <source>A preset id or a workload file.</source>
        <translation>预设 ID 或工作负载文件。</translation>
    </message>
    <message>
        <source>WORKLOAD</source>
        <translation>WORKLOAD</translation>
    </message>
    <message>
        <source>Time to first token at most this many seconds (with --tpot-max: the best batch within both).</source>
        <translation>首词元时间最多为此秒数（与 --tpot-max 同用时：同时满足两者的最佳批）。</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>Time per output token at most this many seconds.</source>
        <translation>每输出词元时间最多为此秒数。</translation>
    </message>
    <message>
        <source>Tokens the draft proposes per iteration (default 4).</source>
        <translation>草稿模型每次迭代提议的词元数（默认 4）。</translation>
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
        <translation>输出 JSON（键见 README）。</translation>
    </message>
    <message>
        <source>--workload and --device are required.
</source>
        <translation>--workload 和 --device 为必需参数。
</translation>
    </message>
    <message>
        <source>--phase does not apply: serving runs the prefill and the decode steps.
</source>
        <translation>--phase 不适用：服务会运行预填充和解码步骤。
</translation>
    </message>
    <message>
        <source>--%1 &apos;%2&apos; %3.
</source>
        <translation>--%1 &apos;%2&apos; %3。
</translation>
    </message>
    <message>
        <source>must be more than 0</source>
        <translation>必须大于 0</translation>
    </message>
    <message>
        <source>--speculate and --acceptance need a --draft model.
</source>
        <translation>--speculate 和 --acceptance 需要草稿模型（--draft）。
</translation>
    </message>
    <message>
        <source>--batch sets the batch; --ttft-max and --tpot-max find it: give one or the other.
</source>
        <translation>--batch 指定批大小；--ttft-max 和 --tpot-max 自动求出批大小：请二选一。
</translation>
    </message>
    <message>
        <source>%1: prompt %2 tokens, %3 generated</source>
        <translation>%1：提示 %2 个词元，生成 %3 个</translation>
    </message>
    <message>
        <source>; draft %1 proposing %2, %3 accepted</source>
        <translation>；草稿模型 %1 提议 %2 个，接受 %3</translation>
    </message>
    <message>
        <source>%1: no estimate (%2).
</source>
        <translation>%1：无估算结果（%2）。
</translation>
    </message>
    <message>
        <source>
%1 (largest batch that fits: %2)
</source>
        <translation>
%1（可容纳的最大批：%2）
</translation>
    </message>
    <message>
        <source>  batch        TTFT        TPOT     request     tokens/s   $/M tokens
</source>
        <translation> 批大小        TTFT        TPOT        请求      词元/秒   $/百万词元
</translation>
    </message>
    <message>
        <source>  * batch %1, limited by %2
</source>
        <translation>  * 批大小 %1，受 %2 限制
</translation>
    </message>
    <message>
        <source>Continuous batching in steady state: requests join and leave every step, and a joining request&apos;s prompt is prefilled in a step of its own.</source>
        <translation>稳态下的连续批处理：每一步都有请求加入和离开，新加入请求的提示在单独的一步中预填充。</translation>
    </message>
    <message>
        <source>Continuous batching with chunked prefill: at most N tokens a step, the decodes and as much prompt as fits beside them.</source>
        <translation>带分块预填充的连续批处理：每步最多 N 个词元，即解码词元以及旁边能容纳的提示词元。</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>--draft is modelled with static batching: leave out --continuous and --chunk.
</source>
        <translation>--draft 按静态批处理建模：请去掉 --continuous 和 --chunk。
</translation>
    </message>
    <message>
        <source>; continuous batching, chunked prefill of %1 tokens a step</source>
        <translation>；连续批处理，每步分块预填充 %1 个词元</translation>
    </message>
    <message>
        <source>; continuous batching</source>
        <translation>；连续批处理</translation>
    </message>
    <message>
        <source>  batch        TTFT        TPOT  worst TPOT     request     tokens/s   $/M tokens
</source>
        <translation> 批大小        TTFT        TPOT   最差TPOT        请求      词元/秒   $/百万词元
</translation>
    </message>
    <message>
        <source>Serve one copy of the model on N chips with tensor parallelism (default 1).</source>
        <translation>以张量并行在 N 个芯片上部署一份模型（默认 1）。</translation>
    </message>
    <message>
        <source>; tensor parallel over %1 chips</source>
        <translation>；在 %1 个芯片上张量并行</translation>
    </message>
    <message>
        <source>  does not fit</source>
        <translation>  放不下</translation>
    </message>
    <message>
        <source>  * batch %1 does not fit: it needs %2 of the device&apos;s %3
</source>
        <translation>  * 批量 %1 放不下：需要 %2，设备只有 %3
</translation>
    </message>
    <message>
        <source>--draft %1 (%2 parameters a token) is not smaller than %3 (%4): a draft that costs as much as the model cannot speed it up.
</source>
        <translation>--draft %1（每个词元 %2 个参数）不小于 %3（%4）：与模型开销相同的草稿模型无法为其加速。
</translation>
    </message>
    <message>
        <source>Speculative decoding with this draft model (a preset id or a workload file), or with the model&apos;s own: ngram (prompt lookup, no draft model), mtp (its multi-token-prediction module) or eagle (an EAGLE head).</source>
        <translation>使用此草稿模型（预设 ID 或工作负载文件）进行推测解码，或使用模型自身的草稿方式：ngram（提示词查找，无草稿模型）、mtp（其多词元预测模块）或 eagle（EAGLE 头）。</translation>
    </message>
    <message>
        <source>Probability that the model accepts a proposed token, 0 to 1 (default 0.7; 0.85 for mtp, 0.5 for ngram).</source>
        <translation>模型接受一个提议词元的概率，0 到 1（默认 0.7；mtp 为 0.85，ngram 为 0.5）。</translation>
    </message>
    <message>
        <source>n-gram prompt lookup</source>
        <translation>提示词 n-gram 查找</translation>
    </message>
    <message>
        <source>%1: no traffic simulation (%2).
</source>
        <translation>%1：无流量模拟（%2）。
</translation>
    </message>
    <message>
        <source>Also sweep the batch and tensor parallelism (1, 2, 4, 8 chips) and print each configuration&apos;s tokens/s per user and per chip, marking the Pareto frontier.</source>
        <translation>另外遍历批次和张量并行（1、2、4、8 个芯片），打印每种配置的每用户和每芯片 tokens/s，并标出帕累托前沿。</translation>
    </message>
    <message>
        <source>--frontier sweeps tensor parallelism itself: leave out --tp.
</source>
        <translation>--frontier 会自行遍历张量并行：请去掉 --tp。
</translation>
    </message>
    <message>
        <source>%1: no frontier (%2).
</source>
        <translation>%1：无前沿（%2）。
</translation>
    </message>
    <message>
        <source>  Frontier (* Pareto: no configuration has more tokens/s per user and per chip)
</source>
        <translation>  前沿（* 帕累托：没有配置拥有更高的每用户和每芯片 tokens/s）
</translation>
    </message>
    <message>
        <source>    tp  batch  tok/s/user  tok/s/chip   $/M tokens        TTFT        TPOT  memory/chip
</source>
        <translation>    tp   批次  tok/s/用户  tok/s/芯片   $/M tokens        TTFT        TPOT  内存/芯片
</translation>
    </message>
    <message>
        <source>  tp %1 skipped: %2
</source>
        <translation>  已跳过 tp %1：%2
</translation>
    </message>
    <message>
        <source>Pipeline parallelism: split the layers over N stages (default 1); a decode step&apos;s requests run as N micro-batches in flight.</source>
        <translation>流水线并行：把各层分到 N 个阶段（默认 1）；一次解码步的请求分成 N 个同时在途的微批次。</translation>
    </message>
    <message>
        <source>Expert parallelism for a mixture-of-experts model: N groups of chips, each serving its share of the requests, the routed experts divided over them (default 1).</source>
        <translation>混合专家模型的专家并行：N 组芯片，各自服务其份额的请求，路由专家分布在各组上（默认 1）。</translation>
    </message>
    <message>
        <source>Follow a serving engine&apos;s scheduler defaults: vllm, sglang, trtllm or jetstream (token budget, chunked prefill, cap on running requests; docs/serving.md).</source>
        <translation>采用某个推理服务引擎的调度器默认值：vllm、sglang、trtllm 或 jetstream（token 预算、分块预填充、运行中请求上限；见 docs/serving.md）。</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Disaggregated serving: P chips only prefill and D chips only decode, the prompt&apos;s KV cache sent between them over the scale-out network.</source>
        <translation>预填充与解码分离部署：P 个芯片只做预填充，D 个芯片只做解码，提示词的 KV 缓存经横向扩展网络在两者之间传输。</translation>
    </message>
    <message>
        <source>P:D</source>
        <translation>P:D</translation>
    </message>
    <message>
        <source>--engine &apos;%1&apos; must be one of %2.
</source>
        <translation>--engine &apos;%1&apos; 必须是 %2 之一。
</translation>
    </message>
    <message>
        <source>--disaggregate &apos;%1&apos; must be P:D, the prefill and decode chips, each from 1 to %2 (e.g. 1:3).
</source>
        <translation>--disaggregate &apos;%1&apos; 必须是 P:D，即预填充与解码芯片数，各为 1 到 %2（例如 1:3）。
</translation>
    </message>
    <message>
        <source>--frontier sweeps expert parallelism itself: leave out --ep.
</source>
        <translation>--frontier 会自行扫描专家并行：请去掉 --ep。
</translation>
    </message>
    <message>
        <source>--frontier sweeps one copy of the model: leave out --disaggregate.
</source>
        <translation>--frontier 只扫描模型的一个副本：请去掉 --disaggregate。
</translation>
    </message>
    <message>
        <source>the traffic simulation does not model --pp, --ep, --engine or --disaggregate yet: leave them out with --request-rate, --trace and --max-rate.
</source>
        <translation>流量模拟尚未建模 --pp、--ep、--engine 或 --disaggregate：与 --request-rate、--trace 和 --max-rate 一起使用时请去掉它们。
</translation>
    </message>
    <message>
        <source>%1.
</source>
        <translation>%1。
</translation>
    </message>
    <message>
        <source>; pipeline parallel over %1 stages</source>
        <translation>；流水线并行，%1 个阶段</translation>
    </message>
    <message>
        <source>; expert parallel over %1 groups</source>
        <translation>；专家并行，%1 组</translation>
    </message>
    <message>
        <source>; %1 scheduler defaults</source>
        <translation>；%1 调度器默认值</translation>
    </message>
    <message>
        <source>; disaggregated %1:%2 (prefill:decode chips)</source>
        <translation>；分离部署 %1:%2（预填充:解码芯片）</translation>
    </message>
    <message>
        <source>  %1: token budget %2 a step%3, %4
</source>
        <translation>  %1：每步 token 预算 %2%3，%4
</translation>
    </message>
    <message>
        <source>one prompt</source>
        <translation>一个提示词</translation>
    </message>
    <message>
        <source> (chunked prefill)</source>
        <translation>（分块预填充）</translation>
    </message>
    <message>
        <source>at most %1 requests running</source>
        <translation>最多 %1 个运行中的请求</translation>
    </message>
    <message>
        <source>running requests as memory allows</source>
        <translation>运行中的请求数由内存决定</translation>
    </message>
    <message>
        <source>  * prefill pool (chips: %1): a prompt in %2, its KV cache (%3) sent to the decode pool in %4; %5 requests/s
</source>
        <translation>  * 预填充池（芯片：%1）：一个提示词用时 %2，其 KV 缓存（%3）在 %4 内发送到解码池；每秒 %5 个请求
</translation>
    </message>
    <message>
        <source>  * decode pool (chips: %1): %2 tokens/s; bound by the %3 pool: %4 tokens/s per chip over all %5 chips
</source>
        <translation>  * 解码池（芯片：%1）：每秒 %2 个 token；受 %3 池限制：全部 %5 个芯片平均每芯片每秒 %4 个 token
</translation>
    </message>
    <message>
        <source>    tp  ep  batch  tok/s/user  tok/s/chip   $/M tokens        TTFT        TPOT  memory/chip
</source>
        <translation>    tp  ep   批次  tok/s/用户  tok/s/芯片   $/百万token       TTFT        TPOT  每芯片内存
</translation>
    </message>
    <message>
        <source>  tp %1 ep %2 skipped: %3
</source>
        <translation>  tp %1 ep %2 已跳过：%3
</translation>
    </message>
    <message>
        <source>the traffic simulation does not model a serving engine yet: the workload&apos;s serving_engine &quot;%1&quot; cannot be used with --request-rate, --trace and --max-rate.
</source>
        <translation>流量模拟尚未对推理服务引擎建模：工作负载的 serving_engine &quot;%1&quot; 不能与 --request-rate、--trace 和 --max-rate 一起使用。
</translation>
    </message>
</context>
<context>
    <name>ts::cli::ServeTraffic</name>
    <message>
        <source>Simulate traffic: requests arrive at random (Poisson) at R a second, wait in a queue and are batched continuously; prints P50/P90/P99 latencies, throughput and goodput.</source>
        <translation>模拟流量：请求以每秒 R 个随机（泊松）到达，在队列中等待并被连续批处理；输出 P50/P90/P99 延迟、吞吐量和有效吞吐量（goodput）。</translation>
    </message>
    <message>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <source>Requests simulated with --request-rate or --max-rate (default 10000).</source>
        <translation>使用 --request-rate 或 --max-rate 时模拟的请求数（默认 10000）。</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Seed of the simulated arrivals (default 1): the same seed gives the same figures.</source>
        <translation>模拟到达的随机种子（默认 1）：相同的种子给出相同的结果。</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>Simulate the requests of a CSV file with the header arrival_s,prompt_tokens,output_tokens.</source>
        <translation>模拟 CSV 文件中的请求，表头为 arrival_s,prompt_tokens,output_tokens。</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FILE</translation>
    </message>
    <message>
        <source>Find the highest Poisson request rate whose P99 TTFT and P99 TPOT meet --ttft-max and --tpot-max (MLPerf Inference&apos;s Server scenario).</source>
        <translation>找出 P99 TTFT 和 P99 TPOT 满足 --ttft-max 和 --tpot-max 的最高泊松请求速率（MLPerf Inference 的 Server 场景）。</translation>
    </message>
    <message>
        <source>--requests and --seed need --request-rate or --max-rate.
</source>
        <translation>--requests 和 --seed 需要 --request-rate 或 --max-rate。
</translation>
    </message>
    <message>
        <source>--trace gives the requests: leave out --request-rate, --max-rate, --requests and --seed.
</source>
        <translation>--trace 已给出请求：请去掉 --request-rate、--max-rate、--requests 和 --seed。
</translation>
    </message>
    <message>
        <source>The traffic simulation does not model a --draft model.
</source>
        <translation>流量模拟不支持 --draft 草稿模型。
</translation>
    </message>
    <message>
        <source>--%1 &apos;%2&apos; %3.
</source>
        <translation>--%1“%2”%3。
</translation>
    </message>
    <message>
        <source>--max-rate needs --ttft-max or --tpot-max (or both).
</source>
        <translation>--max-rate 需要 --ttft-max 或 --tpot-max（或两者）。
</translation>
    </message>
    <message>
        <source>one request does not fit the device&apos;s memory</source>
        <translation>单个请求也放不进设备内存</translation>
    </message>
    <message>
        <source>%1 requests arriving at random at %2 a second (seed %3)</source>
        <translation>%1 个请求，以每秒 %2 个随机到达（种子 %3）</translation>
    </message>
    <message>
        <source>%1 requests of %2</source>
        <translation>%2 中的 %1 个请求</translation>
    </message>
    <message>
        <source>  traffic: %1; continuous batching, at most %2 running%3
</source>
        <translation>  流量：%1；连续批处理，最多同时运行 %2 个%3
</translation>
    </message>
    <message>
        <source>, chunks of %1 tokens</source>
        <translation>，每块 %1 个 token</translation>
    </message>
    <message>
        <source>queue</source>
        <translation>排队</translation>
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
        <translation>请求</translation>
    </message>
    <message>
        <source>  %1 output tokens/s, %2 requests/s, goodput %3 requests/s (%4 of %5 requests within the bounds)
</source>
        <translation>  每秒 %1 个输出 token，每秒 %2 个请求，有效吞吐量每秒 %3 个请求（%5 个请求中 %4 个在限制内）
</translation>
    </message>
    <message>
        <source>  %1 output tokens/s, %2 requests/s, goodput %3 requests/s (no bounds: %4 of %5 requests count)
</source>
        <translation>  每秒 %1 个输出 token，每秒 %2 个请求，有效吞吐量每秒 %3 个请求（无限制：%5 个请求中计入 %4 个）
</translation>
    </message>
    <message>
        <source>  max rate %1 requests/s: P99 TTFT and P99 TPOT within the bounds; %2 is not (%3 simulations of %4 requests, seed %5, doubling from one request at a time, then bisection)
</source>
        <translation>  最高速率每秒 %1 个请求：P99 TTFT 和 P99 TPOT 均在限制内；%2 则不满足（%3 次模拟，每次 %4 个请求，种子 %5，从一次一个请求起倍增，然后二分）
</translation>
    </message>
    <message>
        <source>  max rate: none; even %1 requests/s misses the bounds (%2 simulations)
</source>
        <translation>  最高速率：无；即使每秒 %1 个请求也超出限制（%2 次模拟）
</translation>
    </message>
    <message>
        <source>  step times interpolated from %1 engine estimates (docs/serving.md)
</source>
        <translation>  步时由 %1 次引擎估算插值得到（docs/serving.md）
</translation>
    </message>
</context>
<context>
    <name>ts::cli::SimulateCommand</name>
    <message>
        <source>Run a simulator in batch mode: &apos;simulate systolic&apos; runs a GEMM on a systolic array, &apos;simulate simt&apos; on a GPU&apos;s SMs and warps</source>
        <translation>以批处理模式运行模拟器：“simulate systolic”在脉动阵列上运行 GEMM，“simulate simt”在 GPU 的 SM 与 warp 上运行</translation>
    </message>
    <message>
        <source>What to simulate: systolic or simt.</source>
        <translation>要模拟的对象：systolic 或 simt。</translation>
    </message>
    <message>
        <source>Systolic array rows (PEs).</source>
        <translation>脉动阵列行数（PE）。</translation>
    </message>
    <message>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <source>Systolic array columns (PEs).</source>
        <translation>脉动阵列列数（PE）。</translation>
    </message>
    <message>
        <source>C</source>
        <translation>C</translation>
    </message>
    <message>
        <source>os (output stationary), ws (weight stationary) or is (input stationary).</source>
        <translation>os（输出驻留）、ws（权重驻留）或 is（输入驻留）。</translation>
    </message>
    <message>
        <source>DATAFLOW</source>
        <translation>数据流</translation>
    </message>
    <message>
        <source>GEMM rows of A and C.</source>
        <translation>GEMM 中 A 和 C 的行数。</translation>
    </message>
    <message>
        <source>M</source>
        <translation>M</translation>
    </message>
    <message>
        <source>GEMM reduction dimension.</source>
        <translation>GEMM 的归约维度。</translation>
    </message>
    <message>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <source>GEMM columns of B and C.</source>
        <translation>GEMM 中 B 和 C 的列数。</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>auto (default: simulate unless the GEMM is too large), simulate or closed-form.</source>
        <translation>auto（默认：除非 GEMM 过大，否则进行模拟）、simulate 或 closed-form。</translation>
    </message>
    <message>
        <source>METHOD</source>
        <translation>方法</translation>
    </message>
    <message>
        <source>Print the result as JSON.</source>
        <translation>以 JSON 输出结果。</translation>
    </message>
    <message>
        <source>simt: CTA tile MxNxK (default 128x128 with 64-byte K-slabs: 128x128x32 for bf16).</source>
        <translation>simt：CTA 分块 MxNxK（默认 128x128，K 切片 64 字节：bf16 时为 128x128x32）。</translation>
    </message>
    <message>
        <source>MxNxK</source>
        <translation>MxNxK</translation>
    </message>
    <message>
        <source>simt: input precision, %1 (default bf16).</source>
        <translation>simt：输入精度，%1（默认 bf16）。</translation>
    </message>
    <message>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <source>tensorscope simulate: expected one target, e.g. &apos;tensorscope simulate systolic --rows 8 --cols 8 --dataflow ws --m 64 --k 64 --n 64&apos;.
</source>
        <translation>tensorscope simulate：应给出一个目标，例如“tensorscope simulate systolic --rows 8 --cols 8 --dataflow ws --m 64 --k 64 --n 64”。
</translation>
    </message>
    <message>
        <source>tensorscope simulate: unknown target &apos;%1&apos;; expected: systolic or simt.
</source>
        <translation>tensorscope simulate：未知目标“%1”；应为 systolic 或 simt。
</translation>
    </message>
    <message>
        <source>--%1 is required.
</source>
        <translation>必须提供 --%1。
</translation>
    </message>
    <message>
        <source>--%1 &apos;%2&apos;: expected an integer from 1 to %3.
</source>
        <translation>--%1“%2”：应为 1 到 %3 之间的整数。
</translation>
    </message>
    <message>
        <source>--dataflow is required (os, ws or is).
</source>
        <translation>必须提供 --dataflow（os、ws 或 is）。
</translation>
    </message>
    <message>
        <source>--dataflow &apos;%1&apos;: expected os, ws or is.
</source>
        <translation>--dataflow“%1”：应为 os、ws 或 is。
</translation>
    </message>
    <message>
        <source>--method &apos;%1&apos;: expected auto, simulate or closed-form.
</source>
        <translation>--method“%1”：应为 auto、simulate 或 closed-form。
</translation>
    </message>
    <message>
        <source>the cycle count of this GEMM on this array does not fit in 64 bits.
</source>
        <translation>此 GEMM 在该阵列上的周期数超出 64 位范围。
</translation>
    </message>
    <message>
        <source>the simulator rejected this shape.
</source>
        <translation>模拟器拒绝了此形状。
</translation>
    </message>
    <message>
        <source>Method:             %1
</source>
        <translation>方法：      %1
</translation>
    </message>
    <message>
        <source>simulated (register level)</source>
        <translation>已模拟（寄存器级）</translation>
    </message>
    <message>
        <source>closed form (too large to simulate)</source>
        <translation>闭式解（过大，无法模拟）</translation>
    </message>
    <message>
        <source>Cycles:             %1 (SCALE-Sim Total Cycles)
</source>
        <translation>周期：      %1（SCALE-Sim Total Cycles）
</translation>
    </message>
    <message>
        <source>Folds:              %1 (%2 x %3), %4 cycles each
</source>
        <translation>折叠：      %1（%2 x %3），每次 %4 个周期
</translation>
    </message>
    <message>
        <source>Utilization:        %1 %
</source>
        <translation>利用率：    %1 %
</translation>
    </message>
    <message>
        <source>Mapping efficiency: %1 %
</source>
        <translation>映射效率：  %1 %
</translation>
    </message>
    <message>
        <source>Product check:      %1
</source>
        <translation>乘积校验：  %1
</translation>
    </message>
    <message>
        <source>not run (closed form)</source>
        <translation>未运行（闭式解）</translation>
    </message>
    <message>
        <source>exact match with Eigen</source>
        <translation>与 Eigen 完全一致</translation>
    </message>
    <message>
        <source>MISMATCH</source>
        <translation>不一致</translation>
    </message>
    <message>
        <source>--device takes one id.
</source>
        <translation>--device 只接受一个 ID。
</translation>
    </message>
    <message>
        <source>--tile &apos;%1&apos;: expected MxNxK, e.g. 128x128x32.
</source>
        <translation>--tile“%1”：应为 MxNxK，例如 128x128x32。
</translation>
    </message>
    <message>
        <source>--precision &apos;%1&apos;: expected one of %2.
</source>
        <translation>--precision“%1”：应为 %2 之一。
</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a GPU (no &apos;gpu&apos; block in the catalog).
</source>
        <translation>“%1”不是 GPU（目录中没有“gpu”块）。
</translation>
    </message>
    <message>
        <source>&apos;%1&apos; has no &apos;%2&apos; for %3 in the catalog.
</source>
        <translation>“%1”在目录中没有 %3 的“%2”。
</translation>
    </message>
    <message>
        <source>&apos;%1&apos; has no &apos;%2&apos; in the catalog.
</source>
        <translation>“%1”在目录中没有“%2”。
</translation>
    </message>
    <message>
        <source>--tile %1: M must split into 16-row warp MMAs, N into the MMA&apos;s width (%2) and K into its depth (%3); M from 16 to 256, N from 8.
</source>
        <translation>--tile %1：M 必须能分成 16 行的 warp MMA，N 必须是 MMA 宽度（%2）的倍数，K 必须是其深度（%3）的倍数；M 为 16 到 256，N 至少为 8。
</translation>
    </message>
    <message>
        <source>--tile %1: not even one CTA fits on an SM of &apos;%2&apos;.
</source>
        <translation>--tile %1：“%2”的一个 SM 上连一个 CTA 都放不下。
</translation>
    </message>
    <message>
        <source>this GEMM is too large to simulate.
</source>
        <translation>此 GEMM 太大，无法模拟。
</translation>
    </message>
    <message>
        <source>Cycles:           %1 (%2 us at %3 MHz)
</source>
        <translation>周期：      %1（%2 us @ %3 MHz）
</translation>
    </message>
    <message>
        <source>CTAs:             %1 (%2 x %3 tiles), %4 per SM, %5 wave(s)
</source>
        <translation>CTA：       %1（%2 x %3 个分块），每 SM %4 个，%5 个波次
</translation>
    </message>
    <message>
        <source>Occupancy:        %1 % (%2 of %3 warps per SM; limited by %4)
</source>
        <translation>占用率：    %1 %（每 SM %3 个 warp 中的 %2 个；受限于 %4）
</translation>
    </message>
    <message>
        <source>Fraction of peak: %1 %
</source>
        <translation>峰值占比：  %1 %
</translation>
    </message>
    <message>
        <source>Engine:           tile %1x%2, %3 wave(s), compute %4 us, %5 % of peak
</source>
        <translation>引擎：      分块 %1x%2，%3 个波次，计算 %4 us，峰值的 %5 %
</translation>
    </message>
    <message>
        <source>Product check:    %1
</source>
        <translation>乘积校验：  %1
</translation>
    </message>
    <message>
        <source>skipped (more than %1 MACs)</source>
        <translation>已跳过（超过 %1 次 MAC）</translation>
    </message>
    <message>
        <source>Systolic array %1x%2, %3 dataflow, GEMM M=%4 N=%5 K=%6
</source>
        <translation>脉动阵列 %1x%2，%3 数据流，GEMM M=%4 N=%5 K=%6
</translation>
    </message>
    <message>
        <source>closed form (as asked)</source>
        <translation>闭式解（按要求）</translation>
    </message>
    <message>
        <source>%1 (%2 SMs), %3 GEMM M=%4 N=%5 K=%6, tile %7
</source>
        <translation>%1（%2 个 SM），%3 GEMM M=%4 N=%5 K=%6，分块 %7
</translation>
    </message>
    <message>
        <source>an array of %1 PEs is too large to simulate (at most %2); use --method auto or closed-form.
</source>
        <translation>包含 %1 个 PE 的阵列太大，无法模拟（最多 %2 个）；请使用 --method auto 或 closed-form。
</translation>
    </message>
    <message>
        <source>simulating: %1 % (fold %2 of %3), about %4 s left
</source>
        <extracomment>Progress of a long simulation on stderr: percent done, folds, time left.</extracomment>
        <translation>正在模拟：%1 %（第 %2 / %3 个折叠），剩余约 %4 秒
</translation>
    </message>
    <message>
        <source>interrupted after %1 of %2 cycles (%3 of %4 folds); nothing printed.
</source>
        <translation>在 %2 个周期中的第 %1 个周期（%4 个折叠中的 %3 个）后中断；未输出结果。
</translation>
    </message>
    <message>
        <source>exact match with the reference, tile by tile</source>
        <translation>与参考结果逐块完全一致</translation>
    </message>
    <message>
        <source>MISMATCH (%1 values differ)</source>
        <translation>不一致（%1 个值不同）</translation>
    </message>
    <message>
        <source>this GEMM is too large to simulate (%1 CTA-slabs on the busiest SM, limit %2); use --method auto or closed-form.
</source>
        <translation>此 GEMM 过大，无法模拟（最繁忙的 SM 上有 %1 个 CTA K 片，上限 %2）；请使用 --method auto 或 closed-form。
</translation>
    </message>
    <message>
        <source>the engine&apos;s closed form cannot answer this GEMM: %1; use --method auto or simulate.
</source>
        <translation>引擎的闭式公式无法回答此 GEMM：%1；请使用 --method auto 或 simulate。
</translation>
    </message>
    <message>
        <source>neither the simulator nor the engine&apos;s closed form can answer this GEMM: %1 CTA-slabs on the busiest SM (simulation limit %2), and the engine: %3
</source>
        <translation>模拟器和引擎的闭式公式都无法回答此 GEMM：最繁忙的 SM 上有 %1 个 CTA K 片（模拟上限 %2），引擎：%3
</translation>
    </message>
    <message>
        <source>Method:           %1
</source>
        <translation>方法：           %1
</translation>
    </message>
    <message>
        <source>simulated (warp level)</source>
        <translation>模拟（warp 级）</translation>
    </message>
    <message>
        <source>closed form (too large to simulate: %1 CTA-slabs on the busiest SM, limit %2)</source>
        <translation>闭式公式（过大无法模拟：最繁忙的 SM 上有 %1 个 CTA K 片，上限 %2）</translation>
    </message>
    <message>
        <source>Time:             %1 us (the engine&apos;s compute time)
</source>
        <translation>时间：           %1 us（引擎的计算时间）
</translation>
    </message>
</context>
<context>
    <name>ts::cli::ValidateCommand</name>
    <message>
        <source>no file says how to rebuild this row</source>
        <translation>没有文件说明如何重建此行</translation>
    </message>
    <message>
        <source>device &apos;%1&apos; is not in the catalog</source>
        <translation>设备“%1”不在目录中</translation>
    </message>
    <message>
        <source>preset &apos;%1&apos; does not load</source>
        <translation>预设“%1”无法加载</translation>
    </message>
    <message>
        <source>the workload does not build: %1</source>
        <translation>无法构建工作负载：%1</translation>
    </message>
    <message>
        <source>the engine gives no estimate (%1)</source>
        <translation>引擎无法给出估计（%1）</translation>
    </message>
    <message>
        <source>the parallel split is illegal: %1</source>
        <translation>并行划分不合法：%1</translation>
    </message>
    <message>
        <source>host round trip added: timed around a synchronous call</source>
        <translation>已加上主机往返时间：围绕一次同步调用计时</translation>
    </message>
    <message>
        <source>the model says this split does not fit in memory</source>
        <translation>模型认为此划分无法放入内存</translation>
    </message>
    <message>
        <source>Category</source>
        <extracomment>Column headers of `tensorscope validate`: category, rows scored, rows shown (scored or not), mean absolute percentage error, median absolute error, mean signed error, mean optimism (positive: predicted faster than measured).
----------
Column headers of the per-vendor table of `tensorscope validate`.</extracomment>
        <translation>类别</translation>
    </message>
    <message>
        <source>Scored</source>
        <translation>计分行</translation>
    </message>
    <message>
        <source>Shown</source>
        <translation>显示行</translation>
    </message>
    <message>
        <source>MAPE</source>
        <translation>MAPE</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>中位数</translation>
    </message>
    <message>
        <source>Mean signed</source>
        <translation>平均有符号误差</translation>
    </message>
    <message>
        <source>Worst rows (signed error):
</source>
        <translation>最差的行（有符号误差）：
</translation>
    </message>
    <message>
        <source>Row (%1)</source>
        <extracomment>Header of the rows of one category, e.g. &quot;Row (gemm)&quot;.</extracomment>
        <translation>行（%1）</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>设备</translation>
    </message>
    <message>
        <source>Predicted</source>
        <translation>预测值</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>测量值</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>单位</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>误差</translation>
    </message>
    <message>
        <source>not expressible: %1
</source>
        <translation>无法表达：%1
</translation>
    </message>
    <message>
        <source>not scored: the catalog&apos;s matrix_achievable_fraction comes from this measurement (%1)
</source>
        <translation>不计分：目录中的 matrix_achievable_fraction 来自此测量（%1）
</translation>
    </message>
    <message>
        <source>note: %1
</source>
        <translation>注：%1
</translation>
    </message>
    <message>
        <source>caveat: %1
</source>
        <translation>注意事项：%1
</translation>
    </message>
    <message>
        <source>Show the engine&apos;s accuracy against the published measurements it ships with</source>
        <translation>显示引擎相对于随附已发表测量数据的准确度</translation>
    </message>
    <message>
        <source>C</source>
        <translation>C</translation>
    </message>
    <message>
        <source>Also print every row: predicted, measured, error, caveats.</source>
        <translation>同时打印每一行：预测值、测量值、误差、注意事项。</translation>
    </message>
    <message>
        <source>Print JSON (keys in the README).</source>
        <translation>输出 JSON（键名见 README）。</translation>
    </message>
    <message>
        <source>tensorscope validate: %1
</source>
        <translation>tensorscope validate：%1
</translation>
    </message>
    <message>
        <source>tensorscope validate: --category &apos;%1&apos;: expected one of %2.
</source>
        <translation>tensorscope validate：--category“%1”：应为以下之一：%2。
</translation>
    </message>
    <message>
        <source>Engine accuracy against published measurements (errors: (predicted - measured) / measured; docs/validation.md)
</source>
        <translation>引擎相对于已发表测量数据的准确度（误差：(预测值 - 测量值) / 测量值；docs/validation.md）
</translation>
    </message>
    <message>
        <source>Optimism</source>
        <translation>乐观度</translation>
    </message>
    <message>
        <source>not scored: %1
</source>
        <translation>不计分：%1
</translation>
    </message>
    <message>
        <source>By vendor family (optimism: positive means predicted faster than measured):
</source>
        <translation>按厂商系列（乐观度：正值表示预测比实测更快）：
</translation>
    </message>
    <message>
        <source>Family</source>
        <translation>系列</translation>
    </message>
    <message>
        <source>Only this category (gemm, memory_bandwidth, collective, training_e2e, training_throughput, training_eager, inference, long_context_cp).</source>
        <translation>仅此类别（gemm、memory_bandwidth、collective、training_e2e、training_throughput、training_eager、inference、long_context_cp）。</translation>
    </message>
    <message>
        <source>Score your own measurements instead of the shipped ones: a CSV file in calibration.csv&apos;s columns (README).</source>
        <translation>用您自己的测量数据代替随附数据进行评估：一个与 calibration.csv 列相同的 CSV 文件（见 README）。</translation>
    </message>
    <message>
        <source>CSV</source>
        <translation>CSV</translation>
    </message>
    <message>
        <source>With --data: how each row is rebuilt (rows.json&apos;s format; default: the CSV&apos;s path with .json in place of .csv).</source>
        <translation>与 --data 一起使用：每行如何重建（rows.json 的格式；默认：将 CSV 路径中的 .csv 换成 .json）。</translation>
    </message>
    <message>
        <source>JSON</source>
        <translation>JSON</translation>
    </message>
    <message>
        <source>tensorscope validate: --inputs needs --data.
</source>
        <translation>tensorscope validate：--inputs 需要 --data。
</translation>
    </message>
    <message>
        <source>Engine accuracy against the measurements in %1 (errors: (predicted - measured) / measured; docs/validation.md)
</source>
        <translation>引擎相对于 %1 中测量数据的准确度（误差：(预测 - 实测) / 实测；docs/validation.md）
</translation>
    </message>
</context>
<context>
    <name>ts::cli::WorkloadCommand</name>
    <message>
        <source>List the workload presets, or show a workload&apos;s operators, FLOPs and memory</source>
        <translation>列出工作负载预设，或显示某个工作负载的算子、FLOPs 与内存</translation>
    </message>
    <message>
        <source>[PRESET|FILE]</source>
        <translation>[预设|文件]</translation>
    </message>
    <message>
        <source>Print machine-readable JSON.</source>
        <translation>输出机器可读的 JSON。</translation>
    </message>
    <message>
        <source>Run &apos;tensorscope workload --help&apos; for its options.
</source>
        <translation>运行“tensorscope workload --help”查看其选项。
</translation>
    </message>
    <message>
        <source>%1 (%2): %3, global batch %4, micro-batch %5, seq %6, %7
</source>
        <translation>%1（%2）：%3，全局批大小 %4，微批 %5，序列 %6，%7
</translation>
    </message>
    <message>
        <source>Parameters:      %1 (%2)</source>
        <translation>参数量：    %1（%2）</translation>
    </message>
    <message>
        <source>, active %1 (%2)</source>
        <translation>，激活 %1（%2）</translation>
    </message>
    <message>
        <source>FLOPs per step:  %1 (%2FLOP), %3 tokens or samples
</source>
        <translation>每步 FLOPs：%1（%2FLOP），%3 个词元或样本
</translation>
    </message>
    <message>
        <source>KV cache:        %1 bytes per token
</source>
        <translation>KV 缓存：   每词元 %1 字节
</translation>
    </message>
    <message>
        <source>Memory (one device): weights %1, gradients %2, optimizer %3, activations %4, KV cache %5, workspace %6, total %7
</source>
        <translation>内存（单个设备）：权重 %1，梯度 %2，优化器 %3，激活 %4，KV 缓存 %5，工作区 %6，总计 %7
</translation>
    </message>
    <message>
        <source>name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>phase</source>
        <translation>阶段</translation>
    </message>
    <message>
        <source>shape (b*MxNxK)</source>
        <translation>形状 (b*MxNxK)</translation>
    </message>
    <message>
        <source>count</source>
        <translation>次数</translation>
    </message>
    <message>
        <source>FLOPs</source>
        <translation>FLOPs</translation>
    </message>
    <message>
        <source>bytes</source>
        <translation>字节</translation>
    </message>
    <message>
        <source>FLOP/B</source>
        <translation>FLOP/B</translation>
    </message>
    <message>
        <source>list, show or import.</source>
        <translation>list、show 或 import。</translation>
    </message>
    <message>
        <source>show: a preset id or a workload file; import: a Hugging Face config.json.</source>
        <translation>show：预设 ID 或工作负载文件；import：Hugging Face 的 config.json。</translation>
    </message>
    <message>
        <source>import: the workload file to write (without it, the workload is printed).</source>
        <translation>import：要写入的工作负载文件（省略时打印工作负载）。</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FILE</translation>
    </message>
    <message>
        <source>tensorscope workload: expected &apos;list&apos;, &apos;show PRESET|FILE&apos; or &apos;import CONFIG.json&apos;.
</source>
        <translation>tensorscope workload：应为 &apos;list&apos;、&apos;show PRESET|FILE&apos; 或 &apos;import CONFIG.json&apos;。
</translation>
    </message>
    <message>
        <source>tensorscope workload import: cannot write &apos;%1&apos;: %2
</source>
        <translation>tensorscope workload import：无法写入 &apos;%1&apos;：%2
</translation>
    </message>
    <message>
        <source>Wrote %1: %2, %3 parameters (%4 active per token)
</source>
        <translation>已写入 %1：%2，%3 个参数（每词元激活 %4 个）
</translation>
    </message>
    <message>
        <source>import: write --out even when it names the config file being imported (which is then replaced).</source>
        <translation>import：即使 --out 指向正在导入的配置文件也写入（该文件随之被替换）。</translation>
    </message>
    <message>
        <source>tensorscope workload import: &apos;%1&apos; is the config file being imported; not replacing it (give another --out, or --force to replace it)
</source>
        <translation>tensorscope workload import：“%1”是正在导入的配置文件；不会替换它（请指定其他 --out，或用 --force 替换）
</translation>
    </message>
</context>
<context>
    <name>ts::cli::WorkloadOptions</name>
    <message>
        <source>training, prefill or decode.</source>
        <translation>training、prefill 或 decode。</translation>
    </message>
    <message>
        <source>PHASE</source>
        <translation>阶段</translation>
    </message>
    <message>
        <source>Global batch (sequences or samples).</source>
        <translation>全局批大小（序列数或样本数）。</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Sequence (prompt) length in tokens.</source>
        <translation>序列（提示）长度，以词元计。</translation>
    </message>
    <message>
        <source>Weights and activations: %1.</source>
        <translation>权重和激活：%1。</translation>
    </message>
    <message>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <source>--%1 &apos;%2&apos; %3.
</source>
        <translation>--%1“%2”%3。
</translation>
    </message>
    <message>
        <source>--phase &apos;%1&apos;: expected training, prefill or decode.
</source>
        <translation>--phase“%1”：应为 training、prefill 或 decode。
</translation>
    </message>
    <message>
        <source>--precision &apos;%1&apos;: expected one of %2.
</source>
        <translation>--precision“%1”：应为 %2 之一。
</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is neither a preset nor a file; &apos;tensorscope workload list&apos; lists the presets.
</source>
        <translation>“%1”既不是预设也不是文件；“tensorscope workload list”会列出所有预设。
</translation>
    </message>
    <message>
        <source>Tokens generated after the prompt (decode steps; the preset&apos;s otherwise).</source>
        <translation>提示之后生成的词元数（解码步数；否则使用预设值）。</translation>
    </message>
    <message>
        <source>Weights alone, stored narrower than the activations and dequantized in each GEMM (weight-only quantization, for serving): %1.</source>
        <translation>仅权重：以比激活更窄的格式存储，并在每个 GEMM 中反量化（仅权重量化，用于推理服务）：%1。</translation>
    </message>
    <message>
        <source>--weight-precision &apos;%1&apos;: expected one of %2.
</source>
        <translation>--weight-precision &apos;%1&apos;：应为 %2 之一。
</translation>
    </message>
    <message>
        <source>The optimizer of a training step: adam (default), sgd (with momentum) or adafactor.</source>
        <translation>训练步骤的优化器：adam（默认）、sgd（带动量）或 adafactor。</translation>
    </message>
    <message>
        <source>O</source>
        <translation>O</translation>
    </message>
    <message>
        <source>The gradients&apos; storage in a training step (default: the weights&apos;; fp32 as Megatron-LM keeps them).</source>
        <translation>训练步骤中梯度的存储格式（默认：与权重相同；fp32 如 Megatron-LM 所用）。</translation>
    </message>
    <message>
        <source>Fine-tune with LoRA adapters of this rank on frozen weights (a training step).</source>
        <translation>在冻结权重上用此秩的 LoRA 适配器微调（训练步骤）。</translation>
    </message>
    <message>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <source>Which linear layers get adapters: all (default), attention or mlp.</source>
        <translation>哪些线性层加适配器：all（默认）、attention 或 mlp。</translation>
    </message>
    <message>
        <source>T</source>
        <translation>T</translation>
    </message>
    <message>
        <source>The frozen weights&apos; storage: bf16 (default), fp16, int8, or int4 for QLoRA.</source>
        <translation>冻结权重的存储格式：bf16（默认）、fp16、int8，或用于 QLoRA 的 int4。</translation>
    </message>
    <message>
        <source>The KV cache&apos;s storage precision, for serving (default: the attention&apos;s): %1.</source>
        <translation>推理服务时 KV 缓存的存储精度（默认：与注意力相同）：%1。</translation>
    </message>
    <message>
        <source>--kv-precision &apos;%1&apos;: expected one of %2.
</source>
        <translation>--kv-precision &apos;%1&apos;：应为 %2 之一。
</translation>
    </message>
    <message>
        <source>--optimizer &apos;%1&apos;: expected adam, sgd or adafactor.
</source>
        <translation>--optimizer &apos;%1&apos;：应为 adam、sgd 或 adafactor。
</translation>
    </message>
    <message>
        <source>--gradient-precision &apos;%1&apos;: expected one of %2.
</source>
        <translation>--gradient-precision &apos;%1&apos;：应为 %2 之一。
</translation>
    </message>
    <message>
        <source>--lora-targets and --lora-base need --lora RANK.
</source>
        <translation>--lora-targets 和 --lora-base 需要 --lora 秩。
</translation>
    </message>
    <message>
        <source>--lora &apos;%1&apos; %2.
</source>
        <translation>--lora &apos;%1&apos; %2。
</translation>
    </message>
    <message>
        <source>--lora-targets &apos;%1&apos;: expected all, attention or mlp.
</source>
        <translation>--lora-targets &apos;%1&apos;：应为 all、attention 或 mlp。
</translation>
    </message>
    <message>
        <source>--lora-base &apos;%1&apos;: expected one of %2.
</source>
        <translation>--lora-base &apos;%1&apos;：应为 %2 之一。
</translation>
    </message>
    <message>
        <source>The software that runs the step: fused (Megatron-LM with Transformer Engine, MaxText; the default) or fsdp-eager (PyTorch FSDP, LLM Foundry, torchtune, Hugging Face Trainer: unfused norms, rotary and activations, FlashAttention-2).</source>
        <translation>执行该步的软件：fused（Megatron-LM 配合 Transformer Engine、MaxText；默认）或 fsdp-eager（PyTorch FSDP、LLM Foundry、torchtune、Hugging Face Trainer：未融合的归一化、旋转和激活，FlashAttention-2）。</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>Activation recomputation of a training step: none, full, except_weight_gemms (minimal), save_dot_except_mlp, save_qkv_proj, qkv_proj_offloaded, minimal_offloaded or selective (docs/workload.md).</source>
        <translation>训练步的激活重计算：none、full、except_weight_gemms（minimal）、save_dot_except_mlp、save_qkv_proj、qkv_proj_offloaded、minimal_offloaded 或 selective（docs/workload.md）。</translation>
    </message>
    <message>
        <source>--stack &apos;%1&apos;: expected fused or fsdp-eager.
</source>
        <translation>--stack &apos;%1&apos;：应为 fused 或 fsdp-eager。
</translation>
    </message>
    <message>
        <source>--recompute &apos;%1&apos;: expected none, full, except_weight_gemms, minimal, save_dot_except_mlp, save_qkv_proj, qkv_proj_offloaded, minimal_offloaded or selective (custom: in a workload file).
</source>
        <translation>--recompute &apos;%1&apos;：应为 none、full、except_weight_gemms、minimal、save_dot_except_mlp、save_qkv_proj、qkv_proj_offloaded、minimal_offloaded 或 selective（custom：在工作负载文件中）。
</translation>
    </message>
    <message>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <source>The fused-attention kernel, where the software ran another than its stack&apos;s own: library (cuDNN through Transformer Engine, XLA&apos;s; serving engines&apos; split-KV decode), flash-attention-2 (Transformer Engine releases before its Hopper preference) or masked-mha (TensorRT-LLM&apos;s decode kernel before XQA: the K/V cache read once per query head; docs/engine.md, docs/serving.md).</source>
        <translation>融合注意力内核（当软件运行的不是其栈自带的内核时）：library（经 Transformer Engine 的 cuDNN、XLA 的内核；服务引擎的 split-KV 解码）、flash-attention-2（Transformer Engine 在优先 Hopper 之前的版本）或 masked-mha（XQA 之前 TensorRT-LLM 的解码内核：每个查询头读取一次 K/V 缓存；docs/engine.md、docs/serving.md）。</translation>
    </message>
    <message>
        <source>--attention-kernel &apos;%1&apos;: expected library, flash-attention-2 or masked-mha.
</source>
        <translation>--attention-kernel &apos;%1&apos;：应为 library、flash-attention-2 或 masked-mha。
</translation>
    </message>
    <message>
        <source>%1 is not a decoder: decoding needs a causal transformer.
</source>
        <translation>%1 不是解码器：解码需要因果 Transformer。
</translation>
    </message>
</context>
</TS>
