package com.google.cloud.datastore.emulator.firestore.webchannel;

import com.google.cloud.datastore.core.exception.DatastoreException;
import com.google.cloud.datastore.emulator.impl.firestore.CloudFirestoreV1Router;
import com.google.cloud.datastore.emulator.impl.util.WrappedStreamObserver;
import com.google.net.webchannel.server.AsyncWebChannel;
import com.google.net.webchannel.server.ErrorStatus;
import jobsearch.firestorelauncher.ListenOfChannel;

/**
 * Takes the place of the emulator's own handler of a Listen over WebChannel (the launcher puts
 * this class ahead of Debian's jar): the same work, through ListenOfChannel, which also ends the
 * listen when the session closes, fails or its client has gone. The emulator's handler only logs
 * those. Public constructor: the emulator's class that makes it is not its nestmate.
 */
final class FirestoreV1WebChannelAdapter$FirestoreListenHandler extends AsyncWebChannel.Handler<String> {
  final ListenOfChannel listen;

  public FirestoreV1WebChannelAdapter$FirestoreListenHandler(CloudFirestoreV1Router router, AsyncWebChannel<String> channel) {
    listen = new ListenOfChannel(channel, new WrappedStreamObserver<>(new FirestoreV1WebChannelAdapter.WebChannelObserver<>(channel)));
    try {
      listen.start(router.listenStream(listen));
    } catch (DatastoreException e) {
      throw new RuntimeException(e);
    }
  }

  @Override
  public void onMessage(String message) {
    listen.request(JsonToProtoConverter.toListenRequest(message));
  }

  @Override
  public void onClose() {
    listen.end();
  }

  @Override
  public void onError(ErrorStatus status) {
    listen.end();
  }
}
