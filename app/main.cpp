// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "appsettings.h"
#include "cli/commandline.h"
#include "cli/commandregistry.h"
#include "cli/controlcharacterfilter.h"
#include "developerharness.h"
#include "developeroptions.h"
#include "localization.h"
#include "mainwindow.h"
#include "version.h"

#include <QApplication>
#include <QTextStream>
#include <QTimer>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <optional>

namespace {

const char kNoDisplayMessage[]
    = "tensorscope: cannot open the application window: no display was found.\n"
      "  Run it in a desktop session, or under a virtual display: xvfb-run -a tensorscope\n"
      "  Batch commands need no display: tensorscope --help\n";

void configureApplication(QCoreApplication& application)
{
    QCoreApplication::setOrganizationName(QStringLiteral("Tensorscope"));
    QCoreApplication::setOrganizationDomain(QStringLiteral("tensorscope.example.org"));
    QCoreApplication::setApplicationName(QStringLiteral("tensorscope"));
    QCoreApplication::setApplicationVersion(ts::versionString());
    ts::installTranslations(application);
}

// On X11/Wayland systems a missing display makes Qt abort with a core dump; say what is wrong
// and how to fix it instead. Other platforms (and an explicit QT_QPA_PLATFORM) are left alone.
bool displayLooksAvailable()
{
#if defined(Q_OS_LINUX) || defined(Q_OS_FREEBSD)
    const QByteArray platform = qgetenv("QT_QPA_PLATFORM");
    if (!platform.isEmpty() && !platform.startsWith("xcb") && !platform.startsWith("wayland"))
        return true;
    if (platform.startsWith("xcb"))
        return !qEnvironmentVariableIsEmpty("DISPLAY");
    if (platform.startsWith("wayland"))
        return !qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY");
    return !qEnvironmentVariableIsEmpty("DISPLAY")
        || !qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY");
#else
    return true;
#endif
}

// A display variable can still point at a server that is gone; Qt then reports a fatal error
// while creating the application. Turn that one into the same clear message and a clean exit.
bool s_creatingGuiApplication = false;
QtMessageHandler s_previousHandler = nullptr;

void startupMessageHandler(QtMsgType type, const QMessageLogContext& context, const QString& text)
{
    if (type == QtFatalMsg && s_creatingGuiApplication) {
        std::fputs(qPrintable(text + QLatin1Char('\n')), stderr);
        std::fputs(kNoDisplayMessage, stderr);
        std::fflush(stderr);
        std::_Exit(EXIT_FAILURE);
    }
    if (s_previousHandler)
        s_previousHandler(type, context, text);
}

// Batch commands keep stderr for what the user must read. The offscreen platform and a session
// without XDG_RUNTIME_DIR print notes that say nothing about the command's result; drop those.
void batchMessageHandler(QtMsgType type, const QMessageLogContext& context, const QString& text)
{
    static const QLatin1String benign[] = {
        QLatin1String("does not support propagateSizeHints"),
        QLatin1String("XDG_RUNTIME_DIR not set"),
    };
    if (type == QtWarningMsg || type == QtDebugMsg || type == QtInfoMsg) {
        for (const QLatin1String& note : benign) {
            if (text.contains(note))
                return;
        }
    }
    if (s_previousHandler)
        s_previousHandler(type, context, text);
}

int runCli(int& argc, char** argv, const QStringList& arguments)
{
    s_previousHandler = qInstallMessageHandler(batchMessageHandler);
    ts::cli::CommandRegistry registry;
    ts::cli::Command* command = ts::cli::CommandLine::commandFor(arguments, registry);
    std::unique_ptr<QCoreApplication> application;
    if (command && command->applicationKind() == ts::cli::Command::ApplicationKind::Widgets) {
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        application = std::make_unique<QApplication>(argc, argv);
    } else {
        application = std::make_unique<QCoreApplication>(argc, argv);
    }
    configureApplication(*application);
    // Text from files (names, ids, notes, paths) reaches the terminal only through these.
    ts::cli::ControlCharacterFilter outDevice(stdout);
    ts::cli::ControlCharacterFilter errDevice(stderr);
    QTextStream out(&outDevice);
    QTextStream err(&errDevice);
    ts::cli::CommandOutput output { out, err };
    return ts::cli::CommandLine::run(QCoreApplication::arguments(), registry, output);
}

int runGui(int& argc, char** argv)
{
    if (!displayLooksAvailable()) {
        std::fputs(kNoDisplayMessage, stderr);
        return EXIT_FAILURE;
    }
    s_previousHandler = qInstallMessageHandler(startupMessageHandler);
    s_creatingGuiApplication = true;
    QApplication application(argc, argv);
    s_creatingGuiApplication = false;
    configureApplication(application);

    // What QApplication left are the developer options (docs/reliability.md) or mistakes.
    QString problem;
    const std::optional<ts::DeveloperOptions> developer
        = ts::DeveloperOptions::parse(QCoreApplication::arguments().mid(1), &problem);
    if (!developer) {
        // The message quotes the argument as typed: escape sequences in it are written as
        // \uXXXX, not sent to the terminal (issue 34, item 3).
        QTextStream(stderr) << ts::cli::singleLine(problem) << QLatin1Char('\n');
        return ts::cli::kExitUsage;
    }

    ts::AppSettings settings;
    // The language chosen in Preferences, when there is one; the system's otherwise.
    if (!settings.language().isEmpty())
        ts::installTranslations(application, ts::localeForLanguage(settings.language()));
    ts::Theme(settings.theme()).applyTo(application);
    ts::MainWindow window(&settings);
    new ts::DeveloperHarness(&window, *developer); // a child of the window
    window.show();
    QTimer::singleShot(0, &window,
        [&window, answer = developer->recoveryAnswer] { window.offerRecovery(answer); });
    return QApplication::exec();
}

} // namespace

int main(int argc, char** argv)
{
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments.append(QString::fromLocal8Bit(argv[i]));

    if (ts::cli::CommandLine::modeFor(arguments) == ts::cli::CommandLine::Mode::Cli)
        return runCli(argc, argv, arguments);
    return runGui(argc, argv);
}
