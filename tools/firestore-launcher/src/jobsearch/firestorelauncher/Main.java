package jobsearch.firestorelauncher;

import java.io.File;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Starts Debian's Firestore emulator in a JVM of its own, with this jar ahead of the emulator's on
 * the class path (its Listen handler ends the listens of browsers that have gone: ListenOfChannel)
 * and with JVM flags of our choosing.
 *
 * firebase-tools runs `java -D... -jar <this jar> <emulator args>` and offers no way to add JVM
 * flags but JAVA_TOOL_OPTIONS, which would reach every JVM it starts (the Storage rules runtime
 * reads the JVM's "Picked up" notice as an error). So this JVM only starts the real one, hands it
 * the same properties, arguments and standard streams, stops it when asked to stop (firebase-tools
 * sends SIGINT), and exits with its code. JOBSEARCH_FIRESTORE_JAVA_FLAGS (space-separated) sets
 * the flags, for a comparison or a long-lived emulator.
 */
public final class Main {
  private static final String EMULATOR_CLASS = "com.google.cloud.datastore.emulator.firestore.CloudFirestore";
  // None by default: C1 and the serial collector (JOBSEARCH_FIRESTORE_JAVA_FLAGS="-XX:TieredStopAtLevel=1
  // -XX:+UseSerialGC") won in the rules suite but a quiet whole run took longer in its browser suite.
  private static final List<String> DEFAULT_FLAGS = List.of();

  public static void main(String[] args) throws Exception {
    Path java = Path.of(System.getProperty("java.home"), "bin", "java");
    List<String> command = new ArrayList<>();
    command.add(java.toString());
    String chosen = System.getenv("JOBSEARCH_FIRESTORE_JAVA_FLAGS");
    command.addAll(chosen == null ? DEFAULT_FLAGS : Arrays.asList(chosen.trim().split("\\s+")));
    for (String arg : ManagementFactory.getRuntimeMXBean().getInputArguments()) {
      if (arg.startsWith("-D")) command.add(arg);
    }
    command.add("-cp");
    // This jar first: its listen handler replaces the emulator's (see that class).
    command.add(ownJar() + File.pathSeparator + emulatorJar());
    command.add(EMULATOR_CLASS);
    command.addAll(Arrays.asList(args));

    Process emulator = new ProcessBuilder(command).inheritIO().start();
    Runtime.getRuntime()
        .addShutdownHook(
            new Thread(
                () -> {
                  emulator.destroy();
                  try {
                    emulator.waitFor();
                  } catch (InterruptedException stopped) {
                    Thread.currentThread().interrupt();
                  }
                }));
    System.exit(emulator.waitFor());
  }

  private static Path ownJar() throws Exception {
    return Path.of(Main.class.getProtectionDomain().getCodeSource().getLocation().toURI());
  }

  /** The Firestore emulator's jar: this jar's manifest puts it on the class path. */
  private static Path emulatorJar() throws Exception {
    Class<?> emulator = Class.forName(EMULATOR_CLASS, false, Main.class.getClassLoader());
    return Path.of(emulator.getProtectionDomain().getCodeSource().getLocation().toURI());
  }
}
