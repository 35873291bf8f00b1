// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// The engine against published measurements (ts::validation, docs/validation.md): the shipped
// data loads cleanly and equals the shared reference, every category stays within its
// no-regression ratchet, the category filter works, and malformed data gives diagnostics, not
// crashes. Prints the full table (`ctest -R tst_validation -V`).

#include "validation/csvtable.h"
#include "validation/validationsuite.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <cmath>

using namespace ts;
using namespace ts::validation;

namespace {

// No-regression ratchets: today's figure of each category, in percent, rounded up to the next
// whole percent, plus 1 (and today's scored-row count as a floor). They are NOT the targets:
// the targets are issue 17's (kTarget* below), which the engine does not meet yet. Lower a
// ratchet whenever the engine improves a category; raise one only for new data (more rows),
// saying so in the commit, never to let a change of the engine pass. docs/validation.md shows
// the same figures.
struct Ratchet
{
    const char* category;
    qsizetype minimumRows;
    double mapePercent;
    double absMeanOptimismPercent; ///< |mean optimism|: + predicted faster, − slower
};
constexpr Ratchet kRatchets[] = {
    // Measured 2026-11-24 after the GPU GEMM and memory physics of issue 17 (rows, MAPE, mean
    // optimism): gemm 389, 5.3%, -0.0%; memory_bandwidth 8, 4.6%, -2.2%; inference 7, 16.6%,
    // +13.9%. (Before it: gemm 18.1%, memory 18.2%, inference 24.7% / +22.9%.)
    // Then after the collective model of issue 17 item 8 (per-pair mesh links, achievable link
    // fraction, NVLS, fitted per-call latency): collective 70, 22.7%, -6.3% (was 51.3%,
    // +35.9%); training_e2e 1, 18.8%, +18.8% (was 24.8%); training_throughput 7, 20.8%, +19.1%
    // (was 23.4%, +21.7%).
    // Then after 8-bit runs quantize only the linear layers (item 7: casts, 16-bit outputs,
    // attention and vector ops in bf16 when training): training_e2e 1, 12.6%, +12.6%;
    // training_throughput 7, 16.4%, +14.8%; inference 7, 11.5%, +7.6%.
    // Then TPU MXUs double-buffer their weights (item 5: LLaMA-2 7B decode on a v5p from 2.0× to
    // 1.09× its HBM bound): the two TPU training rows move up, MFU-003 from −5.7% to −4.1%,
    // MFU-001 (whose split does not fit memory in the model) from +14.8% to +17.4%; the mean
    // optimism of training_throughput goes from +14.8% to +15.4%. Raised from 15 to 16 for that
    // physics, not for data; it exposes the TPUs' assumed 100% sustained peak (item 3).
    // Then tensor-parallel activations cross chips in bf16 in an 8-bit run, and inference runs
    // as serving runtimes do (item 9): training_e2e 1, 3.2%, +3.2% (TRAIN-004, fp8 on TP).
    // Then the Megatron-LM 2021 rows (MFU-011..014) say what that software did: no sequence
    // parallelism (it came in 2022) and gradients all-reduced after the backward pass (local
    // DDP): training_throughput 7, 13.0%, +11.3%.
    // Then the first size XLA's generator profiled for each set of groups (1 KiB: no warm-up,
    // each slower than 2 KiB on the same groups) is shown but not scored, and the two fitted
    // collective constants are fitted without those rows (14 µs, 0.52; 15.3% fit, 13.2% held
    // out): collective 67 rows, 14.4%, −2.8% (22.7% and −6.3% on all 70 before the refit).
    // Then fused attention runs at its own measured fraction of the peak (cuDNN on an H100:
    // 0.62 forward, 0.50 backward; elsewhere the GEMM fraction times that ratio, assumed):
    // training_throughput 7, 12.0%, +10.4% (MFU-044 from +36.7% to +29.6%); training_e2e
    // 1, 2.6%, +2.6%; inference 7, 11.4%, +7.5%.
    // Then Hopper's FP8 data and weight gradients pay the FP32 promotion of split accumulation
    // (0.25 of the MMA time, from the SM's rates; docs/engine.md): training_throughput 7,
    // 10.3%, +8.7% (MFU-044 from +29.6% to +17.7%); training_e2e 1, 3.7%, −3.7% (TRAIN-004
    // from 2.6% too fast to 3.7% too slow: sourced physics, so its ratchet goes up by one).
    // Then a head width apart from hidden / heads (issue 21) makes MaxText's 128B, 1024B and
    // v5e 16B rows expressible, and remat "minimal" is modelled as recomputing all but the
    // weight GEMMs (MFU-001 now fits its chips: +16.5% -> +14.5%): training_throughput 10
    // rows, 10.9%, +7.6% (MFU-002 +17.2%, MFU-004 -11.1%, MFU-005 +11.3%).
    // Then weight-only quantization (issue 21: weights stored narrower than the activations,
    // dequantized in each GEMM) makes gpt-fast's int8 decode (INF-026) expressible: new data,
    // 17.0% slow, so the inference ratchet goes from 12 to 13 and its floor to 8 rows:
    // inference 8, 12.1%, +4.4%.
    // Then context parallelism (issue 21) makes NeMo's CP2 rows expressible: new data.
    // MFU-046 (LLaMA-3 8B, 8 H100s, seq 8192, fp8) is +30.8%, of which the ring costs 1.6
    // points (+32.4% the same run on dp 8); TRAIN-029 (Llama 3.1 405B on 512 H100s, TP8 PP8
    // VP8 CP2) is −9.7%. training_throughput 11 rows, 12.7%, +9.7% (ratchets 11 -> 14 and
    // 8 -> 11); training_e2e 2 rows, 6.7%, −3.0% (4 -> 8).
    // Then decode's GEMMs of at most 32 rows try 16- and 32-row tiles (issue 21, quantized
    // serving): INF-026 from −17.0% to +2.3%; inference 8 rows, 10.2%, +6.9% (13 -> 12; the
    // optimism ratchet stays at 8).
    // Then supplementary.csv adds NeMo 24.07's fine-tuning table (the source of MFU-044/046):
    // three SFT and three LoRA rows, new data. FT-001..003 (SFT) +14.6%, −9.2%, −16.4%;
    // FT-004..006 (LoRA, rank 32 on the attention) −3.1%, −0.6%, −5.1%. training_throughput 17
    // rows, 11.1%, +5.1% (ratchets 14 -> 13 and 11 -> 7).
    // Then XLA's 132 all-gathers, reduce-scatters and all-to-alls (issue 32 item 4) are scored
    // in collective, new data, and the collective model gains NCCL's LL protocol, the GPU's own
    // shard, the pipeline fill, the launch skew and the setups, refitted over all of XLA's
    // collectives (docs/scaling.md, "Fitted constants"). collective: 67 rows, 14.4%, −2.8%
    // before (the old model on the new rows: 34.2%); 193 rows, 14.8%, −1.0% after (XLA's 189
    // rows 14.9%: all-gathers 12.4%, reduce-scatters 18.2%, all-to-alls 18.1%, all-reduces
    // 12.2%, was 14.6%); the MAPE ratchet goes from 15 to 16 for the new rows. training_e2e:
    // TRAIN-004 from +3.7% to +1.4% (step time too slow), so the two rows' mean optimism goes
    // from +3.0% to +4.2% (TRAIN-029 stays 9.7% too fast) while their MAPE falls from 6.7% to
    // 5.6%: its optimism ratchet goes from 4 to 5 for that physics.
    // Issue 32, the TPU v5e's matrix fraction from XLA's timed 8192³ matmul (0.9471): the three
    // rows of that page (GEMM-041, -043, -044) become catalog inputs, so gemm scores 384 rows;
    // MFU-005 goes from +11.3% to +5.8%.
    // category              rows  MAPE  |mean optimism|
    { "gemm", 384, 7, 2 },
    { "memory_bandwidth", 8, 6, 4 },
    { "collective", 193, 16, 2 },
    { "training_e2e", 2, 8, 5 },
    // Then calibration-2.csv (issue 32) adds new data: eleven TPU v6e MaxText runs, all 21–31%
    // too fast (the twelfth, two slices over DCN, is not expressible yet), ten H200
    // TensorRT-LLM static batches (+30% to −36%) and NeMo's nine long-sequence runs
    // (long_context_cp, +19% at 4K to +62% at 1M): training_throughput 28 rows, 16.5%,
    // +12.9%; inference 18 rows, 15.3%, +6.4%; long_context_cp 9 rows, 40.0%, +40.0%.
    // Then TPU v6e and TPU7x get the fraction of their peak that device-timed matmuls reach
    // (0.7927 and 0.9654; docs/engine.md): the v6e rows from −21…−31% to −5…−17%;
    // training_throughput 28 rows, 10.6%, +6.9% (TPUs 16 rows +8.4%, NVIDIA 12 rows +5.0%).
    // Then the named remat policies (issue 32 item 3) rebuild the v6e recipes as they ran:
    // MaxText's "custom" (input, q/k/v and out_proj offloaded to host, the rest recomputed) and
    // "qkv_proj_offloaded", instead of full recomputation. Less is recomputed and the offload
    // hides behind the passes, so the v6e rows move from −5…−17% to −9…−19%:
    // training_throughput 28 rows, 11.6%, +7.9% (TPUs +10.1%, NVIDIA +5.0%). Modelled as they
    // ran, not tuned: what a v6e step spends beyond the matrix units is still missing.
    { "training_throughput", 28, 12, 8 },
    // Then decode attention is timed as serving engines run it (issue 35 item 1; docs/serving.md,
    // "Decode attention"): the cache read once per KV head at the achievable bandwidth, where it
    // was a GEMM of one query row a head at 0.2-0.5% of the peak. LOOSENED from 16 / 8: the H200
    // TensorRT-LLM rows of grouped-query models were matched by that slow attention; at the
    // memory roof they are faster than measured (C2-INF-004 +16.5% -> +41.7%, -005 +30.1% ->
    // +178.8%, -006 +11.5% -> +34.1%, -007 +10.1% -> +29.1%, -008 -6.1% -> +14.6%, -009 -24.7%
    // -> +67.0%, -010 -35.5% -> +44.8%; the LLaMA-2 13B rows, multi-head, do not move). They
    // ran TensorRT-LLM v0.5.0 and v0.7a, before its GQA decode kernel (XQA, "2.4x more
    // Llama-70B throughput", TensorRT-LLM docs/source/blogs/XQA-kernel.md, 2024-01-30): what
    // their kernel lost is not modelled, and nothing is fitted to them. inference 18 rows,
    // 15.4% -> 30.7%, optimism +6.6% -> +29.3%.
    // Then the v0.5.0 rows say the decode kernel they ran ("attention_kernel": "masked-mha",
    // TensorRT-LLM's masked MHA before XQA: the cache read once per query head), and
    // supplementary.csv adds TensorRT-LLM v0.9.0's H200 and H100 FP8 tables (24 rows, XQA):
    // C2-INF-005 +178.8% -> +10.3%, -004 +41.7% -> +14.8%, -006 +34.1% -> +5.1%, -007 +29.1%
    // -> +4.5%; the 16 dense v0.9.0 rows 7.7% (19.4% with the GEMM-view attention), the 8
    // Mixtral rows -40…+137% (MoE serving, issue 35 item 2, not modelled yet); the v0.7a rows
    // (C2-INF-008..010, +15…+67%) keep XQA, and their gap is not explained. Tightened from
    // 31 / 30: inference 42 rows, 19.8%, optimism +15.4%.
    // Then a layer's routed experts run as grouped GEMMs, one launch a layer instead of one an
    // expert (issue 35 item 2; TensorRT-LLM's MoE plugin is CUTLASS's grouped GEMM). LOOSENED
    // from 20 / 16: only the Mixtral rows move, and they get faster where they were already too
    // fast (TRT9-009 +136.9% -> +185.7%, -011 +71.4% -> +112.5%, -021 +58.0% -> +95.9%, -023
    // +52.9% -> +83.6%; -024 -39.6% -> -14.3%): what makes TensorRT-LLM v0.9.0's Mixtral steps
    // 2-3x slower than its dense models of the same active size is not modelled (not the
    // launches, not fp8: with 16-bit experts TRT9-009 is still +103%), and nothing is fitted to
    // it. inference 42 rows, 25.4%, optimism +23.0%.
    { "inference", 42, 26, 24 },
    // Then NeMo 24.03's long-sequence rows say the attention kernel their Transformer Engine
    // ran: flash-attn (FlashAttention-2), which TE's DotProductAttention picked ahead of cuDNN
    // until the Hopper preference of a later release ("attention_kernel", docs/engine.md,
    // "Which attention kernel Transformer Engine runs"; the FA3 paper's FA2/cuDNN rates, not
    // fitted): long_context_cp 9 rows, 40.8% -> 3.1%, +40.8% -> +2.9% (C2-CP-001 +19.3% ->
    // +9.7%, C2-CP-009 +63.6% -> +2.9%). Nothing else moves.
    { "long_context_cp", 9, 4, 4 },
    // This project's H100 measurements of Hugging Face transformers in eager PyTorch (issue 21,
    // scripts/measure-finetuning.py): 4 scored rows, 43.6%, +43.6%; the engine assumes fused
    // training kernels. Lower it when the engine models eager frameworks.
    // Then the rows say the stack they ran on (issue 32 item 7: "stack": "fsdp-eager", Hugging
    // Face's layers as separate kernels, the fp32 loss, FlashAttention-2 and PEFT's scale and
    // add; docs/engine.md, "The software stack"): 4 rows, 9.3%, +9.3% (was 43.6%). Nothing
    // fitted: the kernels are the library's code, the attention rates FlashAttention-3's table.
    { "training_eager", 4, 10, 10 },
};

// Issue 17's targets ("Accuracy shown to users").
constexpr double kTargetGemmMapePercent = 10;
constexpr double kTargetOtherMapePercent = 15;
constexpr double kTargetAbsMeanSignedPercent = 8;

QString percent(const std::optional<double>& fraction)
{
    return fraction ? QString::number(100 * *fraction, 'f', 1) + QLatin1Char('%')
                    : QStringLiteral("-");
}

void printReport(const ValidationReport& report)
{
    qInfo().noquote() << QStringLiteral("%1 %2 %3 %4 %5 %6")
                             .arg(QStringLiteral("row"), -26)
                             .arg(QStringLiteral("device"), -16)
                             .arg(QStringLiteral("predicted"), 11)
                             .arg(QStringLiteral("measured"), 11)
                             .arg(QStringLiteral("unit"), -14)
                             .arg(QStringLiteral("error"), 8);
    for (const ValidationRow& row : report.rows) {
        qInfo().noquote() << QStringLiteral("%1 %2 %3 %4 %5 %6")
                                 .arg(row.id, -26)
                                 .arg(row.device.left(16), -16)
                                 .arg(row.predicted ? QString::number(*row.predicted, 'f', 2)
                                                    : QStringLiteral("-"),
                                     11)
                                 .arg(row.measured, 11, 'f', 2)
                                 .arg(row.unit.left(14), -14)
                                 .arg(percent(row.error), 8);
        if (row.notExpressible != NotExpressible::None)
            qInfo().noquote() << QStringLiteral("    not expressible (%1): %2")
                                     .arg(notExpressibleCode(row.notExpressible),
                                         row.notExpressibleDetail);
        else if (!row.scored)
            qInfo().noquote() << QStringLiteral("    not scored: the catalog's "
                                                "matrix_achievable_fraction comes from %1")
                                     .arg(row.catalogInputSource);
        if (!row.notes.isEmpty())
            qInfo().noquote() << QStringLiteral("    notes: ")
                    + row.notes.join(QStringLiteral(", "));
        if (!row.caveat.isEmpty())
            qInfo().noquote() << QStringLiteral("    caveat: ") + row.caveat;
    }
    qInfo().noquote() << QStringLiteral("%1 %2 %3 %4 %5  %6")
                             .arg(QStringLiteral("category"), -20)
                             .arg(QStringLiteral("rows"), 5)
                             .arg(QStringLiteral("MAPE"), 7)
                             .arg(QStringLiteral("median"), 7)
                             .arg(QStringLiteral("signed"), 7)
                             .arg(QStringLiteral("worst"));
    for (const CategorySummary& c : report.categories)
        qInfo().noquote() << QStringLiteral("%1 %2 %3 %4 %5  %6")
                                 .arg(c.category, -20)
                                 .arg(c.rowsScored, 5)
                                 .arg(percent(c.mape), 7)
                                 .arg(percent(c.medianAbsError), 7)
                                 .arg(percent(c.meanSignedError), 7)
                                 .arg(c.worst.join(QStringLiteral(", ")));
}

const char kMatmulHeader[] = "batch,m,n,k,precision,measured_tflops\n";
const char kCollectivesHeader[] = "opcode,element_type,shape_elems,shape_bytes,full_tensor_bytes,"
                                  "num_replica_groups,devices_per_group,time_us\n";

} // namespace

