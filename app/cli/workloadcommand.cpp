// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "workloadcommand.h"

#include "common/units.h"
#include "controlcharacterfilter.h"
#include "workloadoptions.h"

#include "io/atomicwrite.h"
#include "workload/hfconfigimport.h"
#include "workload/workloadbuilder.h"
#include "workload/workloadfile.h"
#include "workload/workloadpresets.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

namespace ts::cli {

namespace {

/// 1234567 → "1.23 M": three significant digits and an SI prefix, for the human-readable table.
QString si(double value)
{
    static const char* const prefixes[] = { "", " k", " M", " G", " T", " P", " E" };
    int index = 0;
    while (std::abs(value) >= 1000.0 && index < 6) {
        value /= 1000.0;
        ++index;
    }
    return QString::number(value, 'g', 3) + QLatin1String(prefixes[index]);
}

QString shapeOf(const Operator& op)
{
    if (op.gemm.isEmpty())
        return QStringLiteral("-");
    QString shape = QStringLiteral("%1x%2x%3").arg(op.gemm.m()).arg(op.gemm.n()).arg(op.gemm.k());
    if (op.gemm.batch() != 1)
        shape.prepend(QString::number(op.gemm.batch()) + QStringLiteral("*"));
    return shape;
}

QJsonObject memoryJson(const MemoryFootprint& m)
{
    QJsonObject memory;
    memory.insert(QStringLiteral("weights"), m.weightBytes);
    memory.insert(QStringLiteral("gradients"), m.gradientBytes);
    memory.insert(QStringLiteral("optimizer_state"), m.optimizerBytes);
    memory.insert(QStringLiteral("activations"), m.activationBytes);
    memory.insert(QStringLiteral("activations_no_recompute"), m.activationBytesNoRecompute);
    memory.insert(QStringLiteral("activations_full_recompute"), m.activationBytesFullRecompute);
    memory.insert(
        QStringLiteral("activations_except_weight_gemms"), m.activationBytesExceptWeightGemms);
    memory.insert(QStringLiteral("kv_cache"), m.kvCacheBytes);
    memory.insert(QStringLiteral("workspace"), m.workspaceBytes);
    memory.insert(QStringLiteral("total"), m.totalBytes());
    return memory;
}

QJsonObject workloadJson(const Workload& w)
{
    const WorkloadSpec& spec = w.spec();
    QJsonObject root;
    root.insert(QStringLiteral("id"), spec.id);
    root.insert(QStringLiteral("name"), spec.name);
    root.insert(QStringLiteral("phase"), stepKindName(spec.run.step));
    root.insert(QStringLiteral("precision"), precisionName(spec.run.activationPrecision));
    root.insert(QStringLiteral("weight_precision"), precisionName(spec.run.weightPrecision));
    root.insert(QStringLiteral("global_batch"), spec.run.globalBatch);
    root.insert(QStringLiteral("micro_batch"), spec.run.microBatch);
    root.insert(QStringLiteral("seq"), spec.run.seqLength);
    root.insert(QStringLiteral("generated_tokens"), spec.run.generatedTokens);
    root.insert(QStringLiteral("params"), w.parameterCount());
    root.insert(QStringLiteral("active_params"), w.activeParameterCount());
    root.insert(QStringLiteral("flops_per_step"), w.flopsPerStep());
    root.insert(QStringLiteral("bytes_per_step"), w.bytesPerStep());
    root.insert(QStringLiteral("tokens_per_step"), w.tokensPerStep());
    root.insert(QStringLiteral("prefill_tokens"), w.prefillTokens());
    root.insert(QStringLiteral("decode_steps"), w.decodeSteps());
    root.insert(QStringLiteral("kv_cache_bytes_per_token"), w.kvCacheBytesPerToken());
    root.insert(QStringLiteral("memory_bytes"), memoryJson(w.memoryFootprint()));
    QJsonArray ops;
    for (const Operator& op : w.ops()) {
        QJsonObject o;
        o.insert(QStringLiteral("name"), op.name);
        o.insert(QStringLiteral("kind"), opKindName(op.kind));
        o.insert(QStringLiteral("phase"), phaseName(op.phase));
        o.insert(QStringLiteral("unit"), computeUnitName(op.unit));
        o.insert(QStringLiteral("precision"), precisionName(op.precision));
        o.insert(QStringLiteral("count"), op.count);
        o.insert(QStringLiteral("flops"), op.flops);
        o.insert(QStringLiteral("bytes"), op.bytes());
        o.insert(QStringLiteral("bytes_read"), op.bytesRead);
        o.insert(QStringLiteral("bytes_written"), op.bytesWritten);
        o.insert(QStringLiteral("arithmetic_intensity"), op.arithmeticIntensity());
        if (!op.gemm.isEmpty()) {
            QJsonObject gemm;
            gemm.insert(QStringLiteral("batch"), op.gemm.batch());
            gemm.insert(QStringLiteral("m"), op.gemm.m());
            gemm.insert(QStringLiteral("n"), op.gemm.n());
            gemm.insert(QStringLiteral("k"), op.gemm.k());
            o.insert(QStringLiteral("gemm"), gemm);
        }
        ops.append(o);
    }
    root.insert(QStringLiteral("ops"), ops);
    return root;
}

} // namespace

QString WorkloadCommand::summary() const
{
    return tr("List the workload presets, or show a workload's operators, FLOPs and memory");
}

void WorkloadCommand::addOptions(QCommandLineParser& parser) const
{
    parser.addPositionalArgument(QStringLiteral("action"), tr("list, show or import."));
    parser.addPositionalArgument(QStringLiteral("workload"),
        tr("show: a preset id or a workload file; import: a Hugging Face config.json."),
        tr("[PRESET|FILE]"));
    WorkloadOptions::add(parser);
    parser.addOption({ QStringLiteral("json"), tr("Print machine-readable JSON.") });
    parser.addOption({ QStringLiteral("out"),
        tr("import: the workload file to write (without it, the workload is printed)."),
        tr("FILE") });
    parser.addOption({ QStringLiteral("force"),
        tr("import: write --out even when it names the config file being imported (which is "
           "then replaced).") });
}

int WorkloadCommand::run(const QCommandLineParser& parser, CommandOutput& output)
{
    const QStringList positional = parser.positionalArguments();
    const QString action = positional.value(0);
    if (action == QLatin1String("list") && positional.size() == 1)
        return list(parser, output);
    if (action == QLatin1String("show") && positional.size() == 2)
        return show(parser, output);
    if (action == QLatin1String("import") && positional.size() == 2)
        return import(parser, output);
    output.err << tr("tensorscope workload: expected 'list', 'show PRESET|FILE' or 'import "
                     "CONFIG.json'.\n")
               << tr("Run 'tensorscope workload --help' for its options.\n");
    return kExitUsage;
}

int WorkloadCommand::import(const QCommandLineParser& parser, CommandOutput& output)
{
    const QString path = parser.positionalArguments().at(1);
    // `--out config.json` would replace the Hugging Face config with the workload made from it
    // (issue 34, item 5): the same file under any name (./x, a link, a hard link) is refused.
    if (parser.isSet(QStringLiteral("out")) && !parser.isSet(QStringLiteral("force"))
        && io::isSameFile(path, parser.value(QStringLiteral("out")))) {
        output.err << tr("tensorscope workload import: '%1' is the config file being imported; "
                         "not replacing it (give another --out, or --force to replace it)\n")
                          .arg(parser.value(QStringLiteral("out")));
        return kExitFailure;
    }
    const HfImportResult imported = HfConfigImport::load(path);
    // Every problem on stderr, warnings too: what the description leaves out is said.
    for (const io::Diagnostic& d : imported.diagnostics)
        output.err << QStringLiteral("tensorscope workload import: ") << d.toString() << u'\n';
    if (!imported.spec)
        return kExitFailure;
    const auto built = WorkloadBuilder::build(*imported.spec);
    if (!built.workload) {
        for (const io::Diagnostic& d : built.diagnostics)
            output.err << QStringLiteral("tensorscope workload import: ") << d.toString() << u'\n';
        return kExitFailure;
    }
    if (parser.isSet(QStringLiteral("out"))) {
        const QString out = parser.value(QStringLiteral("out"));
        if (const QString problem = WorkloadFile::save(*imported.spec, out); !problem.isEmpty()) {
            output.err
                << tr("tensorscope workload import: cannot write '%1': %2\n").arg(out, problem);
            return kExitFailure;
        }
        output.out << tr("Wrote %1: %2, %3 parameters (%4 active per token)\n")
                          .arg(out, imported.spec->name)
                          .arg(built.workload->parameterCount())
                          .arg(built.workload->activeParameterCount());
        return kExitOk;
    }
    output.out << QString::fromUtf8(
        QJsonDocument(WorkloadFile::toJson(*imported.spec)).toJson(QJsonDocument::Indented));
    return kExitOk;
}

int WorkloadCommand::list(const QCommandLineParser& parser, CommandOutput& output)
{
    QJsonArray presets;
    int width = 0;
    QList<WorkloadSpec> specs;
    for (const QString& id : WorkloadPresets::ids()) {
        const WorkloadLoadResult loaded = WorkloadPresets::load(id);
        if (!loaded.spec) {
            for (const io::Diagnostic& d : loaded.diagnostics)
                output.err << d.toString() << '\n';
            return kExitFailure;
        }
        specs.append(*loaded.spec);
        width = std::max(width, int(id.size()));
    }
    if (parser.isSet(QStringLiteral("json"))) {
        for (const WorkloadSpec& spec : specs) {
            QJsonObject o;
            o.insert(QStringLiteral("id"), spec.id);
            o.insert(QStringLiteral("name"), spec.name);
            o.insert(QStringLiteral("description"), spec.description);
            o.insert(QStringLiteral("source"), spec.source);
            presets.append(o);
        }
        QJsonObject root;
        root.insert(QStringLiteral("presets"), presets);
        output.out << QString::fromUtf8(QJsonDocument(root).toJson(QJsonDocument::Indented));
        return kExitOk;
    }
    for (const WorkloadSpec& spec : specs)
        output.out << spec.id.leftJustified(width + 2) << singleLine(spec.description) << '\n';
    return kExitOk;
}

int WorkloadCommand::show(const QCommandLineParser& parser, CommandOutput& output)
{
    const QString prefix = QStringLiteral("tensorscope workload show: ");
    int exitCode = kExitOk;
    const auto workload = WorkloadOptions::build(
        parser.positionalArguments().at(1), parser, prefix, output, &exitCode);
    if (!workload)
        return exitCode;

    if (parser.isSet(QStringLiteral("json"))) {
        output.out << QString::fromUtf8(
            QJsonDocument(workloadJson(*workload)).toJson(QJsonDocument::Indented));
        return kExitOk;
    }
    printTable(*workload, output);
    return kExitOk;
}

void WorkloadCommand::printTable(const Workload& w, CommandOutput& output) const
{
    const WorkloadSpec& spec = w.spec();
    const RunConfig& run = spec.run;
    output.out << tr("%1 (%2): %3, global batch %4, micro-batch %5, seq %6, %7\n")
                      .arg(singleLine(spec.name), spec.id, stepKindName(run.step))
                      .arg(run.globalBatch)
                      .arg(run.microBatch)
                      .arg(run.seqLength)
                      .arg(precisionName(run.activationPrecision));
    output.out << tr("Parameters:      %1 (%2)")
                      .arg(w.parameterCount())
                      .arg(si(double(w.parameterCount())));
    if (w.activeParameterCount() != w.parameterCount())
        output.out << tr(", active %1 (%2)")
                          .arg(w.activeParameterCount())
                          .arg(si(double(w.activeParameterCount())));
    output.out << '\n';
    output.out << tr("FLOPs per step:  %1 (%2FLOP), %3 tokens or samples\n")
                      .arg(QString::number(w.flopsPerStep(), 'f', 0))
                      .arg(si(w.flopsPerStep()))
                      .arg(w.tokensPerStep());
    if (w.kvCacheBytesPerToken() > 0)
        output.out << tr("KV cache:        %1 bytes per token\n").arg(w.kvCacheBytesPerToken());
    const MemoryFootprint m = w.memoryFootprint();
    output.out << tr("Memory (one device): weights %1, gradients %2, optimizer %3, activations %4, "
                     "KV cache %5, workspace %6, total %7\n")
                      .arg(units::gibText(m.weightBytes), units::gibText(m.gradientBytes),
                          units::gibText(m.optimizerBytes), units::gibText(m.activationBytes),
                          units::gibText(m.kvCacheBytes), units::gibText(m.workspaceBytes),
                          units::gibText(m.totalBytes()));
    output.out << '\n';

    int nameWidth = 4;
    for (const Operator& op : w.ops())
        nameWidth = std::max(nameWidth, int(singleLine(op.name).size()));
    auto row = [&](const QString& name, const QString& kind, const QString& phase,
                   const QString& shape, const QString& count, const QString& flops,
                   const QString& bytes, const QString& intensity) {
        output.out << name.leftJustified(nameWidth + 2) << kind.leftJustified(18)
                   << phase.leftJustified(17) << shape.leftJustified(26) << count.rightJustified(8)
                   << flops.rightJustified(11) << bytes.rightJustified(11)
                   << intensity.rightJustified(9) << '\n';
    };
    row(tr("name"), tr("kind"), tr("phase"), tr("shape (b*MxNxK)"), tr("count"), tr("FLOPs"),
        tr("bytes"), tr("FLOP/B"));
    for (const Operator& op : w.ops())
        row(singleLine(op.name), opKindName(op.kind), phaseName(op.phase), shapeOf(op),
            QString::number(op.count), si(double(op.flops)), si(double(op.bytes())),
            QString::number(op.arithmeticIntensity(), 'f', 1));
}

} // namespace ts::cli
