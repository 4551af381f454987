package jobsearch.firestorelauncher;

import com.google.cloud.datastore.emulator.impl.firestore.CloudFirestoreV1ListenStream;
import com.google.cloud.datastore.emulator.impl.watch.TargetId;
import com.google.firestore.v1.ListenRequest;
import com.google.firestore.v1.ListenResponse;
import com.google.net.webchannel.server.AsyncWebChannel;
import io.grpc.stub.StreamObserver;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * One browser's Listen over WebChannel, ended when its client has gone.
 *
 * <p>The emulator never ends a listen: a page that closes leaves its session and every query it
 * watched behind, and each later commit is matched against all of them and queued for a client
 * that will never fetch it (in a browser test suite, thousands of dead queries by the end, most of
 * the emulator's CPU). Production ends a session whose client holds no back channel open for a
 * while; the emulator's own setting for that is 60 s (WebChannelOptions'
 * backChannelInactiveTimeout), which it does not enforce. This does: a session that has had no
 * back channel for 60 s when a message is due is aborted and its targets removed, as a client's
 * unlisten would. A live client holds a back channel open all the time, and one that was only
 * asleep sees the aborted session and listens again, as it would in production.
 */
public final class ListenOfChannel implements StreamObserver<ListenResponse> {
  private static final long GONE_AFTER_NANOS = 60_000_000_000L;
  /** Targets are removed off the notifying thread: the emulator may be iterating them. */
  private static final ExecutorService ENDINGS =
      Executors.newSingleThreadExecutor(
          job -> {
            Thread thread = new Thread(job, "jobsearch-listen-endings");
            thread.setDaemon(true);
            return thread;
          });

  private static final Field CHANNEL_INTERNAL;
  private static final Field BACK_CHANNEL;
  private static final Method HAS_WRITER;

  static {
    try {
      Class<?> channelImpl = Class.forName("com.google.net.webchannel.server.v8.WebChannelImpl");
      Class<?> internalImpl = Class.forName("com.google.net.webchannel.server.v8.ChannelInternalImpl");
      Class<?> backChannel = Class.forName("com.google.net.webchannel.server.v8.BackChannel");
      CHANNEL_INTERNAL = channelImpl.getDeclaredField("channelInternal");
      BACK_CHANNEL = internalImpl.getDeclaredField("backChannel");
      HAS_WRITER = backChannel.getDeclaredMethod("hasWriter");
      CHANNEL_INTERNAL.setAccessible(true);
      BACK_CHANNEL.setAccessible(true);
      HAS_WRITER.setAccessible(true);
    } catch (ReflectiveOperationException e) {
      throw new ExceptionInInitializerError(e);
    }
  }

  private final AsyncWebChannel<String> channel;
  private final StreamObserver<ListenResponse> toChannel;
  private CloudFirestoreV1ListenStream stream;
  private volatile boolean ended;
  /** System.nanoTime() when a message was first due with no back channel open; 0 while one is. */
  private long noBackChannelSince;

  public ListenOfChannel(AsyncWebChannel<String> channel, StreamObserver<ListenResponse> toChannel) {
    this.channel = channel;
    this.toChannel = toChannel;
  }

  public void start(CloudFirestoreV1ListenStream stream) {
    this.stream = stream;
  }

  public void request(ListenRequest request) {
    stream.onNext(request);
  }

  /** The session closed or failed, or its client has gone: its targets go, once. */
  public void end() {
    if (ended) return;
    ended = true;
    ENDINGS.execute(
        () -> {
          for (TargetId target : stream.targetIds()) {
            stream.onNext(ListenRequest.newBuilder().setRemoveTarget(target.id()).build());
          }
        });
  }

  @Override
  public synchronized void onNext(ListenResponse response) {
    if (ended) return;
    if (clientGone()) {
      end();
      channel.abort();
      return;
    }
    toChannel.onNext(response);
  }

  private boolean clientGone() {
    try {
      Object backChannel = BACK_CHANNEL.get(CHANNEL_INTERNAL.get(channel));
      if ((Boolean) HAS_WRITER.invoke(backChannel)) {
        noBackChannelSince = 0;
        return false;
      }
    } catch (ReflectiveOperationException e) {
      return false; // another emulator version: listens are kept, as the emulator itself does
    }
    long now = System.nanoTime();
    if (noBackChannelSince == 0) noBackChannelSince = now;
    return now - noBackChannelSince > GONE_AFTER_NANOS;
  }

  @Override
  public void onError(Throwable error) {
    toChannel.onError(error);
  }

  @Override
  public void onCompleted() {
    toChannel.onCompleted();
  }
}