class TestValidation : public QObject
{
    Q_OBJECT

private slots:
    void vendoredCopiesMatchSharedReference_data();
    void vendoredCopiesMatchSharedReference();
    void shippedDataLoads();
    void accuracyWithinRatchets();
    void categoryFilter();
    void perVendorFamily();
    void publishedRunsFitMemory_data();
    void publishedRunsFitMemory();
    void cancel();
    void malformedCsv_data();
    void malformedCsv();
    void malformedCollectivesCsv_data();
    void malformedCollectivesCsv();
    void quotedFieldsAndLineNumbers();
    void malformedFolderStillRuns();
};

void TestValidation::vendoredCopiesMatchSharedReference_data()
{
    QTest::addColumn<QString>("name");
    for (const char* name : { "calibration.csv", "calibration-2.csv", "xla-h100-matmul-bf16.csv",
             "xla-h100-allreduce.csv", "xla-h100-collectives.csv" })
        QTest::newRow(name) << QString::fromLatin1(name);
}

void TestValidation::vendoredCopiesMatchSharedReference()
{
    QFETCH(QString, name);
    QFile vendored(QStringLiteral(TENSORSCOPE_SOURCE_DIR "/resources/validation/") + name);
    QFile compiled(ValidationDataLoader::shippedFolder() + QLatin1Char('/') + name);
    QVERIFY(vendored.open(QIODevice::ReadOnly));
    QVERIFY(compiled.open(QIODevice::ReadOnly));
    const QByteArray bytes = vendored.readAll();
    QVERIFY2(compiled.readAll() == bytes, "the compiled-in copy differs: rebuild");
    // When the shared reference is beside the checkout, the repository's copy must equal it.
    QFile shared(QStringLiteral(TENSORSCOPE_SHARED_DIR "/reference/") + name);
    if (!shared.exists())
        QSKIP("../shared/reference is not beside this checkout");
    QVERIFY(shared.open(QIODevice::ReadOnly));
    QVERIFY2(shared.readAll() == bytes,
        qPrintable(QStringLiteral("resources/validation/%1 differs from ../shared/reference: "
                                  "re-copy it")
                       .arg(name)));
}

