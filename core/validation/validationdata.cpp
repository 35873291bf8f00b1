// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "validationdata.h"

#include "workload/paralleldimension.h"

#include "csvtable.h"
#include "io/inputfile.h"
#include "io/jsonfile.h"
#include "io/jsonobjectreader.h"
#include "workload/workloadfile.h"

#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QSet>
#include <cmath>

namespace ts::validation {

namespace {

// Dimensions and sizes up to 2^31 and 2^50: far beyond any row, small enough that products of
// them stay exact in double.
constexpr qint64 kMaxDimension = qint64(1) << 31;
constexpr qint64 kMaxCount = qint64(1) << 50;

QByteArray readBytes(const QString& path, io::Diagnostics& diagnostics)
{
    QFile file(path);
    io::Diagnostic d;
    d.code = io::DiagnosticCode::FileUnreadable;
    d.file = path;
    if (const io::Phrase problem = io::openInputFile(file); !problem.isEmpty()) {
        d.expected = QT_TRANSLATE_NOOP("Diagnostic", "a readable regular file");
        d.found = problem;
        diagnostics.append(d);
        return {};
    }
    const QByteArray bytes = file.read(kMaxCsvFileBytes + 1);
    if (bytes.size() > kMaxCsvFileBytes) {
        d.expected
            = io::Phrase(QT_TRANSLATE_NOOP("Diagnostic", "at most %1 bytes"), kMaxCsvFileBytes);
        d.found = QT_TRANSLATE_NOOP("Diagnostic", "more");
        diagnostics.append(d);
        return {};
    }
    return bytes;
}

// A measurement whose id an earlier row (of the same file or an earlier one) already has.
io::Diagnostic duplicateMeasurement(
    const QString& file, const Measurement& m, const io::Phrase& expected)
{
    io::Diagnostic d;
    d.code = io::DiagnosticCode::DuplicateId;
    d.file = file;
    d.line = m.line;
    d.jsonPath = m.id;
    d.expected = expected;
    d.found = io::Phrase::verbatim(m.id);
    return d;
}

std::optional<Precision> precision(io::JsonObjectReader& reader, const QString& key)
{
    const auto name = reader.string(key);
    if (!name)
        return std::nullopt;
    const auto p = precisionFromName(*name);
    if (!p)
        reader.report(io::DiagnosticCode::UnknownValue, key,
            io::Phrase(QT_TRANSLATE_NOOP("Diagnostic", "one of %1"),
                precisionNames().join(QStringLiteral(", "))),
            io::JsonObjectReader::describe(*name));
    return p;
}

std::optional<GemmInput> gemmInput(io::JsonObjectReader& r, bool hostTimed)
{
    const auto m = r.integer(QStringLiteral("m"), 1, kMaxDimension);
    const auto n = r.integer(QStringLiteral("n"), 1, kMaxDimension);
    const auto k = r.integer(QStringLiteral("k"), 1, kMaxDimension);
    const auto batch = r.integer(QStringLiteral("batch"), 1, kMaxDimension, io::Presence::Optional);
    const auto p = precision(r, QStringLiteral("precision"));
    if (!r.ok() || !m || !n || !k || !p)
        return std::nullopt;
    return GemmInput { GemmShape(GemmM(*m), GemmN(*n), GemmK(*k), GemmBatch(batch.value_or(1))), *p,
        hostTimed };
}

std::optional<StreamInput> streamInput(io::JsonObjectReader& r)
{
    StreamInput s;
    s.arraysRead = r.integer(QStringLiteral("arrays_read"), 0, 16).value_or(0);
    s.arraysWritten = r.integer(QStringLiteral("arrays_written"), 0, 16).value_or(0);
    s.arrayBytes = r.integer(QStringLiteral("array_bytes"), 1, kMaxCount).value_or(0);
    if (!r.ok())
        return std::nullopt;
    return s;
}

/// The row's "attention_kernel" (optional): the run's own kernel where it names one.
std::optional<AttentionKernel> attentionKernel(io::JsonObjectReader& r)
{
    const auto kernel = r.oneOf(QStringLiteral("attention_kernel"),
        { attentionKernelName(AttentionKernel::Library),
            attentionKernelName(AttentionKernel::FlashAttention2),
            attentionKernelName(AttentionKernel::MaskedMha) },
        io::Presence::Optional);
    return kernel ? attentionKernelFromName(*kernel) : std::nullopt;
}

std::optional<InferenceInput> inferenceInput(io::JsonObjectReader& r)
{
    InferenceInput i;
    i.preset = r.string(QStringLiteral("preset")).value_or(QString());
    i.metric = r.oneOf(QStringLiteral("metric"),
                    { QStringLiteral("ttft_ms"), QStringLiteral("generation_tokens_per_s") })
                   .value_or(QString());
    i.batch = r.integer(QStringLiteral("batch"), 1, kMaxDimension).value_or(1);
    i.prompt = r.integer(QStringLiteral("prompt"), 1, kMaxDimension).value_or(1);
    i.generated = r.integer(QStringLiteral("generated"), 1, kMaxDimension).value_or(1);
    i.tp = r.integer(QStringLiteral("tp"), 1, kMaxDimension, io::Presence::Optional).value_or(1);
    i.attentionKernel = attentionKernel(r);
    const auto weight = precision(r, QStringLiteral("weight_precision"));
    const auto activation = precision(r, QStringLiteral("activation_precision"));
    if (!r.ok() || !weight || !activation)
        return std::nullopt;
    i.weightPrecision = *weight;
    i.activationPrecision = *activation;
    return i;
}

std::optional<CollectiveInput> collectiveInput(io::JsonObjectReader& r)
{
    CollectiveInput c;
    c.chips = r.integer(QStringLiteral("chips"), 2, kMaxDimension).value_or(2);
    c.messageBytes = r.integer(QStringLiteral("message_bytes"), 1, kMaxCount).value_or(1);
    if (!r.ok())
        return std::nullopt;
    return c;
}

std::optional<TrainingInput> trainingInput(io::JsonObjectReader& r)
{
    TrainingInput t;
    const auto dimension = [&r](const char* key, qint64 minimum = 1) {
        return r.integer(QLatin1String(key), minimum, kMaxDimension).value_or(minimum);
    };
    t.basePreset = r.string(QStringLiteral("base_preset")).value_or(QString());
    t.layers = dimension("layers");
    t.hidden = dimension("hidden");
    t.heads = dimension("heads");
    t.kvHeads = dimension("kv_heads");
    t.ffn = dimension("ffn");
    t.vocab = dimension("vocab");
    t.seq = dimension("seq");
    t.globalBatch = dimension("global_batch");
    t.microBatch = dimension("micro_batch");
    // As workload files have it (MaxText's remat "minimal" is except_weight_gemms).
    t.recompute
        = WorkloadFile::readRecompute(r, QStringLiteral("recompute"), io::Presence::Required)
              .value_or(RecomputePolicy::None);
    if (const auto custom = r.object(QStringLiteral("remat_custom"), io::Presence::Optional)) {
        io::JsonObjectReader c(
            *custom, r.pathOf(QStringLiteral("remat_custom")), r.file(), r.diagnostics());
        if (const auto tensors = WorkloadFile::readRematTensors(c))
            t.customRemat = *tensors;
        else
            return std::nullopt;
    }
    if (const auto stack = r.oneOf(QStringLiteral("stack"),
            { softwareStackName(SoftwareStack::Fused),
                softwareStackName(SoftwareStack::FsdpEager) },
            io::Presence::Optional))
        t.stack = *softwareStackFromName(*stack);
    t.attentionKernel = attentionKernel(r);
    t.headDim = r.integer(QStringLiteral("head_dim"), 1, kMaxDimension, io::Presence::Optional)
                    .value_or(0);
    t.unfusedAttention = r.oneOf(QStringLiteral("attention"),
                             { QStringLiteral("flash"), QStringLiteral("unfused") })
        == QStringLiteral("unfused");
    for (const ParallelDimension& d : parallelDimensions()) {
        const auto presence = d.requiredInFiles ? io::Presence::Required : io::Presence::Optional;
        d.set(t.split, r.integer(QLatin1String(d.jsonKey), 1, kMaxDimension, presence).value_or(1));
    }
    t.split.zeroStage = int(r.integer(QStringLiteral("zero"), 0, 3).value_or(0));
    t.tensorParallelOverlap
        = r.boolean(QStringLiteral("tp_overlap"), io::Presence::Optional).value_or(false);
    t.sequenceParallel
        = r.boolean(QStringLiteral("sequence_parallel"), io::Presence::Optional).value_or(true);
    t.overlapGradientReduce
        = r.boolean(QStringLiteral("overlap_grad_reduce"), io::Presence::Optional).value_or(true);
    // Fine-tuning with LoRA (absent: every weight trained).
    t.loraRank = r.integer(QStringLiteral("lora_rank"), 1, kMaxDimension, io::Presence::Optional)
                     .value_or(0);
    const QString targets
        = r.oneOf(QStringLiteral("lora_targets"),
               { QStringLiteral("all"), QStringLiteral("attention"), QStringLiteral("mlp") },
               io::Presence::Optional)
              .value_or(QStringLiteral("all"));
    t.loraAttention = targets != QLatin1String("mlp");
    t.loraMlp = targets != QLatin1String("attention");
    t.metric = r.oneOf(QStringLiteral("metric"),
                    { QStringLiteral("step_s"), QStringLiteral("tokens_per_s_per_chip"),
                        QStringLiteral("maxtext_tflops_per_chip"),
                        QStringLiteral("megatron_tflops_per_chip"),
                        QStringLiteral("nemo_tflops_per_chip") })
                   .value_or(QString());
    const auto weight = precision(r, QStringLiteral("weight_precision"));
    const auto activation = precision(r, QStringLiteral("activation_precision"));
    if (!r.ok() || !weight || !activation)
        return std::nullopt;
    t.weightPrecision = *weight;
    t.activationPrecision = *activation;
    if (r.object().contains(QStringLiteral("optimizer_precision"))) {
        const auto optimizer = precision(r, QStringLiteral("optimizer_precision"));
        if (!optimizer)
            return std::nullopt;
        t.optimizerPrecision = *optimizer;
    }
    return t;
}

// One row of rows.json or multichip.json: an id, a catalog device and exactly one input kind.
std::optional<RowInput> rowInput(io::JsonObjectReader& row, io::Diagnostics& diagnostics)
{
    RowInput input;
    input.id = row.string(QStringLiteral("id")).value_or(QString());
    input.deviceId = row.string(QStringLiteral("device")).value_or(QString());
    input.caveat = row.string(QStringLiteral("caveat"), io::Presence::Optional).value_or(QString());
    const auto timing = row.oneOf(QStringLiteral("timing"),
        { QStringLiteral("host-synchronous"), QStringLiteral("device") }, io::Presence::Optional);
    const QStringList kinds = { QStringLiteral("gemm"), QStringLiteral("stream"),
        QStringLiteral("inference"), QStringLiteral("collective"), QStringLiteral("training") };
    QStringList present;
    for (const QString& kind : kinds)
        if (row.has(kind))
            present << kind;
    if (present.size() != 1) {
        row.report(
            present.isEmpty() ? io::DiagnosticCode::MissingField : io::DiagnosticCode::Inconsistent,
            QString(),
            io::Phrase(QT_TRANSLATE_NOOP("Diagnostic", "exactly one of %1"),
                kinds.join(QStringLiteral(", "))),
            present.isEmpty() ? io::Phrase(QT_TRANSLATE_NOOP("Diagnostic", "none"))
                              : io::Phrase::verbatim(present.join(QStringLiteral(", "))));
        return std::nullopt;
    }
    row.warnAboutUnknownKeys(kinds
        + QStringList { QStringLiteral("id"), QStringLiteral("device"), QStringLiteral("caveat"),
            QStringLiteral("timing") });
    const QString kind = present.first();
    const auto object = row.object(kind);
    if (!row.ok() || !object)
        return std::nullopt;
    io::JsonObjectReader r(*object, row.pathOf(kind), row.file(), &diagnostics);
    if (kind == QLatin1String("gemm")) {
        const auto g = gemmInput(r, timing == QStringLiteral("host-synchronous"));
        if (!g)
            return std::nullopt;
        input.input = *g;
    } else if (kind == QLatin1String("stream")) {
        const auto s = streamInput(r);
        if (!s)
            return std::nullopt;
        input.input = *s;
    } else if (kind == QLatin1String("inference")) {
        const auto i = inferenceInput(r);
        if (!i)
            return std::nullopt;
        input.input = *i;
    } else if (kind == QLatin1String("collective")) {
        const auto c = collectiveInput(r);
        if (!c)
            return std::nullopt;
        input.input = *c;
    } else {
        const auto t = trainingInput(r);
        if (!t)
            return std::nullopt;
        input.input = *t;
    }
    return input;
}

// rows.json and multichip.json: {"description", "rows": [...], "not_expressible": {id: why}}.
// Warns when an id is not a row of calibration.csv (`measured`, unless that failed to load) or
// is both rebuilt and listed as not expressible.
void readMapping(const QString& path, const QSet<QString>& measured, QSet<QString>& rebuilt,
    ValidationData& data, io::Diagnostics& diagnostics)
{
    const auto document = io::readJsonFile(path, diagnostics);
    if (!document)
        return;
    io::JsonObjectReader root(document->object(), QStringLiteral("$"), path, &diagnostics);
    const auto checkId
        = [&](io::JsonObjectReader& reader, const QString& key, const QString& id, bool isRebuilt) {
              if (!measured.isEmpty() && !measured.contains(id))
                  reader.report(io::DiagnosticCode::UnknownReference, key,
                      QT_TRANSLATE_NOOP("Diagnostic", "an id of the measurement files"),
                      io::JsonObjectReader::describe(id), io::Severity::Warning);
              if (isRebuilt ? data.notExpressible.contains(id) : rebuilt.contains(id))
                  reader.report(io::DiagnosticCode::Inconsistent, key,
                      QT_TRANSLATE_NOOP("Diagnostic", "a row either rebuilt or not expressible"),
                      io::Phrase(QT_TRANSLATE_NOOP("Diagnostic", "both for %1"),
                          io::JsonObjectReader::describe(id)),
                      io::Severity::Warning);
          };
    const QJsonArray rows = root.array(QStringLiteral("rows")).value_or(QJsonArray());
    for (qsizetype i = 0; i < rows.size(); ++i) {
        if (!rows.at(i).isObject()) {
            root.report(io::DiagnosticCode::WrongType, QStringLiteral("rows[%1]").arg(i),
                QT_TRANSLATE_NOOP("Diagnostic", "object"),
                io::JsonObjectReader::describe(rows.at(i)));
            continue;
        }
        io::JsonObjectReader row(
            rows.at(i).toObject(), QStringLiteral("$.rows[%1]").arg(i), path, &diagnostics);
        auto input = rowInput(row, diagnostics);
        if (!input)
            continue;
        if (rebuilt.contains(input->id)) {
            row.report(io::DiagnosticCode::DuplicateId, QStringLiteral("id"),
                QT_TRANSLATE_NOOP("Diagnostic", "an id no other row has"),
                io::JsonObjectReader::describe(input->id));
            continue;
        }
        checkId(row, QStringLiteral("id"), input->id, true);
        rebuilt.insert(input->id);
        data.inputs.append(std::move(*input));
    }
    const QJsonObject skipped
        = root.object(QStringLiteral("not_expressible"), io::Presence::Optional)
              .value_or(QJsonObject());
    io::JsonObjectReader reasons(
        skipped, root.pathOf(QStringLiteral("not_expressible")), path, &diagnostics);
    for (auto it = skipped.constBegin(); it != skipped.constEnd(); ++it) {
        if (const auto why = reasons.string(it.key())) {
            checkId(reasons, it.key(), it.key(), false);
            data.notExpressible.insert(it.key(), *why);
        }
    }
}

// xla.json: the catalog devices of the two XLA tables and per-row caveats.
void readXlaMapping(const QString& path, ValidationData& data, io::Diagnostics& diagnostics)
{
    const auto document = io::readJsonFile(path, diagnostics);
    if (!document)
        return;
    io::JsonObjectReader root(document->object(), QStringLiteral("$"), path, &diagnostics);
    data.xlaMatmulDevice = root.string(QStringLiteral("matmul_device")).value_or(QString());
    data.xlaAllReduceDevice = root.string(QStringLiteral("all_reduce_device")).value_or(QString());
    const QJsonObject caveats
        = root.object(QStringLiteral("caveats"), io::Presence::Optional).value_or(QJsonObject());
    io::JsonObjectReader reader(
        caveats, root.pathOf(QStringLiteral("caveats")), path, &diagnostics);
    for (auto it = caveats.constBegin(); it != caveats.constEnd(); ++it) {
        if (const auto caveat = reader.string(it.key()))
            data.xlaCaveats.insert(it.key(), *caveat);
    }
    data.xlaFirstProfiledUnscored
        = root.string(QStringLiteral("first_profiled_unscored"), io::Presence::Optional)
              .value_or(QString());
    data.xlaFirstProfiledCollectivesUnscored
        = root.string(QStringLiteral("first_profiled_collectives_unscored"), io::Presence::Optional)
              .value_or(QString());
}

} // namespace

QSet<int> firstProfiledAllReduces(const QList<XlaAllReduce>& rows)
{
    QHash<QPair<qint64, qint64>, const XlaAllReduce*> first;
    for (const XlaAllReduce& row : rows) {
        const XlaAllReduce*& smallest = first[qMakePair(row.devicesPerGroup, row.groups)];
        if (!smallest || row.bytes < smallest->bytes)
            smallest = &row;
    }
    QSet<int> lines;
    for (const XlaAllReduce* row : std::as_const(first))
        lines.insert(row->line);
    return lines;
}

double XlaCollective::runtimeSeconds() const
{
    return opcode == QLatin1String("reduce-scatter") ? tableSeconds * double(devicesPerGroup)
                                                     : tableSeconds;
}

QSet<int> firstProfiledCollectives(const QList<XlaCollective>& rows)
{
    QHash<QString, const XlaCollective*> first;
    for (const XlaCollective& row : rows) {
        const QString series
            = QStringLiteral("%1/%2x%3").arg(row.opcode).arg(row.devicesPerGroup).arg(row.groups);
        const XlaCollective*& smallest = first[series];
        if (!smallest || row.tensorBytes < smallest->tensorBytes)
            smallest = &row;
    }
    QSet<int> lines;
    for (const XlaCollective* row : std::as_const(first))
        lines.insert(row->line);
    return lines;
}

const RowInput* ValidationData::input(const QString& id) const
{
    for (const RowInput& i : inputs)
        if (i.id == id)
            return &i;
    return nullptr;
}

QList<Measurement> ValidationDataLoader::parseCalibrationCsv(
    const QByteArray& bytes, const QString& file, io::Diagnostics& diagnostics)
{
    QList<Measurement> rows;
    const CsvTable table = CsvTable::parse(bytes, file, diagnostics);
    const QStringList names = { QStringLiteral("id"), QStringLiteral("category"),
        QStringLiteral("device"), QStringLiteral("metric"), QStringLiteral("value"),
        QStringLiteral("unit"), QStringLiteral("source"), QStringLiteral("notes") };
    const auto c = table.columns(names, diagnostics);
    if (!c)
        return rows;
    QSet<QString> ids;
    for (const CsvRecord& record : table.records()) {
        CsvRecordReader r(table, record, &diagnostics);
        Measurement m;
        m.line = record.line;
        m.id = r.text(c->at(0), names.at(0)).value_or(QString());
        m.category = r.text(c->at(1), names.at(1)).value_or(QString());
        m.deviceName = r.text(c->at(2), names.at(2)).value_or(QString());
        m.metric = r.optionalText(c->at(3));
        m.value = r.positiveNumber(c->at(4), names.at(4)).value_or(0);
        m.unit = r.text(c->at(5), names.at(5)).value_or(QString());
        m.source = r.optionalText(c->at(6));
        m.notes = r.optionalText(c->at(7));
        if (r.ok() && ids.contains(m.id))
            r.report(io::DiagnosticCode::DuplicateId, names.at(0),
                QT_TRANSLATE_NOOP("Diagnostic", "an id no other row has"),
                io::Phrase::verbatim(QLatin1Char('\"') + m.id + QLatin1Char('\"')));
        if (!r.ok())
            continue;
        ids.insert(m.id);
        rows.append(std::move(m));
    }
    return rows;
}

QList<XlaMatmul> ValidationDataLoader::parseXlaMatmulCsv(
    const QByteArray& bytes, const QString& file, io::Diagnostics& diagnostics)
{
    QList<XlaMatmul> rows;
    const CsvTable table = CsvTable::parse(bytes, file, diagnostics);
    const QStringList names = { QStringLiteral("batch"), QStringLiteral("m"), QStringLiteral("n"),
        QStringLiteral("k"), QStringLiteral("precision"), QStringLiteral("measured_tflops") };
    const auto c = table.columns(names, diagnostics);
    if (!c)
        return rows;
    rows.reserve(table.records().size());
    for (const CsvRecord& record : table.records()) {
        CsvRecordReader r(table, record, &diagnostics);
        const auto batch = r.integer(c->at(0), names.at(0), 1, kMaxDimension);
        const auto m = r.integer(c->at(1), names.at(1), 1, kMaxDimension);
        const auto n = r.integer(c->at(2), names.at(2), 1, kMaxDimension);
        const auto k = r.integer(c->at(3), names.at(3), 1, kMaxDimension);
        const QString precisionText = r.optionalText(c->at(4));
        const auto p = precisionFromName(precisionText);
        if (!p)
            r.report(io::DiagnosticCode::UnknownValue, names.at(4),
                io::Phrase(QT_TRANSLATE_NOOP("Diagnostic", "one of %1"),
                    precisionNames().join(QStringLiteral(", "))),
                io::Phrase::verbatim(QLatin1Char('\"') + precisionText + QLatin1Char('\"')));
        const auto tflops = r.positiveNumber(c->at(5), names.at(5));
        if (!r.ok())
            continue;
        rows.append({ GemmShape(GemmM(*m), GemmN(*n), GemmK(*k), GemmBatch(*batch)), *p, *tflops,
            record.line });
    }
    return rows;
}

QList<XlaAllReduce> ValidationDataLoader::parseXlaAllReduceCsv(
    const QByteArray& bytes, const QString& file, io::Diagnostics& diagnostics)
{
    QList<XlaAllReduce> rows;
    const CsvTable table = CsvTable::parse(bytes, file, diagnostics);
    const QStringList names = { QStringLiteral("collective"), QStringLiteral("bytes"),
        QStringLiteral("devices_per_group"), QStringLiteral("groups"), QStringLiteral("time_us"),
        QStringLiteral("algbw_gb_per_s") };
    const auto c = table.columns(names, diagnostics);
    if (!c)
        return rows;
    rows.reserve(table.records().size());
    for (const CsvRecord& record : table.records()) {
        CsvRecordReader r(table, record, &diagnostics);
        const QString collective = r.optionalText(c->at(0));
        if (collective != QLatin1String("all-reduce"))
            r.report(io::DiagnosticCode::UnknownValue, names.at(0),
                io::Phrase::verbatim(QStringLiteral("all-reduce")),
                io::Phrase::verbatim(QLatin1Char('\"') + collective + QLatin1Char('\"')));
        const auto bytesValue = r.integer(c->at(1), names.at(1), 1, kMaxCount);
        const auto devices = r.integer(c->at(2), names.at(2), 2, kMaxDimension);
        const auto groups = r.integer(c->at(3), names.at(3), 1, kMaxDimension);
        const auto timeUs = r.positiveNumber(c->at(4), names.at(4));
        const auto algbw = r.positiveNumber(c->at(5), names.at(5));
        if (!r.ok())
            continue;
        // algbw is bytes / time rounded to three decimals; a larger gap means a column is wrong.
        const double derived = double(*bytesValue) / *timeUs / 1e3;
        if (std::abs(derived - *algbw) > 5e-4 + 1e-3 * *algbw)
            r.report(io::DiagnosticCode::Inconsistent, names.at(5),
                io::Phrase(QT_TRANSLATE_NOOP("Diagnostic", "bytes / time_us / 1000 = %1"),
                    QString::number(derived, 'f', 3)),
                io::Phrase::verbatim(QString::number(*algbw)), io::Severity::Warning);
        rows.append({ *bytesValue, *devices, *groups, *timeUs * 1e-6, record.line });
    }
    return rows;
}

QList<XlaCollective> ValidationDataLoader::parseXlaCollectivesCsv(
    const QByteArray& bytes, const QString& file, io::Diagnostics& diagnostics)
{
    QList<XlaCollective> rows;
    const CsvTable table = CsvTable::parse(bytes, file, diagnostics);
    const QStringList names = { QStringLiteral("opcode"), QStringLiteral("element_type"),
        QStringLiteral("shape_elems"), QStringLiteral("shape_bytes"),
        QStringLiteral("full_tensor_bytes"), QStringLiteral("num_replica_groups"),
        QStringLiteral("devices_per_group"), QStringLiteral("time_us") };
    const auto c = table.columns(names, diagnostics);
    if (!c)
        return rows;
    // XLA's primitive types that a collective of this table can carry, by their bytes.
    static const QHash<QString, qint64> kElementBytes = { { QStringLiteral("F64"), 8 },
        { QStringLiteral("F32"), 4 }, { QStringLiteral("S32"), 4 }, { QStringLiteral("U32"), 4 },
        { QStringLiteral("BF16"), 2 }, { QStringLiteral("F16"), 2 }, { QStringLiteral("S8"), 1 },
        { QStringLiteral("U8"), 1 } };
    const QStringList opcodes = { QStringLiteral("all-gather"), QStringLiteral("reduce-scatter"),
        QStringLiteral("all-to-all") };
    rows.reserve(table.records().size());
    for (const CsvRecord& record : table.records()) {
        CsvRecordReader r(table, record, &diagnostics);
        const QString opcode = r.optionalText(c->at(0));
        if (!opcodes.contains(opcode))
            r.report(io::DiagnosticCode::UnknownValue, names.at(0),
                io::Phrase::verbatim(opcodes.join(QStringLiteral(", "))),
                io::Phrase::verbatim(QLatin1Char('\"') + opcode + QLatin1Char('\"')));
        const QString type = r.optionalText(c->at(1));
        const qint64 elementBytes = kElementBytes.value(type, 0);
        if (elementBytes == 0)
            r.report(io::DiagnosticCode::UnknownValue, names.at(1),
                QT_TRANSLATE_NOOP("Diagnostic", "an XLA element type such as F32 or BF16"),
                io::Phrase::verbatim(QLatin1Char('\"') + type + QLatin1Char('\"')));
        const auto elements = r.integer(c->at(2), names.at(2), 1, kMaxCount);
        const auto shapeBytes = r.integer(c->at(3), names.at(3), 1, kMaxCount);
        const auto tensorBytes = r.integer(c->at(4), names.at(4), 1, kMaxCount);
        const auto groups = r.integer(c->at(5), names.at(5), 1, kMaxDimension);
        const auto devices = r.integer(c->at(6), names.at(6), 2, kMaxDimension);
        const auto timeUs = r.positiveNumber(c->at(7), names.at(7));
        if (!r.ok())
            continue;
        if (*elements * elementBytes != *shapeBytes)
            r.report(io::DiagnosticCode::Inconsistent, names.at(3),
                io::Phrase(QT_TRANSLATE_NOOP("Diagnostic", "shape_elems x %1 bytes = %2"),
                    elementBytes, *elements * elementBytes),
                io::Phrase::verbatim(QString::number(*shapeBytes)));
        // The reading of the byte columns (XlaCollective) depends on this relation. Compared by
        // division: shape_bytes × devices could overflow.
        const bool scatters = opcode == QLatin1String("reduce-scatter");
        const bool consistent = scatters
            ? *tensorBytes % *devices == 0 && *tensorBytes / *devices == *shapeBytes
            : *tensorBytes == *shapeBytes;
        if (!consistent)
            r.report(io::DiagnosticCode::Inconsistent, names.at(4),
                scatters
                    ? io::Phrase(
                        QT_TRANSLATE_NOOP("Diagnostic", "%1 (shape_bytes x devices_per_group)"),
                        QString::number(double(*shapeBytes) * double(*devices), 'f', 0))
                    : io::Phrase(QT_TRANSLATE_NOOP("Diagnostic", "%1 (shape_bytes)"), *shapeBytes),
                io::Phrase::verbatim(QString::number(*tensorBytes)));
        if (!r.ok())
            continue;
        rows.append(
            { opcode, *shapeBytes, *tensorBytes, *devices, *groups, *timeUs * 1e-6, record.line });
    }
    return rows;
}

ValidationLoadResult ValidationDataLoader::loadUser(
    const QString& csvPath, const QString& inputsPath)
{
    ValidationLoadResult result;
    ValidationData& data = result.data;
    data.measurements
        = parseCalibrationCsv(readBytes(csvPath, result.diagnostics), csvPath, result.diagnostics);
    QSet<QString> measured;
    for (const Measurement& m : std::as_const(data.measurements)) {
        if (measured.contains(m.id))
            result.diagnostics.append(duplicateMeasurement(
                csvPath, m, QT_TRANSLATE_NOOP("Diagnostic", "an id no other row has")));
        measured.insert(m.id);
    }
    QSet<QString> rebuilt;
    readMapping(inputsPath, measured, rebuilt, data, result.diagnostics);
    return result;
}

QString ValidationDataLoader::defaultInputsPath(const QString& csvPath)
{
    const bool csv = csvPath.endsWith(QLatin1String(".csv"), Qt::CaseInsensitive);
    return (csv ? csvPath.chopped(4) : csvPath) + QStringLiteral(".json");
}

ValidationLoadResult ValidationDataLoader::load(const QString& folder)
{
    ValidationLoadResult result;
    ValidationData& data = result.data;
    io::Diagnostics& diagnostics = result.diagnostics;
    const auto path
        = [&folder](const char* name) { return folder + QLatin1Char('/') + QLatin1String(name); };
    const QString calibration = path("calibration.csv");
    data.measurements
        = parseCalibrationCsv(readBytes(calibration, diagnostics), calibration, diagnostics);
    QSet<QString> measured;
    for (const Measurement& m : data.measurements)
        measured.insert(m.id);
    // The second shared set (calibration-2.csv, also a byte-for-byte copy) and the published
    // measurements this project adds (same columns, each row with its source) follow
    // calibration.csv's; an id that an earlier file has is refused.
    for (const char* name : { "calibration-2.csv", "supplementary.csv" }) {
        const QString file = path(name);
        for (Measurement& m :
            parseCalibrationCsv(readBytes(file, diagnostics), file, diagnostics)) {
            if (measured.contains(m.id)) {
                diagnostics.append(duplicateMeasurement(file, m,
                    QT_TRANSLATE_NOOP("Diagnostic", "an id that no earlier measurement file has")));
                continue;
            }
            measured.insert(m.id);
            data.measurements.append(std::move(m));
        }
    }
    QSet<QString> rebuilt;
    readMapping(path("rows.json"), measured, rebuilt, data, diagnostics);
    readMapping(path("multichip.json"), measured, rebuilt, data, diagnostics);
    readXlaMapping(path("xla.json"), data, diagnostics);
    const QString matmul = path("xla-h100-matmul-bf16.csv");
    data.xlaMatmuls = parseXlaMatmulCsv(readBytes(matmul, diagnostics), matmul, diagnostics);
    const QString allReduce = path("xla-h100-allreduce.csv");
    data.xlaAllReduces
        = parseXlaAllReduceCsv(readBytes(allReduce, diagnostics), allReduce, diagnostics);
    const QString collectives = path("xla-h100-collectives.csv");
    data.xlaCollectives
        = parseXlaCollectivesCsv(readBytes(collectives, diagnostics), collectives, diagnostics);

    return result;
}

} // namespace ts::validation