void TestValidation::shippedDataLoads()
{
    const ValidationLoadResult loaded = ValidationDataLoader::load();
    for (const io::Diagnostic& d : loaded.diagnostics)
        qWarning().noquote() << d.toString();
    QVERIFY(loaded.diagnostics.isEmpty());
    // calibration.csv's 55 rows, calibration-2.csv's 31 (NeMo's long-sequence table, TPU v6e
    // MaxText recipes, H200 TensorRT-LLM), then the 36 of supplementary.csv (NeMo's fine-tuning
    // table, this project's own H100 measurements, TensorRT-LLM v0.9.0's H200/H100 tables).
    QCOMPARE(loaded.data.measurements.size(), 55 + 31 + 36);
    QCOMPARE(loaded.data.measurements.at(55).id, QStringLiteral("C2-CP-001"));
    QCOMPARE(loaded.data.measurements.at(55 + 31).id, QStringLiteral("FT-001"));
    QCOMPARE(loaded.data.xlaMatmuls.size(), 375);
    QCOMPARE(loaded.data.xlaAllReduces.size(), 66);
    QCOMPARE(loaded.data.xlaCollectives.size(), 132);
    // The byte columns as docs/validation.md reads them: a reduce-scatter's shape is its result
    // (full_tensor_bytes / n) and it ran n × time_us; the others ran time_us.
    const XlaCollective& rs = loaded.data.xlaCollectives.at(44);
    QCOMPARE(rs.opcode, QStringLiteral("reduce-scatter"));
    QCOMPARE(rs.shapeBytes, 512);
    QCOMPARE(rs.tensorBytes, 1024);
    QCOMPARE(rs.line, 46);
    QVERIFY(qFuzzyCompare(rs.runtimeSeconds(), 2 * 43.248e-6));
    QVERIFY(qFuzzyCompare(rs.algorithmBytesPerSecond(), 512 / 43.248e-6));
    const XlaCollective& ag = loaded.data.xlaCollectives.first();
    QVERIFY(qFuzzyCompare(ag.runtimeSeconds(), 55.072e-6));
    // Every measured row is either rebuilt or listed with its reason.
    for (const Measurement& m : loaded.data.measurements)
        QVERIFY2(
            loaded.data.input(m.id) || loaded.data.notExpressible.contains(m.id), qPrintable(m.id));
}

void TestValidation::accuracyWithinRatchets()
{
    io::Diagnostics diagnostics;
    const ValidationSuite suite = ValidationSuite::shipped(&diagnostics);
    QVERIFY(diagnostics.isEmpty());
    const ValidationReport report = suite.run();
    printReport(report);
    QVERIFY(!report.cancelled);
    QCOMPARE(report.rows.size(), 55 + 31 + 36 + 375 + 66 + 132);
    QVERIFY(report.row(QStringLiteral("XLA-MM-b1-256x256x512")));
    // The first size XLA's generator profiled for each set of groups (no warm-up) is shown,
    // predicted and not scored, by rule; the next size of the same groups is scored.
    for (const char* id : { "XLA-AR-2x4-1024", "XLA-AR-4x2-1024", "XLA-AR-8x1-1024" }) {
        const ValidationRow* first = report.row(QLatin1String(id));
        QVERIFY2(
            first && first->predicted && !first->scored && !first->unscoredReason.isEmpty(), id);
    }
    const ValidationRow* warm = report.row(QStringLiteral("XLA-AR-2x4-2048"));
    QVERIFY(warm && warm->scored && warm->unscoredReason.isEmpty());
    // The same rule for the other collectives, one series per op and set of groups.
    for (const char* id : { "XLA-AG-2x4-1024", "XLA-AG-4x2-1024", "XLA-RS-2x4-1024",
             "XLA-RS-4x2-1024", "XLA-A2A-2x4-1024", "XLA-A2A-4x2-1024" }) {
        const ValidationRow* first = report.row(QLatin1String(id));
        QVERIFY2(
            first && first->predicted && !first->scored && !first->unscoredReason.isEmpty(), id);
        QCOMPARE(first->category, QStringLiteral("collective"));
    }
    const ValidationRow* rs = report.row(QStringLiteral("XLA-RS-4x2-2147483648"));
    QVERIFY(rs && rs->scored && qFuzzyCompare(rs->measured, 536870912 / 1401.080e-6 / 1e9));
    // Rows from the catalog's own matrix_achievable_fraction sources are shown, not scored.
    const ValidationRow* mamf = report.row(QStringLiteral("GEMM-001"));
    QVERIFY(mamf && mamf->predicted && !mamf->scored && !mamf->catalogInputSource.isEmpty());

    QCOMPARE(report.categories.size(), qsizetype(std::size(kRatchets)));
    bool within = true;
    qInfo().noquote() << QStringLiteral("%1 %2 %3 %4 %5 %6")
                             .arg(QStringLiteral("category"), -20)
                             .arg(QStringLiteral("MAPE"), 7)
                             .arg(QStringLiteral("ratchet"), 8)
                             .arg(QStringLiteral("|signed|"), 9)
                             .arg(QStringLiteral("ratchet"), 8)
                             .arg(QStringLiteral("issue target"));
    for (const Ratchet& ratchet : kRatchets) {
        const QString name = QString::fromLatin1(ratchet.category);
        const CategorySummary* c = report.category(name);
        QVERIFY2(c && c->mape && c->meanOptimism, ratchet.category);
        const double mape = 100 * *c->mape;
        // The signed figure is the optimism: a category mixing rates and times (inference)
        // would cancel its optimistic rows in the plain signed error.
        const double signedError = std::abs(100 * *c->meanOptimism);
        const double target
            = name == QLatin1String("gemm") ? kTargetGemmMapePercent : kTargetOtherMapePercent;
        qInfo().noquote() << QStringLiteral("%1 %2 %3 %4 %5 MAPE <= %6%, |signed| <= %7%%8")
                                 .arg(name, -20)
                                 .arg(mape, 6, 'f', 1)
                                 .arg(ratchet.mapePercent, 7)
                                 .arg(signedError, 8, 'f', 1)
                                 .arg(ratchet.absMeanOptimismPercent, 7)
                                 .arg(target)
                                 .arg(kTargetAbsMeanSignedPercent)
                                 .arg(mape <= target && signedError <= kTargetAbsMeanSignedPercent
                                         ? QStringLiteral(" (met)")
                                         : QStringLiteral(" (not met)"));
        if (c->rowsScored < ratchet.minimumRows || mape > ratchet.mapePercent
            || signedError > ratchet.absMeanOptimismPercent) {
            qWarning("%s regressed: %lld rows (at least %lld), MAPE %.1f%% (ratchet %.0f%%), "
                     "|mean signed| %.1f%% (ratchet %.0f%%)",
                ratchet.category, qlonglong(c->rowsScored), qlonglong(ratchet.minimumRows), mape,
                ratchet.mapePercent, signedError, ratchet.absMeanOptimismPercent);
            within = false;
        }
    }
    QVERIFY2(within, "a category is above its ratchet (see the table above)");
}

void TestValidation::perVendorFamily()
{
    // Worked by hand: two TPU rows, one a time 10% too fast (optimism +10%) and one a rate 20%
    // too high (+20%), one NVIDIA rate 4% too low, and an unscored NVIDIA row that must not count.
    const auto row = [](const char* category, const char* family, double error, bool time,
                         bool scored = true) {
        ValidationRow r;
        r.category = QLatin1String(category);
        r.family = QLatin1String(family);
        r.error = error;
        r.optimism = time ? -error : error;
        r.scored = scored;
        return r;
    };
    const QList<ValidationRow> rows { row("training", "Google TPU", -0.10, true),
        row("training", "Google TPU", 0.20, false), row("training", "NVIDIA", -0.04, false),
        row("training", "NVIDIA", 0.50, false, false), row("gemm", "NVIDIA", 0.02, false) };
    const QList<CategorySummary> categories = ValidationSuite::summarize(rows);
    const QList<FamilySummary> families = ValidationSuite::summarizeFamilies(rows, categories);
    QCOMPARE(families.size(), 3);
    QCOMPARE(families.at(0).category, QStringLiteral("training"));
    QCOMPARE(families.at(0).family, QStringLiteral("Google TPU"));
    QCOMPARE(families.at(0).rowsScored, 2);
    QVERIFY(qFuzzyCompare(families.at(0).mape, 0.15));
    QVERIFY(qFuzzyCompare(families.at(0).meanSignedError, 0.05));
    QVERIFY(qFuzzyCompare(families.at(0).meanOptimism, 0.15));
    QCOMPARE(families.at(1).family, QStringLiteral("NVIDIA"));
    QCOMPARE(families.at(1).rowsScored, 1);
    QVERIFY(qFuzzyCompare(families.at(1).meanOptimism, -0.04));
    QCOMPARE(families.at(2).category, QStringLiteral("gemm"));

    // On the shipped data every scored row names its family, and the families' rows add up to
    // their category's.
    const ValidationReport report = ValidationSuite::shipped().run();
    for (const CategorySummary& c : report.categories) {
        qsizetype sum = 0;
        for (const FamilySummary& f : report.families)
            if (f.category == c.category)
                sum += f.rowsScored;
        QCOMPARE(sum, c.rowsScored);
    }
    const ValidationRow* tpu = report.row(QStringLiteral("C2-TPU-001"));
    QVERIFY(tpu && tpu->family == QLatin1String("Google TPU"));
    const ValidationRow* xla = report.row(QStringLiteral("XLA-MM-b1-256x256x512"));
    QVERIFY(xla && xla->family == QLatin1String("NVIDIA"));
}

void TestValidation::publishedRunsFitMemory_data()
{
    QTest::addColumn<QString>("id");
    // Every training row is a published run that ran, so its split fit the chip's memory.
    for (const ValidationRow& row : ValidationSuite::shipped().run().rows)
        if (row.predicted
            && (row.category.startsWith(u"training") || row.category == u"long_context_cp"))
            QTest::newRow(qPrintable(row.id)) << row.id;
}

void TestValidation::publishedRunsFitMemory()
{
    // The capacity compared against is what the runtime lets a program allocate (docs/catalog.md,
    // "Memory capacity"): FT-003 (LLaMA-2 70B on H100, TP 4 x PP 4) needs 75.1 GiB a GPU in the
    // model, above the 74.5 GiB of "80 GB" read as 10^9 bytes, within the 79.65 GiB nvidia-smi
    // reports.
    QFETCH(QString, id);
    static const ValidationReport report = ValidationSuite::shipped().run();
    const ValidationRow* row = report.row(id);
    QVERIFY(row);
    // Six MaxText runs on TPU v6e still do not fit against XLA's 31.25 GiB bytes_limit: the
    // memory model puts them at 32.9-49.3 GiB a chip (remat 'custom' offloads and XLA's
    // workspace counted on the device, and Adam's state), an overestimate of the memory model,
    // not of the capacity; none of them lay between 29.8 and 31.25 GiB. When the model is fixed
    // these rows pass and the expected failures must go.
    static const QStringList modelOverestimates { QStringLiteral("C2-TPU-001"),
        QStringLiteral("C2-TPU-004"), QStringLiteral("C2-TPU-007"), QStringLiteral("C2-TPU-008"),
        QStringLiteral("C2-TPU-009"), QStringLiteral("C2-TPU-010") };
    if (modelOverestimates.contains(id))
        QEXPECT_FAIL("", "the memory model overestimates this MaxText v6e run (see above)", Abort);
    QVERIFY2(!row->notes.contains(note::kDoesNotFit),
        qPrintable(QStringLiteral("%1 on %2 ran, but the model says it does not fit")
                       .arg(row->id, row->device)));
}

void TestValidation::categoryFilter()
{
    const ValidationSuite suite = ValidationSuite::shipped();
    const ValidationReport report = suite.run(QStringLiteral("gemm"));
    QCOMPARE(report.categories.size(), 1);
    QCOMPARE(report.categories.first().category, QStringLiteral("gemm"));
    QCOMPARE(report.rows.size(), 22 + 375);
    for (const ValidationRow& row : report.rows)
        QCOMPARE(row.category, QStringLiteral("gemm"));
    QVERIFY(suite.run(QStringLiteral("no-such-category")).rows.isEmpty());
}

void TestValidation::cancel()
{
    const ValidationSuite suite = ValidationSuite::shipped();
    qsizetype calls = 0;
    const ValidationReport report = suite.run({}, [&calls](qsizetype done, qsizetype total) {
        ++calls;
        Q_ASSERT(done <= total);
        return done < 5;
    });
    QVERIFY(report.cancelled);
    QCOMPARE(report.rows.size(), 5);
    QCOMPARE(calls, 5);
}

void TestValidation::malformedCsv_data()
{
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<int>("rowsLoaded");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("field");
    QTest::addColumn<int>("code");

    const QByteArray good = "1,256,256,256,bf16,6.5\n";
    QTest::newRow("not a number") << good + "1,256,abc,256,bf16,7\n"
                                  << 1 << 3 << QStringLiteral("n")
                                  << int(io::DiagnosticCode::WrongType);
    QTest::newRow("too few fields") << good + "1,256,256\n" + good << 2 << 3 << QStringLiteral("")
                                    << int(io::DiagnosticCode::SyntaxError);
    QTest::newRow("too many fields") << "1,256,256,256,bf16,6.5,9\n" + good << 1 << 2
                                     << QStringLiteral("") << int(io::DiagnosticCode::SyntaxError);
    QTest::newRow("unterminated quote")
        << good + "1,256,\"256,256,bf16,7\n"
        << 1 << 3 << QStringLiteral("") << int(io::DiagnosticCode::SyntaxError);
    QTest::newRow("zero") << good + "1,256,256,256,bf16,0\n"
                          << 1 << 3 << QStringLiteral("measured_tflops")
                          << int(io::DiagnosticCode::NotPositive);
    QTest::newRow("negative dimension")
        << "1,-256,256,256,bf16,1\n" + good << 1 << 2 << QStringLiteral("m")
        << int(io::DiagnosticCode::OutOfRange);
    QTest::newRow("fraction") << "1.5,256,256,256,bf16,1\n" + good << 1 << 2
                              << QStringLiteral("batch") << int(io::DiagnosticCode::WrongType);
    QTest::newRow("infinite") << good + "1,256,256,256,bf16,1e999\n"
                              << 1 << 3 << QStringLiteral("measured_tflops")
                              << int(io::DiagnosticCode::NotFinite);
    QTest::newRow("empty field") << good + "1,256,256,,bf16,1\n"
                                 << 1 << 3 << QStringLiteral("k")
                                 << int(io::DiagnosticCode::WrongType);
    QTest::newRow("unknown precision")
        << good + "1,256,256,256,fp7,1\n"
        << 1 << 3 << QStringLiteral("precision") << int(io::DiagnosticCode::UnknownValue);
}

void TestValidation::malformedCsv()
{
    QFETCH(QByteArray, body);
    QFETCH(int, rowsLoaded);
    QFETCH(int, line);
    QFETCH(QString, field);
    QFETCH(int, code);
    io::Diagnostics diagnostics;
    const QString file = QStringLiteral("matmul.csv");
    const auto rows
        = ValidationDataLoader::parseXlaMatmulCsv(kMatmulHeader + body, file, diagnostics);
    QCOMPARE(rows.size(), rowsLoaded);
    QCOMPARE(diagnostics.size(), 1);
    const io::Diagnostic& d = diagnostics.first();
    QCOMPARE(d.file, file);
    QCOMPARE(d.line, line);
    QCOMPARE(d.jsonPath, field);
    QCOMPARE(int(d.code), code);
    QVERIFY(d.toString().startsWith(file + QStringLiteral(":%1: error: ").arg(line)));
    qInfo().noquote() << d.toString();
}

void TestValidation::malformedCollectivesCsv_data()
{
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("field");
    QTest::addColumn<int>("code");

    // Two good rows (a reduce-scatter's full tensor is its shape × devices), then the bad one.
    const QByteArray good = "all-gather,F32,256,1024,1024,4,2,55.072\n"
                            "reduce-scatter,BF16,256,512,2048,2,4,9.8\n";
    QTest::newRow("unknown opcode")
        << good + "all-scatter,F32,256,1024,1024,4,2,5\n"
        << 4 << QStringLiteral("opcode") << int(io::DiagnosticCode::UnknownValue);
    QTest::newRow("unknown element type")
        << good + "all-to-all,F31,256,1024,1024,4,2,5\n"
        << 4 << QStringLiteral("element_type") << int(io::DiagnosticCode::UnknownValue);
    QTest::newRow("shape bytes") << good + "all-to-all,F32,256,2048,2048,4,2,5\n"
                                 << 4 << QStringLiteral("shape_bytes")
                                 << int(io::DiagnosticCode::Inconsistent);
    QTest::newRow("reduce-scatter tensor")
        << good + "reduce-scatter,F32,256,1024,1024,4,2,5\n"
        << 4 << QStringLiteral("full_tensor_bytes") << int(io::DiagnosticCode::Inconsistent);
    QTest::newRow("all-gather tensor")
        << good + "all-gather,F32,256,1024,2048,4,2,5\n"
        << 4 << QStringLiteral("full_tensor_bytes") << int(io::DiagnosticCode::Inconsistent);
    QTest::newRow("one device") << good + "all-gather,F32,256,1024,1024,8,1,5\n"
                                << 4 << QStringLiteral("devices_per_group")
                                << int(io::DiagnosticCode::OutOfRange);
    QTest::newRow("no time") << good + "all-gather,F32,256,1024,1024,4,2,\n"
                             << 4 << QStringLiteral("time_us")
                             << int(io::DiagnosticCode::WrongType);
    QTest::newRow("too few fields") << good + "all-gather,F32,256\n"
                                    << 4 << QString() << int(io::DiagnosticCode::SyntaxError);
}

void TestValidation::malformedCollectivesCsv()
{
    QFETCH(QByteArray, body);
    QFETCH(int, line);
    QFETCH(QString, field);
    QFETCH(int, code);
    io::Diagnostics diagnostics;
    const QString file = QStringLiteral("collectives.csv");
    const auto rows = ValidationDataLoader::parseXlaCollectivesCsv(
        kCollectivesHeader + body, file, diagnostics);
    QCOMPARE(rows.size(), 2);
    QCOMPARE(rows.at(1).opcode, QStringLiteral("reduce-scatter"));
    QCOMPARE(rows.at(1).tensorBytes, 2048);
    QVERIFY(qFuzzyCompare(rows.at(1).runtimeSeconds(), 4 * 9.8e-6));
    QCOMPARE(ValidationSuite::rowId(rows.at(1)), QStringLiteral("XLA-RS-4x2-2048"));
    QCOMPARE(diagnostics.size(), 1);
    const io::Diagnostic& d = diagnostics.first();
    QCOMPARE(d.file, file);
    QCOMPARE(d.line, line);
    QCOMPARE(d.jsonPath, field);
    QCOMPARE(int(d.code), code);
    QVERIFY(d.toString().startsWith(file + QStringLiteral(":%1: error: ").arg(line)));
    qInfo().noquote() << d.toString();
}

void TestValidation::quotedFieldsAndLineNumbers()
{
    // A quoted field with a comma, a doubled quote and a line break; CRLF line ends.
    const QByteArray csv = "id,category,device,metric,value,unit,source,notes\r\n"
                           "A-1,gemm,\"X, Y\",m,1.5,TFLOP/s,s,\"say \"\"hi\"\"\r\nagain\"\r\n"
                           "A-2,gemm,Z,m,oops,TFLOP/s,s,n\r\n"
                           "A-3,gemm,Z,m,2,TFLOP/s,s,n\r\n";
    io::Diagnostics diagnostics;
    const auto rows
        = ValidationDataLoader::parseCalibrationCsv(csv, QStringLiteral("c.csv"), diagnostics);
    QCOMPARE(rows.size(), 2);
    QCOMPARE(rows.at(0).deviceName, QStringLiteral("X, Y"));
    QCOMPARE(rows.at(0).notes, QStringLiteral("say \"hi\"\r\nagain"));
    QCOMPARE(rows.at(0).line, 2);
    QCOMPARE(rows.at(1).id, QStringLiteral("A-3"));
    QCOMPARE(rows.at(1).line, 5);
    QCOMPARE(diagnostics.size(), 1);
    QCOMPARE(diagnostics.first().line, 4);
    QCOMPARE(diagnostics.first().jsonPath, QStringLiteral("value"));

    // A missing column drops the whole table with one diagnostic per column; an empty file
    // says so.
    diagnostics.clear();
    QVERIFY(ValidationDataLoader::parseXlaMatmulCsv(
        "batch,m,n,precision\n1,2,3,bf16\n", QStringLiteral("m.csv"), diagnostics)
                .isEmpty());
    QCOMPARE(diagnostics.size(), 2);
    QCOMPARE(diagnostics.at(0).jsonPath, QStringLiteral("k"));
    QCOMPARE(diagnostics.at(0).code, io::DiagnosticCode::MissingField);
    diagnostics.clear();
    QVERIFY(ValidationDataLoader::parseXlaAllReduceCsv({}, QStringLiteral("a.csv"), diagnostics)
                .isEmpty());
    QCOMPARE(diagnostics.size(), 1);
}

void TestValidation::malformedFolderStillRuns()
{
    // A copy of the shipped data with one broken line in each CSV and a broken mapping row.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    for (const QString& name : QDir(ValidationDataLoader::shippedFolder()).entryList(QDir::Files)) {
        QFile in(ValidationDataLoader::shippedFolder() + QLatin1Char('/') + name);
        QVERIFY(in.open(QIODevice::ReadOnly));
        QByteArray bytes = in.readAll();
        if (name == QLatin1String("calibration.csv"))
            bytes.replace(",794.5,TFLOP/s,", ",fast,TFLOP/s,");
        else if (name == QLatin1String("xla-h100-matmul-bf16.csv"))
            bytes.replace("1,256,256,512,bf16,11.5", "1,256,256,512,bf16");
        else if (name == QLatin1String("xla-h100-allreduce.csv"))
            bytes.replace("all-reduce,F32,2048,2,4,16.768,0.122", "all-reduce,F32,2048,2,4,\"16");
        else if (name == QLatin1String("xla-h100-collectives.csv"))
            bytes.replace("all-to-all,F32,512,2048,2048,4,2,30.784",
                "all-to-all,F32,512,2048,4096,4,2,30.784");
        else if (name == QLatin1String("rows.json"))
            bytes.replace("\"m\": 1024, \"n\": 10240", "\"m\": \"big\", \"n\": 10240");
        else if (name == QLatin1String("supplementary.csv"))
            bytes.replace("\nFT-002,", "\nGEMM-002,"); // an id calibration.csv already has
        QFile out(dir.filePath(name));
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(bytes);
    }
    const ValidationLoadResult loaded = ValidationDataLoader::load(dir.path());
    for (const io::Diagnostic& d : loaded.diagnostics)
        qInfo().noquote() << d.toString();
    QVERIFY(io::hasErrors(loaded.diagnostics));
    // GEMM-001 dropped; of supplementary.csv's 36, the one that reuses an id of calibration.csv.
    QCOMPARE(loaded.data.measurements.size(), 54 + 31 + 35);
    QCOMPARE(loaded.data.xlaMatmuls.size(), 374);
    // The unterminated quote swallows the rest of the file: the rows before it still load.
    QCOMPARE(loaded.data.xlaAllReduces.size(), 1);
    QCOMPARE(loaded.data.xlaCollectives.size(), 131);
    QVERIFY(!loaded.data.input(QStringLiteral("GEMM-002")));
    const auto mentions = [&](const QString& file, const QString& field) {
        for (const io::Diagnostic& d : loaded.diagnostics)
            if (d.file.endsWith(file) && d.jsonPath.contains(field))
                return true;
        return false;
    };
    QVERIFY(mentions(QStringLiteral("calibration.csv"), QStringLiteral("value")));
    QVERIFY(mentions(QStringLiteral("rows.json"), QStringLiteral("$.rows[1].gemm.m")));
    QVERIFY(mentions(QStringLiteral("supplementary.csv"), QStringLiteral("GEMM-002")));
    QVERIFY(mentions(QStringLiteral("collectives.csv"), QStringLiteral("full_tensor_bytes")));

    const ValidationSuite suite(loaded.data, Catalog::loadFiles({ Catalog::shippedCatalogPath() }));
    const ValidationReport report = suite.run();
    QCOMPARE(report.rows.size(), 54 + 31 + 35 + 374 + 1 + 131);
    const ValidationRow* gemm2 = report.row(QStringLiteral("GEMM-002"));
    QVERIFY(gemm2 && !gemm2->predicted && gemm2->notExpressible == NotExpressible::NoInput);
}

QTEST_GUILESS_MAIN(TestValidation)
#include "tst_validation.moc"
